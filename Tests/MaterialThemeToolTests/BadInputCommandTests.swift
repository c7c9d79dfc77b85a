import Foundation
import MaterialThemeTool
import MaterialThemingPOSIX
import TestSupport
import Testing

/// `material-theme resolve` on every file of the bad-input corpus: the right exit status, the
/// error's first line on standard error, nothing on standard output.
@Suite struct BadInputCommandTests {
  static let fixtures = BadInputCase.fixturesDirectory
  static let corpus = BadInputCase.all

  func resolve(_ path: String) -> (status: Int32, output: String, error: String) {
    let result = ToolTestSupport.run(["resolve", path])
    return (result.code.rawValue, result.out, result.err)
  }

  @Test func coversTheWholeCorpus() {
    #expect(Self.corpus.count >= 90)
  }

  @Test(arguments: BadInputCommandTests.corpus)
  func reportsTheErrorAndWritesNothing(_ expected: BadInputCase) throws {
    let path = Self.fixtures + "/" + expected.file
    let result = resolve(path)
    #expect(result.status == expected.exit)
    #expect(result.output.isEmpty)
    let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(lines.first.map(String.init))
    let reported = Self.fixtures + "/" + (expected.reportedFile ?? expected.file)
    if let line = expected.line, let column = expected.column {
      #expect(first.hasPrefix("\(reported):\(line):\(column): error: "))
      #expect(first.contains(expected.message))
      let pointer = expected.pointer.isEmpty ? "(document root)" : expected.pointer
      #expect(first.contains(" at \(pointer)"))
    } else {
      #expect(first.hasPrefix("\(reported): error: "))
      #expect(first.contains(expected.message))
    }
    if let suggestion = expected.suggestion {
      #expect(first.contains(" — ") && first.contains(suggestion))
    }
    if let chain = expected.chain {
      let note = chain.map { Self.fixtures + "/" + $0 }.joined(separator: " → ")
      #expect(lines.dropFirst().first == "  note: reached through extends: \(note)"[...])
    }
  }

  @Test func aMissingThemeExits66() {
    let result = resolve(Self.fixtures + "/no-such-theme.json")
    #expect(result.status == 66)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix(Self.fixtures + "/no-such-theme.json: error: no such file"))
  }

  @Test func hostileGeneratedFilesExit65() throws {
    let scratch = try TemporaryDirectory(prefix: "bad-input-cli")
    let directory = scratch.path

    let deep = directory + "/deep.json"
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    try Data(text.utf8).write(to: URL(fileURLWithPath: deep))
    let deepResult = resolve(deep)
    #expect(deepResult.status == 65)
    #expect(deepResult.output.isEmpty)
    #expect(deepResult.error.hasPrefix("\(deep):1:65: error: arrays and objects nest more than 64"))

    let huge = directory + "/huge.json"
    try Data("{".utf8).write(to: URL(fileURLWithPath: huge))
    #expect(POSIX.setSize(of: huge, to: 200_000_000))
    let hugeResult = resolve(huge)
    #expect(hugeResult.status == 65)
    #expect(hugeResult.output.isEmpty)
    #expect(
      hugeResult.error.hasPrefix(
        "\(huge): error: file is 200000000 bytes, more than the limit of 8388608 bytes"))
  }

  /// Keys that would forge a diagnostic line or drive the terminal reach standard error as one
  /// line with the characters spelled out.
  @Test(arguments: [
    #"{"colors":{"x\n<file>:1:1: error: fake":{}}}"#,
    #"{"colors":{"\u001b]0;pwned\u0007":{}}}"#,
    "{\"colors\":{\"\\u001b[2J\u{202E}\":{}}}",
  ])
  func hostileKeysPrintOneEscapedLine(_ text: String) throws {
    let directory = try TemporaryDirectory(prefix: "bad-input-cli")
    let path = try directory.write("hostile.json", text)
    let result = resolve(path)
    #expect(result.status == 65)
    #expect(result.output.isEmpty)
    #expect(result.error.hasSuffix("\n"))
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.error.hasPrefix("\(path):1:12: error: unknown key '"))
    #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }
}
