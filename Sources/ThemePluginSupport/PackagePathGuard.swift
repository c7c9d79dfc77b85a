import Foundation

/// Refuses output paths that leave the package: Linux has no plugin sandbox, so this check is ours.
public enum PackagePathGuard {
  /// A path that resolves outside the package.
  public struct Escape: Error, CustomStringConvertible {
    /// The message.
    public var description: String
  }

  /// The real path `url` would be written to: symbolic links in existing ancestors (and the
  /// file itself, if it is a link) are followed, `..` is removed.
  public static func resolved(_ url: URL) -> String {
    let standardized = url.standardizedFileURL
    let manager = FileManager.default
    if let target = try? manager.destinationOfSymbolicLink(atPath: standardized.path) {
      let absolute =
        target.hasPrefix("/")
        ? URL(fileURLWithPath: target)
        : standardized.deletingLastPathComponent().appendingPathComponent(target)
      return resolved(absolute)
    }
    var existing = standardized
    var missing: [String] = []
    while !manager.fileExists(atPath: existing.path), existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing = existing.deletingLastPathComponent()
    }
    var result = existing.resolvingSymlinksInPath().path
    for component in missing { result = result == "/" ? "/" + component : result + "/" + component }
    return result
  }

  /// Checks that `url` resolves inside `package`.
  /// - Throws: ``Escape`` naming both paths.
  public static func check(_ url: URL, isInside package: URL) throws {
    let root = package.resolvingSymlinksInPath().standardizedFileURL.path
    let destination = resolved(url)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard destination.hasPrefix(prefix) else {
      throw Escape(
        description:
          "refusing to write '\(url.path)': it resolves to '\(destination)', outside the package at '\(root)'"
      )
    }
  }
}
