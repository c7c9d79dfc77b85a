import TestSupport
import Testing

@testable import MaterialTheming

/// The batch paths the generators use (every trait at once, Material 3 schemes generated
/// together, semantic-mapped roles taken from the theme) give exactly what the public per-trait
/// accessors give, for every shipped theme and Theme Builder fixture.
@Suite struct BatchResolutionTests {
  static var inputs: [String] {
    Repository.themeFiles + InteropFixtures.themeBuilderExports.map(InteropFixtures.path)
  }

  static func schemes(_ theme: Theme) -> [ContainerScheme] {
    ColorTraits.all.map { theme.containerScheme(for: $0) }
  }

  /// `style` with every field the overrides state laid over it, field by field through the
  /// table, as theming did before the batch paths.
  static func applyingEachField<Style: FieldTableStyle>(
    _ overrides: Style.Overrides, to style: Style, scheme: ContainerScheme
  ) -> Style {
    var style = style
    for field in Style.fields { field.apply(overrides, to: &style, scheme: scheme) }
    return style
  }

  @Test(arguments: inputs)
  func bottomNavigationStylesEqualStylesMadeOneTraitAtATime(path: String) throws {
    let theme = try ThemeLoader().load(contentsOf: path)
    for variant in BottomNavigationVariant.allCases {
      let batch = theme.bottomNavigationStyles(
        variant, for: ColorTraits.all, schemes: Self.schemes(theme))
      // Each trait on its own: the full Material 3 scheme of the slot (every role solved, the
      // semantic roles compared and laid over it), then every stated field.
      let one = ColorTraits.all.map { traits in
        let scheme = theme.containerScheme(for: traits)
        let themed =
          variant == .material3
          ? BottomNavigationStyle.material3(
            roles: theme.material3Scheme(
              appearance: traits.appearance, contrast: Material3Contrast(traits.contrast)),
            typography: theme.typography)
          : variant.style(with: scheme)
        return Self.applyingEachField(
          theme.components.bottomNavigationOverrides(for: variant), to: themed, scheme: scheme)
      }
      #expect(batch == one, "\(variant)")
      #expect(ColorTraits.all.map { theme.bottomNavigationStyle(variant, for: $0) } == one)
    }
  }

  @Test(arguments: inputs)
  func drawerStylesEqualStylesMadeOneTraitAtATime(path: String) throws {
    let theme = try ThemeLoader().load(contentsOf: path)
    let batch = theme.bottomDrawerStyles(for: ColorTraits.all, schemes: Self.schemes(theme))
    let one = ColorTraits.all.map { traits in
      let scheme = theme.containerScheme(for: traits)
      return Self.applyingEachField(
        theme.components.bottomDrawer,
        to: BottomDrawerStyle.themed(with: scheme, appearance: traits.appearance), scheme: scheme)
    }
    #expect(batch == one)
    #expect(ColorTraits.all.map { theme.bottomDrawerStyle(for: $0) } == one)
  }

  @Test(arguments: inputs)
  func material3SchemesEqualThePerSlotSchemes(path: String) throws {
    let theme = try ThemeLoader().load(contentsOf: path)
    let roles = DynamicColorRole.roles(for: theme.dynamicColor?.specVersion ?? .spec2021)
    let batch = theme.material3Schemes(for: ColorTraits.all, computing: roles)
    for (traits, set) in zip(ColorTraits.all, batch) {
      let one = theme.material3Scheme(
        appearance: traits.appearance, contrast: Material3Contrast(traits.contrast))
      for role in roles { #expect(set[role] == one[role], "\(traits) \(role)") }
    }
  }

  /// A theme whose semantic roles equal the generated ones and one whose roles all differ: the
  /// semantic-mapped Material 3 roles are the theme's either way.
  @Test func semanticRolesWinWhetherOrNotTheyDiffer() throws {
    let seeded = try ThemeLoader().load(
      bytes: Array(##"{"name": "S", "colors": {"seed": "#6750A4"}}"##.utf8), fileName: "s.json")
    var stated = seeded
    for traits in ColorTraits.all {
      var scheme = stated.colors[traits]
      for role in ColorRole.allCases { scheme[role] = Color(argb: 0xFF12_3456) }
      stated.colors[traits] = scheme
    }
    for theme in [seeded, stated] {
      let roles = BottomNavigationStyle.material3Roles + [.primary, .surface, .onPrimary]
      let batch = theme.material3Schemes(for: ColorTraits.all, computing: roles)
      for (traits, set) in zip(ColorTraits.all, batch) {
        let one = theme.material3Scheme(
          appearance: traits.appearance, contrast: Material3Contrast(traits.contrast))
        for role in roles { #expect(set[role] == one[role], "\(traits) \(role)") }
        #expect(set[.surface] == theme.colors[traits].surface)
      }
    }
  }
}
