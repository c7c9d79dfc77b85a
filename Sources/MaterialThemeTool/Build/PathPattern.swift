import MaterialTheming
import MaterialThemingPOSIX

/// A source pattern: `*` and `?` match within one path component, `**` any number of folders.
///
/// Matching walks the manifest's folder through ``FileTreeWalk``, confined to it: each folder is
/// entered once (so symbolic-link loops end), only folders the pattern can match below are
/// entered, and a link that leads out of the folder is reported, not followed. Wildcards do not
/// match hidden names (a leading `.`); a literal component may name one, and names one
/// spelling (compared by Unicode scalars, as the file system compares names). A folder is matched
/// only when it is a Tokens Studio project (it holds `$themes.json` or `$metadata.json`): it is
/// then one source, and the files below it are its token sets, not sources.
struct PathPattern: Sendable {
  /// The pattern as written.
  let text: String
  /// Its components.
  let components: [String]

  init(_ pattern: String) {
    text = pattern
    components = pattern.split(separator: "/").map(String.init)
  }

  /// The leading components without a wildcard: where the walk starts.
  var literalPrefix: [String] {
    Array(components.prefix { !Self.isWildcard($0) })
  }

  private static func isWildcard(_ component: String) -> Bool {
    component.contains("*") || component.contains("?")
  }

  /// The files under the canonical `root` the pattern matches, as paths relative to it (in walk
  /// order), and what the walk left out.
  func matches(under root: String) -> (files: [String], skips: [FileTreeWalk.Skip]) {
    let prefix = literalPrefix
    let walk = FileTreeWalk(root: root)
    guard prefix.count < components.count else {
      // No wildcard: one path (hidden or not), which must be a file inside the root.
      let relative = components.joined(separator: "/")
      let path = root + "/" + relative
      guard POSIX.linkStatus(path) != nil else { return ([], []) }
      guard let status = POSIX.fileStatus(path), let canonical = PathPolicy.canonical(path) else {
        return ([], [.dangling(relative: relative)])
      }
      guard PathPolicy.isInside(canonical, root: root) else {
        return ([], [.outsideRoot(relative: relative, target: canonical)])
      }
      guard status.kind == .directory else { return ([relative], []) }
      // A folder is a source only when it is a Tokens Studio project.
      return DesignTokenFile.isTokensStudioFolder(path) ? ([relative], []) : ([], [])
    }
    let start = prefix.joined(separator: "/")
    let startPath = prefix.isEmpty ? root : root + "/" + start
    guard POSIX.isDirectory(startPath) else { return ([], []) }
    let rest = Array(components[prefix.count...])
    var found: [String] = []
    // A Tokens Studio project folder is one source when the pattern matches it, and its files
    // are its token sets, never sources of their own.
    let skips = walk.walk(
      startPath,
      descend: { Self.mayMatchBelow(rest[...], $0[...]) || Self.matches(rest[...], $0[...]) },
      include: { Self.matches(rest[...], $0[...]) },
      folder: { components, path in
        guard DesignTokenFile.isTokensStudioFolder(path) else {
          return Self.mayMatchBelow(rest[...], components[...]) ? .enter : .skip
        }
        return Self.matches(rest[...], components[...]) ? .visit : .skip
      }
    ) { file in
      found.append(start.isEmpty ? file.relative : start + "/" + file.relative)
      return true
    }
    return (found, skips.map { Self.prefixed($0, start) })
  }

  /// Whether the relative path `path` (components) matches the whole pattern.
  func matches(_ path: [String]) -> Bool {
    Self.matches(components[...], path[...])
  }

  /// `skip` with its relative path under the root rather than under the walk's start.
  private static func prefixed(_ skip: FileTreeWalk.Skip, _ start: String) -> FileTreeWalk.Skip {
    func join(_ relative: String) -> String {
      start.isEmpty ? relative : relative.isEmpty ? start : start + "/" + relative
    }
    switch skip {
    case .outsideRoot(let relative, let target):
      return .outsideRoot(relative: join(relative), target: target)
    case .dangling(let relative): return .dangling(relative: join(relative))
    case .unreadable: return skip
    }
  }

  private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return matches(pattern.dropFirst(), path)
        || (!path.isEmpty && !path.first!.hasPrefix(".") && matches(pattern, path.dropFirst()))
    }
    guard let name = path.first, component(first, matches: name) else { return false }
    return matches(pattern.dropFirst(), path.dropFirst())
  }

  /// Whether some path below the folder `folder` (components) could match `pattern`.
  private static func mayMatchBelow(_ pattern: ArraySlice<String>, _ folder: ArraySlice<String>)
    -> Bool
  {
    guard let first = pattern.first else { return false }
    guard let name = folder.first else { return true }
    if first == "**" {
      return mayMatchBelow(pattern.dropFirst(), folder)
        || (!name.hasPrefix(".") && mayMatchBelow(pattern, folder.dropFirst()))
    }
    return component(first, matches: name) && mayMatchBelow(pattern.dropFirst(), folder.dropFirst())
  }

  private static func component(_ pattern: String, matches name: String) -> Bool {
    // By Unicode scalars, as the file system compares names: `café` composed names one file.
    guard isWildcard(pattern) else { return JSONKey.sameScalars(pattern, name) }
    return !name.hasPrefix(".") && match(Array(pattern.unicodeScalars), Array(name.unicodeScalars))
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
