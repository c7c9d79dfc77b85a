internal import MaterialThemingPOSIX

/// The one rule for every path the package reads or writes: a path is resolved (symbolic links
/// and `..` followed) and must lie inside its root.
///
/// Readers (`extends`, token files and folders, seed images, build sources) and writers (every
/// output, the build cache's entries) ask this type, so that a violation is found the same way
/// wherever it comes from and is reported as a located error by the caller, never silently
/// re-rooted.
package enum PathPolicy {
  /// The canonical absolute path of the existing `path` (symbolic links resolved), or `nil` when
  /// it does not exist.
  package static func canonical(_ path: String) -> String? {
    POSIX.canonicalPath(path)
  }

  /// The canonical path `path` would have once created: its deepest existing ancestor resolved
  /// (symbolic links included), the missing components appended. An existing path, or a dangling
  /// symbolic link, resolves to where it points. `nil` when a missing component is `.` or `..`
  /// (nothing can be said of where that leads) or a symbolic link chain does not end.
  package static func prospective(_ path: String) -> String? {
    prospective(path, depth: 0)
  }

  private static func prospective(_ path: String, depth: Int) -> String? {
    guard depth < 40 else { return nil }
    if let existing = POSIX.canonicalPath(path) { return existing }
    let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(
      String.init)
    var missing: [String] = []
    while let last = components.popLast() {
      missing.insert(last, at: 0)
      let parent = "/" + components.joined(separator: "/")
      guard let resolved = POSIX.canonicalPath(parent) else { continue }
      // The first missing component may be a dangling symbolic link: follow it.
      let first = (resolved == "/" ? "" : resolved) + "/" + missing[0]
      if POSIX.isSymbolicLink(first), let target = POSIX.symbolicLinkTarget(first) {
        let joined =
          target.hasPrefix("/") ? target : (resolved == "/" ? "" : resolved) + "/" + target
        let rest = missing.dropFirst()
        return prospective(([joined] + rest).joined(separator: "/"), depth: depth + 1)
      }
      guard !missing.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
      return ([resolved == "/" ? "" : resolved] + missing).joined(separator: "/")
    }
    return nil
  }

  /// Whether the canonical path `canonical` is `root` or lies below it (`root` canonical too).
  package static func isInside(_ canonical: String, root: String) -> Bool {
    if canonical == root || root == "/" { return true }
    return canonical.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// Whether `path`, resolved as ``prospective(_:)`` resolves it, lies inside the canonical
  /// `root`; the resolved path when it does, `nil` when it does not or cannot be resolved.
  package static func confined(_ path: String, root: String) -> String? {
    guard let resolved = prospective(path), isInside(resolved, root: root) else { return nil }
    return resolved
  }

  /// Whether `text` may stand for one path component in an expansion (`{name}`, `{folder}`):
  /// not empty, not `.` or `..`, and free of `/`, NUL and other control characters.
  package static func isPlainComponent(_ text: String) -> Bool {
    guard !text.isEmpty, text != ".", text != ".." else { return false }
    return !text.unicodeScalars.contains { $0 == "/" || $0.value < 0x20 || $0.value == 0x7F }
  }

  private static func currentDirectory() -> String {
    POSIX.canonicalPath(".") ?? "/"
  }
}

/// Walks a folder tree once: each directory is entered and each file visited at most once (by
/// device and inode, so symbolic-link loops end and a linked file is read once), entries are visited in sorted order, and hidden entries (a leading
/// `.`) are passed over.
///
/// The build's source patterns, Tokens Studio folders and the build cache's input list all walk
/// through this type, so they see the same files.
package struct FileTreeWalk {
  /// One file found by the walk.
  package struct File: Sendable, Equatable {
    /// The path relative to the walk's start, with `/` between components.
    package var relative: String
    /// The path as the walk reached it (the start joined with ``relative``).
    package var path: String
  }

  /// Why the walk left something out.
  package enum Skip: Sendable, Equatable {
    /// A directory could not be listed (its path and `errno`).
    case unreadable(path: String, code: Int32)
    /// A symbolic link (its relative path) resolves outside the root (its canonical target).
    case outsideRoot(relative: String, target: String)
  }

  /// The canonical root no followed symbolic link may leave; `nil` for no confinement.
  package var root: String?

  /// A walk confined to the canonical `root` (or unconfined when `nil`).
  package init(root: String?) {
    self.root = root
  }

  /// Visits the files below `start`; `descend` is asked, with the directory's relative path
  /// components, whether to enter it, and `visit` is called for each file (a `false` result
  /// stops the walk). Returns what was left out.
  @discardableResult
  package func walk(
    _ start: String, descend: ([String]) -> Bool = { _ in true },
    visit: (File) -> Bool
  ) -> [Skip] {
    var seen = Set<Identity>()
    var skips: [Skip] = []
    var stopped = false
    if let identity = POSIX.identity(of: start) {
      seen.insert(Identity(device: identity.device, inode: identity.inode))
    }
    func enter(_ directory: String, _ components: [String]) {
      guard let names = POSIX.directoryEntries(directory) else {
        skips.append(.unreadable(path: directory, code: POSIX.lastError))
        return
      }
      for name in names where !name.hasPrefix(".") {
        if stopped { return }
        let path = directory + "/" + name
        let relative = components + [name]
        if let root, POSIX.isSymbolicLink(path) {
          guard let target = POSIX.canonicalPath(path) else { continue }
          guard PathPolicy.isInside(target, root: root) else {
            skips.append(.outsideRoot(relative: relative.joined(separator: "/"), target: target))
            continue
          }
        }
        guard let identity = POSIX.identity(of: path) else { continue }
        let key = Identity(device: identity.device, inode: identity.inode)
        if identity.isDirectory {
          guard descend(relative), seen.insert(key).inserted else { continue }
          enter(path, relative)
        } else if !seen.insert(key).inserted {
          continue  // The same file reached again through a link: read once.
        } else if !visit(File(relative: relative.joined(separator: "/"), path: path)) {
          stopped = true
          return
        }
      }
    }
    enter(start.count > 1 && start.hasSuffix("/") ? String(start.dropLast()) : start, [])
    return skips
  }

  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }
}
