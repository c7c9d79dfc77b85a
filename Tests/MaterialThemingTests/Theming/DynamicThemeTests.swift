import Testing

@testable import MaterialTheming

/// Seed-generated color schemes in theme files and Material 3 bottom navigation.
@Suite struct DynamicThemeTests {
  @Test func seedGeneratesEveryTraitAndExplicitRolesOverride() throws {
    let theme = try loadTheme(
      ##"{"colors": {"seed": "#6750A4", "dark": {"error": "#FF0000"}}}"##)
    // materialyoucolor 3.0.4: tonal spot, contrast 0 — primary 65558F light, surface 141218 dark.
    #expect(theme.colors.light.primary.hexString == "#65558FFF")
    #expect(theme.colors.light.primaryVariant.hexString == "#E9DDFFFF")
    #expect(theme.colors.dark.surface.hexString == "#141218FF")
    #expect(theme.colors.dark.error.hexString == "#FF0000FF")
    #expect(theme.colors.darkHighContrast.error.hexString == "#FF0000FF")
    #expect(theme.dynamicColor?.variant == .tonalSpot)
    #expect(ColorTraits.all.allSatisfy { !theme.colors[$0].elevationOverlayEnabledForDarkMode })
    // High contrast is generated at contrast level 1.
    let high = DynamicScheme(seed: Color(rgb: 0x6750A4), isDark: false, contrastLevel: 1)
    #expect(theme.colors.lightHighContrast.primary == high.color(for: .primary))
  }

  /// A seed list, spec 2026 and the watch platform (expected colors: mcu-oracle, upstream Java
  /// at 6112292, `6750A4,E6781E CMF false|true 0 2026 WATCH` and `6750A4 TONAL_SPOT false 0 2025
  /// WATCH`).
  @Test func seedListSpec2026AndPlatform() throws {
    let cmf = try loadTheme(
      ##"{"colors": {"seed": ["#6750A4", "#E6781E"], "variant": "cmf", "spec": "2026", "platform": "watch"}}"##
    )
    #expect(cmf.dynamicColor?.sourceColors.map(\.hexString) == ["#6750A4FF", "#E6781EFF"])
    #expect(cmf.dynamicColor?.platform == .watch)
    #expect(cmf.colors.light.primary.hexString == "#6750A4FF")
    #expect(cmf.colors.dark.primary.hexString == "#A890E9FF")
    #expect(cmf.colors.dark.surface.hexString == "#0F0D16FF")
    #expect(cmf.material3Scheme(appearance: .light)[.tertiary]?.hexString == "#984900FF")
    #expect(cmf.material3Scheme(appearance: .dark)[.tertiary]?.hexString == "#F08026FF")
    let watch = try loadTheme(
      ##"{"colors": {"seed": ["#6750A4"], "spec": "2025", "platform": "watch"}}"##)
    #expect(watch.colors.light.primary.hexString == "#D6C5FFFF")
    #expect(watch.colors.light.surface.hexString == "#000000FF")
  }

  @Test func seedListAndCmfSpecAreValidated() {
    do {
      _ = try loadTheme(##"{"colors": {"seed": ["#6750A4", "#E6781E"], "variant": "cmf"}}"##)
      Issue.record("cmf without spec 2026 was accepted")
    } catch {
      #expect(error.kind == .invalidValue)
      #expect(error.pointer.description == "/colors/variant")
      #expect(error.suggestion?.contains("2026") == true)
    }
    do {
      _ = try loadTheme(##"{"colors": {"seed": "#6750A4", "variant": "cmf", "spec": "2025"}}"##)
      Issue.record("cmf with spec 2025 was accepted")
    } catch {
      #expect(error.pointer.description == "/colors/spec")
    }
    do {
      _ = try loadTheme(##"{"colors": {"seed": []}}"##)
      Issue.record("an empty seed list was accepted")
    } catch {
      #expect(error.pointer.description == "/colors/seed")
    }
    do {
      _ = try loadTheme(##"{"colors": {"seed": ["#6750A4", "blue"]}}"##)
      Issue.record("an invalid seed in a list was accepted")
    } catch {
      #expect(error.pointer.description == "/colors/seed/1")
    }
    #expect(throws: ThemeError.self) {
      try loadTheme(##"{"colors": {"platform": "watch"}}"##)
    }
    #expect(throws: ThemeError.self) {
      try loadTheme(##"{"colors": {"seed": "#6750A4", "platform": "tv"}}"##)
    }
  }

  @Test func seedSettingsAreValidated() {
    #expect(throws: ThemeError.self) {
      try loadTheme(##"{"colors": {"variant": "vibrant"}}"##)
    }
    do {
      _ = try loadTheme(##"{"colors": {"seed": "#6750A4", "contrast": 2}}"##)
      Issue.record("contrast 2 was accepted")
    } catch {
      #expect(error.kind == .invalidValue)
      #expect(error.pointer.description == "/colors/contrast")
    }
    do {
      _ = try loadTheme(##"{"colors": {"seed": "#6750A4", "variant": "tonal"}}"##)
      Issue.record("an unknown variant was accepted")
    } catch {
      #expect(
        error.suggestion == "did you mean 'neutral'?"
          || error.suggestion?.contains("tonal-spot") == true)
    }
  }

  @Test func material3NavigationUsesTheDynamicRoles() throws {
    let theme = try loadTheme(
      ##"{"colors": {"seed": "#6750A4"}, "components": {"bottomNavigation": {"variant": "material3"}}}"##
    )
    #expect(theme.bottomNavigationVariant == .material3)
    // materialyoucolor 3.0.4 (6750A4, tonal spot, 2021): surface_container F2ECF4,
    // secondary_container E8DEF8, on_secondary_container 4A4458, on_surface 1D1B20,
    // on_surface_variant 49454E, error BA1A1A / on_error FFFFFF; dark surface_container 211F24.
    let light = theme.bottomNavigationStyle(.material3)
    #expect(light.barTintColor.hexString == "#F2ECF4FF")
    #expect(light.selectionIndicatorColor?.hexString == "#E8DEF8FF")
    #expect(light.selectedItemTintColor.hexString == "#4A4458FF")
    #expect(light.selectedItemTitleColor.hexString == "#1D1B20FF")
    #expect(light.unselectedItemTintColor.hexString == "#49454EFF")
    #expect(light.itemBadgeBackgroundColor.hexString == "#BA1A1AFF")
    #expect(light.itemBadgeTextColor.hexString == "#FFFFFFFF")
    #expect(light.itemTitleFont.weight == .medium)
    let dark = theme.bottomNavigationStyle(.material3, for: ColorTraits(appearance: .dark))
    #expect(dark.barTintColor.hexString == "#211F24FF")
    #expect(dark.selectionIndicatorColor?.hexString == "#4A4458FF")
  }

  @Test func explicitRolesOverrideGeneratedMaterial3Roles() throws {
    let seeded = try loadTheme(##"{"colors": {"seed": "#6750A4", "dark": {"error": "#FF0000"}}}"##)
    #expect(seeded.material3Scheme(appearance: .dark)[.error]?.hexString == "#FF0000FF")
    #expect(seeded.material3Scheme(appearance: .light)[.error]?.hexString == "#BA1A1AFF")
    #expect(
      seeded.material3Scheme(appearance: .dark, contrast: .medium)[.error]?.hexString == "#FF0000FF"
    )
    // A 2018 theme keeps its own colors where the roles correspond; the rest is generated.
    let baseline = try loadTheme("{}")
    let roles = baseline.material3Scheme(appearance: .light)
    #expect(roles[.primary]?.hexString == "#6200EEFF")
    #expect(roles[.primaryContainer]?.hexString == "#3700B3FF")
    #expect(roles[.surface]?.hexString == "#FFFFFFFF")
    #expect(
      roles[.surfaceContainer]
        == DynamicScheme(seed: Color(rgb: 0x6200EE), isDark: false).color(for: .surfaceContainer))
  }

  @Test func material2VariantsDrawNoIndicator() throws {
    let theme = try loadTheme("{}")
    #expect(theme.bottomNavigationStyle(.primary).selectionIndicatorColor == nil)
    #expect(theme.bottomNavigationStyle(.surface).selectionIndicatorColor == nil)
  }
}
