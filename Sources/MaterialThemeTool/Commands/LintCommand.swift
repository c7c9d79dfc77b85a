import Foundation
import MaterialTheming

/// `material-theme lint`: schema errors, contrast of drawn pairs, touch-target audit; `--fix`.
enum LintCommand: Subcommand {
  /// The report formats `--format` accepts.
  enum Format: String, CaseIterable {
    /// `file:line:col: error|warning: message — fix [rule]` lines.
    case text
    /// A JSON array of findings.
    case json
    /// A SARIF 2.1.0 log for code-scanning services.
    case sarif
  }

  static let format = Option(
    choice: "format", default: Format.text,
    help:
      "text: 'file:line:col: error|warning: message — fix [rule]' lines; json: an array "
      + "of findings; sarif: a SARIF 2.1.0 log for code scanning.")
  static let contrast = Option(
    choice: "contrast", default: ContrastMethod.wcag2,
    help:
      "wcag2: WCAG 2 AA (4.5:1 text, 3:1 icons); apca: APCA Lc 60 text, Lc 45 icons; "
      + "both: each under its own rule, APCA as warnings.")
  static let applyFixes = Option(
    flag: "fix", help: "Write the contrast fixes into the theme files.")
  static let dryRun = Option(
    flag: "dry-run", help: "With --fix: print a unified diff of the fixes; write nothing.")

  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check themes: schema, contrast, touch targets; fix contrast.",
    discussion: """
      Each finding names the key to change (or, for an inherited color, the key to
      add) and the value to write. Exits 1 when any finding is an error (a schema
      error, or contrast below the minimum); warnings (contrast failures caused only
      by a component's inherited defaults, APCA findings next to WCAG 2, touch
      targets under 48×48 pt, truncated titles) are reported without failing. A
      file that is missing or cannot be read is reported on standard error, not
      as a finding, and the run exits 66 after the other files.

      --fix writes every contrast fix into the theme file: the nearest passing color
      (HCT hue and chroma kept, tone moved the least) or the smallest alpha that
      passes, as a minimal edit (every other byte kept), replacing the file
      atomically and only when all went well; the findings reported are those left.
      With --dry-run it prints the changes as a unified diff and writes nothing.

      APCA (APCA-W3 0.0.98G-4g; Lc 60 text, Lc 45 icons) is not a W3C standard: it
      was a candidate for WCAG 3 and was removed from the WCAG 3 draft in July 2023.
      """,
    arguments: [
      ArgumentSpec(
        name: "theme.json",
        help: "Theme files, Material Theme Builder exports or DTCG token files.",
        isRepeating: true)
    ],
    options: [format, contrast, applyFixes, dryRun])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let format = arguments[Self.format]
    let contrast = arguments[Self.contrast]
    let fixing = arguments[Self.applyFixes]
    let dryRun = arguments[Self.dryRun]
    if dryRun && !fixing { throw .usage("'--dry-run' needs '--fix'.") }
    var findings: [LintFinding] = []
    var writeFailure: CommandFailure?
    var missing = false
    for path in arguments.positionals {
      do {
        findings +=
          fixing
          ? try fix(path, contrast: contrast, dryRun: dryRun, console: &console)
          : try lint(path, contrast: contrast, console: &console)
      } catch .theme(let error) {
        // A file that is missing or cannot be read is no finding about a theme: its error goes
        // to standard error and the run ends with 66, after the other files are reported.
        console.error(error.description)
        missing = true
      } catch {
        writeFailure = writeFailure ?? error
      }
    }
    report(findings, format: format, files: arguments.positionals.count, console: &console)
    if let writeFailure { throw writeFailure }
    if missing { return .noInput }
    return findings.contains { $0.severity == .error } ? .failure : .success
  }

  /// Prints `findings` in `format` (the text summary line goes to standard error).
  static func report(
    _ findings: [LintFinding], format: Format, files: Int, console: inout Console
  ) {
    switch format {
    case .text:
      for finding in findings { console.out(finding.description) }
      let errors = findings.filter { $0.severity == .error }.count
      console.error(
        "\(files) theme(s): \(errors) error(s), \(findings.count - errors) warning(s)")
    case .json:
      console.out(document: LintReport.json(findings).serialized())
    case .sarif:
      let sarif = LintReport.sarif(
        findings, workingDirectory: FileManager.default.currentDirectoryPath)
      console.out(document: sarif.serialized())
    }
  }

  /// The findings for one file: its load error, or the linter's findings (its notes are printed).
  /// - Throws: ``CommandFailure/theme(_:)`` when the file is missing or cannot be read.
  static func lint(_ path: String, contrast: ContrastMethod, console: inout Console)
    throws(CommandFailure) -> [LintFinding]
  {
    let loader = ThemeLoader()
    let bytes: [UInt8]
    switch try read(path, loader) {
    case .bytes(let read): bytes = read
    case .finding(let finding): return [finding]
    }
    do {
      let theme = try loader.load(bytes: bytes, fileName: path)
      ThemeInput.printNotes(theme.notes, console: &console)
      let map = try ThemeSourceMap(bytes: bytes, fileName: path)
      return ThemeLinter(theme: theme, sourceMap: map, contrast: contrast).findings()
    } catch {
      // A file the theme names (a seed image, an `extends` base, a token file) that is missing
      // is a finding in this theme, located at its key, not a missing input of the command.
      return [loadFinding(error)]
    }
  }

  /// The bytes of the theme at `path`, or the finding that reports why it cannot be linted.
  /// - Throws: ``CommandFailure/theme(_:)`` when the file itself is missing or unreadable.
  private static func read(_ path: String, _ loader: ThemeLoader) throws(CommandFailure)
    -> Read
  {
    do {
      return .bytes(try loader.readFile(path))
    } catch {
      if error.exitCode == .noInput { throw .theme(error) }
      return .finding(loadFinding(error))
    }
  }

  /// What ``read(_:_:)`` found: the theme's bytes, or the finding reporting why not.
  private enum Read {
    case bytes([UInt8])
    case finding(LintFinding)
  }

  /// Fixes one file (or prints the diff) and returns the findings left; a file that does not
  /// load is reported as a finding and left alone.
  /// - Throws: ``CommandFailure/cannotCreate(_:)`` when the file could not be replaced (the
  ///   old file is then intact: the write is atomic).
  static func fix(_ path: String, contrast: ContrastMethod, dryRun: Bool, console: inout Console)
    throws(CommandFailure) -> [LintFinding]
  {
    let loader = ThemeLoader()
    let bytes: [UInt8]
    switch try read(path, loader) {
    case .bytes(let read): bytes = read
    case .finding(let finding): return [finding]
    }
    let result: LintFixer.Result
    do {
      result = try LintFixer(loader: loader, contrast: contrast).fix(bytes: bytes, fileName: path)
    } catch {
      return [loadFinding(error)]
    }
    ThemeInput.printNotes(result.notes, console: &console)
    guard result.fixed != result.original else { return result.remaining }
    if dryRun {
      let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
      let diff = UnifiedDiff.make(
        old: result.original, new: result.fixed, oldLabel: "a/" + relative,
        newLabel: "b/" + relative)
      console.out(document: String(diff.dropLast()))
      return result.remaining
    }
    do {
      // The fix rewrites the theme the user named: the one write that replaces what it read,
      // and never through a symbolic link to a file outside the theme's folder.
      try OutputFile.checkInside(path, root: PathPolicy.directory(of: path))
      _ = try OutputFile.write(
        String(decoding: result.fixed, as: UTF8.self), to: path, replacing: nil)
    } catch {
      throw .cannotCreate(error.description)
    }
    console.error("fixed \(path): \(result.applied.count) change(s)")
    return result.remaining
  }

  /// A load error as a finding.
  static func loadFinding(_ error: ThemeError) -> LintFinding {
    let message =
      error.message + (error.suggestion.map { " — \($0)" } ?? "")
      + (error.pointer.tokens.isEmpty ? "" : " at \(error.pointer.displayText)")
    return LintFinding(
      file: error.file, position: error.position ?? .start, pointer: error.pointer,
      severity: .error, message: message, rule: .themeFile)
  }
}
