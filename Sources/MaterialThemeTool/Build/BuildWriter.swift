import Foundation

/// Writes `material-theme build` outputs: a file or a whole folder, atomically, and not at all when
/// the contents are already there (so unchanged outputs keep their modification dates).
enum BuildWriter {
  /// Writes `text` to `url` unless it already holds it; returns whether it wrote.
  static func writeFile(_ text: String, to url: URL) throws -> Bool {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: url.path) == data { return false }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    return true
  }

  /// Replaces the folder `url` with exactly `files` (paths relative to it) unless it already
  /// holds exactly them; returns whether it wrote. The new folder is built beside the old one and
  /// swapped in by renames, so a reader sees the old folder or the new one, never a mix.
  static func writeDirectory(_ files: [(path: String, contents: String)], to url: URL) throws
    -> Bool
  {
    let manager = FileManager.default
    if holdsExactly(files, url) { return false }
    let parent = url.deletingLastPathComponent()
    try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    let staging = parent.appendingPathComponent(".\(url.lastPathComponent).tmp-\(unique)")
    do {
      for file in files {
        let destination = staging.appendingPathComponent(file.path)
        try manager.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: destination)
      }
      if manager.fileExists(atPath: url.path) {
        let old = parent.appendingPathComponent(".\(url.lastPathComponent).old-\(unique)")
        try manager.moveItem(at: url, to: old)
        try manager.moveItem(at: staging, to: url)
        try? manager.removeItem(at: old)
      } else {
        try manager.moveItem(at: staging, to: url)
      }
    } catch {
      try? manager.removeItem(at: staging)
      throw error
    }
    return true
  }

  /// Whether the folder holds exactly `files`, byte for byte, and nothing else.
  private static func holdsExactly(_ files: [(path: String, contents: String)], _ url: URL) -> Bool
  {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(atPath: url.path) else { return false }
    var present = Set<String>()
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(
        atPath: url.appendingPathComponent(relative).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { present.insert(relative) }
    }
    guard present == Set(files.map(\.path)) else { return false }
    return files.allSatisfy {
      manager.contents(atPath: url.appendingPathComponent($0.path).path) == Data($0.contents.utf8)
    }
  }
}

/// A source pattern: `*` and `?` match within one path component, `**` any number of folders.
struct PathPattern {
  let components: [Substring]

  init(_ pattern: String) {
    components = pattern.split(separator: "/")
  }

  /// The files under `root` the pattern matches, as paths relative to `root`.
  func matches(under root: URL) -> [String] {
    var found: [String] = []
    walk(root, relative: [], index: 0, into: &found)
    return found
  }

  private func walk(_ directory: URL, relative: [String], index: Int, into found: inout [String]) {
    let manager = FileManager.default
    guard index < components.count else { return }
    let component = components[index]
    if component == "**" {
      // Zero folders, then one more folder and the same `**` again.
      walk(directory, relative: relative, index: index + 1, into: &found)
      for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
      where !name.hasPrefix(".") && isDirectory(directory.appendingPathComponent(name)) {
        walk(
          directory.appendingPathComponent(name), relative: relative + [name], index: index,
          into: &found)
      }
      return
    }
    let isLast = index == components.count - 1
    let names: [String]
    if component.contains("*") || component.contains("?") {
      names = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
        !$0.hasPrefix(".") && Self.match(Array(component.unicodeScalars), Array($0.unicodeScalars))
      }
    } else {
      names = [String(component)]
    }
    for name in names {
      let url = directory.appendingPathComponent(name)
      if isLast {
        if manager.fileExists(atPath: url.path), !isDirectory(url) {
          found.append((relative + [name]).joined(separator: "/"))
        }
      } else if isDirectory(url) {
        walk(url, relative: relative + [name], index: index + 1, into: &found)
      }
    }
  }

  private func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Matches one component against a pattern with `*` and `?` (by Unicode scalars).
  static func match(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
    var p = 0
    var n = 0
    var star: Int?
    var mark = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        mark = n
        p += 1
      } else if let star {
        p = star + 1
        mark += 1
        n = mark
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
