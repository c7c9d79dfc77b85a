import Foundation
import PackagePlugin

/// `swift package preview-theme`: renders self-contained HTML previews into the plugin work directory.
@main
struct PreviewThemePlugin: CommandPlugin {
  static let help = """
    OVERVIEW: Render self-contained HTML previews of Material themes.

    USAGE: swift package preview-theme [--theme <path>]...

    OPTIONS:
      --theme <path>    A theme file (repeatable). Default: every *.json in the package's Themes/.
      --help            Show this help.

    Previews are written to the plugin work directory; their paths and file:// URLs are printed.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractFlag(named: "help") > 0 {
      print(Self.help)
      return
    }
    let themeArguments = extractor.extractOption(named: "theme")
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure(
        "unexpected arguments \(extractor.remainingArguments); see 'swift package preview-theme --help'"
      )
    }
    let themes = try PluginThemes.resolve(themeArguments, in: context.package.directoryURL)
    let tool = try context.tool(named: "material-theme").url
    let outputDirectory = context.pluginWorkDirectoryURL
    for theme in themes {
      let result = try ToolRunner.run(
        tool, ["preview", theme.path, "--output", outputDirectory.path, "--format", "html"])
      print(result.output, terminator: "")
      guard result.status == 0 else {
        throw PluginFailure(
          result.error.trimmingCharacters(in: .whitespacesAndNewlines)
            + "\nmaterial-theme preview failed for \(theme.lastPathComponent) (exit \(result.status))"
        )
      }
    }
  }
}
