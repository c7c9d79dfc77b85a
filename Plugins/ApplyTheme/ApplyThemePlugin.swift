import Foundation
import PackagePlugin

/// `swift package apply-theme`: generates Swift for themes into targets' `Generated/` folders.
@main
struct ApplyThemePlugin: CommandPlugin {
  static let help = """
    OVERVIEW: Generate Swift source for Material themes into your targets.

    USAGE: swift package --allow-writing-to-package-directory apply-theme
             [--theme <path>]... [--target <name>]... [--style <style>]
             [--contrast-high <level>] [--dry-run]

    OPTIONS:
      --theme <path>    A theme file (repeatable). Default: every *.json in the package's Themes/.
      --target <name>   A target to write Sources/<Target>/Generated/<Theme>Theme.swift into
                        (repeatable). Default: the package's only source target. In an Xcode
                        project: the folder holding the target's Swift files, plus Generated/.
      --style <style>   core (MaterialThemingCore types, the default), swiftui, uikit or
                        appkit (dependency-free Swift for that framework).
      --contrast-high <level>
                        The Material 3 contrast level Apple's increased contrast shows: high
                        (the default) or medium.
      --dry-run         Print what would be written; write nothing.
      --help            Show this help.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let commandLine = try Self.commandLine(arguments) else { return }
    let package = context.package.directoryURL
    let targets = try PluginTargets.resolve(
      commandLine.options["target"] ?? [], in: context.package)
    try Self.apply(
      commandLine, root: package, folders: targets.map(\.directoryURL),
      tool: try context.tool(named: "material-theme").url)
  }

  /// The parsed command line, or `nil` when `--help` was asked for (and printed).
  static func commandLine(_ arguments: [String]) throws -> PluginCommandLine? {
    let commandLine = try PluginCommandLine(
      arguments, verb: "apply-theme", options: ["target", "style", "contrast-high"],
      flags: ["dry-run"])
    if commandLine.wantsHelp {
      print(help)
      return nil
    }
    return commandLine
  }

  /// Runs `material-theme apply` for every theme into every folder's `Generated/`, refusing a
  /// destination outside `root`.
  static func apply(_ commandLine: PluginCommandLine, root: URL, folders: [URL], tool: URL)
    throws
  {
    let themes = try PluginThemes.resolve(commandLine.themes, in: root)
    try ThemeFiles.checkDistinctOutputs(themes)
    for folder in folders {
      for theme in themes {
        let output = folder.appendingPathComponent("Generated")
          .appendingPathComponent(ThemeFiles.generatedFileName(forTheme: theme))
        try PackagePathGuard.check(output, isInside: root)
        var toolArguments = [
          "apply", theme.path, "--output", output.path, "--name",
          ThemeFiles.identifier(forTheme: theme), "--inside", root.path,
        ]
        for option in ["style", "contrast-high"] {
          if let value = commandLine.options[option]?.last {
            toolArguments += ["--" + option, value]
          }
        }
        if commandLine.flags.contains("dry-run") { toolArguments.append("--dry-run") }
        try PluginTool.run(tool, toolArguments, describing: theme.lastPathComponent)
      }
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ApplyThemePlugin: XcodeCommandPlugin {
    /// Xcode app projects: themes from the project's `Themes/` (or `--theme`), written into
    /// `Generated/` beside each chosen target's Swift files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      guard let commandLine = try Self.commandLine(arguments) else { return }
      let project = context.xcodeProject
      let folders = try XcodeTargetFolders.resolve(
        commandLine.options["target"] ?? [], in: project.targets.map(XcodeTargetFolders.Entry.init))
      try Self.apply(
        commandLine, root: project.directoryURL, folders: folders,
        tool: try context.tool(named: "material-theme").url)
    }
  }

  extension XcodeTargetFolders.Entry {
    /// An Xcode target's name and Swift sources.
    init(_ target: XcodeTarget) {
      self.init(
        name: target.displayName,
        swiftFiles: target.inputFiles.filter { $0.type == .source }.map(\.url).filter {
          $0.pathExtension == "swift"
        })
    }
  }
#endif
