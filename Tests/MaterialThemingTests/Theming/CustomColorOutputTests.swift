import Testing

@testable import MaterialTheming

/// Custom colors in `resolve` JSON, CSS, DTCG, generated Swift and lint.
///
/// Expected colors are the mcu-oracle's answer to `custom E6781E 6750A4 true` (its README):
/// light #A53C13 / #FFFFFF / #FFDBD0 / #390C00, dark #FFB59D / #5D1900 / #832600 / #FFDBD0.
@Suite struct CustomColorOutputTests {
  static let json = ##"""
    {"name": "brand",
     "colors": {"seed": "#6750A4",
                "custom": {"Brand Gold": {"color": "#E6781E", "harmonize": true}}}}
    """##

  static func theme() throws -> Theme {
    try ThemeLoader().load(bytes: Array(json.utf8), fileName: "brand.json")
  }

  @Test func resolveJSONCarriesTheRolesOfTheTraits() throws {
    let theme = try Self.theme()
    let traits = ColorTraits(appearance: .dark, contrast: .high)
    let dark = ResolvedThemeJSON.make(theme, traits: traits).serialized(pretty: false)
    let expected =
      ##""customColors":{"Brand Gold":{"color":"#FFB59DFF","onColor":"#5D1900FF","##
      + ##""colorContainer":"#832600FF","onColorContainer":"#FFDBD0FF"}}"##
    #expect(dark.contains(expected))
    let plain = try ThemeLoader().load(bytes: Array(#"{"name": "x"}"#.utf8), fileName: "x.json")
    let plainJSON = ResolvedThemeJSON.make(plain, traits: .standard).serialized(pretty: false)
    #expect(!plainJSON.contains("customColors"))
  }

  @Test func cssUsesThemeBuilderNames() throws {
    let css = CSSWriter.stylesheet(try Self.theme())
    #expect(css.contains("--md-custom-color-brand-gold: #a53c13;"))
    #expect(css.contains("--md-custom-color-on-brand-gold: #ffffff;"))
    #expect(css.contains("--md-custom-color-brand-gold-container: #ffdbd0;"))
    #expect(css.contains("--md-custom-color-on-brand-gold-container: #390c00;"))
    #expect(css.contains("--md-custom-color-brand-gold: #ffb59d;"))
    #expect(CSSWriter.customColorToken("brandGold") == "brand-gold")
    #expect(CSSWriter.customColorToken("Success") == "success")
    #expect(CSSWriter.customColorToken("a/b") == "a\\2f b")
    #expect(CSSWriter.customColorToken("caf\u{E9}") == "caf\u{E9}")
  }

  @Test func designTokensCarryGeneratedRoles() throws {
    let text = DesignTokenWriter.text(try Self.theme())
    #expect(text.contains(#""custom": {"#))
    #expect(text.contains(#""onColorContainer": {"#))
    #expect(text.contains(##""hex": "#390c00""##))
    // The generated roles are not read back: the import gives the same extended color.
    let document = try DesignTokenFile.themeDocument(
      bytes: Array(text.utf8), fileName: "brand.tokens.json")
    let imported = Theme(builtIn: .material201804).applying(
      document, defaultName: "brand", sourceFile: nil)
    #expect(imported.customColors == (try Self.theme()).customColors)
    #expect(imported.customColorScheme(named: "Brand Gold")?.light.color == Color(rgb: 0xA53C13))
  }

  @Test func generatedSwiftListsTheCustomColors() throws {
    let source = SwiftWriter(theme: try Self.theme(), identifier: "brand", sourceName: "b")
      .text()
    #expect(
      source.contains(
        "public static let brandCustomColors: [(name: String, scheme: CustomColorScheme)]"))
    #expect(source.contains("name: \"Brand Gold\","))
    #expect(source.contains("color: MaterialThemingCore.Color(rgba: 0xA53C_13FF),"))
    #expect(source.contains("onColorContainer: MaterialThemingCore.Color(rgba: 0x390C_00FF)"))
    let plain = SwiftWriter(
      theme: Theme(builtIn: .material201804), identifier: "x", sourceName: "x")
    #expect(!plain.text().contains("CustomColors"))
  }

  @Test func lintLocatesLowContrastCustomRoles() throws {
    let text = "{\"colors\": {\n  \"custom\": {\n    \"warn\": {\"color\": \"#FFFF00\"}}}}"
    let theme = try ThemeLoader().load(bytes: Array(text.utf8), fileName: "w.json")
    let map = try ThemeSourceMap(bytes: Array(text.utf8), fileName: "w.json")
    let linter = ThemeLinter(theme: theme, sourceMap: map)
    #expect(linter.findings().allSatisfy { !$0.message.contains("custom color") })
    let gray = Color(rgb: 0x777777)
    let poor = CustomColorRoles(
      color: gray, onColor: Color(rgb: 0x888888), colorContainer: .white, onColorContainer: .black)
    let findings = linter.customColorFindings(name: "warn", roles: poor, traits: .standard)
    #expect(findings.count == 1)
    #expect(findings.first?.pointer.description == "/colors/custom/warn")
    #expect(findings.first?.position.line == 3)
    #expect(findings.first?.message.contains("custom color 'warn' onColor on color") == true)
  }
}
