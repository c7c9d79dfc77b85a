import Foundation
import MaterialThemingPOSIX

/// A listing of a folder tree (every path, its type, size and a hash of its contents), taken
/// without following symbolic links, to show that a command changed nothing it should not have.
///
/// ```swift
/// let before = try TreeSnapshot(of: outer.path)
/// // run the command
/// let after = try TreeSnapshot(of: outer.path)
/// #expect(after.changes(since: before, ignoring: ["project/out"]) == [])
/// ```
public struct TreeSnapshot: Equatable, Sendable {
  /// One entry of the tree.
  public struct Entry: Equatable, Sendable, CustomStringConvertible {
    /// `file`, `folder`, `link` or `other`.
    public var type: String
    /// The size in bytes (files), or `0`.
    public var size: Int
    /// A hash of the contents (files), the target (links), or `0`.
    public var hash: UInt64

    /// `type size hash`.
    public var description: String { "\(type) \(size) \(String(hash, radix: 16))" }
  }

  /// The entries by path relative to the snapshot's folder.
  public var entries: [String: Entry]

  /// Walks `path` (links are listed, not followed).
  public init(of path: String) throws {
    var entries: [String: Entry] = [:]
    let manager = FileManager.default
    var pending = [""]
    while let relative = pending.popLast() {
      let full = relative.isEmpty ? path : path + "/" + relative
      for name in try manager.contentsOfDirectory(atPath: full) {
        let child = relative.isEmpty ? name : relative + "/" + name
        let childPath = path + "/" + child
        let attributes = try manager.attributesOfItem(atPath: childPath)
        let type = attributes[.type] as? FileAttributeType
        switch type {
        case .typeDirectory?:
          entries[child] = Entry(type: "folder", size: 0, hash: 0)
          pending.append(child)
        case .typeRegular?:
          let data = Self.contents(of: childPath)
          entries[child] = Entry(type: "file", size: data.count, hash: Self.hash(data))
        case .typeSymbolicLink?:
          let target = try manager.destinationOfSymbolicLink(atPath: childPath)
          entries[child] = Entry(type: "link", size: 0, hash: Self.hash(Data(target.utf8)))
        default:
          entries[child] = Entry(type: "other", size: 0, hash: 0)
        }
      }
    }
    self.entries = entries
  }

  /// The bytes of the regular file at `path`, read with plain `read` calls (empty when it cannot
  /// be opened). Foundation's `FileManager.contents(atPath:)` leaks its read buffer on Linux,
  /// which LeakSanitizer reports.
  private static func contents(of path: String) -> Data {
    guard let descriptor = POSIX.openForReading(path) else { return Data() }
    defer { POSIX.closeDescriptor(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { POSIX.readSome(descriptor, into: $0) } ?? 0
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// The paths added, removed or changed since `earlier`, sorted, each as `+ path`, `- path` or
  /// `~ path`; paths at or below one of `ignoring` are left out.
  public func changes(since earlier: TreeSnapshot, ignoring: [String] = []) -> [String] {
    func ignored(_ path: String) -> Bool {
      ignoring.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    var changes: [String] = []
    for (path, entry) in entries where !ignored(path) {
      if let old = earlier.entries[path] {
        if old != entry { changes.append("~ \(path)") }
      } else {
        changes.append("+ \(path)")
      }
    }
    for path in earlier.entries.keys where entries[path] == nil && !ignored(path) {
      changes.append("- \(path)")
    }
    return changes.sorted()
  }

  /// 64-bit FNV-1a.
  static func hash(_ data: Data) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
  }
}
