import TestSupport
import Testing

@testable import MaterialTheming

/// `colors.material3` and `colors.extended` in theme files: decoding, layering and inheritance.
@Suite struct Material3RoleSetTests {
  @Test func statedRolesFeedTheSemanticRolesBeneathExplicitOnes() throws {
    let theme = try loadTheme(
      ##"""
      {"colors": {"material3": {"light": {"primary": "#112233", "primaryContainer": "#445566",
                                          "surface": "#FAFAFA"},
                                "darkHighContrast": {"onSurface": "#EEEEEE"}},
                  "light": {"surface": "#FFFFFF"}}}
      """##)
    #expect(theme.colors.light.primary == Color(rgb: 0x112233))
    #expect(theme.colors.light.primaryVariant == Color(rgb: 0x445566))
    #expect(theme.colors.light.surface == .white)
    #expect(theme.colors.darkHighContrast.onSurface == Color(rgb: 0xEEEEEE))
    // Material 2018 baseline values stay where nothing is stated (MDCSemanticColorScheme.m).
    #expect(theme.colors.dark.primary == Color(rgb: 0x6200EE))
    #expect(theme.material3Scheme(appearance: .light)[.surface] == Color(rgb: 0xFAFAFA))
  }

  @Test func roleSetsAndExtendedColorsMergeThroughExtends() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "base.json",
      ##"""
      {"colors": {"material3": {"dark": {"primary": "#010101", "secondary": "#020202"}},
                  "extended": {"Info": {"color": "#0000FF"}, "Warn": {"color": "#FFFF00"}}}}
      """##)
    let child = try directory.write(
      "child.json",
      ##"""
      {"extends": "base.json",
       "colors": {"material3": {"dark": {"secondary": "#030303"}},
                  "extended": {"Warn": {"color": "#FFA000", "harmonized": true}}}}
      """##)
    let theme = try ThemeLoader().load(contentsOf: child)
    #expect(theme.material3Roles[.dark]?[.primary] == Color(rgb: 0x010101))
    #expect(theme.material3Roles[.dark]?[.secondary] == Color(rgb: 0x030303))
    #expect(theme.colors.dark.secondary == Color(rgb: 0x030303))
    #expect(theme.customColors["Info"]?.color == Color(rgb: 0x0000FF))
    #expect(
      theme.customColors["Warn"]
        == CustomColor(
          name: "Warn", color: Color(rgb: 0xFFA000), harmonized: true))
  }

  @Test func unknownSlotsRolesAndMissingColorsAreLocated() throws {
    let slot = try #require(loadingError(##"{"colors": {"material3": {"lightMedium": {}}}}"##))
    #expect(slot.kind == .unknownKey)
    #expect(slot.pointer.description == "/colors/material3/lightMedium")
    let role = try #require(
      loadingError(##"{"colors": {"material3": {"light": {"surfaceContainr": "#FFFFFF"}}}}"##))
    #expect(role.suggestion == "did you mean 'surfaceContainer'?")
    let missing = try #require(
      loadingError(##"{"colors": {"extended": {"Info": {"harmonized": true}}}}"##))
    #expect(missing.kind == .missingKey)
    #expect(missing.pointer.description == "/colors/extended/Info")
  }

  @Test func slotsMapTraitsAndThemeBuilderKeys() {
    #expect(
      Material3SchemeSlot(ColorTraits(appearance: .dark, contrast: .high)) == .darkHighContrast)
    #expect(Material3SchemeSlot(themeBuilderKey: "light-medium-contrast") == .lightMediumContrast)
    #expect(
      Material3SchemeSlot.allCases.map(\.themeBuilderKey) == [
        "light", "light-medium-contrast", "light-high-contrast", "dark", "dark-medium-contrast",
        "dark-high-contrast",
      ])
    // Material Theme Builder exports: medium = contrast 0.5, high = 1.
    #expect(Material3Contrast.allCases.map(\.level) == [0, 0.5, 1])
  }
}
