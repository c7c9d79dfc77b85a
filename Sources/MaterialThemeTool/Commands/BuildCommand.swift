import Foundation
import MaterialTheming

/// `material-theme build`: every brand × every output format from one manifest, incrementally.
enum BuildCommand: Subcommand {
  static let manifest = Option<String>(
    "manifest", value: "file", kind: .file, help: "The build manifest.", default: "theming.json")
  static let clean = Option(
    flag: "clean",
    help: "First remove outputs the manifest no longer produces (only those material-theme "
      + "wrote and nobody changed since).")
  static let quiet = Option(flag: "quiet", help: "Print only the summary and errors.")

  static let spec = CommandSpec(
    name: "build",
    abstract: "Build every theme source of a manifest into every output format.",
    discussion: """
      The manifest lists "sources" (path patterns: * and ? within a folder name,
      ** for any folders) and "outputs" ({"to": FORMAT, "path": PATTERN}, where
      {name} is the source's base name and {folder} its folder's name). A DTCG
      resolver or Tokens Studio source, a theme listing one in "tokens", or a
      Tokens Studio project folder (with $themes.json or $metadata.json; its files
      are its token sets, not sources) is built once per context of each
      dimension its path names: {brand} for a modifier or theme group named brand,
      {context} for a source's only one; a context must be a plain file name, and
      at most \(LoadingLimits.default.maximumExpansions) outputs come of one rule and source.
      Outputs whose inputs did not change since the last run are not written (a
      cache beside the manifest records what each output's load read, with content
      hashes); a broken source does not stop the others. Every source and output
      must stay inside the manifest's folder; an output may not be a source or an
      input, and replaces only what material-theme wrote: such problems stop the
      build before anything is written.
      Formats: \(BuildFormat.allCases.map(\.rawValue).prefix(7).joined(separator: ", ")),
      \(BuildFormat.allCases.map(\.rawValue).dropFirst(7).joined(separator: ", ")).
      """,
    options: [manifest, clean, quiet, ThemeInput.contrastHigh])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let path = arguments[Self.manifest]
    let manifest: BuildManifest
    do {
      manifest = try BuildManifest(contentsOf: path)
    } catch {
      throw .theme(error)
    }
    guard let root = PathPolicy.canonical(PathPolicy.directory(of: path)) else {
      throw .noInput("\(DiagnosticText.escaped(path)): its folder cannot be resolved")
    }
    let build: BuildRun
    let built: BuildRun.Report
    do throws(BuildRun.Refusal) {
      build = try BuildRun(
        manifest: manifest, manifestPath: path, root: root,
        increasedContrast: arguments[ThemeInput.contrastHigh])
      // Already escaped, one diagnostic line each.
      for warning in build.warnings { console.error(warning) }
      let total = build.sources.count
      let progress = BuildProgress(total: total, enabled: console.isErrorTerminal && total >= 50)
      defer { progress.finish() }
      built = try build.run(clean: arguments[Self.clean], progress: progress.report)
    } catch {
      // Each message is a located error's lines (their values escaped) or one line.
      for message in error.messages { console.error(lines: Self.lines(message)) }
      console.error("error: nothing was written")
      return error.exitCode
    }
    for removed in built.removed { console.out("removed \(DiagnosticText.escaped(removed))") }
    for note in built.notes { console.error("note: " + DiagnosticText.escaped(note)) }
    return report(
      built.results, sources: build.sources.count, quiet: arguments[Self.quiet],
      console: &console)
  }

  /// The lines of a message: a ``ThemeError``'s description is its escaped lines joined.
  private static func lines(_ message: String) -> [String] {
    message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Prints failures, then a summary per format; exit 73 when an output could not be written,
  /// else 65 when any source failed to load.
  static func report(
    _ results: [BuildRun.Result], sources: Int, quiet: Bool, console: inout Console
  ) -> ExitCode {
    var failedSources: [String] = []
    // By Unicode scalars: labels or messages differing only in normalization are not one.
    var failed = Set<JSONKey>()
    var printed = Set<JSONKey>()
    var exitCode = ExitCode.success
    for result in results where result.outcome == .failed {
      if failed.insert(JSONKey(result.source)).inserted { failedSources.append(result.source) }
      let message = result.message ?? "\(result.source): error: failed"
      if printed.insert(JSONKey(message)).inserted { console.error(lines: Self.lines(message)) }
      if result.exitCode == .cannotCreate || exitCode == .success {
        exitCode = result.exitCode == .success ? .dataError : result.exitCode
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
      return exitCode
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
