import Foundation
import PackagePlugin

/// `swift package apply-theme`: generates Swift for themes into targets' `Generated/` folders.
@main
struct ApplyThemePlugin: CommandPlugin {
  static let help = """
    OVERVIEW: Generate Swift source for Material themes into your targets.

    USAGE: swift package --allow-writing-to-package-directory apply-theme
             [--theme <path>]... [--target <name>]... [--dry-run]

    OPTIONS:
      --theme <path>    A theme file (repeatable). Default: every *.json in the package's Themes/.
      --target <name>   A target to write Sources/<Target>/Generated/<Theme>Theme.swift into
                        (repeatable). Default: the package's only source target.
      --dry-run         Print what would be written; write nothing.
      --help            Show this help.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractFlag(named: "help") > 0 {
      print(Self.help)
      return
    }
    let themeArguments = extractor.extractOption(named: "theme")
    let targetNames = extractor.extractOption(named: "target")
    let dryRun = extractor.extractFlag(named: "dry-run") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure(
        "unexpected arguments \(extractor.remainingArguments); see 'swift package apply-theme --help'"
      )
    }
    let package = context.package.directoryURL
    let themes = try PluginThemes.resolve(themeArguments, in: package)
    let targets = try PluginTargets.resolve(targetNames, in: context.package)
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
        if dryRun { toolArguments.append("--dry-run") }
        let result = try ToolRunner.run(tool, toolArguments)
        print(result.output, terminator: "")
        guard result.status == 0 else {
          throw PluginFailure(
            result.error.trimmingCharacters(in: .whitespacesAndNewlines)
              + "\nmaterial-theme apply failed for \(theme.lastPathComponent) (exit \(result.status))"
          )
        }
      }
    }
  }
}
