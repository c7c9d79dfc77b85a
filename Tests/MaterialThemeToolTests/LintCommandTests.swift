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

  /// A stated low-contrast Material 3 pair fails the lint at its key in text, JSON and SARIF.
  @Test func lowContrastMaterial3PairIsAnErrorInEveryFormat() throws {
    let (directory, file) = try Self.write(
      ##"""
      {
        "colors": {
          "seed": "#6750A4",
          "material3": {
            "darkHighContrast": { "onSurface": "#444444" }
          }
        }
      }
      """##)
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = ToolTestSupport.run(["lint", file])
    #expect(text.code == .failure)
    // onSurface on surface is the semantic pair (the set feeds the ten roles): reported once.
    #expect(
      text.out.contains("\(file):5:29: error: Material 3 onSurface on surfaceDim has contrast"),
      "\(text.out)")
    #expect(text.out.contains("in dark-high, below the WCAG AA 4.50:1 for text"))
    #expect(!text.out.contains("Material 3 onSurface on surface has"))
    let json = ToolTestSupport.run(["lint", file, "--format", "json"])
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    let material3 = findings.filter { ($0["message"] as? String)?.hasPrefix("Material 3 ") == true }
    // At the stated onSurface, or — where lightening a generated surface is the smaller change —
    // at the seed the surfaces are generated from.
    let pointers = Set(material3.compactMap { $0["pointer"] as? String })
    #expect(pointers == ["/colors/material3/darkHighContrast/onSurface", "/colors/seed"])
    #expect(material3.allSatisfy { $0["rule"] as? String == "wcag2-text-contrast" })
    let sarif = ToolTestSupport.run(["lint", file, "--format", "sarif"])
    #expect(sarif.out.contains("/colors/material3/darkHighContrast/onSurface"))
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

/// `lint --fix`, `--dry-run`, `--format json|sarif`, `--contrast` on real Theme Builder exports.
@Suite struct LintFixCommandTests {
  static let realExports = ToolTestSupport.repositoryRoot
    .appendingPathComponent("Tests/MaterialThemingTests/Lint/Fixtures/real")

  /// A temporary copy of real export `name`.
  static func copy(_ name: String) throws -> (URL, String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-fix-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("material-theme.json")
    try FileManager.default.copyItem(at: realExports.appendingPathComponent(name), to: file)
    return (directory, file.path)
  }

  @Test func fixRewritesTheFileAndRelintIsClean() throws {
    let (directory, file) = try Self.copy("turtlinux.material-theme.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = ToolTestSupport.run(["lint", file, "--contrast", "both"])
    #expect(before.code == .success)  // warnings only: the component defaults
    #expect(before.out.contains("warning: bottom navigation unselected title"))
    let fixed = ToolTestSupport.run(["lint", file, "--fix", "--contrast", "both"])
    #expect(fixed.code == .success)
    #expect(fixed.err.contains("fixed \(file):"))
    let after = ToolTestSupport.run(["lint", file, "--contrast", "both"])
    #expect(after.code == .success)
    #expect(after.out.isEmpty, "\(after.out)")
    // Atomic replacement leaves no temporary file behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["material-theme.json"]
    )
  }

  @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
    let (directory, file) = try Self.copy("jmsr.material-theme.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try Data(contentsOf: URL(fileURLWithPath: file))
    let result = ToolTestSupport.run(["lint", file, "--fix", "--dry-run"])
    #expect(result.code == .success)
    let relative = String(file.dropFirst())
    #expect(result.out.hasPrefix("--- a/\(relative)\n+++ b/\(relative)\n@@ -"))
    #expect(result.out.contains("\n-            \"primary\": \"#1C6585\",\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
  }

  @Test func fixOfAFileThatDoesNotLoadWritesNothing() throws {
    let (directory, file) = try LintCommandTests.write(
      ##"{"colors": {"light": {"onPrimary": "#7F7F7F",}}}"##)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = ToolTestSupport.run(["lint", file, "--fix"])
    #expect(result.code == .failure)
    #expect(result.out.contains("\(file):1:"))
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasSuffix("#7F7F7F\",}}}"))
  }

  @Test func usageErrors() {
    #expect(ToolTestSupport.run(["lint", "x.json", "--contrast", "wcag3"]).code == .usage)
    #expect(ToolTestSupport.run(["lint", "x.json", "--dry-run"]).code == .usage)
  }

  @Test func jsonFindingsCarryRuleSuggestionAndFix() throws {
    let file = Self.realExports.appendingPathComponent("materiatab.material-theme.json").path
    let result = ToolTestSupport.run(["lint", file, "--format", "json", "--contrast", "both"])
    #expect(result.code == .success)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect((finding["pointer"] as? String)?.hasPrefix("/schemes/") == true)
      #expect((finding["line"] as? Int ?? 0) > 1)
      #expect((finding["rule"] as? String)?.contains("contrast") == true)
      #expect((finding["suggestion"] as? String)?.hasPrefix("set schemes.") == true)
      let fix = try #require(finding["fix"] as? [String: Any])
      #expect(fix["pointer"] as? String == finding["pointer"] as? String)
    }
  }

  /// Runs `.ci/validate-sarif` (PyPI `jsonschema` in a venv, created on first use) over `logs`.
  static func validate(_ logs: [String]) throws -> (Int32, String) {
    try Subprocess.run(
      ToolTestSupport.repositoryRoot.appendingPathComponent(".ci/validate-sarif").path, logs)
  }

  @Test func sarifValidatesAgainstTheOfficialSchema() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("broken.json")
    try ##"{"colors": {"light": {"primay": "#FFF"}}}"##.write(
      to: broken, atomically: true, encoding: .utf8)
    let font = directory.appendingPathComponent("font.json")
    try #"{"components": {"bottomNavigation": {"primary": {"itemTitleFont": {"size": 30}}}}}"#
      .write(to: font, atomically: true, encoding: .utf8)
    let exports = ["jmsr", "life-chest-compose"].map {
      Self.realExports.appendingPathComponent("\($0).material-theme.json").path
    }
    let result = ToolTestSupport.run(
      ["lint", "--format", "sarif", "--contrast", "both", broken.path, font.path] + exports
        + [ToolTestSupport.theme("ember.json")])
    #expect(result.code == .failure)
    let log = directory.appendingPathComponent("lint.sarif")
    try result.out.write(to: log, atomically: true, encoding: .utf8)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let ruleIDs = Set(results.compactMap { $0["ruleId"] as? String })
    #expect(
      ruleIDs.isSuperset(of: [
        "theme-file", "bottom-navigation-layout", "wcag2-text-contrast", "apca-text-contrast",
      ]))
    // Findings with a fix carry it as a SARIF fix (a byte-range replacement).
    #expect(results.contains { ($0["fixes"] as? [Any])?.isEmpty == false })
    // A log missing a required property must fail, so the validator is known to be live.
    let invalid = directory.appendingPathComponent("invalid.sarif")
    try #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#
      .write(to: invalid, atomically: true, encoding: .utf8)
    let (badStatus, badOutput) = try Self.validate([invalid.path])
    #expect(badStatus == 1, "\(badOutput)")
    #expect(badOutput.contains("invalid:"))
    let (status, output) = try Self.validate([log.path])
    #expect(status == 0, "\(output)")
    #expect(output.contains("valid: \(log.path)"))
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

  @Test func tintsADeuteranopeConfusesWarnAtTheUnselectedRole() throws {
    let (directory, file) = try LintCommandTests.write(
      """
      {
        "colors": { "light": { "primary": "#B1AAAC", "onSurface": "#0B8D5E" } },
        "components": { "bottomNavigation": { "variant": "surface" } }
      }
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = ToolTestSupport.run(["lint", file])
    let warnings = result.out.split(separator: "\n").filter { $0.contains("hard to tell apart") }
    // The grey #B1AAAC selected tint and the green #0B8D5E at 0.6 over the white bar: ΔE00 ≈ 29
    // in normal vision, ≈ 4.3 for a deuteranope. Not stated, the unselected tint points at the
    // role it comes from (2:48, `onSurface`).
    #expect(
      warnings.contains {
        $0.hasPrefix(
          "\(file):2:48: warning: bottom navigation selected and unselected icons are hard to "
            + "tell apart with deuteranopia in light: CIEDE2000 ΔE 4.28 ")
      }, "\(result.out)")
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
