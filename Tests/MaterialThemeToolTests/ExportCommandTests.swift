import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme export --to dtcg|css|swift`.
@Suite struct ExportCommandTests {
  @Test func cssGoesToStandardOutput() throws {
    let result = ToolTestSupport.run([
      "export", ToolTestSupport.theme("baseline.json"), "--to", "css",
    ])
    #expect(result.code == .success)
    let theme = try ThemeLoader().load(contentsOf: ToolTestSupport.theme("baseline.json"))
    #expect(result.out == CSSWriter.stylesheet(theme))
    // MDC Material 2018 primary #6200EE (`MDCSemanticColorScheme.m`).
    #expect(result.out.contains("--mt-color-primary: #6200ee;"))
    #expect(result.out.contains("@media (prefers-color-scheme: dark) {"))
    #expect(result.out.contains("@media (prefers-contrast: more) {"))
  }

  @Test func dtcgIsAValidTokenFile() throws {
    let result = ToolTestSupport.run([
      "export", ToolTestSupport.theme("forest.json"), "--to", "dtcg",
    ])
    #expect(result.code == .success)
    let file = try DesignTokenFile(bytes: Array(result.out.utf8), fileName: "forest.tokens.json")
    #expect(file.tokens["color.dark.surface"]?.type == .color)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect(object?["$schema"] as? String == DesignTokenNaming.schemaURL)
  }

  @Test func swiftMatchesTheGenerator() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("Baseline.swift").path
    let path = ToolTestSupport.theme("baseline.json")
    let result = ToolTestSupport.run([
      "export", path, "--to", "core", "--output", output, "--name", "baseline",
    ])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out == "wrote \(output)\n")
    let theme = try ThemeLoader().load(contentsOf: path)
    let expected = SwiftWriter(
      theme: theme, identifier: "baseline",
      sourceName: SwiftWriter.sourceName(forThemeAt: path)
    ).text()
    #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    // `swift`, the format's former name, still reads as `core` (help does not offer it).
    let again = ToolTestSupport.run([
      "export", path, "--to", "swift", "--output", output, "--name", "baseline",
    ])
    #expect(again.out == "unchanged \(output)\n")
    #expect(!ToolTestSupport.run(["export", "--help"]).out.contains("swift (Swift"))
  }

  @Test func usageErrors() {
    let path = ToolTestSupport.theme("baseline.json")
    #expect(ToolTestSupport.run(["export", path]).code == .usage)
    let bad = ToolTestSupport.run(["export", path, "--to", "scss"])
    #expect(bad.code == .usage)
    for format in ExportFormat.allCases where !format.isDirectory {
      #expect(bad.err.contains(format.rawValue))
    }
    #expect(ToolTestSupport.run(["export", "/nonexistent.json", "--to", "css"]).code == .noInput)
    let overview = ToolTestSupport.run(["--help"])
    #expect(overview.out.contains("import"))
    #expect(overview.out.contains("export"))
  }
}
