import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// ``InputRecorder`` and ``ThemeLoader/loadRecordingInputs(contentsOf:)``: the inputs a build
/// caches are exactly the files the loader read, with hashes of the bytes it read.
@Suite struct InputRecorderTests {
  let directory: TemporaryDirectory
  let root: String

  init() throws {
    directory = try TemporaryDirectory(prefix: "input-recorder")
    root = try #require(PathPolicy.canonical(directory.path))
  }

  func hash(_ relative: String) throws -> UInt64 {
    ContentHash.of(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative))))
  }

  @Test func aLoadRecordsItsThemeChainTokenFilesAndFolders() throws {
    try directory.write(
      "brand.tokens.json", ##"{"brand": {"$type": "color", "$value": "#1D5BEE"}}"##)
    try directory.write("set/core.json", ##"{"accent": {"value": "#2E7D32", "type": "color"}}"##)
    try directory.write("real/extra.json", ##"{"extra": {"value": "#AA0000", "type": "color"}}"##)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/set/linked", withDestinationPath: "../real")
    try directory.write("shared/base.json", ##"{"tokens": ["../set"]}"##)
    try directory.write(
      "theme.json",
      ##"{"extends": "shared/base.json", "tokens": ["brand.tokens.json"], "##
        + ##""colors": {"light": {"primary": "{brand}", "secondary": "{extra}"}}}"##)
    let (result, inputs) = ThemeLoader().loadRecordingInputs(contentsOf: root + "/theme.json")
    _ = try result.get()
    let expected = [
      "theme.json", "shared/base.json", "set/core.json", "real/extra.json", "brand.tokens.json",
    ]
    #expect(Set(inputs.files.map(\.path)) == Set(expected.map { root + "/" + $0 }))
    for file in inputs.files {
      let relative = try #require(PathPolicy.relative(file.path, to: root))
      #expect(file.hash == (try hash(relative)), "\(relative)")
      #expect(LoadInputs.hash(ofFile: file.path) == file.hash)
    }
    // Canonical paths: the linked subfolder is listed as the folder it leads to.
    #expect(Set(inputs.listings.map(\.path)) == [root + "/set", root + "/real"])
    #expect(inputs.missing == [])
  }

  @Test func aFailedLoadStillReportsWhatItReadAndLookedFor() throws {
    try directory.write("theme.json", ##"{"extends": "base.json"}"##)
    try directory.write("base.json", ##"{"extends": "gone/missing.json"}"##)
    let (result, inputs) = ThemeLoader().loadRecordingInputs(contentsOf: root + "/theme.json")
    #expect(throws: ThemeError.self) { try result.get() }
    #expect(inputs.files.map(\.path) == [root + "/theme.json", root + "/base.json"])
    #expect(inputs.missing == [root + "/gone/missing.json"])
  }

  @Test func nothingIsRecordedOutsideARecording() throws {
    try directory.write("theme.json", ##"{"name": "Plain"}"##)
    #expect(InputRecorder.current == nil)
    _ = try ThemeLoader().load(contentsOf: root + "/theme.json")
    let (_, inputs) = InputRecorder.recording { () -> Int in 0 }
    #expect(inputs == LoadInputs())
  }

  @Test func recordingsOnConcurrentThreadsStayApart() throws {
    for index in 0..<8 { try directory.write("t\(index).json", ##"{"name": "T\##(index)"}"##) }
    let found = Box()
    let root = root
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let (_, inputs) = ThemeLoader().loadRecordingInputs(contentsOf: root + "/t\(index).json")
      found.set(index, inputs.files.map(\.path))
    }
    for index in 0..<8 { #expect(found.get(index) == [root + "/t\(index).json"]) }
  }

  @Test func theHashSeparatesRunsOfBytes() {
    var first = ContentHash()
    first.add("ab")
    first.add("c")
    var second = ContentHash()
    second.add("a")
    second.add("bc")
    #expect(first.value != second.value)
    #expect(
      ContentHash.of(Array("0123456789abcdef".utf8))
        != ContentHash.of(Array("0123456789abcdeF".utf8)))
    #expect(ContentHash.of([]) == ContentHash.of([]))
  }
}

/// Paths found by each thread.
private final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int: [String]] = [:]
  func set(_ index: Int, _ value: [String]) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }
  func get(_ index: Int) -> [String]? {
    lock.lock()
    defer { lock.unlock() }
    return values[index]
  }
}
