import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool

@Suite struct LintCommandTests {
  static func write(_ text: String) throws -> (URL, String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("theme.json")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (directory, file.path)
  }

  @Test func everyShippedThemeIsLintClean() throws {
    let themes = try FileManager.default.contentsOfDirectory(
      atPath: ToolTestSupport.repositoryRoot.appendingPathComponent("Themes").path
    ).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
    #expect(themes.count >= 8)
    let result = ToolTestSupport.run(["lint"] + themes.map(ToolTestSupport.theme))
    #expect(result.code == .success)
    #expect(result.out.isEmpty, "\(result.out)")
  }

  @Test func lowContrastOnColorIsAnErrorAtItsKey() throws {
    let (directory, file) = try Self.write(
      """
      {
        "colors": {
          "light": { "onPrimary": "#7F7F7F" }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = ToolTestSupport.run(["lint", file])
    #expect(result.code == .failure)
    let lines = result.out.split(separator: "\n").map(String.init)
    // 201804 primary #6200EE against #7F7F7F: the on-color pair and the bar's titles and icons.
    #expect(
      lines.contains { $0.hasPrefix("\(file):3:16: error: onPrimary on primary has contrast") })
    #expect(lines.contains { $0.contains("bottom navigation selected title") })
    #expect(lines.allSatisfy { $0.contains(": error: ") })
  }

  @Test func largeTitleFontTriggersTheTruncationAudit() throws {
    let (directory, file) = try Self.write(
      #"{"components": {"bottomNavigation": {"primary": {"itemTitleFont": {"size": 30}}}}}"#)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = ToolTestSupport.run(["lint", file])
    #expect(result.code == .success)
    #expect(result.out.contains("warning: bottom navigation item 'Library'"))
    #expect(result.out.contains("title is truncated"))
  }

  @Test func schemaErrorsAreFindingsAndJSONIsAvailable() throws {
    let (directory, file) = try Self.write(##"{"colors": {"light": {"primay": "#FFF"}}}"##)
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = ToolTestSupport.run(["lint", file])
    #expect(text.code == .failure)
    #expect(
      text.out.contains("\(file):1:23: error: unknown key 'primay' — did you mean 'primary'?"))
    let json = ToolTestSupport.run(["lint", file, "--format", "json"])
    #expect(json.code == .failure)
    let findings = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]]
    #expect(findings?.first?["line"] as? Int == 1)
    #expect(findings?.first?["column"] as? Int == 23)
    #expect(findings?.first?["pointer"] as? String == "/colors/light/primay")
    #expect(findings?.first?["severity"] as? String == "error")
    #expect(ToolTestSupport.run(["lint", file, "--format", "xml"]).code == .usage)
  }
}

@Suite struct ColorVisionLintTests {
  @Test func redBadgeOnGreenBarWarnsForProtanopiaAtTheVariantKey() throws {
    let (directory, file) = try LintCommandTests.write(
      """
      {
        "colors": { "light": { "primary": "#2E6B30" } },
        "components": { "bottomNavigation": {
          "variant": "primary",
          "primary": { "unselectedItemTintColor": { "role": "onPrimary", "alpha": 0.82 } } } }
      }
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = ToolTestSupport.run(["lint", file])
    #expect(result.code == .success)
    let warnings = result.out.split(separator: "\n").filter { $0.contains("hard to tell apart") }
    // The default #D32F2F badge on #2E6B30: ΔE00 ≈ 61 in normal vision, ≈ 4 for a protanope.
    #expect(
      warnings.contains {
        $0.hasPrefix(
          "\(file):4:5: warning: bottom navigation badge and bar are hard to tell "
            + "apart with protanopia in light: CIEDE2000 ΔE ")
      }, "\(result.out)")
    #expect(!warnings.contains { $0.contains("achromatopsia") })
  }

  @Test func aBadgeOfDifferentLightnessDoesNotWarn() throws {
    let (directory, file) = try LintCommandTests.write(
      """
      {
        "colors": { "light": { "primary": "#2E6B30" } },
        "components": { "bottomNavigation": { "variant": "primary",
          "primary": { "itemBadgeBackgroundColor": "#FFD54F", "itemBadgeTextColor": "#1B1B1B" } } }
      }
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = ToolTestSupport.run(["lint", file])
    #expect(!result.out.contains("badge and bar are hard to tell apart"), "\(result.out)")
  }
}
