import Foundation
import MaterialThemeTool
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `material-theme resolve` on every file of the bad-input corpus: the right exit status, the
/// error's first line on standard error, nothing on standard output.
@Suite struct BadInputCommandTests {
  /// A corpus entry, as `Tests/MaterialThemingTests/Loading/BadInput/Fixtures/expectations.json` states it.
  struct Expectation: Decodable, Sendable, CustomTestStringConvertible {
    var file: String
    var line: Int?
    var column: Int?
    var pointer: String
    var message: String
    var suggestion: String?
    var exit: Int32
    var reportedFile: String?
    var chain: [String]?
    var testDescription: String { file }
  }

  static let fixtures: String = {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    return url.deletingLastPathComponent()
      .appendingPathComponent("MaterialThemingTests/Loading/BadInput/Fixtures").path
  }()

  static let corpus: [Expectation] = {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/expectations.json"))
      return try JSONDecoder().decode([Expectation].self, from: data)
    } catch {
      Issue.record("cannot read the corpus manifest: \(error)")
      return []
    }
  }()

  func resolve(_ path: String) -> (status: Int32, output: String, error: String) {
    var console = Console.capture
    let status = MaterialThemeCommand.run(arguments: ["resolve", path], console: &console)
    return (status.rawValue, console.capturedOutput, console.capturedError)
  }

  @Test func coversTheWholeCorpus() {
    #expect(Self.corpus.count >= 90)
  }

  @Test(arguments: BadInputCommandTests.corpus)
  func reportsTheErrorAndWritesNothing(_ expected: Expectation) throws {
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
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-input-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }

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
    #expect(truncate(huge, 200_000_000) == 0)
    let hugeResult = resolve(huge)
    #expect(hugeResult.status == 65)
    #expect(hugeResult.output.isEmpty)
    #expect(
      hugeResult.error.hasPrefix(
        "\(huge): error: file is 200000000 bytes, more than the limit of 8388608 bytes"))
  }
}
