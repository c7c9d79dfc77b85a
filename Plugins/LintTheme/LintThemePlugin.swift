import Foundation
import PackagePlugin

/// `swift package lint-theme`: reports theme findings through Diagnostics, at the file's line.
@main
struct LintThemePlugin: CommandPlugin {
  static let help = """
    OVERVIEW: Lint Material themes: schema, WCAG contrast of drawn pairs, touch targets.

    USAGE: swift package lint-theme [--theme <path>]... [--format text|json|sarif]
                                    [--contrast wcag2|apca|both]

    OPTIONS:
      --theme <path>      A theme file (repeatable). Default: every *.json in the package's Themes/.
      --format <value>    text (default): findings as diagnostics at their line;
                          json or sarif: the tool's report on standard output (SARIF 2.1.0 for
                          code-scanning services).
      --contrast <value>  wcag2 (default), apca or both (APCA is not a W3C standard).
      --help              Show this help.

    To write the fixes the findings suggest: material-theme lint --fix <theme.json>.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.lint(
      arguments, root: context.package.directoryURL,
      tool: { try context.tool(named: "material-theme").url })
  }

  /// Lints the themes `arguments` pick under `root` (`--target`, which Xcode always passes, is
  /// accepted and ignored: themes belong to the package or project, not to a target).
  static func lint(_ arguments: [String], root: URL, tool findTool: () throws -> URL) throws {
    let commandLine = try PluginCommandLine(
      arguments, verb: "lint-theme", options: ["format", "contrast", "target"])
    if commandLine.wantsHelp {
      print(Self.help)
      return
    }
    let themes = try PluginThemes.resolve(commandLine.themes, in: root)
    let tool = try findTool()
    let format = commandLine.options["format"]?.last ?? "text"
    let contrast = commandLine.options["contrast"].flatMap(\.last).map { ["--contrast", $0] } ?? []
    guard ["text", "json", "sarif"].contains(format) else {
      throw PluginFailure("unknown --format '\(format)'; use text, json or sarif")
    }
    let toolFormat = format == "text" ? "json" : format
    let result = try ToolRunner.run(
      tool, ["lint", "--format", toolFormat] + contrast + themes.map(\.path))
    if format != "text" {
      // The report goes out as the tool wrote it; the status still says whether lint passed.
      guard result.status == 0 || result.status == 1 else {
        throw PluginFailure(
          result.error.trimmingCharacters(in: .whitespacesAndNewlines)
            + "\nmaterial-theme lint failed (exit \(result.status))")
      }
      print(result.output, terminator: "")
      if result.status == 1 { throw PluginFailure("lint found errors") }
      return
    }
    guard result.status == 0 || result.status == 1,
      let findings = LintReportFinding.parse(result.output)
    else {
      throw PluginFailure(
        result.error.trimmingCharacters(in: .whitespacesAndNewlines)
          + "\nmaterial-theme lint failed (exit \(result.status))")
    }
    for finding in findings {
      let text = finding.text
      if finding.isError {
        Diagnostics.error(text, file: finding.file, line: finding.line)
      } else {
        Diagnostics.warning(text, file: finding.file, line: finding.line)
      }
    }
    let errors = findings.filter(\.isError).count
    print("\(themes.count) theme(s): \(errors) error(s), \(findings.count - errors) warning(s)")
    if errors > 0 { throw PluginFailure("lint found \(errors) error(s)") }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension LintThemePlugin: XcodeCommandPlugin {
    /// Xcode app projects: the project's `Themes/` (or `--theme` paths relative to it).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try Self.lint(
        arguments, root: context.xcodeProject.directoryURL,
        tool: { try context.tool(named: "material-theme").url })
    }
  }
#endif
