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
    let commandLine = try PluginCommandLine(arguments, verb: "preview-theme")
    if commandLine.wantsHelp {
      print(Self.help)
      return
    }
    let themes = try PluginThemes.resolve(commandLine.themes, in: context.package.directoryURL)
    let tool = try context.tool(named: "material-theme").url
    for theme in themes {
      try PluginTool.run(
        tool,
        [
          "preview", theme.path, "--output", context.pluginWorkDirectoryURL.path, "--format",
          "html",
        ],
        describing: theme.lastPathComponent)
    }
  }
}
