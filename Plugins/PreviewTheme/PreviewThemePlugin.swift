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
    try Self.preview(
      arguments, root: context.package.directoryURL, output: context.pluginWorkDirectoryURL,
      tool: { try context.tool(named: "material-theme").url })
  }

  /// Renders the themes `arguments` pick under `root` into `output` (`--target`, which Xcode
  /// always passes, is accepted and ignored).
  static func preview(
    _ arguments: [String], root: URL, output: URL, tool findTool: () throws -> URL
  ) throws {
    let commandLine = try PluginCommandLine(arguments, verb: "preview-theme", options: ["target"])
    if commandLine.wantsHelp {
      print(Self.help)
      return
    }
    let themes = try PluginThemes.resolve(commandLine.themes, in: root)
    let tool = try findTool()
    for theme in themes {
      try PluginTool.run(
        tool, ["preview", theme.path, "--output", output.path, "--format", "html"],
        describing: theme.lastPathComponent)
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension PreviewThemePlugin: XcodeCommandPlugin {
    /// Xcode app projects: the project's `Themes/`, rendered into the plugin work directory.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try Self.preview(
        arguments, root: context.xcodeProject.directoryURL, output: context.pluginWorkDirectoryURL,
        tool: { try context.tool(named: "material-theme").url })
    }
  }
#endif
