import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Our unified diff against `diff -u` on the same files (GNU diff, labels instead of dates).
@Suite struct UnifiedDiffTests {
  /// Runs `diff -u --label a --label b` over `old` and `new` written to temporary files.
  static func systemDiff(_ old: [UInt8], _ new: [UInt8]) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("unified-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = directory.appendingPathComponent("old")
    let b = directory.appendingPathComponent("new")
    try Data(old).write(to: a)
    try Data(new).write(to: b)
    let (status, output) = try Subprocess.run(
      "/usr/bin/env",
      ["diff", "-u", "--label", "a/x.json", "--label", "b/x.json", a.path, b.path],
      capturing: .output)
    // diff exits 0 (same), 1 (different); 2 is trouble.
    #expect(status == 0 || status == 1)
    return output
  }

  static func lines(_ count: Int, _ prefix: String = "line") -> String {
    (1...count).map { "\(prefix) \($0)\n" }.joined()
  }

  /// Old/new pairs covering one change, far-apart changes (two hunks), near changes (one hunk),
  /// changes at the start and end, insertions, deletions, missing final newlines, empty files.
  static let cases: [(String, String)] = {
    let base = lines(30)
    var far = base.replacingOccurrences(of: "line 3\n", with: "LINE 3\n")
    far = far.replacingOccurrences(of: "line 25\n", with: "LINE 25\n")
    let near = base.replacingOccurrences(of: "line 10\n", with: "ten\n")
      .replacingOccurrences(of: "line 16\n", with: "sixteen\n")
    let apart = base.replacingOccurrences(of: "line 10\n", with: "ten\n")
      .replacingOccurrences(of: "line 17\n", with: "seventeen\n")
    return [
      (base, base.replacingOccurrences(of: "line 15\n", with: "fifteen\n")),
      (base, far), (base, near), (base, apart),
      (base, "line 0\n" + base), (base, base + "line 31\n"),
      (base, base.replacingOccurrences(of: "line 1\n", with: "")),
      (base, base.replacingOccurrences(of: "line 12\n", with: "line 12\nextra a\nextra b\n")),
      (base, String(base.dropLast())), (String(base.dropLast()), String(base.dropLast()) + "!"),
      ("", "one\n"), ("one\n", ""), ("a\nb\n", "a\nb\n"),
      (lines(3), "x\n" + lines(3, "y")),
    ]
  }()

  @Test(arguments: cases.indices)
  func matchesSystemDiff(_ index: Int) throws {
    let (old, new) = Self.cases[index]
    let ours = UnifiedDiff.make(
      old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a/x.json", newLabel: "b/x.json")
    let theirs = try Self.systemDiff(Array(old.utf8), Array(new.utf8))
    #expect(ours == theirs)
  }

  @Test func controlAndBidiCharactersAreEscapedAndACRLFEndingIsKept() {
    let old = Array("{\r\n  \"name\": \"a\u{1B}[31m\u{202E}b\",\r  \"x\": 1\r\n}\r\n".utf8)
    let new = Array("{\r\n  \"name\": \"a\u{1B}[31m\u{202E}b\",\r  \"x\": 2\r\n}\r\n".utf8)
    let diff = UnifiedDiff.make(
      old: old, new: new, oldLabel: "a/n\u{1B}]0;x\u{7}.json", newLabel: "b/n.json")
    // Split by bytes: "\r\n" is one Character, so a String split would not see the line break.
    let lines = diff.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    #expect(lines[0] == "--- a/n\\u{1B}]0;x\\u{7}.json")
    #expect(lines.contains(#"-  "name": "a\u{1B}[31m\u{202E}b",\r  "x": 1"# + "\r"), "\(diff)")
    #expect(lines.contains(#"+  "name": "a\u{1B}[31m\u{202E}b",\r  "x": 2"# + "\r"), "\(diff)")
    // No control or format character is written raw but the CR of each CRLF line ending.
    for line in lines {
      var scalars = Array(line.unicodeScalars)
      if scalars.last == "\r" { scalars.removeLast() }
      var body = ""
      body.unicodeScalars.append(contentsOf: scalars)
      #expect(HostileText.unsafeScalars(in: body).isEmpty, "\(line)")
    }
  }

  @Test func fixOfARealExportMatchesSystemDiff() throws {
    let url = RealExportTests.directory.appendingPathComponent("jmsr.material-theme.json")
    let bytes = Array(try Data(contentsOf: url))
    let result = try LintFixer().fix(bytes: bytes, fileName: url.path)
    #expect(result.fixed != bytes)
    let ours = UnifiedDiff.make(
      old: bytes, new: result.fixed, oldLabel: "a/x.json", newLabel: "b/x.json")
    #expect(ours == (try Self.systemDiff(bytes, result.fixed)))
  }
}
