import Foundation
import PackagePlugin

/// `swift package apply-theme`: generates Swift for themes into targets' `Generated/` folders.
@main
struct ApplyThemePlugin: CommandPlugin {
  static let help = """
    OVERVIEW: Generate Swift source for Material themes into your targets.

    USAGE: swift package --allow-writing-to-package-directory apply-theme
             [--theme <path>]... [--target <name>]... [--style <style>] [--dry-run]

    OPTIONS:
      --theme <path>    A theme file (repeatable). Default: every *.json in the package's Themes/.
      --target <name>   A target to write Sources/<Target>/Generated/<Theme>Theme.swift into
                        (repeatable). Default: the package's only source target.
      --style <style>   core (MaterialThemingCore types, the default), swiftui, uikit or
                        appkit (dependency-free Swift for that framework).
      --dry-run         Print what would be written; write nothing.
      --help            Show this help.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let commandLine = try PluginCommandLine(
      arguments, verb: "apply-theme", options: ["target", "style"], flags: ["dry-run"])
    if commandLine.wantsHelp {
      print(Self.help)
      return
    }
    let package = context.package.directoryURL
    let themes = try PluginThemes.resolve(commandLine.themes, in: package)
    let targets = try PluginTargets.resolve(
      commandLine.options["target"] ?? [], in: context.package)
    let tool = try context.tool(named: "material-theme").url
    for target in targets {
      for theme in themes {
        let output = target.directoryURL.appendingPathComponent("Generated")
          .appendingPathComponent(ThemeFiles.generatedFileName(forTheme: theme))
        try PackagePathGuard.check(output, isInside: package)
        var toolArguments = [
          "apply", theme.path, "--output", output.path, "--name",
          ThemeFiles.identifier(forTheme: theme), "--inside", package.path,
        ]
        if let style = commandLine.options["style"]?.last {
          toolArguments += ["--style", style]
        }
        if commandLine.flags.contains("dry-run") { toolArguments.append("--dry-run") }
        try PluginTool.run(tool, toolArguments, describing: theme.lastPathComponent)
      }
    }
  }
}
