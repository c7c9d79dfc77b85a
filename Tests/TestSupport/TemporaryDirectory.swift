import Foundation
import MaterialThemingPOSIX

/// A fresh directory under the system temporary directory, removed when the value is released
/// (or earlier, by ``remove()``).
///
/// Inputs too big to commit (a 200 MB file, 100 000-deep nesting) and inputs git cannot hold
/// (a FIFO, a socket, a mode-000 file, a symlink out of the root) are made here at run time.
public final class TemporaryDirectory {
  /// The directory's absolute path.
  public let path: String

  /// Creates the directory; `prefix` starts its name.
  public init(prefix: String = "material-theming-tests") throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit { remove() }

  /// Deletes the directory and everything in it.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// `path/<name>`.
  public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// Writes `text` to `name` (creating subdirectories) and returns the file's path.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> String {
    let file = file(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// The names in `path/<subdirectory>`, hidden ones included, sorted; empty when missing.
  public func contents(_ subdirectory: String = "") -> [String] {
    let directory = subdirectory.isEmpty ? path : file(subdirectory)
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  /// Creates `name` holding `prefix` and then zeros up to `size` bytes, as a sparse file
  /// (it costs no disk space, and the loader must refuse it before reading).
  public func sparseFile(_ name: String, prefix: String, size: Int) throws -> String {
    let file = try write(name, prefix)
    guard POSIX.setSize(of: file, to: size) else { throw CocoaError(.fileWriteUnknown) }
    return file
  }

  /// Binds a Unix-domain socket at `name`: a file that `open(2)` refuses even to root.
  public func socketFile(_ name: String) throws -> (path: String, descriptor: Int32) {
    let file = file(name)
    guard let descriptor = POSIX.bindUnixSocket(at: file) else {
      throw CocoaError(.fileWriteUnknown)
    }
    return (file, descriptor)
  }
}

/// Paths into the repository, found from this file's location.
public enum Repository {
  /// The repository root.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Themes/<name>`.
  public static func theme(_ name: String) -> String {
    root.appendingPathComponent("Themes").appendingPathComponent(name).path
  }

  /// Every theme file in `Themes/` (the JSON Schema excluded).
  public static var themeFiles: [String] {
    let directory = root.appendingPathComponent("Themes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
      .map { directory.appendingPathComponent($0).path }
  }
}
