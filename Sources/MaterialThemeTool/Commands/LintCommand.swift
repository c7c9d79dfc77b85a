import Foundation
import MaterialTheming

/// `material-theme lint`: schema errors, contrast of drawn pairs, touch-target audit; `--fix`.
enum LintCommand: Subcommand {
  static let name = "lint"
  static let abstract =
    "Check themes: schema, contrast of drawn pairs, touch targets; fix contrast."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme lint <theme.json>... [--format text|json|sarif]
                               [--contrast wcag2|apca|both] [--fix [--dry-run]]

    ARGUMENTS:
      <theme.json>...         One or more theme files (theme files, Material Theme Builder
                              exports, DTCG token files).

    OPTIONS:
      --format <value>        text (default): 'file:line:col: error|warning: message — fix [rule]';
                              json: an array of findings (with 'rule', 'suggestion', 'fix');
                              sarif: a SARIF 2.1.0 log for code-scanning services.
      --contrast <value>      wcag2 (default): WCAG 2 AA, 4.5:1 text, 3:1 icons;
                              apca: APCA Lc 60 text, Lc 45 icons (APCA-W3 0.0.98G-4g; not a
                              W3C standard); both: each under its own rule, APCA findings
                              as warnings (WCAG 2 decides pass or fail).
      --fix                   Write every contrast fix into the theme file: the nearest
                              passing color (HCT hue and chroma kept, tone moved the least)
                              or the smallest alpha that passes; every other byte is kept.
                              The file is replaced atomically, and only when all went well.
      --dry-run               With --fix: print the changes as a unified diff, write nothing.
      -h, --help              Show this help.

    Each finding names the key to change (or, for an inherited color, the key to add) and the
    value to write. Exits 1 when any finding is an error (a schema error, or contrast below the
    minimum); warnings (contrast failures caused only by a component's inherited defaults,
    touch targets under 48×48 pt, truncated titles) are reported without failing. With --fix,
    the findings reported are those left after fixing.
    """
  static let signature = CommandSignature(
    options: ["format", "contrast"], flags: ["fix", "dry-run"], positionals: 1...10_000)

  enum Format: String, CaseIterable {
    case text, json, sarif
  }

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    let format: Format
    let contrast: ContrastMethod
    do {
      format = try arguments.choice("format", default: Format.text)
      contrast = try arguments.choice("contrast", default: ContrastMethod.wcag2)
    } catch {
      console.error("error: \(error.description)")
      return .usage
    }
    let fixing = arguments.flags.contains("fix")
    let dryRun = arguments.flags.contains("dry-run")
    if dryRun && !fixing {
      console.error("error: '--dry-run' needs '--fix'")
      return .usage
    }
    var findings: [LintFinding] = []
    var status = ExitCode.success
    for path in arguments.positionals {
      if fixing {
        let (remaining, code) = fix(path, contrast: contrast, dryRun: dryRun, console: &console)
        findings += remaining
        if code != .success, status == .success { status = code }
      } else {
        findings += lint(path, contrast: contrast)
      }
    }
    report(findings, format: format, files: arguments.positionals.count, console: &console)
    if status != .success { return status }
    return findings.contains { $0.severity == .error } ? .failure : .success
  }

  /// Prints `findings` in `format` (the summary line goes to standard error).
  static func report(_ findings: [LintFinding], format: Format, files: Int, console: inout Console)
  {
    switch format {
    case .text:
      for finding in findings { console.out(finding.description) }
      let errors = findings.filter { $0.severity == .error }.count
      console.error(
        "\(files) theme(s): \(errors) error(s), \(findings.count - errors) warning(s)")
    case .json:
      console.out(LintReport.json(findings).serialized())
    case .sarif:
      console.out(
        LintReport.sarif(findings, workingDirectory: FileManager.default.currentDirectoryPath)
          .serialized())
    }
  }

  /// The findings for one file: its load error, or the linter's findings.
  static func lint(_ path: String, contrast: ContrastMethod) -> [LintFinding] {
    let loader = ThemeLoader()
    do {
      let bytes = try loader.readFile(path)
      let theme = try loader.load(bytes: bytes, fileName: path)
      let map = try ThemeSourceMap(bytes: bytes, fileName: path)
      return ThemeLinter(theme: theme, sourceMap: map, contrast: contrast).findings()
    } catch {
      return [loadFinding(error)]
    }
  }

  /// Fixes one file (or prints the diff); returns the findings left and the exit status of the
  /// write (73 when the file could not be replaced; nothing is written on any error).
  static func fix(_ path: String, contrast: ContrastMethod, dryRun: Bool, console: inout Console)
    -> ([LintFinding], ExitCode)
  {
    let loader = ThemeLoader()
    let result: LintFixer.Result
    do {
      let bytes = try loader.readFile(path)
      result = try LintFixer(loader: loader, contrast: contrast).fix(bytes: bytes, fileName: path)
    } catch {
      return ([loadFinding(error)], .success)
    }
    guard result.fixed != result.original else { return (result.remaining, .success) }
    if dryRun {
      let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
      let diff = UnifiedDiff.make(
        old: result.original, new: result.fixed, oldLabel: "a/" + relative,
        newLabel: "b/" + relative)
      console.out(String(diff.dropLast()))
      return (result.remaining, .success)
    }
    do {
      _ = try OutputFile.write(String(decoding: result.fixed, as: UTF8.self), to: path)
      console.error("fixed \(path): \(result.applied.count) change(s)")
      return (result.remaining, .success)
    } catch {
      console.error("error: \(error.description)")
      return (result.remaining, .cannotCreate)
    }
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
