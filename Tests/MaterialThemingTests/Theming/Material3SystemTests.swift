import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Every theme answers every Material 3 role in all six slots; `resolve` carries the Material 3
/// system; lint checks the Material 3 on-color pairs.
@Suite struct Material3SystemTests {
  /// Every shipped theme, the built-in defaults and the Theme Builder fixtures.
  static func themes() throws -> [Theme] {
    try Repository.themeFiles.map { try ThemeLoader().load(contentsOf: $0) }
      + ColorSchemeDefaults.allCases.map(Theme.init(builtIn:))
      + InteropFixtures.themeBuilderExports.map {
        try ThemeLoader().load(contentsOf: InteropFixtures.path($0))
      }
  }

  // MARK: - Roles

  @Test func everyThemeAnswersEveryRoleInEverySlot() throws {
    for theme in try Self.themes() {
      let expected = DynamicColorRole.roles(for: theme.dynamicColor?.specVersion ?? .spec2021)
      for slot in Material3SchemeSlot.allCases {
        let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
        #expect(roles.map(\.role) == expected, "\(theme.name) \(slot)")
        let keys = theme.material3PaletteKeyColors(
          appearance: slot.appearance, contrast: slot.contrast)
        #expect(keys.map(\.role) == Theme.paletteKeyColorRoles)
        #expect(keys.allSatisfy { $0.color.alpha == 1 })
      }
    }
  }

  /// From spec 2025 on, the four `…Dim` roles are there too, as the seed's scheme gives them.
  @Test func spec2025ThemesHaveTheDimRoles() throws {
    let theme = try loadTheme(##"{"colors": {"seed": "#6750A4", "spec": "2025"}}"##)
    for slot in Material3SchemeSlot.allCases {
      let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      #expect(roles.count == 53)
      let scheme = DynamicScheme(
        seed: Color(rgb: 0x6750A4), isDark: slot.appearance == .dark,
        contrastLevel: slot.contrast.level, specVersion: .spec2025)
      for role in DynamicColorRole.dimRoles {
        #expect(roles[role] == scheme.color(for: role), "\(slot) \(role)")
      }
      let keys = theme.material3PaletteKeyColors(
        appearance: slot.appearance, contrast: slot.contrast)
      #expect(keys.first?.color == scheme.color(for: .primaryPaletteKeyColor))
    }
  }

  /// A theme of Material Components colors only: each slot is generated from its appearance's
  /// primary (tonal spot at the slot's contrast level), and the stated roles replace their
  /// Material 3 counterparts (the medium slot takes the normal-contrast ones) where they differ
  /// from what the generated scheme maps to (a stated role equal to the generated one leaves
  /// the medium slot its own, stronger value: these differ).
  @Test func materialComponentsColorsOnlyAreReadAsACoreColor() throws {
    let theme = try loadTheme(
      ##"""
      {"colors": {
        "light": {"primary": "#00639B", "onPrimary": "#FAFAFA", "primaryVariant": "#CDE5FF"},
        "dark": {"primary": "#93CCFF", "onPrimary": "#000000"},
        "lightHighContrast": {"primary": "#003A5E"}}}
      """##)
    let cases: [(Material3SchemeSlot, Color, Double)] = [
      (.light, Color(rgb: 0x00639B), 0), (.lightMediumContrast, Color(rgb: 0x00639B), 0.5),
      (.lightHighContrast, Color(rgb: 0x003A5E), 1), (.dark, Color(rgb: 0x93CCFF), 0),
      (.darkMediumContrast, Color(rgb: 0x93CCFF), 0.5),
      (.darkHighContrast, Color(rgb: 0x93CCFF), 1),
    ]
    for (slot, seed, level) in cases {
      let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      let generated = DynamicScheme(
        seed: seed, isDark: slot.appearance == .dark, contrastLevel: level)
      // Roles Material Components has no name for are the primary's scheme.
      for role in [DynamicColorRole.tertiary, .surfaceContainer, .outline, .onPrimaryFixed] {
        #expect(roles[role] == generated.color(for: role), "\(slot) \(role)")
      }
      // The stated roles win, as their Material 3 counterparts.
      #expect(roles[.primary] == seed, "\(slot)")
      let traits = ColorTraits(
        appearance: slot.appearance, contrast: slot.contrast == .high ? .high : .normal)
      #expect(roles[.onPrimary] == theme.colors[traits].onPrimary, "\(slot)")
      #expect(roles[.primaryContainer] == theme.colors[traits].primaryVariant, "\(slot)")
    }
  }

  /// Custom colors have their four roles in every slot: the appearance's, at every contrast.
  @Test func customColorsHaveRolesInEverySlot() throws {
    let theme = try loadTheme(
      ##"{"colors": {"seed": "#6750A4", "custom": {"success": {"color": "#2E7D32", "harmonize": true}}}}"##
    )
    let scheme = try #require(theme.customColorScheme(named: "success"))
    for slot in Material3SchemeSlot.allCases {
      #expect(scheme.roles(in: slot) == scheme[slot.appearance])
    }
  }

  /// A Theme Builder export's six schemes of 49 roles come through ``Theme`` with exactly the
  /// export's values, and `resolve` prints them for the standard and high slots.
  @Test(arguments: InteropFixtures.themeBuilderExports)
  func themeBuilderSchemesComeThroughTheTheme(_ name: String) throws {
    let theme = try ThemeLoader().load(contentsOf: InteropFixtures.path(name))
    let schemes = try InteropFixtures.schemes(name)
    var values = 0
    for slot in Material3SchemeSlot.allCases {
      let expected = try #require(schemes[slot.themeBuilderKey])
      #expect(expected.count == 49)
      let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      #expect(roles.count == 49)
      #expect(theme.material3Roles[slot] == roles)
      for (role, color) in roles {
        #expect(expected[role.rawValue].map { $0 + "FF" } == color.hexString, "\(slot) \(role)")
        values += 1
      }
    }
    #expect(values == 6 * 49)
    for traits in ColorTraits.all {
      let slot = Material3SchemeSlot(traits)
      let json = try Self.object(ResolvedThemeJSON.make(theme, traits: traits))
      let material3 = try #require(json["material3"] as? [String: Any])
      #expect(material3["slot"] as? String == slot.rawValue)
      let colors = try #require(material3["colorScheme"] as? [String: String])
      #expect(colors == schemes[slot.themeBuilderKey]?.mapValues { $0 + "FF" })
    }
  }

  // MARK: - resolve

  static func object(_ json: JSONOutput) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(json.serialized().utf8)) as? [String: Any])
  }

  /// `resolve` carries the slot's roles, key colors, type scale, shape scale and state layers.
  @Test func resolveCarriesTheMaterial3System() throws {
    let theme = try loadTheme(
      ##"""
      {"colors": {"seed": "#6750A4", "spec": "2025"},
       "typography": {"fontFamily": "Inter", "material3": {"brandFamily": "Fraunces"}},
       "shape": {"material3": {"cornerMedium": 10}},
       "stateLayers": "material-202108"}
      """##)
    let traits = ColorTraits(appearance: .dark, contrast: .high)
    let json = try Self.object(ResolvedThemeJSON.make(theme, traits: traits))
    let material3 = try #require(json["material3"] as? [String: Any])
    #expect(material3["slot"] as? String == "darkHighContrast")
    let colors = try #require(material3["colorScheme"] as? [String: String])
    let roles = theme.material3Scheme(appearance: .dark, contrast: .high)
    #expect(colors.count == 53)
    #expect(colors["primaryDim"] == roles[.primaryDim]?.hexString)
    #expect(colors["surfaceContainer"] == roles[.surfaceContainer]?.hexString)
    let keys = try #require(material3["paletteKeyColors"] as? [String: String])
    #expect(
      Set(keys.keys) == ["primary", "secondary", "tertiary", "neutral", "neutralVariant", "error"])
    let typeScale = try #require(material3["typeScale"] as? [String: [String: Any]])
    #expect(typeScale.count == 15)
    #expect(typeScale["displayLarge"]?["family"] as? String == "Fraunces")
    #expect(typeScale["bodyLarge"]?["family"] as? String == "Inter")
    #expect(typeScale["bodyLarge"]?["lineHeight"] as? Double == 24)
    #expect(typeScale["bodyLarge"]?["tracking"] as? Double == 0.5)
    #expect(typeScale["bodyLarge"]?["textStyle"] as? String == "body")
    #expect(typeScale["labelSmall"]?["weight"] as? Int == 500)
    let shapes = try #require(material3["shapeScale"] as? [String: Any])
    #expect(shapes.count == 10)
    #expect(shapes["cornerMedium"] as? Double == 10)
    #expect(shapes["cornerFull"] as? String == "full")
    let layers = try #require(material3["stateLayers"] as? [String: Double])
    #expect(
      layers == [
        "hover": 0.08, "focus": 0.12, "pressed": 0.12, "dragged": 0.16, "disabledContent": 0.38,
        "disabledContainer": 0.12,
      ])
    // The section sits after shapeScheme, before the components.
    let text = ResolvedThemeJSON.make(theme, traits: traits).serialized()
    let order = ["\"shapeScheme\"", "\"material3\": {", "\"bottomNavigation\""].compactMap {
      text.range(of: $0)?.lowerBound
    }
    #expect(order.count == 3 && order == order.sorted())
  }

  // MARK: - Lint

  static func lint(_ text: String) throws -> [LintFinding] {
    let bytes = Array(text.utf8)
    let theme = try ThemeLoader().load(bytes: bytes, fileName: "t.json")
    let map = try ThemeSourceMap(bytes: bytes, fileName: "t.json")
    return ThemeLinter(theme: theme, sourceMap: map).findings()
  }

  /// Stated low-contrast roles are errors at their key, in the slot they are stated for.
  static let statedLowContrast = ##"""
    {
      "colors": {
        "seed": "#6750A4",
        "material3": {
          "lightMediumContrast": {
            "primaryContainer": "#9A8FB8",
            "onPrimaryContainer": "#6F6494"
          }
        }
      }
    }
    """##

  @Test func statedLowContrastRolesAreErrorsAtTheirKey() throws {
    let findings = try Self.lint(Self.statedLowContrast).filter {
      $0.message.hasPrefix("Material 3 ")
    }
    let finding = try #require(findings.first)
    #expect(findings.count == 1, "\(findings)")
    #expect(
      finding.message.hasPrefix(
        "Material 3 onPrimaryContainer on primaryContainer has contrast 1.78:1 in light-medium,"),
      "\(finding.message)")
    #expect(finding.severity == .error)
    #expect(finding.rule == .wcag2Text)
    let pointer = finding.pointer.description
    #expect(
      pointer == "/colors/material3/lightMediumContrast/onPrimaryContainer"
        || pointer == "/colors/material3/lightMediumContrast/primaryContainer")
    #expect(finding.position.line == (pointer.hasSuffix("/primaryContainer") ? 6 : 7))
    #expect(finding.position.column == 9)
    let fix = try #require(finding.fix)
    #expect(fix.pointer == finding.pointer)
    // The fix passes: after it, no Material 3 finding is left.
    let fixed = try LintFixer().fix(bytes: Array(Self.statedLowContrast.utf8), fileName: "t.json")
    #expect(!fixed.remaining.contains { $0.message.hasPrefix("Material 3 ") })
  }

  /// Roles generated from a seed at contrast −1 fail; the findings are at the seed, the fix
  /// states the role.
  @Test func generatedLowContrastIsLocatedAtTheSeed() throws {
    let text = ##"""
      {
        "colors": { "seed": "#6750A4", "contrast": -1 }
      }
      """##
    let findings = try Self.lint(text).filter { $0.message.hasPrefix("Material 3 ") }
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(finding.pointer.description == "/colors/seed", "\(finding)")
      #expect(finding.position.line == 2 && finding.position.column == 15)
      #expect(finding.suggestion?.contains("or change colors.seed") == true, "\(finding)")
      #expect(finding.fix?.pointer.description.hasPrefix("/colors/material3/") == true)
    }
    // Only the standard slots: medium and high contrast are generated at 0.5 and 1.
    #expect(
      findings.allSatisfy { $0.message.contains(" in light,") || $0.message.contains(" in dark,") })
  }

  /// Without a seed the roles are generated from the primary; a failing generated pair is
  /// located there. (The theme opts into Material 3 by stating one role; the pair's roles are
  /// derived, so the finding is a warning.)
  @Test func generatedFromThePrimaryIsLocatedAtThePrimary() throws {
    let text = ##"""
      {
        "colors": {
          "light": { "primary": "#6200EE" },
          "material3": { "light": { "tertiary": "#7D5260" } }
        }
      }
      """##
    let findings = try Self.lint(text).filter { $0.message.hasPrefix("Material 3 ") }
    // 201804's primaryVariant #3700B3 is the Material 3 primaryContainer; the generated
    // onPrimaryContainer is dark too.
    let container = try #require(
      findings.first {
        $0.message.hasPrefix("Material 3 onPrimaryContainer on primaryContainer")
          && $0.message.contains(" in light,")
      })
    #expect(container.pointer.description == "/colors/light/primary")
    #expect(container.position.line == 3 && container.position.column == 16)
    #expect(container.suggestion?.contains("or change colors.light.primary") == true)
    // Neither role is stated and the theme has no seed: a warning, its fix in words only.
    #expect(container.severity == .warning)
    #expect(container.fix == nil)
    #expect(container.suggestion?.hasPrefix("set colors.material3.light.") == true)
  }

  /// A theme of Material Components colors only is checked by the semantic pairs alone; a
  /// Material 3 pair with the same colors as a semantic pair is not reported twice.
  @Test func derivedRolesAndDuplicatesAreNotReported() throws {
    #expect(
      try Self.lint(##"{"extends": "material-201804"}"##).allSatisfy {
        !$0.message.hasPrefix("Material 3 ")
      })
    let findings = try Self.lint(
      ##"{"colors": {"seed": "#6750A4", "light": {"onPrimary": "#7F7F7F"}}}"##)
    #expect(
      findings.contains {
        $0.message.hasPrefix("onPrimary on primary has") && $0.message.contains(" in light,")
      })
    #expect(
      !findings.contains {
        $0.message.hasPrefix("Material 3 onPrimary on primary") && $0.message.contains(" in light,")
      })
    // In the medium slot the generated primary differs: the pair is reported there, at the
    // semantic statement that feeds it.
    let medium = try #require(
      findings.first {
        $0.message.hasPrefix("Material 3 onPrimary on primary")
          && $0.message.contains("light-medium")
      })
    #expect(medium.pointer.description == "/colors/light/onPrimary")
  }

  /// The findings are in the JSON and SARIF reports like the others.
  @Test func findingsAreInEveryReport() throws {
    let findings = try Self.lint(Self.statedLowContrast)
    let finding = try #require(findings.first { $0.message.hasPrefix("Material 3 ") })
    let json = finding.json.serialized()
    #expect(json.contains(#""pointer": "\#(finding.pointer.description)""#))
    #expect(json.contains(#""rule": "wcag2-text-contrast""#))
    let sarif = LintReport.sarif(findings, workingDirectory: "/tmp").serialized()
    #expect(sarif.contains(finding.pointer.description))
    #expect(sarif.contains("Material 3 onPrimaryContainer on primaryContainer"))
  }
}
