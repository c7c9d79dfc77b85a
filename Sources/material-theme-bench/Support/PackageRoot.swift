import Foundation

/// Finds the package root: the working directory when it holds `Package.swift`, else the
/// nearest ancestor of the bench executable that does.
enum PackageRoot {
  /// The package root path.
  static func locate() -> String {
    let manager = FileManager.default
    let current = manager.currentDirectoryPath
    if manager.fileExists(atPath: current + "/Package.swift") { return current }
    var directory = (ChildProcess.selfPath as NSString).deletingLastPathComponent
    while directory != "/" && !directory.isEmpty {
      if manager.fileExists(atPath: directory + "/Package.swift") { return directory }
      directory = (directory as NSString).deletingLastPathComponent
    }
    return current
  }
}
