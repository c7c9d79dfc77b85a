import Foundation
import MaterialThemingPOSIX
import TestSupport
import Testing

@testable import MaterialTheming

/// Bad inputs made at run time: too big or too deep to commit, or not representable in git.
@Suite struct GeneratedBadInputTests {
  /// The nesting the issue asks us to survive.
  static let hostileDepth = 100_000
  /// The file size the issue asks us to survive: 200 MB.
  static let hostileFileSize = 200_000_000

  func loadError(_ body: () throws(ThemeError) -> Theme) -> ThemeError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  @Test func arraysNested100000DeepStopAtTheDepthLimit() throws {
    let depth = LoadingLimits.default.maximumDepth
    let text =
      String(repeating: "[", count: Self.hostileDepth)
      + String(repeating: "]", count: Self.hostileDepth)
    let error = try #require(
      loadError { () throws(ThemeError) in
        try ThemeLoader().load(bytes: Array(text.utf8), fileName: "deep.json")
      })
    #expect(error.kind == .nestingTooDeep)
    // The first bracket past the limit is byte `depth` of line 1: column depth + 1.
    #expect(error.position == SourcePosition(line: 1, column: depth + 1, offset: depth))
    #expect(error.pointer == JSONPointer(tokens: Array(repeating: "0", count: depth)))
    #expect(error.message == "arrays and objects nest more than 64 levels deep")
  }

  @Test func objectsNested100000DeepStopAtTheDepthLimit() throws {
    let member = "{\"a\":"
    let text =
      String(repeating: member, count: Self.hostileDepth)
      + "1" + String(repeating: "}", count: Self.hostileDepth)
    let error = try #require(
      loadError { () throws(ThemeError) in
        try ThemeLoader().load(bytes: Array(text.utf8), fileName: "deep.json")
      })
    let depth = LoadingLimits.default.maximumDepth
    #expect(error.kind == .nestingTooDeep)
    #expect(error.position?.column == depth * member.count + 1)
    #expect(error.pointer == JSONPointer(tokens: Array(repeating: "a", count: depth)))
  }

  @Test func nestingAtTheLimitParsesAndOneMoreDoesNot() {
    func nested(_ depth: Int) -> [UInt8] {
      // The root object is level 1; "description" holds the other depth - 1 levels.
      Array(
        ("{\"description\": " + String(repeating: "[", count: depth - 1)
          + String(repeating: "]", count: depth - 1) + "}").utf8)
    }
    let limit = LoadingLimits.default.maximumDepth
    let atLimit = loadError { () throws(ThemeError) in
      try ThemeLoader().load(bytes: nested(limit), fileName: "limit.json")
    }
    #expect(atLimit?.kind == .wrongType)  // parsed; then "description" is not a string
    let beyond = loadError { () throws(ThemeError) in
      try ThemeLoader().load(bytes: nested(limit + 1), fileName: "limit.json")
    }
    #expect(beyond?.kind == .nestingTooDeep)
  }

  @Test func a200MegabyteFileIsRefusedBeforeReading() throws {
    let directory = try TemporaryDirectory(prefix: "bad-input")
    defer { directory.remove() }
    let file = try directory.sparseFile(
      "huge.json", prefix: "{\"description\": \"", size: Self.hostileFileSize)
    let error = try #require(
      loadError { () throws(ThemeError) in try ThemeLoader().load(contentsOf: file) })
    #expect(error.kind == .fileTooLarge)
    #expect(error.position == nil)
    #expect(error.file == file)
    #expect(
      error.description
        == "\(file): error: file is 200000000 bytes, more than the limit of 8388608 bytes"
        + " — split the theme, or raise LoadingLimits.maximumFileSize")
  }

  @Test func aFileOfExactlyTheSizeLimitLoads() throws {
    let limit = LoadingLimits.default.maximumFileSize
    let prefix = "{\"name\": \"Big\", \"description\": \""
    let suffix = "\"}"
    let padding = String(repeating: "x", count: limit - prefix.utf8.count - suffix.utf8.count)
    let bytes = Array((prefix + padding + suffix).utf8)
    #expect(bytes.count == limit)
    let theme = try ThemeLoader().load(bytes: bytes, fileName: "big.json")
    #expect(theme.name == "Big")
    let over = loadError { () throws(ThemeError) in
      try ThemeLoader().load(bytes: bytes + [0x20], fileName: "big.json")
    }
    #expect(over?.kind == .fileTooLarge)
  }

  /// Writes `t0.json` … `t<count-1>.json`, each extending the next; the last extends nothing.
  func writeChain(_ count: Int, in directory: TemporaryDirectory) throws {
    for index in 0..<count {
      let base = index + 1 < count ? ",\n  \"extends\": \"t\(index + 1).json\"" : ""
      try directory.write("t\(index).json", "{\n  \"name\": \"T\(index)\"\(base)\n}\n")
    }
  }

  @Test func anExtendsChainOf16ThemesLoadsAnd17DoNot() throws {
    let limit = LoadingLimits.default.maximumExtendsDepth
    let directory = try TemporaryDirectory(prefix: "bad-input")
    defer { directory.remove() }
    try writeChain(limit, in: directory)
    #expect(try ThemeLoader().load(contentsOf: directory.path + "/t0.json").name == "T0")

    let longer = try TemporaryDirectory(prefix: "bad-input")
    defer { longer.remove() }
    try writeChain(limit + 1, in: longer)
    let error = try #require(
      loadError { () throws(ThemeError) in
        try ThemeLoader().load(contentsOf: longer.path + "/t0.json")
      })
    #expect(error.kind == .extendsTooDeep)
    // The 16th theme (t15) names the 17th on line 3: `  "extends": "t16.json"`.
    #expect(error.file == longer.path + "/t15.json")
    #expect(error.position?.line == 3)
    #expect(error.position?.column == 14)
    #expect(error.pointer.description == "/extends")
    #expect(error.message.hasPrefix("extends chain is longer than 16 themes: "))
  }

  @Test func aSymlinkOutOfTheRootIsRefused() throws {
    let directory = try TemporaryDirectory(prefix: "bad-input")
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/root", withIntermediateDirectories: false)
    let outside = try directory.write("outside.json", "{\"name\": \"Outside\"}\n")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/root/link.json", withDestinationPath: outside)
    let theme = try directory.write("root/theme.json", "{\"extends\": \"link.json\"}\n")
    let error = try #require(
      loadError { () throws(ThemeError) in try ThemeLoader().load(contentsOf: theme) })
    #expect(error.kind == .pathEscapesRoot)
    #expect(error.position == SourcePosition(line: 1, column: 13, offset: 12))
  }

  @Test func aMode000FileIsUnreadableExceptToRoot() throws {
    let directory = try TemporaryDirectory(prefix: "bad-input")
    defer { directory.remove() }
    let file = try directory.write("locked.json", "{\"name\": \"Locked\"}\n")
    #expect(POSIX.setPermissions(of: file, to: 0))
    let error = loadError { () throws(ThemeError) in try ThemeLoader().load(contentsOf: file) }
    if geteuid() == 0 {
      // Root bypasses permission bits (the tests run as root in CI): the file simply loads.
      #expect(error == nil)
    } else {
      #expect(error?.kind == .unreadable)
      #expect(error?.message == "cannot open file: Permission denied")
    }
  }

  @Test func aSocketIsUnreadableEvenToRoot() throws {
    let directory = try TemporaryDirectory(prefix: "bad-input")
    defer { directory.remove() }
    let socket = try directory.socketFile("socket.json")
    defer { POSIX.closeDescriptor(socket.descriptor) }
    let error = try #require(
      loadError { () throws(ThemeError) in try ThemeLoader().load(contentsOf: socket.path) })
    #expect(error.kind == .unreadable)
    #expect(error.position == nil)
    #expect(error.message == "cannot open file: No such device or address")
  }

  /// How long the FIFO load may take before the test calls it a hang.
  static let fifoDeadline = 30

  @Test func aFIFOWithoutAWriterDoesNotHang() throws {
    let directory = try TemporaryDirectory(prefix: "bad-input")
    defer { directory.remove() }
    let fifo = directory.path + "/pipe.json"
    #expect(POSIX.makeFIFO(fifo))
    // The load runs on its own thread with a deadline of its own, so a hang fails this test
    // without depending on the test runner's scheduling (a time limit counts time spent
    // waiting for a thread when other tests hold the pool).
    let finished = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var outcome: ThemeError?
    Thread.detachNewThread {
      outcome = loadError { () throws(ThemeError) in try ThemeLoader().load(contentsOf: fifo) }
      finished.signal()
    }
    guard finished.wait(timeout: .now() + .seconds(Int(Self.fifoDeadline))) == .success else {
      Issue.record("loading a FIFO without a writer did not return within \(Self.fifoDeadline) s")
      return
    }
    let error = try #require(outcome)
    #expect(error.kind == .syntax)
    #expect(error.message == "empty file: expected a JSON object")
  }

}
