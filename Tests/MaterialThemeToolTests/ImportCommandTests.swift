import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme import`, and `apply` reading Theme Builder exports and token files directly.
@Suite struct ImportCommandTests {
  static func fixture(_ name: String) -> String {
    ToolTestSupport.repositoryRoot
      .appendingPathComponent("Tests/MaterialThemingTests/Interop/Fixtures")
      .appendingPathComponent(name).path
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: ["material-theme-blue.json", "material-theme-terracotta.json"])
  func importedThemeBuilderExportLoadsToTheSameTheme(_ name: String) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("theme.json").path
    let result = ToolTestSupport.run([
      "import", Self.fixture(name), "--from", "theme-builder", "--output", output,
    ])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out == "wrote \(output)\n")
    var written = try ThemeLoader().load(contentsOf: output)
    var direct = try ThemeLoader().load(contentsOf: Self.fixture(name))
    written.sourceFile = nil
    direct.sourceFile = nil
    #expect(written == direct)
    let again = ToolTestSupport.run(["import", Self.fixture(name), "--output", output])
    #expect(again.out == "unchanged \(output)\n")
  }

  @Test func importedTokenFileLoadsToTheSameTheme() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tokens = directory.appendingPathComponent("ocean.tokens.json").path
    let export = ToolTestSupport.run([
      "export", ToolTestSupport.theme("ocean.json"), "--to", "dtcg", "--output", tokens,
    ])
    #expect(export.code == .success, "\(export.err)")
    let output = directory.appendingPathComponent("ocean.json").path
    let result = ToolTestSupport.run(["import", tokens, "--from", "dtcg", "--output", output])
    #expect(result.code == .success, "\(result.err)")
    var imported = try ThemeLoader().load(contentsOf: output)
    var original = try ThemeLoader().load(contentsOf: ToolTestSupport.theme("ocean.json"))
    imported.sourceFile = nil
    original.sourceFile = nil
    #expect(imported == original)
  }

  @Test func usageAndInputErrors() throws {
    let missingOutput = ToolTestSupport.run(["import", Self.fixture("material-theme-blue.json")])
    #expect(missingOutput.code == .usage)
    let badFormat = ToolTestSupport.run([
      "import", Self.fixture("material-theme-blue.json"), "--from", "figma", "--output", "/tmp/x",
    ])
    #expect(badFormat.code == .usage)
    #expect(badFormat.err.contains("theme-builder, dtcg"))
    let themeFile = ToolTestSupport.run([
      "import", ToolTestSupport.theme("ocean.json"), "--output", "/tmp/never-written.json",
    ])
    #expect(themeFile.code == .dataError)
    let missing = ToolTestSupport.run(["import", "/nonexistent.json", "--output", "/tmp/x.json"])
    #expect(missing.code == .noInput)
    let wrongFormat = ToolTestSupport.run([
      "import", Self.fixture("material-theme-blue.json"), "--from", "dtcg", "--output",
      "/tmp/never-written.json",
    ])
    #expect(wrongFormat.code == .dataError)
  }

  @Test func applyAcceptsThemeBuilderExportsAndTokenFiles() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fromExport = directory.appendingPathComponent("Blue.swift").path
    let first = ToolTestSupport.run([
      "apply", Self.fixture("material-theme-blue.json"), "--output", fromExport,
    ])
    #expect(first.code == .success, "\(first.err)")
    let source = try String(contentsOfFile: fromExport, encoding: .utf8)
    // The export's light primary (#4C5C92) is the generated theme's primary.
    #expect(source.contains("primary: Color(rgba: 0x4C5C_92FF)"))
    let tokens = directory.appendingPathComponent("baseline.tokens.json").path
    _ = ToolTestSupport.run([
      "export", ToolTestSupport.theme("baseline.json"), "--to", "dtcg", "--output", tokens,
    ])
    let fromTokens = directory.appendingPathComponent("Baseline.swift").path
    let second = ToolTestSupport.run([
      "apply", tokens, "--output", fromTokens, "--name", "baseline",
    ])
    #expect(second.code == .success, "\(second.err)")
    let expected = SwiftCodeGenerator(
      theme: try ThemeLoader().load(contentsOf: tokens), identifier: "baseline",
      sourceName: SwiftCodeGenerator.sourceName(forThemeAt: tokens)
    ).generate()
    #expect(try String(contentsOfFile: fromTokens, encoding: .utf8) == expected)
  }
}
