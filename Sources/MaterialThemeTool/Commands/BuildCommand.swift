import Foundation
import MaterialTheming

/// `material-theme build`: every brand × every output format from one manifest, incrementally.
enum BuildCommand: Subcommand {
  static let spec = CommandSpec(
    name: "build",
    abstract: "Build every theme source of a manifest into every output format.",
    discussion: """
      The manifest lists "sources" (path patterns: * and ? within a folder name,
      ** for any folders) and "outputs" ({"to": FORMAT, "path": PATTERN}, where
      {name} is the source's base name and {folder} its folder's name).
      Outputs whose inputs did not change since the last run are not written (a
      content-hash cache beside the manifest); a broken source does not stop the
      others. Formats: \(BuildFormat.allCases.map(\.rawValue).joined(separator: ", ")).
      """,
    options: [
      .option(
        "manifest", value: "file", kind: .file,
        help: "The build manifest.", default: "theming.json"),
      .flag("clean", help: "First remove outputs whose source is gone."),
      .flag("quiet", help: "Print only the summary and errors."),
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let path = arguments.value("manifest") ?? "theming.json"
    let manifest: BuildManifest
    do {
      let bytes = try ThemeLoader().readFile(path)
      manifest = try BuildManifest(bytes: bytes, fileName: path)
    } catch {
      throw .theme(error)
    }
    let root = URL(fileURLWithPath: path).deletingLastPathComponent()
    let build = BuildRun(manifest: manifest, root: root)
    if arguments.flag("clean") {
      for removed in build.clean() { console.out("removed \(removed)") }
    }
    guard !build.sources.isEmpty else {
      throw .data(
        "\(DiagnosticText.escaped(path)): no source matches "
          + manifest.sources.map { "'\(DiagnosticText.escaped($0))'" }.joined(separator: ", "))
    }
    let total = build.sources.count
    let progress = BuildProgress(total: total, enabled: console.isErrorTerminal && total >= 50)
    let results = build.run(progress: progress.report)
    progress.finish()
    return report(results, sources: total, quiet: arguments.flag("quiet"), console: &console)
  }

  /// Prints failures, then a summary per format; exit 65 when any source failed.
  static func report(
    _ results: [BuildRun.Result], sources: Int, quiet: Bool, console: inout Console
  ) -> ExitCode {
    var failedSources: [String] = []
    for result in results where result.outcome == .failed {
      if !failedSources.contains(result.source) {
        failedSources.append(result.source)
        // A message is a located error's lines (their values escaped) or one line.
        console.error(
          lines: (result.message ?? "\(result.source): error: failed")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      }
    }
    if !quiet {
      for result in results where result.outcome == .written {
        console.out("wrote \(result.output)")
      }
    }
    console.out("built \(sources) source\(sources == 1 ? "" : "s"):")
    for format in BuildFormat.allCases {
      let rows = results.filter { $0.format == format }
      guard !rows.isEmpty else { continue }
      let count = { (outcome: BuildRun.Outcome) in rows.filter { $0.outcome == outcome }.count }
      let name = format.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      console.out(
        "  \(name) written \(count(.written)), unchanged \(count(.unchanged)), "
          + "failed \(count(.failed))")
    }
    guard failedSources.isEmpty else {
      console.error(
        "error: \(failedSources.count) of \(sources) sources failed: "
          + failedSources.map(DiagnosticText.escaped).joined(separator: ", "))
      return .dataError
    }
    return .success
  }
}

/// A one-line progress counter on a terminal's error stream, for long builds.
final class BuildProgress: @unchecked Sendable {
  private let total: Int
  private let enabled: Bool
  private let lock = NSLock()
  private var shown = 0

  init(total: Int, enabled: Bool) {
    self.total = total
    self.enabled = enabled
  }

  /// Called with the number of sources done; redraws at most every 1 %.
  var report: (@Sendable (Int) -> Void)? {
    guard enabled else { return nil }
    return { [self] done in
      lock.lock()
      defer { lock.unlock() }
      guard done * 100 / total > shown * 100 / total || done == total else { return }
      shown = done
      Console.progress("[\(done)/\(total)] building")
    }
  }

  /// Ends the progress line.
  func finish() {
    if enabled { Console.progress(nil) }
  }
}
