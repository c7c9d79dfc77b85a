import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `resolve`, `import` and `lint` on a Theme Builder export with only `light` and `dark`: the
/// contrast schemes are generated from the core colors and a note on standard error says so.
@Suite struct LightDarkOnlyExportCommandTests {
  /// ab-nextjs-theme's export (MIT) without its four contrast schemes, in a temporary folder.
  static func trimmedExport(in directory: TemporaryDirectory) throws -> String {
    let source = ToolTestSupport.repositoryRoot.appendingPathComponent(
      "Tests/MaterialThemingTests/Lint/Fixtures/real/ab-nextjs-theme.material-theme.json")
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
    var schemes = try #require(object["schemes"] as? [String: Any])
    for key in [
      "light-medium-contrast", "light-high-contrast", "dark-medium-contrast", "dark-high-contrast",
    ] {
      schemes[key] = nil
    }
    object["schemes"] = schemes
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return try directory.write("material-theme.json", String(decoding: data, as: UTF8.self))
  }

  static func note(_ path: String) -> String {
    "note: \(path): no medium- or high-contrast schemes; generated from coreColors (primary "
      + "#A67C52, secondary #FFD700, tertiary #21FFFF, neutral #211A16) with Theme Builder's "
      + "tonal spot palettes (they give 91 of the 98 colors the export states)\n"
  }

  @Test func resolveUsesTheGeneratedHighContrastSchemeAndSaysSo() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.trimmedExport(in: directory)
    let result = ToolTestSupport.run(["resolve", path, "--contrast", "high"])
    #expect(result.code == .success)
    #expect(result.err == Self.note(path))
    // Upstream's Java over the same palettes gives #442500 (LightDarkOnlyExportTests).
    #expect(result.out.contains(##""primary": "#442500FF""##))
  }

  @Test func importWritesTheGeneratedSchemesAndSaysSo() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.trimmedExport(in: directory)
    let output = directory.file("brand.json")
    let result = ToolTestSupport.run(["import", path, "--output", output])
    #expect(result.code == .success, "\(result.err)")
    // `import` first names the format it detected, then notes the generated schemes.
    #expect(result.err.hasPrefix("read \(path) as a Material Theme Builder export"))
    #expect(result.err.contains(Self.note(path)))
    let text = try String(contentsOfFile: output, encoding: .utf8)
    for slot in [
      "lightMediumContrast", "lightHighContrast", "darkMediumContrast", "darkHighContrast",
    ] {
      #expect(text.contains("\"\(slot)\": {"), "\(slot)")
    }
    // The imported theme is complete: resolving it prints no note.
    let resolved = ToolTestSupport.run(["resolve", output, "--contrast", "high"])
    #expect(resolved.err.isEmpty)
    #expect(resolved.out.contains(##""primary": "#442500FF""##))
  }

  @Test func lintPrintsTheNoteOnce() throws {
    let directory = try TemporaryDirectory()
    let path = try Self.trimmedExport(in: directory)
    let result = ToolTestSupport.run(["lint", path])
    #expect(result.err.hasPrefix(Self.note(path)))
    #expect(result.err.components(separatedBy: "note: ").count == 2)
  }
}
