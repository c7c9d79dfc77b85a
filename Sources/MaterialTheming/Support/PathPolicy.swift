internal import MaterialThemingPOSIX

/// The one rule for every path the package reads or writes: a path is resolved (symbolic links
/// and `..` followed) and must lie inside its root.
///
/// Readers (`extends`, token files and folders, seed images, build sources) and writers (every
/// output, the build cache's entries) ask this type, so that a violation is found the same way
/// wherever it comes from and is reported as a located error by the caller, never silently
/// re-rooted.
///
/// ```swift
/// let root = PathPolicy.canonical("Project")!
/// PathPolicy.confined("Project/out/a.css", root: root)  // "/home/me/Project/out/a.css"
/// PathPolicy.confined("Project/../a.css", root: root)   // nil
/// ```
package enum PathPolicy {
  /// Why a path written in a file (a manifest's pattern or output path) is refused before it is
  /// resolved.
  package enum WrittenPathProblem: Sendable, Equatable {
    /// It starts with `/`.
    case absolute
    /// A component is `..`.
    case parentStep
    /// A component is `.` or empty (`a//b`, a trailing `/`).
    case emptyStep
  }

  /// What resolving a path that must exist found.
  package enum Resolution: Sendable, Equatable {
    /// The path exists and lies inside the root: the path as joined, and its canonical form.
    case inside(path: String, canonical: String)
    /// Nothing exists at the path (joined, and where it would lead, when that can be said).
    case missing(path: String, prospective: String?)
    /// The path resolves outside the root.
    case outside(path: String, canonical: String)
  }

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

  /// The most symbolic links followed while resolving one path (as the kernel's `MAXSYMLINKS`).
  static let maximumLinks = 40

  private static func prospective(_ path: String, depth: Int) -> String? {
    guard depth < maximumLinks, !path.isEmpty else { return nil }
    if let existing = POSIX.canonicalPath(path) { return existing }
    let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(
      String.init)
    var missing: [String] = []
    while let last = components.popLast() {
      missing.insert(last, at: 0)
      let parent = "/" + components.joined(separator: "/")
      guard let resolved = POSIX.canonicalPath(parent) else { continue }
      let base = resolved == "/" ? "" : resolved
      // The first missing component may be a dangling symbolic link: follow it.
      let first = base + "/" + missing[0]
      if POSIX.isSymbolicLink(first) {
        guard let target = POSIX.symbolicLinkTarget(first) else { return nil }
        let joined = target.hasPrefix("/") ? target : base + "/" + target
        return prospective(
          ([joined] + missing.dropFirst()).joined(separator: "/"), depth: depth + 1)
      }
      guard !missing.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
      return ([base] + missing).joined(separator: "/")
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

  /// `relative` (as written in the file `fileName`) joined to that file's folder and resolved; it
  /// must exist and lie inside the canonical `root`. The one check behind `extends`, token files
  /// and seed images.
  package static func resolve(_ relative: String, from fileName: String, root: String)
    -> Resolution
  {
    let path = join(directory(of: fileName), relative)
    guard let canonical = POSIX.canonicalPath(path) else {
      return .missing(path: path, prospective: prospective(path))
    }
    guard isInside(canonical, root: root) else { return .outside(path: path, canonical: canonical) }
    return .inside(path: path, canonical: canonical)
  }

  /// The path of the canonical `canonical` relative to the canonical `root` (`""` for the root
  /// itself), or `nil` when it is not inside it.
  package static func relative(_ canonical: String, to root: String) -> String? {
    guard isInside(canonical, root: root) else { return nil }
    if canonical == root { return "" }
    return String(canonical.dropFirst(root == "/" ? 1 : root.count + 1))
  }

  /// Why `path`, as written in a manifest, cannot name something inside the manifest's folder
  /// before anything is resolved, or `nil` when it is a plain relative path.
  package static func problem(ofWrittenPath path: String) -> WrittenPathProblem? {
    if path.hasPrefix("/") { return .absolute }
    var problem: WrittenPathProblem?
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
      if component == ".." { return .parentStep }
      if component.isEmpty || component == "." { problem = .emptyStep }
    }
    return problem
  }

  /// Whether `text` may stand for one path component in an expansion (`{name}`, `{folder}`):
  /// not empty, not `.` or `..`, and free of `/`, NUL and other control characters.
  package static func isPlainComponent(_ text: String) -> Bool {
    guard !text.isEmpty, text != ".", text != ".." else { return false }
    return !text.unicodeScalars.contains { $0 == "/" || $0.value < 0x20 || $0.value == 0x7F }
  }

  /// The directory part of `path` (`.` when there is none).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` joined to `directory` unless it is absolute.
  package static func join(_ directory: String, _ path: String) -> String {
    path.hasPrefix("/") ? path : directory == "." ? path : directory + "/" + path
  }

  private static func currentDirectory() -> String {
    POSIX.canonicalPath(".") ?? "/"
  }

  /// Resolves many absolute paths as ``PathPolicy/prospective(_:)`` does, each folder once: a
  /// build resolves thousands of outputs and cache entries that share a few folders.
  ///
  /// `folder/name` resolves to the resolved folder joined with `name` unless `name` is itself a
  /// symbolic link, which is then resolved on its own.
  package struct Resolver {
    /// By UTF-8 bytes: folders whose names differ only in Unicode normalization are two
    /// folders (Swift's `String` equality would make them one).
    private var folders: [[UInt8]: String?] = [:]

    /// A resolver that has resolved nothing yet.
    package init() {}

    /// Where the absolute `path` leads (``PathPolicy/prospective(_:)``).
    package mutating func prospective(_ path: String) -> String? {
      guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/") else {
        return PathPolicy.prospective(path)
      }
      let name = path[path.index(after: slash)...]
      guard !name.isEmpty, name != ".", name != "..", slash != path.startIndex else {
        return PathPolicy.prospective(path)
      }
      let folder = String(path[..<slash])
      let resolved: String?
      let key = Array(folder.utf8)
      if let known = folders[key] {
        resolved = known
      } else {
        resolved = PathPolicy.prospective(folder)
        folders[key] = resolved
      }
      guard let resolved else { return nil }
      let full = (resolved == "/" ? "" : resolved) + "/" + name
      if let status = POSIX.linkStatus(full), status.kind == .symbolicLink {
        return PathPolicy.prospective(full)
      }
      return full
    }

    /// ``prospective(_:)`` when it lies inside the canonical `root`, else `nil`.
    package mutating func confined(_ path: String, root: String) -> String? {
      guard let resolved = prospective(path), PathPolicy.isInside(resolved, root: root) else {
        return nil
      }
      return resolved
    }
  }
}

/// Walks a folder tree once: each directory is entered and each file visited at most once (by
/// device and inode, so symbolic-link loops end and a linked file is read once), entries in
/// sorted order, hidden entries (a leading `.`) passed over.
///
/// The walk keeps its own stack (no recursion), so a deep tree cannot exhaust a worker thread's
/// stack. Each folder listing it reads is reported to the ``InputRecorder`` of a recording load,
/// so a build knows that adding a file there changes the output.
///
/// The build's source patterns, Tokens Studio folders and the build cache's input list all walk
/// through this type, so they see the same files.
///
/// ```swift
/// let walk = FileTreeWalk(root: PathPolicy.canonical("Project"))
/// walk.walk("Project/Brands", include: { $0.last?.hasSuffix(".json") == true }) { file in
///   print(file.relative)
///   return true
/// }
/// ```
package struct FileTreeWalk: Sendable {
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
    /// A symbolic link (its relative path; `""` for the start) resolves outside the root (its
    /// canonical target).
    case outsideRoot(relative: String, target: String)
    /// A symbolic link (its relative path) leads nowhere, or round in a loop of links.
    case dangling(relative: String)
  }

  /// What the walk does with a directory it may enter.
  package enum FolderChoice: Sendable {
    /// List it and go on below it.
    case enter
    /// Visit it as one file, without listing it.
    case visit
    /// Pass it by.
    case skip
  }

  /// The canonical root no followed symbolic link may leave; `nil` for no confinement.
  package var root: String?

  /// A walk confined to the canonical `root` (or unconfined when `nil`).
  package init(root: String?) {
    self.root = root
  }

  /// Visits the files below `start`.
  ///
  /// - Parameters:
  ///   - descend: asked, with a directory's relative path components, whether to enter it.
  ///   - include: asked, with a file's relative path components, whether it is wanted; only
  ///     wanted files are visited or reported as skipped.
  ///   - folder: asked, with a directory's relative path components and its path, once it is
  ///     known to stay inside the root, whether to list it (``FolderChoice/enter``), visit it as
  ///     one file (``FolderChoice/visit``: a Tokens Studio project is one source) or pass it by.
  ///   - visit: called for each wanted file in order; `false` stops the walk.
  /// - Returns: what was left out (unreadable folders; links that are wanted but lead outside
  ///   the root or nowhere), in the order met.
  @discardableResult
  package func walk(
    _ start: String, descend: ([String]) -> Bool = { _ in true },
    include: ([String]) -> Bool = { _ in true },
    folder: ([String], String) -> FolderChoice = { _, _ in .enter }, visit: (File) -> Bool
  ) -> [Skip] {
    let start = start.count > 1 && start.hasSuffix("/") ? String(start.dropLast()) : start
    var skips: [Skip] = []
    if let root {
      guard let canonical = POSIX.canonicalPath(start) else {
        return [.unreadable(path: start, code: POSIX.lastError)]
      }
      guard PathPolicy.isInside(canonical, root: root) else {
        return [.outsideRoot(relative: "", target: canonical)]
      }
    }
    var seen = Set<Identity>()
    if let status = POSIX.fileStatus(start) {
      seen.insert(Identity(device: status.device, inode: status.inode))
    }
    /// A directory being listed: its path, components and names, and the next name's index.
    struct Level {
      var path: String
      var components: [String]
      var names: [String]
      var next = 0
    }
    func list(_ path: String, _ components: [String]) -> Level? {
      guard let names = POSIX.directoryEntries(path) else {
        skips.append(.unreadable(path: path, code: POSIX.lastError))
        return nil
      }
      let visible = names.filter { !$0.hasPrefix(".") }
      InputRecorder.current?.recordListing(path, visibleNames: visible)
      return Level(path: path, components: components, names: visible)
    }
    guard let first = list(start, []) else { return skips }
    var stack = [first]
    walking: while !stack.isEmpty {
      let index = stack.count - 1
      guard stack[index].next < stack[index].names.count else {
        stack.removeLast()
        continue
      }
      let name = stack[index].names[stack[index].next]
      stack[index].next += 1
      let path = stack[index].path + "/" + name
      let components = stack[index].components + [name]
      guard let own = POSIX.linkStatus(path) else { continue }
      var status = own
      if own.kind == .symbolicLink {
        guard let target = POSIX.fileStatus(path) else {
          if include(components) {
            skips.append(.dangling(relative: components.joined(separator: "/")))
          }
          continue
        }
        status = target
      }
      let isDirectory = status.kind == .directory
      guard isDirectory ? descend(components) : include(components) else { continue }
      if own.kind == .symbolicLink, let root {
        guard let target = POSIX.canonicalPath(path) else {
          skips.append(.dangling(relative: components.joined(separator: "/")))
          continue
        }
        guard PathPolicy.isInside(target, root: root) else {
          skips.append(
            .outsideRoot(relative: components.joined(separator: "/"), target: target))
          continue
        }
      }
      // The same directory or file reached again (through a link, or a hard link): once only.
      guard seen.insert(Identity(device: status.device, inode: status.inode)).inserted else {
        continue
      }
      if isDirectory {
        switch folder(components, path) {
        case .enter:
          if let level = list(path, components) { stack.append(level) }
        case .visit:
          if !visit(File(relative: components.joined(separator: "/"), path: path)) {
            break walking
          }
        case .skip:
          continue
        }
      } else if !visit(File(relative: components.joined(separator: "/"), path: path)) {
        break
      }
    }
    return skips
  }

  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }
}
