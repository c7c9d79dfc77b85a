import Foundation
import PackagePlugin

/// A plugin failure with the message `swift package` prints after `error:`.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Theme selection: `--theme` paths, or every theme in the package's `Themes/`.
enum PluginThemes {
  static func resolve(_ arguments: [String], in package: URL) throws -> [URL] {
    if arguments.isEmpty {
      let themes = ThemeFiles.themes(inDirectory: package.appendingPathComponent("Themes"))
      guard !themes.isEmpty else {
        throw PluginFailure("no themes: add *.json files to Themes/ or pass --theme <path>")
      }
      return themes
    }
    return try arguments.map { argument in
      let url =
        argument.hasPrefix("/")
        ? URL(fileURLWithPath: argument) : package.appendingPathComponent(argument)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw PluginFailure("theme '\(argument)' does not exist")
      }
      return url
    }
  }
}

/// Target selection: `--target` names, or the package's only source target.
enum PluginTargets {
  static func resolve(_ names: [String], in package: Package) throws -> [any SourceModuleTarget] {
    let sources = package.targets.compactMap { $0 as? any SourceModuleTarget }
      .filter { $0.kind != .test }
    if names.isEmpty {
      guard sources.count == 1, let only = sources.first else {
        let available = sources.map(\.name).sorted().joined(separator: ", ")
        throw PluginFailure("name a target with --target (available: \(available))")
      }
      return [only]
    }
    return try names.map { name in
      guard let target = sources.first(where: { $0.name == name }) else {
        let available = sources.map(\.name).sorted().joined(separator: ", ")
        throw PluginFailure("no source target named '\(name)' (available: \(available))")
      }
      return target
    }
  }
}
