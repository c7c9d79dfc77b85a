import Foundation
import MaterialThemingPOSIX
import TestSupport
import Testing

@testable import MaterialTheming

/// ``FileTreeWalk``: each folder and file once (link loops end), sorted, hidden entries passed
/// over, and symbolic links leaving the root reported rather than followed.
@Suite struct FileTreeWalkFromTheReadersTests {
  /// The relative paths a walk of `start` visits, and what it left out.
  static func walk(
    _ start: String, root: String?, descend: @escaping ([String]) -> Bool = { _ in true }
  )
    -> (files: [String], skips: [FileTreeWalk.Skip])
  {
    var files: [String] = []
    let base = start.hasSuffix("/") ? String(start.dropLast()) : start
    let skips = FileTreeWalk(root: root).walk(start, descend: descend) { file in
      files.append(file.relative)
      #expect(file.path == base + "/" + file.relative)
      return true
    }
    return (files, skips)
  }

  @Test func loopsEndAndEachFileIsVisitedOnce() throws {
    let directory = try TemporaryDirectory(prefix: "walk-loops")
    let root = try #require(POSIX.canonicalPath(directory.path))
    _ = try directory.write("b.json", "{}")
    _ = try directory.write("sub/c.json", "{}")
    _ = try directory.write(".hidden/d.json", "{}")
    _ = try directory.write(".e.json", "{}")
    for name in ["l1", "l2", "l3"] { #expect(symlink(".", directory.file(name)) == 0) }
    #expect(symlink("..", directory.file("sub/up")) == 0)
    #expect(symlink("../b.json", directory.file("sub/also-b.json")) == 0)
    #expect(link(directory.file("sub/c.json"), directory.file("sub/hard-c.json")) == 0)
    let (files, skips) = Self.walk(directory.path, root: root)
    // Sorted by bytes; the linked and hard-linked files are the files met first.
    #expect(files == ["b.json", "sub/c.json"])
    #expect(skips.isEmpty)
    // Without confinement the same: the visited set, not the root, ends the loops.
    #expect(Self.walk(directory.path, root: nil).files == ["b.json", "sub/c.json"])
    // `descend` decides which folders are entered; a trailing slash on the start is dropped.
    #expect(
      Self.walk(directory.path + "/", root: root, descend: { $0 != ["sub"] }).files == ["b.json"])
  }

  @Test func linksLeavingTheRootAreReportedNotFollowed() throws {
    let directory = try TemporaryDirectory(prefix: "walk-escape")
    _ = try directory.write("outside/secret.json", "{}")
    _ = try directory.write("inside/a.json", "{}")
    _ = try directory.write("inside/shared/s.json", "{}")
    #expect(symlink("../outside", directory.file("inside/out-folder")) == 0)
    #expect(symlink("../outside/secret.json", directory.file("inside/out-file.json")) == 0)
    #expect(symlink("shared", directory.file("inside/in-folder")) == 0)
    #expect(symlink("missing", directory.file("inside/dangling")) == 0)
    let inside = try #require(POSIX.canonicalPath(directory.file("inside")))
    let outside = try #require(POSIX.canonicalPath(directory.file("outside")))
    let (files, skips) = Self.walk(directory.file("inside"), root: inside)
    #expect(files == ["a.json", "in-folder/s.json"])
    #expect(
      skips == [
        .dangling(relative: "dangling"),
        .outsideRoot(relative: "out-file.json", target: outside + "/secret.json"),
        .outsideRoot(relative: "out-folder", target: outside),
      ])
    // Unconfined, the links are followed.
    let free = Self.walk(directory.file("inside"), root: nil)
    #expect(free.files == ["a.json", "in-folder/s.json", "out-file.json"])
    #expect(free.skips == [.dangling(relative: "dangling")])
  }

  @Test func aVisitReturningFalseStopsTheWalk() throws {
    let directory = try TemporaryDirectory(prefix: "walk-stop")
    for name in ["a", "b", "c"] { _ = try directory.write(name + ".json", "{}") }
    var seen: [String] = []
    FileTreeWalk(root: nil).walk(directory.path) { file in
      seen.append(file.relative)
      return seen.count < 2
    }
    #expect(seen == ["a.json", "b.json"])
    // A start that cannot be listed is reported.
    let missing = directory.file("none")
    let skips = FileTreeWalk(root: nil).walk(missing) { _ in true }
    #expect(skips == [.unreadable(path: missing, code: ENOENT)])
  }
}
