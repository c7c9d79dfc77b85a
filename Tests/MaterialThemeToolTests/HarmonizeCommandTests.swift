import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme harmonize <color> --with <source>` mirrors the mcu-oracle's `harmonize` kind.
@Suite struct HarmonizeCommandTests {
  /// The oracle README's example: `harmonize E6781E 6750A4` → `{"harmonized": "#EE7145"}`.
  @Test func printsTheOracleAnswer() {
    let result = ToolTestSupport.run(["harmonize", "#E6781E", "--with", "6750A4"])
    #expect(result.code == .success)
    #expect(result.out == "{\"harmonized\": \"#EE7145\"}\n")
    #expect(result.err.isEmpty)
  }

  /// The first 300 pairs of the committed oracle fixture
  /// (Tests/MaterialThemingCoreTests/DynamicColor/Fixtures/mcu-oracle-colors.jsonl), line for line.
  @Test func matchesTheOracleFixture() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(
        "MaterialThemingCoreTests/DynamicColor/Fixtures/mcu-oracle-colors.jsonl")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
    #expect(lines.count >= 300)
    for line in lines.prefix(300) {
      let entry = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let design = try #require(entry["design"] as? String)
      let source = try #require(entry["source"] as? String)
      let expected = try #require(entry["harmonized"] as? String)
      let result = ToolTestSupport.run(["harmonize", design, "--with", source])
      #expect(result.out == "{\"harmonized\": \"\(expected)\"}\n", "\(design) → \(source)")
    }
  }

  @Test func badUsageExitsWithUsage() {
    let missingColor = ToolTestSupport.run(["harmonize", "--with", "#6750A4"])
    #expect(missingColor.code == .usage)
    #expect(missingColor.err.contains("Missing expected argument '<color>'"))
    let missingSource = ToolTestSupport.run(["harmonize", "#E6781E"])
    #expect(missingSource.code == .usage)
    #expect(missingSource.err.contains("Missing expected argument '--with <source>'"))
    let badColor = ToolTestSupport.run(["harmonize", "#E67\u{1B}[31m", "--with", "#6750A4"])
    #expect(badColor.code == .usage)
    #expect(badColor.err.contains("invalid color '#E67\\u{1B}[31m' for <color>"))
    #expect(!badColor.err.contains("\u{1B}"))
    let badSource = ToolTestSupport.run(["harmonize", "#E6781E", "--with", "purple"])
    #expect(badSource.err.contains("for '--with'"))
    #expect(badSource.out.isEmpty)
    #expect(ToolTestSupport.run(["harmonize", "a", "b", "--with", "c"]).code == .usage)
    #expect(ToolTestSupport.run(["harmonize", "--help"]).out.contains("--with <source>"))
  }
}
