import Foundation
import PackagePlugin

/// `swift package lint-theme`: reports theme findings through Diagnostics, at the file's line.
@main
struct LintThemePlugin: CommandPlugin {
  static let help = """
    OVERVIEW: Lint Material themes: schema, WCAG contrast of drawn pairs, touch targets.

    USAGE: swift package lint-theme [--theme <path>]...

    OPTIONS:
      --theme <path>    A theme file (repeatable). Default: every *.json in the package's Themes/.
      --help            Show this help.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let commandLine = try PluginCommandLine(arguments, verb: "lint-theme")
    if commandLine.wantsHelp {
      print(Self.help)
      return
    }
    let themes = try PluginThemes.resolve(commandLine.themes, in: context.package.directoryURL)
    let tool = try context.tool(named: "material-theme").url
    let result = try ToolRunner.run(tool, ["lint", "--format", "json"] + themes.map(\.path))
    guard result.status == 0 || result.status == 1,
      let findings = LintReportFinding.parse(result.output)
    else {
      throw PluginFailure(
        result.error.trimmingCharacters(in: .whitespacesAndNewlines)
          + "\nmaterial-theme lint failed (exit \(result.status))")
    }
    for finding in findings {
      let text = "\(finding.file):\(finding.line):\(finding.column): \(finding.message)"
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
