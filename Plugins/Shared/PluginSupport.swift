import Foundation
import PackagePlugin

/// A plugin's command line: `--help`, repeatable `--theme`, and the options and flags it names.
struct PluginCommandLine {
  /// Whether `--help` was given.
  let wantsHelp: Bool
  /// The `--theme` values.
  let themes: [String]
  /// The values of the other options, by name.
  let options: [String: [String]]
  /// The flags given.
  let flags: Set<String>

  /// Parses `arguments`; anything not declared is an error naming the verb's help.
  init(_ arguments: [String], verb: String, options names: [String] = [], flags: [String] = [])
    throws
  {
    var extractor = ArgumentExtractor(arguments)
    wantsHelp = extractor.extractFlag(named: "help") > 0
    themes = extractor.extractOption(named: "theme")
    var options: [String: [String]] = [:]
    for name in names { options[name] = extractor.extractOption(named: name) }
    self.options = options
    self.flags = Set(flags.filter { extractor.extractFlag(named: $0) > 0 })
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure(
        "unexpected arguments \(extractor.remainingArguments); see 'swift package \(verb) --help'")
    }
  }
}

/// Runs the tool once and turns a failure into a ``PluginFailure`` that carries its message.
enum PluginTool {
  /// Runs `tool` with `arguments`; prints its output; throws with its error output on failure.
  static func run(_ tool: URL, _ arguments: [String], describing what: String) throws {
    let result = try ToolRunner.run(tool, arguments)
    print(result.output, terminator: "")
    guard result.status == 0 else {
      throw PluginFailure(
        result.error.trimmingCharacters(in: .whitespacesAndNewlines)
          + "\nmaterial-theme \(arguments.first ?? "") failed for \(what) (exit \(result.status))")
    }
  }
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
