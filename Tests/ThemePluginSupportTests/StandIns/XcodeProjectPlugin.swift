// A stand-in for Xcode's `XcodeProjectPlugin` module, which only Xcode supplies: the plugins'
// `#if canImport(XcodeProjectPlugin)` branches are type-checked against it (PluginTypeCheckTests).
// Each declaration mirrors what SwiftPM documents and generates for Xcode plugins:
// - SwiftPM `Documentation/Plugins.md` ("Xcode project plugins"): `XcodePluginContext` mirrors
//   `PluginContext` and exposes `xcodeProject`; `FileList` and `File` are PackagePlugin's.
// - SwiftPM `Sources/Workspace/InitPackage.swift` (the `--type command-plugin` and
//   `build-tool-plugin` templates): `XcodeCommandPlugin.performCommand(context:arguments:)` and
//   `XcodeBuildToolPlugin.createBuildCommands(context:target:)`, both synchronous and throwing,
//   `context.tool(named:)`, `target.inputFiles`, `context.pluginWorkDirectoryURL`.
// - `XcodeProject.directoryURL` and `targets`, `XcodeTarget.displayName`: as plugins in public
//   repositories use them with current Xcode (the Xcode 14.1 interface had `directory: Path`).
// Members are computed and trap: the stand-in is only ever type-checked, never run.
import Foundation
import PackagePlugin

/// The context Xcode hands a plugin run on an app project.
public struct XcodePluginContext {
  /// The project the plugin runs on.
  public var xcodeProject: XcodeProject { fatalError("stand-in") }
  /// A folder the plugin may write to.
  public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
  /// A tool the plugin depends on, by name.
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// An Xcode project.
public struct XcodeProject {
  /// The project's name.
  public var displayName: String { fatalError("stand-in") }
  /// The folder that holds the `.xcodeproj`.
  public var directoryURL: URL { fatalError("stand-in") }
  /// The project's targets.
  public var targets: [XcodeTarget] { fatalError("stand-in") }
}

/// A target of an Xcode project.
public struct XcodeTarget {
  /// The target's name.
  public var displayName: String { fatalError("stand-in") }
  /// The target's input files: sources, resources and others.
  public var inputFiles: FileList { fatalError("stand-in") }
}

/// A command plugin that Xcode can run on an app project.
public protocol XcodeCommandPlugin {
  /// Runs the command.
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// A build-tool plugin that Xcode can apply to an app project's target.
public protocol XcodeBuildToolPlugin {
  /// The commands to run for `target`.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
