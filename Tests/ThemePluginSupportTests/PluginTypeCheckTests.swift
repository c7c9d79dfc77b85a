import Foundation
import Testing

@testable import ThemePluginSupport

/// The plugins compiled as Xcode compiles them for an app project: with `XcodeProjectPlugin` in
/// scope (a stand-in of the module only Xcode has, `StandIns/XcodeProjectPlugin.swift`), so the
/// `#if canImport(XcodeProjectPlugin)` branches — `XcodeCommandPlugin` and
/// `XcodeBuildToolPlugin` — are type-checked in Swift 6 mode here too. Without it those branches
/// would never compile on Linux, and a mistake in them would first show in a user's Xcode.
@Suite struct PluginTypeCheckTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let plugins = ["ApplyTheme", "LintTheme", "PreviewTheme", "MaterialThemeGenerator"]
  /// As SwiftPM compiles plugins: PackagePlugin's API as of the manifest's tools version.
  static let pluginFlags = ["-package-description-version", toolsVersion()]

  /// The `swift-tools-version` of the repository's `Package.swift`.
  static func toolsVersion() -> String {
    let manifest =
      (try? String(
        contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    let first = manifest.split(separator: "\n").first ?? ""
    return first.split(separator: ":").last.map {
      $0.trimmingCharacters(in: .whitespaces)
    } ?? "6.0"
  }

  /// The toolchain's `PackagePlugin` module: `<toolchain>/lib/swift/pm/PluginAPI`.
  static func pluginAPI() throws -> URL {
    let found = try ToolRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["which", "swiftc"])
    let swiftc = URL(fileURLWithPath: found.output.trimmingCharacters(in: .whitespacesAndNewlines))
      .resolvingSymlinksInPath()
    return swiftc.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/pm/PluginAPI")
  }

  /// A plugin's sources: its own files, `Shared/` and `Support/` (links, as SwiftPM follows them).
  static func sources(of plugin: String) throws -> [String] {
    let folder = repository.appendingPathComponent("Plugins/\(plugin)")
    var files: [String] = []
    for sub in ["", "Shared", "Support"] {
      let directory = sub.isEmpty ? folder : folder.appendingPathComponent(sub)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
      else { continue }
      files += names.filter { $0.hasSuffix(".swift") }.sorted().map {
        directory.appendingPathComponent($0).path
      }
    }
    return files
  }

  /// A new scratch folder holding the stand-in `XcodeProjectPlugin` module, built as SwiftPM
  /// builds plugins; the caller removes it.
  static func standInModule() throws -> URL {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plugin-typecheck-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
    let standIn = repository.appendingPathComponent(
      "Tests/ThemePluginSupportTests/StandIns/XcodeProjectPlugin.swift")
    let module = try ToolRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6",
        "-module-name", "XcodeProjectPlugin", "-I", try pluginAPI().path,
        "-emit-module-path", scratch.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
      ] + pluginFlags + [standIn.path], timeout: 600)
    try #require(module.status == 0, "\(module.output)\(module.error)")
    return scratch
  }

  @Test func everyPluginTypeChecksWithTheXcodeProjectPluginStandIn() throws {
    let api = try Self.pluginAPI()
    let scratch = try Self.standInModule()
    defer { try? FileManager.default.removeItem(at: scratch) }
    for plugin in Self.plugins {
      let sources = try Self.sources(of: plugin)
      #expect(sources.count > 1)
      let result = try ToolRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        [
          "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", api.path,
          "-I", scratch.path,
        ] + Self.pluginFlags + sources, timeout: 600)
      #expect(result.status == 0, "\(plugin): \(result.output)\(result.error)")
      // The branch was compiled: the file names the Xcode protocol inside the guard.
      let main = try String(contentsOfFile: sources[0], encoding: .utf8)
      #expect(main.contains("#if canImport(XcodeProjectPlugin)"), "\(plugin)")
    }
  }

  @Test func theStandInRefusesWhatXcodeRefuses() throws {
    // An Xcode command plugin is synchronous: an `async` witness does not satisfy the
    // requirement, so a plugin written that way must fail here as it would in Xcode.
    let api = try Self.pluginAPI()
    let scratch = try Self.standInModule()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let bad = scratch.appendingPathComponent("Bad.swift")
    try """
    import PackagePlugin
    import XcodeProjectPlugin
    struct Bad: XcodeCommandPlugin {
      func performCommand(context: XcodePluginContext, arguments: [String]) async throws {
        _ = context.xcodeProject.directory
      }
    }
    """.write(to: bad, atomically: true, encoding: .utf8)
    let result = try ToolRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swiftc", "-typecheck", "-I", api.path, "-I", scratch.path] + Self.pluginFlags + [bad.path],
      timeout: 600)
    #expect(result.status != 0)
    #expect(result.error.contains("does not conform to protocol 'XcodeCommandPlugin'"))
    #expect(result.error.contains("has no member 'directory'"))
  }
}
