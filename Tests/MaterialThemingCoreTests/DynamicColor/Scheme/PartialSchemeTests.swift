import Testing

@testable import MaterialThemingCore

/// A scheme that solves only some roles up front answers every role exactly as the full scheme.
@Suite struct PartialSchemeTests {
  static let cases: [(DynamicSchemeVariant, ColorSpecVersion, Bool, Double)] = [
    (.tonalSpot, .spec2021, false, 0), (.tonalSpot, .spec2021, true, 1),
    (.expressive, .spec2025, true, 0.5), (.vibrant, .spec2026, false, -0.5),
    (.content, .spec2021, true, 0), (.cmf, .spec2026, false, 0),
  ]

  @Test(arguments: cases)
  func everyRoleMatchesTheFullScheme(
    variant: DynamicSchemeVariant, spec: ColorSpecVersion, dark: Bool, contrast: Double
  ) throws {
    let seed = try Color(hex: "#B33B15")
    let full = DynamicScheme(
      seed: seed, variant: variant, isDark: dark, contrastLevel: contrast, specVersion: spec)
    let partial = DynamicScheme(
      seed: seed, variant: variant, isDark: dark, contrastLevel: contrast, specVersion: spec,
      computing: BottomNavigationStyle.material3Roles)
    for role in DynamicColorRole.allCases {
      #expect(partial.argb(for: role) == full.argb(for: role), "\(role)")
    }
    #expect(partial.argbRoles.map(\.1) == full.argbRoles.map(\.1))
    #expect(partial.materialDynamicColors.map(\.argb) == full.materialDynamicColors.map(\.argb))
  }

  @Test func theMaterial3BarReadsTheRolesItDeclares() throws {
    let scheme = DynamicScheme(seed: try Color(hex: "#6750A4"))
    var read: Set<DynamicColorRole> = []
    _ = BottomNavigationStyle.material3(
      roleColor: { role in
        read.insert(role)
        return scheme.color(for: role)
      }, typography: TypographyScheme(defaults: .material201804))
    #expect(read == Set(BottomNavigationStyle.material3Roles))
  }
}
