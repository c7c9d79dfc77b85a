import Foundation

/// A fresh directory for one preview test, removed when the value is released.
final class PreviewTestDirectory {
  /// The directory's path.
  let path: String

  /// Creates the directory under the system temporary directory.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("material-theme-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// `path/<name>`.
  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// Writes `text` to `name` and returns the file's path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// The names in `path/<subdirectory>`, hidden ones included, sorted; empty when missing.
  func contents(_ subdirectory: String = "") -> [String] {
    let directory = subdirectory.isEmpty ? path : file(subdirectory)
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }
}
