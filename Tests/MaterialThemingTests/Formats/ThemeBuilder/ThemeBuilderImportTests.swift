import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Material Theme Builder exports: every scheme value reproduced, `extends`, extended colors,
/// the MDC mapping and located errors.
@Suite struct ThemeBuilderImportTests {
  static let slotKeys: [(String, Appearance, Material3Contrast)] = [
    ("light", .light, .standard), ("light-medium-contrast", .light, .medium),
    ("light-high-contrast", .light, .high), ("dark", .dark, .standard),
    ("dark-medium-contrast", .dark, .medium), ("dark-high-contrast", .dark, .high),
  ]

  @Test(arguments: InteropFixtures.themeBuilderExports)
  func everySchemeValueIsReproduced(_ name: String) throws {
    let theme = try ThemeLoader().load(contentsOf: InteropFixtures.path(name))
    let schemes = try InteropFixtures.schemes(name)
    var checked = 0
    for (key, appearance, contrast) in Self.slotKeys {
      let expected = try #require(schemes[key])
      let roles = theme.material3Scheme(appearance: appearance, contrast: contrast)
      for (roleName, hex) in expected {
        let role = try #require(DynamicColorRole(rawValue: roleName))
        #expect(roles[role]?.hexString == hex + "FF", "\(key).\(roleName)")
        checked += 1
      }
    }
    // Real Material Theme Builder exports: six schemes × 49 roles.
    #expect(checked == 294)
  }

  @Test(arguments: InteropFixtures.themeBuilderExports)
  func semanticRolesComeFromTheStandardAndHighContrastSchemes(_ name: String) throws {
    let theme = try ThemeLoader().load(contentsOf: InteropFixtures.path(name))
    let schemes = try InteropFixtures.schemes(name)
    let pairs: [(ColorTraits, String)] = [
      (ColorTraits(appearance: .light), "light"),
      (ColorTraits(appearance: .light, contrast: .high), "light-high-contrast"),
      (ColorTraits(appearance: .dark), "dark"),
      (ColorTraits(appearance: .dark, contrast: .high), "dark-high-contrast"),
    ]
    for (traits, key) in pairs {
      let scheme = theme.colors[traits]
      let source = try #require(schemes[key])
      #expect(scheme.primary.hexString == source["primary"].map { $0 + "FF" })
      #expect(scheme.primaryVariant.hexString == source["primaryContainer"].map { $0 + "FF" })
      #expect(scheme.onSurface.hexString == source["onSurface"].map { $0 + "FF" })
      #expect(scheme.background.hexString == source["background"].map { $0 + "FF" })
    }
  }

  @Test func exportIsDetectedAndSeedIsKept() throws {
    let name = "material-theme-blue.json"
    let bytes = try InteropFixtures.bytes(name)
    #expect(try ImportFormat.detect(bytes: bytes, fileName: name) == .themeBuilder)
    let export = try ThemeBuilderExport(bytes: bytes, fileName: name)
    // The verified real export's seed #1D5BEE, palette primary 40 = #0050E3.
    #expect(export.seed == Color(rgb: 0x1D5BEE))
    #expect(export.palettes["primary"]?[40] == Color(rgb: 0x0050E3))
    #expect(export.palettes["neutral-variant"]?.count == 18)
    #expect(export.schemes.count == 6)
    let theme = try ThemeLoader().load(contentsOf: InteropFixtures.path(name))
    #expect(theme.dynamicColor?.seed == Color(rgb: 0x1D5BEE))
    #expect(theme.name == "material-theme-blue")
  }

  @Test func extendedColorsAreAvailableByName() throws {
    let theme = try ThemeLoader().load(
      contentsOf: InteropFixtures.path("material-theme-terracotta.json"))
    let success = try #require(theme.extendedColor(named: "Success"))
    #expect(success.color == Color(rgb: 0x2E7D32))
    #expect(success.description == "Confirmations and completed states")
    #expect(success.harmonized)
    #expect(theme.customColors["Brand Gold"]?.harmonized == false)
    #expect(theme.customColors.count == 2)
  }

  @Test func themeExtendsAnExportAndOverridesRoleByRole() throws {
    let directory = try TemporaryDirectory()
    let exportText = String(
      decoding: try InteropFixtures.bytes("material-theme-blue.json"), as: UTF8.self)
    try directory.write("material-theme.json", exportText)
    let child = try directory.write(
      "brand.json",
      ##"""
      {"extends": "material-theme.json",
       "colors": {"light": {"primary": "#FF0000"},
                  "material3": {"dark": {"surfaceContainer": "#101010"}},
                  "extended": {"Info": {"color": "#0061A4"}}}}
      """##)
    let theme = try ThemeLoader().load(contentsOf: child)
    let schemes = try InteropFixtures.schemes("material-theme-blue.json")
    #expect(theme.colors.light.primary == Color(rgb: 0xFF0000))
    #expect(theme.colors.dark.primary.hexString == schemes["dark"]?["primary"].map { $0 + "FF" })
    let dark = theme.material3Scheme(appearance: .dark)
    #expect(dark[.surfaceContainer] == Color(rgb: 0x101010))
    #expect(dark[.surface]?.hexString == schemes["dark"]?["surface"].map { $0 + "FF" })
    #expect(theme.customColors["Info"]?.color == Color(rgb: 0x0061A4))
    // The Material 3 bottom navigation uses the stated role set.
    let style = theme.bottomNavigationStyle(.material3, for: ColorTraits(appearance: .dark))
    #expect(style.barTintColor == Color(rgb: 0x101010))
    #expect(
      style.selectionIndicatorColor?.hexString
        == schemes["dark"]?["secondaryContainer"].map { $0 + "FF" })
  }

  @Test func missingContrastVariantsAreGeneratedFromTheSeed() throws {
    let text = try InteropFixtures.modified("material-theme-blue.json") { root in
      var schemes = root["schemes"] as? [String: Any] ?? [:]
      for key in ["light-medium-contrast", "dark-medium-contrast", "dark-high-contrast"] {
        schemes[key] = nil
      }
      root["schemes"] = schemes
    }
    let theme = try ThemeLoader().load(bytes: Array(text.utf8), fileName: "partial.json")
    let expected = try InteropFixtures.schemes("material-theme-blue.json")
    // The reference computed the removed schemes at contrast 0.5 and 1 from the same seed.
    for (key, appearance, contrast) in Self.slotKeys {
      let roles = theme.material3Scheme(appearance: appearance, contrast: contrast)
      for (role, hex) in try #require(expected[key]) {
        #expect(roles[try #require(DynamicColorRole(rawValue: role))]?.hexString == hex + "FF")
      }
    }
  }

  @Test func badValuesAreReportedWithTheirLocation() throws {
    let text = """
      {
        "seed": "#1D5BEE",
        "coreColors": {"primary": "#1D5BEE"},
        "schemes": {
          "light": {"primary": "#12345"}
        }
      }
      """
    do {
      _ = try ThemeLoader().load(bytes: Array(text.utf8), fileName: "bad.json")
      Issue.record("a bad scheme color was accepted")
    } catch {
      #expect(error.kind == .invalidValue)
      #expect(error.pointer.description == "/schemes/light/primary")
      #expect(error.position?.line == 5)
      #expect(error.description.hasPrefix("bad.json:5:"))
    }
  }

  @Test func writtenThemeFileLoadsToTheSameTheme() throws {
    for name in InteropFixtures.themeBuilderExports {
      let direct = try ThemeLoader().load(contentsOf: InteropFixtures.path(name))
      var document = try ThemeBuilderExport(
        bytes: InteropFixtures.bytes(name), fileName: name
      ).themeDocument()
      document.name = direct.name
      let text = ThemeFileWriter.text(document)
      var reloaded = try ThemeLoader().load(bytes: Array(text.utf8), fileName: "written.json")
      reloaded.sourceFile = direct.sourceFile
      #expect(reloaded == direct)
      #expect(ThemeFileWriter.text(document) == text)
    }
  }
}
