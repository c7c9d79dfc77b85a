import Foundation
import Testing

@testable import MaterialTheming

/// `lint` and `lint --fix` over real Material Theme Builder exports (Fixtures/real/CORPUS.md).
@Suite struct RealExportTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/real")

  static let exports: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".material-theme.json") }.sorted()
  }()

  static func lint(_ bytes: [UInt8], _ name: String) throws -> [LintFinding] {
    let theme = try ThemeLoader().load(bytes: bytes, fileName: name)
    let map = try ThemeSourceMap(bytes: bytes, fileName: name)
    return ThemeLinter(theme: theme, sourceMap: map, contrast: .both).findings()
  }

  @Test func corpusHasAtLeastFiveExports() {
    #expect(Self.exports.count >= 5)
    let corpus =
      (try? String(contentsOf: Self.directory.appendingPathComponent("CORPUS.md"), encoding: .utf8))
      ?? ""
    for name in Self.exports { #expect(corpus.contains(name), "\(name) is not in CORPUS.md") }
  }

  @Test(arguments: exports)
  func everyFindingIsLocatedWithASuggestion(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(name)))
    #expect(try ThemeFileFormat.detect(bytes: bytes, fileName: name) == .themeBuilder)
    let findings = try Self.lint(bytes, name)
    #expect(!findings.isEmpty, "the bottom navigation's 0.74 default is expected to show")
    let map = try ThemeSourceMap(bytes: bytes, fileName: name)
    for finding in findings {
      #expect(!finding.pointer.tokens.isEmpty, "\(finding)")
      #expect(finding.position.line > 1, "\(finding)")
      #expect(finding.suggestion?.isEmpty == false, "\(finding)")
      // Theme Builder exports state every role: the finding sits on the stated key.
      #expect(map.contains(finding.pointer), "\(finding)")
      #expect(finding.pointer.tokens.first == "schemes", "\(finding)")
    }
    // The exports' roles pass as Material pairs them; the failures are the component's defaults.
    #expect(
      findings.allSatisfy { $0.severity == .warning },
      "\(findings.filter { $0.severity == .error })")
    #expect(findings.allSatisfy { $0.message.contains("component's default color") })
  }

  @Test(arguments: exports)
  func fixMakesEveryContrastFindingPassWithAMinimalDiff(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(name)))
    let result = try LintFixer(contrast: .both).fix(bytes: bytes, fileName: name)
    #expect(!result.applied.isEmpty)
    #expect(result.remaining.isEmpty, "\(result.remaining)")
    #expect(try Self.lint(result.fixed, name).isEmpty)
    // Minimal: only the lines of the fixed keys change, one line per changed key, each keeping
    // its key and indentation; the byte count changes by nothing (same-length hex values).
    let before = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let after = String(decoding: result.fixed, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }
    let keys = Set(result.applied.map(\.pointer))
    #expect(changed.count == keys.count)
    for (old, new) in changed {
      #expect(old.prefix { $0 != "#" } == new.prefix { $0 != "#" }, "\(old) → \(new)")
    }
    #expect(result.fixed.count == bytes.count)
  }

  @Test(arguments: exports)
  func eachFindingsEditIsTheFixersEdit(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(name)))
    let map = try ThemeSourceMap(bytes: bytes, fileName: name)
    for finding in try Self.lint(bytes, name) {
      let fix = try #require(finding.fix)
      let edit = try #require(fix.edit)
      var edited = bytes
      edited.replaceSubrange(edit.offset..<edit.offset + edit.length, with: Array(edit.text.utf8))
      #expect(edited == (try ThemeFileEditor.apply(fix, to: map)))
      // The edit replaces exactly the stated value.
      #expect(map.valueRange(of: fix.pointer) == edit.offset..<edit.offset + edit.length)
    }
  }
}
