import Foundation

/// Where `apply-theme` writes for the targets of an Xcode project, which have no source folder of
/// their own as a package's targets do: the folder that holds all of a target's Swift files
/// (their deepest common folder), in which `Generated/` is created.
public enum XcodeTargetFolders {
  /// A target as the plugin sees it.
  public struct Entry: Equatable, Sendable {
    /// The target's name in Xcode.
    public var name: String
    /// The target's Swift source files.
    public var swiftFiles: [URL]

    /// Creates an entry.
    public init(name: String, swiftFiles: [URL]) {
      self.name = name
      self.swiftFiles = swiftFiles
    }
  }

  /// The folders for the targets `names` (all of them given: Xcode passes the targets the user
  /// picked) or, when `names` is empty, for the only target that has Swift files.
  /// - Throws: ``PluginFailure`` for an unknown name, a target without Swift files, or no name
  ///   when several targets have them.
  public static func resolve(_ names: [String], in targets: [Entry]) throws -> [URL] {
    let withSources = targets.filter { !$0.swiftFiles.isEmpty }
    let available = withSources.map(\.name).sorted().joined(separator: ", ")
    if names.isEmpty {
      guard withSources.count == 1, let only = withSources.first else {
        throw PluginFailure("name a target with --target (targets with Swift files: \(available))")
      }
      return [folder(of: only.swiftFiles)]
    }
    return try names.map { name in
      guard let target = targets.first(where: { $0.name == name }) else {
        throw PluginFailure("no target named '\(name)' (targets with Swift files: \(available))")
      }
      guard !target.swiftFiles.isEmpty else {
        throw PluginFailure(
          "target '\(name)' has no Swift files to put Generated/ beside; pick another target")
      }
      return folder(of: target.swiftFiles)
    }
  }

  /// The deepest folder that contains every file of `files` (not empty).
  static func folder(of files: [URL]) -> URL {
    let paths = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
    var common = paths[0]
    for path in paths.dropFirst() {
      var count = 0
      while count < min(common.count, path.count), common[count] == path[count] { count += 1 }
      common = Array(common.prefix(count))
    }
    guard let first = common.first else { return URL(fileURLWithPath: "/") }
    return common.dropFirst().reduce(URL(fileURLWithPath: first, isDirectory: true)) {
      $0.appendingPathComponent($1, isDirectory: true)
    }
  }
}
