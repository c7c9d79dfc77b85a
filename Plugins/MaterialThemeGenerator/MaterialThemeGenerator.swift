import Foundation
import PackagePlugin

/// The build-tool plugin: a target that lists it gets one Swift file per theme in its `Themes/`
/// folder, generated at build time into the plugin's work directory. Inputs and outputs are
/// declared, so a build regenerates only the themes whose files changed; a bad theme fails the
/// build with the tool's `file:line:column: error: …` diagnostics.
@main
struct MaterialThemeGenerator: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard target is SourceModuleTarget else { return [] }
    return try Self.commands(
      themes: target.directoryURL.appendingPathComponent("Themes"),
      work: context.pluginWorkDirectoryURL, tool: try context.tool(named: "material-theme").url)
  }

  /// One build command per planned theme.
  static func commands(themes: URL, work: URL, tool: URL) throws -> [Command] {
    try GenerationPlan(themesDirectory: themes, workDirectory: work).steps.map { step in
      .buildCommand(
        displayName:
          "Generating \(step.output.lastPathComponent) from \(step.theme.lastPathComponent)",
        executable: tool, arguments: step.arguments, inputFiles: step.inputs,
        outputFiles: [step.output])
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension MaterialThemeGenerator: XcodeBuildToolPlugin {
    /// Xcode project targets: the `Themes/` folder beside the project, as for a package target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let themeFolders = Set(
        target.inputFiles.map(\.url).filter { $0.pathExtension == "json" }.map {
          $0.deletingLastPathComponent()
        }
      ).filter { $0.lastPathComponent == "Themes" }
      let folders =
        themeFolders.isEmpty
        ? [context.xcodeProject.directoryURL.appendingPathComponent("Themes")]
        : themeFolders.sorted { $0.path < $1.path }
      return try folders.flatMap {
        try Self.commands(
          themes: $0, work: context.pluginWorkDirectoryURL,
          tool: try context.tool(named: "material-theme").url)
      }
    }
  }
#endif
