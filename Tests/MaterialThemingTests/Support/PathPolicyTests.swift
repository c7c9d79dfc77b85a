import Foundation
import MaterialThemingPOSIX
import TestSupport
import Testing

@testable import MaterialTheming

/// ``PathPolicy``: where a path leads (links, `..`, missing parts) and whether it stays inside
/// its root.
@Suite struct PathPolicyTests {
  let directory: TemporaryDirectory
  /// The canonical test folder (the temporary folder may itself sit behind a link).
  let base: String

  init() throws {
    directory = try TemporaryDirectory(prefix: "path-policy")
    base = try #require(PathPolicy.canonical(directory.path))
    try directory.write("root/a/file.txt", "a\n")
    try directory.write("outside/secret.txt", "s\n")
    try FileManager.default.createSymbolicLink(
      atPath: base + "/root/out", withDestinationPath: base + "/outside")
    try FileManager.default.createSymbolicLink(
      atPath: base + "/root/inner", withDestinationPath: "a")
    try FileManager.default.createSymbolicLink(
      atPath: base + "/root/dangling", withDestinationPath: "gone/deeper")
    try FileManager.default.createSymbolicLink(
      atPath: base + "/root/loop1", withDestinationPath: "loop2")
    try FileManager.default.createSymbolicLink(
      atPath: base + "/root/loop2", withDestinationPath: "loop1")
  }

  var root: String { base + "/root" }

  @Test func canonicalResolvesExistingPathsOnly() {
    #expect(PathPolicy.canonical(root + "/inner/file.txt") == root + "/a/file.txt")
    #expect(PathPolicy.canonical(root + "/a/../a/file.txt") == root + "/a/file.txt")
    #expect(PathPolicy.canonical(root + "/missing") == nil)
    #expect(PathPolicy.canonical(root + "/dangling") == nil)
  }

  @Test func prospectiveResolvesWhatWouldBeCreated() {
    #expect(PathPolicy.prospective(root + "/a/new/deeper.txt") == root + "/a/new/deeper.txt")
    // Through a link to a folder inside and one outside.
    #expect(PathPolicy.prospective(root + "/inner/new.txt") == root + "/a/new.txt")
    #expect(PathPolicy.prospective(root + "/out/new.txt") == base + "/outside/new.txt")
    // `..` in the existing part is resolved as the kernel does.
    #expect(PathPolicy.prospective(root + "/a/../new.txt") == root + "/new.txt")
    // A dangling link resolves to where it points, with what follows it.
    #expect(PathPolicy.prospective(root + "/dangling") == root + "/gone/deeper")
    #expect(PathPolicy.prospective(root + "/dangling/x") == root + "/gone/deeper/x")
    // `..` after a missing component, and a loop of links, cannot be resolved.
    #expect(PathPolicy.prospective(root + "/missing/../x") == nil)
    #expect(PathPolicy.prospective(root + "/loop1") == nil)
    #expect(PathPolicy.prospective(root + "/loop1/x") == nil)
    #expect(PathPolicy.prospective("") == nil)
  }

  @Test func insideMeansTheRootOrBelowIt() {
    #expect(PathPolicy.isInside(root, root: root))
    #expect(PathPolicy.isInside(root + "/a/b", root: root))
    #expect(!PathPolicy.isInside(root + "2/a", root: root))
    #expect(!PathPolicy.isInside(base, root: root))
    #expect(PathPolicy.isInside("/anything", root: "/"))
    #expect(PathPolicy.isInside(root + "/a", root: root + "/"))
  }

  @Test func confinedRefusesEveryWayOut() {
    #expect(PathPolicy.confined(root + "/a/new.txt", root: root) == root + "/a/new.txt")
    #expect(PathPolicy.confined(root + "/inner/x", root: root) == root + "/a/x")
    #expect(PathPolicy.confined(root + "/../outside/secret.txt", root: root) == nil)
    #expect(PathPolicy.confined(root + "/out/secret.txt", root: root) == nil)
    #expect(PathPolicy.confined(base + "/outside/new", root: root) == nil)
    #expect(PathPolicy.confined("/etc/passwd", root: root) == nil)
    #expect(PathPolicy.confined(root + "/loop1", root: root) == nil)
  }

  @Test func resolveNamesWhatIsInsideMissingOrOutside() {
    let theme = root + "/theme.json"
    #expect(
      PathPolicy.resolve("a/file.txt", from: theme, root: root)
        == .inside(path: root + "/a/file.txt", canonical: root + "/a/file.txt"))
    #expect(
      PathPolicy.resolve("out/secret.txt", from: theme, root: root)
        == .outside(path: root + "/out/secret.txt", canonical: base + "/outside/secret.txt"))
    #expect(
      PathPolicy.resolve("../outside/secret.txt", from: theme, root: root)
        == .outside(
          path: root + "/../outside/secret.txt", canonical: base + "/outside/secret.txt"))
    #expect(
      PathPolicy.resolve("missing.json", from: theme, root: root)
        == .missing(path: root + "/missing.json", prospective: root + "/missing.json"))
    // An absolute path is taken as it is, and checked the same way.
    #expect(
      PathPolicy.resolve(base + "/outside/secret.txt", from: theme, root: root)
        == .outside(
          path: base + "/outside/secret.txt", canonical: base + "/outside/secret.txt"))
  }

  @Test func relativePathsUnderTheRoot() {
    #expect(PathPolicy.relative(root + "/a/file.txt", to: root) == "a/file.txt")
    #expect(PathPolicy.relative(root, to: root) == "")
    #expect(PathPolicy.relative(base + "/outside", to: root) == nil)
    #expect(PathPolicy.relative("/etc", to: "/") == "etc")
  }

  @Test func writtenPathsAreRelativeAndPlain() {
    #expect(PathPolicy.problem(ofWrittenPath: "out/{name}.css") == nil)
    #expect(PathPolicy.problem(ofWrittenPath: "...json") == nil)
    #expect(PathPolicy.problem(ofWrittenPath: ".hidden/x") == nil)
    #expect(PathPolicy.problem(ofWrittenPath: "/tmp/x") == .absolute)
    #expect(PathPolicy.problem(ofWrittenPath: "../x") == .parentStep)
    #expect(PathPolicy.problem(ofWrittenPath: "a/../../x") == .parentStep)
    #expect(PathPolicy.problem(ofWrittenPath: "a/..") == .parentStep)
    #expect(PathPolicy.problem(ofWrittenPath: "./a") == .emptyStep)
    #expect(PathPolicy.problem(ofWrittenPath: "a//b") == .emptyStep)
    #expect(PathPolicy.problem(ofWrittenPath: "a/") == .emptyStep)
    #expect(PathPolicy.problem(ofWrittenPath: "") == .emptyStep)
  }

  @Test func plainComponentsAreFileNamesOnly() {
    for name in ["brand", "...", ".hidden", "a b", "brand.tokens", "é"] {
      #expect(PathPolicy.isPlainComponent(name), "\(name)")
    }
    for name in ["", ".", "..", "a/b", "/", "a\u{0}b", "a\tb", "a\nb", "a\u{7F}"] {
      #expect(!PathPolicy.isPlainComponent(name), "\(name.debugDescription)")
    }
  }
}

/// ``FileTreeWalk``: each folder and file once (loops end), sorted, hidden names left out,
/// links out of the root reported and not followed.
@Suite struct FileTreeWalkTests {
  let directory: TemporaryDirectory
  let root: String

  init() throws {
    directory = try TemporaryDirectory(prefix: "file-tree-walk")
    root = try #require(PathPolicy.canonical(directory.path)) + "/root"
    try directory.write("root/b/two.json", "2")
    try directory.write("root/a/one.json", "1")
    try directory.write("root/a/z.txt", "z")
    try directory.write("root/.git/config.json", "hidden")
    try directory.write("root/a/.hidden.json", "hidden")
    try directory.write("outside/far.json", "far")
  }

  func link(_ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root + "/" + name, withDestinationPath: target)
  }

  func walk(
    _ walker: FileTreeWalk, _ start: String? = nil, descend: ([String]) -> Bool = { _ in true },
    include: ([String]) -> Bool = { _ in true }
  ) -> (files: [String], skips: [FileTreeWalk.Skip]) {
    var files: [String] = []
    let skips = walker.walk(start ?? root, descend: descend, include: include) {
      files.append($0.relative)
      return true
    }
    return (files, skips)
  }

  @Test func visitsFilesSortedAndSkipsHiddenNames() {
    let (files, skips) = walk(FileTreeWalk(root: root))
    #expect(files == ["a/one.json", "a/z.txt", "b/two.json"])
    #expect(skips == [])
    let (json, _) = walk(FileTreeWalk(root: root), include: { $0.last!.hasSuffix(".json") })
    #expect(json == ["a/one.json", "b/two.json"])
    let (onlyB, _) = walk(FileTreeWalk(root: root), descend: { $0 == ["b"] })
    #expect(onlyB == ["b/two.json"])
  }

  @Test func loopsOfLinksEndAndEachFileIsVisitedOnce() throws {
    try link("a/up", to: "..")
    try link("a/self", to: ".")
    try link("b/toA", to: "../a")
    try link("b/again.json", to: "../a/one.json")
    try link("c", to: "d")
    try link("d", to: "c")
    let (files, skips) = walk(FileTreeWalk(root: root))
    #expect(files == ["a/one.json", "a/z.txt", "b/two.json"])
    // The loop of links `c` ↔ `d` leads nowhere.
    #expect(skips == [.dangling(relative: "c"), .dangling(relative: "d")])
  }

  @Test func danglingLinksAreReportedWhenWanted() throws {
    try link("a/gone.json", to: "nothing.json")
    try link("a/gone.txt", to: "nothing.txt")
    let (files, skips) = walk(FileTreeWalk(root: root), include: { $0.last!.hasSuffix(".json") })
    #expect(files == ["a/one.json", "b/two.json"])
    #expect(skips == [.dangling(relative: "a/gone.json")])
  }

  @Test func linksOutOfTheRootAreReportedNotFollowed() throws {
    let outside = PathPolicy.directory(of: root) + "/outside"
    try link("a/far", to: outside)
    try link("a/far.json", to: outside + "/far.json")
    try link("a/up", to: "../..")
    let (files, skips) = walk(FileTreeWalk(root: root))
    #expect(files == ["a/one.json", "a/z.txt", "b/two.json"])
    #expect(
      skips == [
        .outsideRoot(relative: "a/far", target: outside),
        .outsideRoot(relative: "a/far.json", target: outside + "/far.json"),
        .outsideRoot(relative: "a/up", target: PathPolicy.directory(of: root)),
      ])
    // A folder the walk would not enter, or a file it does not want, is not reported.
    let (_, quiet) = walk(
      FileTreeWalk(root: root), descend: { $0 != ["a", "far"] && $0 != ["a", "up"] },
      include: { $0.last!.hasSuffix(".txt") })
    #expect(quiet == [])
    // Unconfined, the links are followed.
    let (all, none) = walk(FileTreeWalk(root: nil))
    #expect(all.contains("a/far/far.json"))
    // The same file through its second link: visited once.
    #expect(!all.contains("a/far.json"))
    #expect(none == [])
  }

  @Test func aStartOutsideTheRootOrNotAFolderIsReported() throws {
    let outside = PathPolicy.directory(of: root) + "/outside"
    try link("out", to: outside)
    let (files, skips) = walk(FileTreeWalk(root: root), root + "/out")
    #expect(files == [])
    #expect(skips == [.outsideRoot(relative: "", target: outside)])
    let (_, unreadable) = walk(FileTreeWalk(root: root), root + "/a/one.json")
    #expect(unreadable.count == 1)
    if case .unreadable(let path, _) = unreadable.first {
      #expect(path == root + "/a/one.json")
    } else {
      Issue.record("expected an unreadable folder, got \(unreadable)")
    }
  }

  @Test func aVisitReturningFalseStopsTheWalk() {
    var seen: [String] = []
    FileTreeWalk(root: root).walk(root) {
      seen.append($0.relative)
      return seen.count < 2
    }
    #expect(seen == ["a/one.json", "a/z.txt"])
  }

  @Test func aDeepTreeIsWalkedWithoutRecursion() throws {
    var path = "root/deep"
    for _ in 0..<600 { path += "/d" }
    try directory.write(path + "/leaf.json", "{}")
    let (files, _) = walk(FileTreeWalk(root: root), include: { $0.last == "leaf.json" })
    #expect(files.count == 1)
  }

  @Test func aRecordingLoadLearnsEveryListing() {
    let (_, inputs) = InputRecorder.recording { () -> Int in
      FileTreeWalk(root: root).walk(root) { _ in true }.count
    }
    #expect(Set(inputs.listings.map(\.path)) == [root, root + "/a", root + "/b"])
    let listingOfA = inputs.listings.first { $0.path == root + "/a" }
    #expect(listingOfA?.hash == LoadInputs.hash(ofNames: ["one.json", "z.txt"]))
    #expect(LoadInputs.hash(ofListing: root + "/a") == listingOfA?.hash)
  }
}
