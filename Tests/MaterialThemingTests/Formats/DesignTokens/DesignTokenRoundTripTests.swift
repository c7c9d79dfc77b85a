import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Theme → DTCG → theme is lossless, and token files following the naming convention import.
@Suite struct DesignTokenRoundTripTests {
  /// Every shipped theme and both Theme Builder exports.
  static let themePaths =
    Repository.themeFiles
    + InteropFixtures.themeBuilderExports.map(InteropFixtures.path)

  static func reimport(_ text: String) throws(ThemeError) -> Theme {
    let document = try DesignTokenFile.themeDocument(
      bytes: Array(text.utf8), fileName: "export.tokens.json")
    return Theme(builtIn: .material201804).applying(
      document, defaultName: "export.tokens", sourceFile: nil)
  }

  @Test(arguments: themePaths)
  func exportImportGivesAnEqualTheme(_ path: String) throws {
    var theme = try ThemeLoader().load(contentsOf: path)
    theme.sourceFile = nil
    let text = DesignTokenWriter.text(theme)
    let imported = try Self.reimport(text)
    #expect(imported == theme)
    #expect(DesignTokenWriter.text(imported) == text)
  }

  @Test func roundTripKeepsEveryCarriedPart() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "rich.json",
      ##"""
      {"name": "Rich", "description": "All parts",
       "colors": {"seed": "#00677F", "variant": "vibrant", "contrast": 0.25, "spec": "2025",
                  "dark": {"surface": "#0A0A0A"},
                  "material3": {"lightMediumContrast": {"primary": "#112233"}},
                  "extended": {"Warn": {"color": "#FFB300", "description": "Warnings", "harmonized": true}},
                  "elevationOverlayEnabledForDarkMode": true},
       "typography": {"defaults": "material-201902", "fontFamily": "Inter",
                      "styles": {"caption": {"size": 13, "weight": "medium", "letterSpacing": 0.4}}},
       "shape": {"small": {"family": "cut", "size": 6, "topLeft": {"size": 2}}},
       "components": {"bottomNavigation": {"variant": "material3",
                        "primary": {"barTintColor": {"role": "primary", "alpha": 0.9}, "itemTitleFont": "button"},
                        "material3": {"elevation": 0}},
                      "bottomDrawer": {"scrimColor": "#00000080", "topCornersRadius": {"collapsed": 24}}}}
      """##)
    var theme = try ThemeLoader().load(contentsOf: path)
    theme.sourceFile = nil
    let imported = try Self.reimport(DesignTokenWriter.text(theme))
    #expect(imported.name == "Rich")
    #expect(imported.description == "All parts")
    #expect(imported.colors == theme.colors)
    #expect(imported.dynamicColor == theme.dynamicColor)
    #expect(imported.material3Roles == theme.material3Roles)
    #expect(imported.customColors == theme.customColors)
    #expect(imported.typography == theme.typography)
    #expect(imported.shape == theme.shape)
    #expect(imported.components == theme.components)
    #expect(imported == theme)
    for traits in ColorTraits.all {
      for variant in BottomNavigationVariant.allCases {
        #expect(
          imported.bottomNavigationStyle(variant, for: traits)
            == theme.bottomNavigationStyle(variant, for: traits))
      }
      #expect(imported.bottomDrawerStyle(for: traits) == theme.bottomDrawerStyle(for: traits))
    }
  }

  @Test func exportedTokensFollowTheNamingConvention() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("baseline.json"))
    let text = DesignTokenWriter.text(theme)
    let file = try DesignTokenFile(bytes: Array(text.utf8), fileName: "baseline.tokens.json")
    // MDC Material 2018 baseline primary #6200EE (MDCSemanticColorScheme.m).
    #expect(
      try DesignTokenValues.color(try #require(file.tokens["color.light.primary"]).value)
        == Color(rgb: 0x6200EE))
    #expect(file.tokens["color.m3.darkMediumContrast.surfaceContainer"]?.type == .color)
    #expect(file.tokens["typography.caption"]?.type == .typography)
    #expect(file.tokens["component.dark.bottomNavigation.primary.barTintColor"]?.type == .color)
    #expect(
      file.tokens["component.light.bottomDrawer.topCornersRadius.collapsed"]?.type == .dimension)
    let colorTokens = file.tokens.keys.filter { $0.hasPrefix("color.light.") }
    #expect(colorTokens.count == ColorRole.allCases.count)
    // 49 roles × 6 slots in the 2021 spec.
    #expect(file.tokens.keys.filter { $0.hasPrefix("color.m3.") }.count == 294)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect(
      parsed?["$schema"] as? String == "https://www.designtokens.org/schemas/2025.10/format.json")
  }

  @Test func aHandWrittenTokenFileImportsByConvention() throws {
    let text = ##"""
      {"palette": {"$type": "color",
         "indigo": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.3, 0.6], "hex": "#334d99"}},
         "white": {"$value": "#FFFFFF"}},
       "color": {"$type": "color",
         "light": {"primary": {"$value": "{palette.indigo}"}, "onPrimary": {"$value": "{palette.white}"}},
         "dark": {"$extends": "{color.light}", "surface": {"$value": "#121212"}},
         "m3": {"dark": {"surfaceContainer": {"$value": "#202020"}}},
         "extended": {"Success": {"$value": "#2E7D32", "$description": "OK",
                                  "$extensions": {"dev.materialtheming": {"harmonized": true}}}}},
       "typography": {"caption": {"$type": "typography", "$value": {
          "fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": "medium",
          "letterSpacing": {"value": 0.4, "unit": "px"}, "lineHeight": 1.333}}},
       "shape": {"$type": "dimension", "small": {"$value": {"value": 8, "unit": "px"}}},
       "component": {"light": {"bottomNavigation": {"primary": {
          "elevation": {"$type": "dimension", "$value": {"value": 3, "unit": "px"}}}}}}}
      """##
    let theme = try ThemeLoader().load(bytes: Array(text.utf8), fileName: "brand.tokens.json")
    #expect(theme.name == "brand.tokens")
    #expect(theme.colors.light.primary == Color(red: 0.2, green: 0.3, blue: 0.6))
    #expect(theme.colors.dark.primary == Color(red: 0.2, green: 0.3, blue: 0.6))
    #expect(theme.colors.dark.surface == Color(rgb: 0x121212))
    #expect(theme.colors.dark.onPrimary == .white)
    #expect(theme.material3Scheme(appearance: .dark)[.surfaceContainer] == Color(rgb: 0x202020))
    #expect(theme.customColors["Success"]?.harmonized == true)
    #expect(theme.typography.caption.family == "Inter")
    #expect(theme.typography.caption.weight == .medium)
    #expect(theme.shape?.smallComponentShape == ShapeCategory(family: .rounded, size: 8))
    #expect(theme.bottomNavigationStyle(.primary).elevation == 3)
  }

  @Test func conventionGroupsRejectUnknownNamesAndWrongTypes() throws {
    func failure(_ text: String) -> ThemeError? { loadingError(text, fileName: "t.tokens.json") }
    let typo = try #require(
      failure(##"{"color": {"light": {"primay": {"$type": "color", "$value": "#FF0000"}}}}"##))
    #expect(typo.kind == .unknownKey)
    #expect(typo.suggestion == "did you mean 'primary'?")
    let wrong = try #require(
      failure(
        ##"{"color": {"light": {"primary": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}}}"##
      ))
    #expect(wrong.kind == .wrongType)
    #expect(wrong.pointer.description == "/color/light/primary")
  }
}
