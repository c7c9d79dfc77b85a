import Foundation

/// A fresh directory under the system temporary directory, removed when the value is released.
final class TemporaryDirectory {
  /// The directory's path.
  let path: String

  /// Creates the directory.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("material-theming-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `text` to `name` (creating subdirectories) and returns the file's path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = (path as NSString).appendingPathComponent(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }
}

/// Paths into the repository, found from this file's location.
enum Repository {
  /// The repository root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `Themes/<name>`.
  static func theme(_ name: String) -> String {
    root.appendingPathComponent("Themes").appendingPathComponent(name).path
  }

  /// Every theme file in `Themes/` (the JSON Schema excluded).
  static var themeFiles: [String] {
    let directory = root.appendingPathComponent("Themes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
      .map { directory.appendingPathComponent($0).path }
  }
}
