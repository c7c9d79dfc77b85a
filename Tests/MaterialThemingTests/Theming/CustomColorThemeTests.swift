import Foundation
import Testing

@testable import MaterialTheming

/// `colors.custom` in theme files: decoding, the harmonize source, scalar-compared names and
/// located errors.
@Suite struct CustomColorThemeTests {
  /// A seeded theme harmonizes toward its seed: the mcu-oracle's README example
  /// (`custom E6781E 6750A4 true`).
  @Test func seededThemeHarmonizesTowardTheSeed() throws {
    let theme = try loadTheme(
      ##"""
      {"colors": {"seed": "#6750A4", "variant": "vibrant",
                  "custom": {"brand": {"color": "#E6781E", "harmonize": true},
                             "plain": {"color": "#E6781E", "description": "as picked"}}}}
      """##)
    #expect(theme.customColorSource == Color(rgb: 0x6750A4))
    let brand = try #require(theme.customColorScheme(named: "brand"))
    #expect(brand.value == Color(rgb: 0xEE7145))
    #expect(brand.light.color == Color(rgb: 0xA53C13))
    #expect(brand[.dark].onColor == Color(rgb: 0x5D1900))
    // harmonize defaults to false: the value is the color as picked.
    #expect(theme.customColorScheme(named: "plain")?.value == Color(rgb: 0xE6781E))
    #expect(theme.customColors["plain"]?.description == "as picked")
    #expect(theme.customColorSchemes.map(\.name) == ["brand", "plain"])
  }

  /// Without a seed the source is the light primary; the oracle answers
  /// `custom 2E7D32 6200EE true` (the 2018 baseline primary) with these roles.
  @Test func themeWithoutSeedHarmonizesTowardItsPrimary() throws {
    let theme = try loadTheme(
      ##"{"colors": {"custom": {"success": {"color": "#2E7D32", "harmonize": true}}}}"##)
    #expect(theme.customColorSource == Color(rgb: 0x6200EE))
    let success = try #require(theme.customColorScheme(named: "success"))
    // {"value": "#007E4E", "light": {"color": "#006D43", "onColor": "#FFFFFF",
    //  "colorContainer": "#92F7BC", "onColorContainer": "#002111"}, "dark": {"color": "#76DAA1",
    //  "onColor": "#003920", "colorContainer": "#005231", "onColorContainer": "#92F7BC"}}
    #expect(success.value == Color(rgb: 0x007E4E))
    #expect(
      success.light.named.map(\.color)
        == [0x006D43, 0xFFFFFF, 0x92F7BC, 0x002111].map { Color(rgb: $0) })
    #expect(
      success.dark.named.map(\.color)
        == [0x76DAA1, 0x003920, 0x005231, 0x92F7BC].map { Color(rgb: $0) })
  }

  /// `extendedColors` of Theme Builder and `colors.extended` feed the same roles.
  @Test func extendedColorsYieldRolesToo() throws {
    let theme = try loadTheme(
      ##"{"colors": {"seed": "#6750A4", "extended": {"Info": {"color": "#E6781E", "harmonized": true}}}}"##
    )
    #expect(theme.customColorScheme(named: "Info")?.value == Color(rgb: 0xEE7145))
  }

  /// A Theme Builder export's `extendedColors` (fixture material-theme-terracotta.json, seed
  /// #8A4F2C): the mcu-oracle answers `custom 2E7D32 8A4F2C true` with value #517914, light
  /// color #426900, dark container #314F00, and `custom C9A227 8A4F2C false` with light
  /// onColorContainer #241A00, dark color #ECC246.
  @Test func themeBuilderExtendedColorsYieldTheOracleRoles() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Formats/Fixtures/material-theme-terracotta.json")
    let theme = try ThemeLoader().load(contentsOf: url.path)
    let success = try #require(theme.customColorScheme(named: "Success"))
    #expect(success.value == Color(rgb: 0x517914))
    #expect(success.light.color == Color(rgb: 0x426900))
    #expect(success.dark.colorContainer == Color(rgb: 0x314F00))
    let gold = try #require(theme.customColorScheme(named: "Brand Gold"))
    #expect(gold.light.onColorContainer == Color(rgb: 0x241A00))
    #expect(gold.dark.color == Color(rgb: 0xECC246))
  }

  /// JSON keys that differ only in Unicode normalization are two colors; a theme file that
  /// states both is refused when it loads, since their Swift names are the same.
  @Test func namesAreComparedByUnicodeScalars() throws {
    let json =
      "{\"colors\": {\"custom\": {\"caf\u{E9}\": {\"color\": \"#FF0000\"}, \"cafe\u{301}\": {\"color\": \"#0000FF\"}}}}"
    let document = try ThemeLoader().document(bytes: Array(json.utf8), fileName: "t.json")
    let theme = Theme(builtIn: .material201804).applying(
      document, defaultName: "t", sourceFile: nil)
    let refused = try #require(loadingError(json))
    #expect(refused.message.contains("differ only in Unicode normalization"))
    #expect(theme.customColors.count == 2)
    #expect(theme.customColorScheme(named: "caf\u{E9}")?.value == Color(rgb: 0xFF0000))
    #expect(theme.customColorScheme(named: "cafe\u{301}")?.value == Color(rgb: 0x0000FF))
    #expect(theme.customColorSchemes.count == 2)
  }

  @Test func badCustomColorsAreLocated() throws {
    let missing = try #require(
      loadingError(##"{"colors": {"custom": {"ok": {"harmonize": true}}}}"##))
    #expect(missing.kind == .missingKey)
    #expect(missing.pointer.description == "/colors/custom/ok")
    #expect(missing.position?.line == 1)

    let badColor = try #require(
      loadingError("{\"colors\": {\"custom\": {\n  \"ok\": {\"color\": \"#12345\"}}}}"))
    #expect(badColor.pointer.description == "/colors/custom/ok/color")
    #expect(badColor.position?.line == 2)

    let typo = try #require(
      loadingError(##"{"colors": {"custom": {"ok": {"color": "#123456", "harmonized": true}}}}"##))
    #expect(typo.kind == .unknownKey)
    #expect(typo.suggestion == "did you mean 'harmonize'?")

    let notObject = try #require(loadingError(##"{"colors": {"custom": ["#123456"]}}"##))
    #expect(notObject.kind == .wrongType)

    let empty = try #require(
      loadingError(##"{"colors": {"custom": {" ": {"color": "#123456"}}}}"##))
    #expect(empty.kind == .invalidValue)

    let twice = try #require(
      loadingError(
        ##"{"colors": {"extended": {"ok": {"color": "#123456"}}, "custom": {"ok": {"color": "#654321"}}}}"##
      ))
    #expect(twice.pointer.description == "/colors/custom/ok")
    #expect(twice.message.contains("also stated in 'colors.extended'"))
  }
}
