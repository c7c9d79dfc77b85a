import Foundation
import ThemePluginSupport

/// A throwaway copy of the fixture client package, with its own scratch path.
///
/// Nested SwiftPM commands must never share this package's `.build` (its lock would
/// deadlock the enclosing `swift test`), and `apply-theme` must never write into the
/// repository, so every test works on a fresh copy in a temporary directory.
final class ClientPackage {
  /// The temporary directory holding the copy and its scratch path.
  let root: URL
  /// The client package.
  let directory: URL
  /// The client's scratch path.
  let scratch: URL

  /// The repository root, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// How long one nested SwiftPM command may run before it is killed.
  static let commandTimeout: TimeInterval = 900

  /// Copies the fixture `name` (a folder of `Fixtures/`) and points its dependency at this
  /// repository.
  init(fixture name: String = "ClientPackage") throws {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent("theme-client-\(UUID().uuidString)")
    directory = root.appendingPathComponent(name)
    scratch = root.appendingPathComponent("scratch")
    let fixture = Self.repositoryRoot.appendingPathComponent(
      "Tests/PluginEndToEndTests/Fixtures/\(name)")
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    try manager.copyItem(at: fixture, to: directory)
    let template = directory.appendingPathComponent("Package.swift.fixture")
    let identity = Self.repositoryRoot.lastPathComponent.lowercased()
    let manifest = try String(contentsOf: template, encoding: .utf8)
      .replacingOccurrences(of: "@ROOT@", with: Self.repositoryRoot.path)
      .replacingOccurrences(of: "@IDENTITY@", with: identity)
    try manifest.write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try manager.removeItem(at: template)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// The outcome of a command.
  typealias Outcome = ToolRunner.Result

  /// Runs `swift <arguments>` on the client with its own scratch path.
  func swift(_ arguments: [String]) throws -> Outcome {
    var full = [arguments[0], "--package-path", directory.path, "--scratch-path", scratch.path]
    full += arguments.dropFirst()
    return try Self.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + full)
  }

  /// Runs `swift package [options] <verb> …`; package options go before the verb.
  func package(_ options: [String] = [], _ verb: [String]) throws -> Outcome {
    try Self.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "package", "--package-path", directory.path, "--scratch-path", scratch.path]
        + options + verb)
  }

  /// Runs an executable with no input, killing it after ``commandTimeout``.
  static func run(_ executable: URL, _ arguments: [String]) throws -> Outcome {
    try ToolRunner.run(executable, arguments, timeout: commandTimeout)
  }

  /// The path of a file inside the client.
  func path(_ relative: String) -> URL { directory.appendingPathComponent(relative) }
}
