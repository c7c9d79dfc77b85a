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

/// Schemes generated in one batch (shared palettes and solved colors) equal schemes generated
/// one at a time.
@Suite struct SchemeBatchTests {
  static let seeds: [UInt32] = [0xFF6750A4, 0xFFB33B15, 0xFF00FF00, 0xFFFFEB3B, 0xFF808080]

  @Test(arguments: [
    (DynamicSchemeVariant.tonalSpot, ColorSpecVersion.spec2021),
    (.tonalSpot, .spec2025), (.expressive, .spec2025), (.vibrant, .spec2026),
    (.content, .spec2021), (.fidelity, .spec2021), (.cmf, .spec2026), (.neutral, .spec2025),
  ])
  func aBatchEqualsSchemesMadeOneAtATime(variant: DynamicSchemeVariant, spec: ColorSpecVersion) {
    // Repeated seeds (which share palettes) and distinct ones, both appearances, four levels.
    var requests: [(seed: Color, isDark: Bool, contrastLevel: Double)] = []
    for (index, seed) in (Self.seeds + Self.seeds.prefix(2)).enumerated() {
      requests.append((Color(argb: seed), index % 2 == 1, [-1, 0, 0.5, 1][index % 4]))
      requests.append((Color(argb: seed), index % 2 == 0, [0, 1, -0.5, 0.5][index % 4]))
    }
    let second = Color(argb: 0xFF1E88E5)
    for roles in [nil, BottomNavigationStyle.material3Roles] {
      let batch = DynamicScheme.schemes(
        requests, additionalSeeds: [second], variant: variant, specVersion: spec,
        computing: roles)
      #expect(batch.count == requests.count)
      for (request, scheme) in zip(requests, batch) {
        let alone = DynamicScheme(
          seed: request.seed, additionalSeeds: [second], variant: variant,
          isDark: request.isDark, contrastLevel: request.contrastLevel, specVersion: spec)
        #expect(scheme.argbRoles.map(\.1) == alone.argbRoles.map(\.1), "\(request)")
        #expect(scheme.materialDynamicColors.map(\.argb) == alone.materialDynamicColors.map(\.argb))
      }
    }
  }
}
