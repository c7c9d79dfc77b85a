import Testing

@testable import MaterialThemingCore

/// Public behavior of ``DynamicScheme``: roles per spec, fallback, order, clamping.
@Suite struct DynamicSchemeTests {
  @Test func roleCountsPerSpec() {
    #expect(DynamicColorRole.spec2021Roles.count == 49)
    #expect(DynamicColorRole.spec2025Roles.count == 53)
    let scheme2021 = DynamicScheme(seedARGB: 0xFF67_50A4)
    #expect(scheme2021.roles.map(\.0) == DynamicColorRole.spec2021Roles)
    #expect(scheme2021.color(for: .primaryDim) == nil)
    let scheme2025 = DynamicScheme(seedARGB: 0xFF67_50A4, specVersion: .spec2025)
    #expect(scheme2025.roles.map(\.0) == DynamicColorRole.spec2025Roles)
    #expect(scheme2025.color(for: .primaryDim)?.hexString == "#594B7CFF")
  }

  @Test(arguments: DynamicSchemeVariant.allCases.filter { $0 != .cmf })
  func specFallback(variant: DynamicSchemeVariant) {
    let scheme = DynamicScheme(seedARGB: 0xFF00_00FF, variant: variant, specVersion: .spec2025)
    let expected: ColorSpecVersion =
      [.tonalSpot, .neutral, .vibrant, .expressive].contains(variant) ? .spec2025 : .spec2021
    #expect(scheme.specVersion == expected)
    #expect(scheme.requestedSpecVersion == .spec2025)
    #expect(scheme.roles.count == (expected == .spec2025 ? 53 : 49))
  }

  @Test func variantRawValuesAreKebabCase() {
    #expect(
      DynamicSchemeVariant.allCases.map(\.rawValue) == [
        "tonal-spot", "content", "fidelity", "vibrant", "expressive", "neutral", "monochrome",
        "rainbow", "fruit-salad", "cmf",
      ])
  }

  /// Upstream's silent fall-back for 2026 (`maybeFallbackSpecVersion`): the four 2025 variants
  /// use 2025, the others 2021, CMF keeps 2026.
  @Test(arguments: DynamicSchemeVariant.allCases)
  func spec2026Fallback(variant: DynamicSchemeVariant) throws {
    let scheme = try DynamicScheme(
      sourceColors: [Color(rgb: 0x0000FF)], variant: variant, specVersion: .spec2026)
    let expected: ColorSpecVersion =
      switch variant {
      case .tonalSpot, .neutral, .vibrant, .expressive: .spec2025
      case .cmf: .spec2026
      default: .spec2021
      }
    #expect(scheme.specVersion == expected)
    #expect(scheme.requestedSpecVersion == .spec2026)
  }

  @Test(arguments: [ColorSpecVersion.spec2021, .spec2025])
  func cmfNeedsSpec2026(spec: ColorSpecVersion) {
    #expect(throws: DynamicSchemeError.cmfRequiresSpec2026(spec)) {
      try DynamicScheme(sourceColors: [Color(rgb: 0x6750A4)], variant: .cmf, specVersion: spec)
    }
    #expect(throws: DynamicSchemeError.noSourceColor) {
      try DynamicScheme(sourceColors: [], specVersion: spec)
    }
  }

  /// Every upstream role is listed once, in upstream's order, with the Material 3 roles mapped.
  @Test func upstreamRoleSet() {
    let roles = MaterialDynamicColorRole.allCases
    #expect(roles.count == 67)
    #expect(roles.first == .primaryPaletteKeyColor && roles.last == .textHintInverse)
    #expect(roles.compactMap(\.dynamicColorRole).count == DynamicColorRole.allCases.count)
    for role in DynamicColorRole.allCases {
      #expect(MaterialDynamicColorRole(role).dynamicColorRole == role)
    }
    let scheme = DynamicScheme(seedARGB: 0xFF67_50A4, isDark: true)
    #expect(scheme.materialDynamicColors.map(\.role) == roles)
    // 2021 tables have no dim roles, upstream computes them anyway.
    #expect(scheme.argb(for: .primaryDim) == nil)
    #expect(scheme.argb(for: MaterialDynamicColorRole.primaryDim) >> 24 == 0xFF)
    // Upstream's controlHighlight: white at 20 % in dark.
    #expect(scheme.argb(for: MaterialDynamicColorRole.controlHighlight) == 0x33FF_FFFF)
  }

  /// `lightAndDark` (one memo for both schemes) gives the schemes built one by one.
  @Test(arguments: DynamicSchemeVariant.allCases)
  func lightAndDarkEqualsSeparateSchemes(variant: DynamicSchemeVariant) {
    for seed: UInt32 in [0x6750A4, 0xE6781E, 0x00FF00, 0xADAD04, 0x123456] {
      for spec in ColorSpecVersion.allCases {
        for platform in DynamicSchemePlatform.allCases {
          let pair = DynamicScheme.lightAndDark(
            seed: Color(rgb: seed), variant: variant, contrastLevel: 0.3, specVersion: spec,
            platform: platform)
          for (scheme, dark) in [(pair.light, false), (pair.dark, true)] {
            let single = DynamicScheme(
              seed: Color(rgb: seed), variant: variant, isDark: dark, contrastLevel: 0.3,
              specVersion: spec, platform: platform)
            #expect(scheme.argbRoles.map(\.1) == single.argbRoles.map(\.1))
            #expect(
              scheme.materialDynamicColors.map(\.argb) == single.materialDynamicColors.map(\.argb))
          }
        }
      }
    }
  }

  @Test func contrastIsClamped() {
    let over = DynamicScheme(seedARGB: 0xFF00_00FF, contrastLevel: 3)
    let high = DynamicScheme(seedARGB: 0xFF00_00FF, contrastLevel: 1)
    #expect(over.contrastLevel == 1)
    #expect(over.argbRoles.map(\.1) == high.argbRoles.map(\.1))
  }

  @Test func seedAlphaIsIgnored() {
    let opaque = DynamicScheme(seedARGB: 0xFF67_50A4)
    let translucent = DynamicScheme(seed: Color(argb: 0x8067_50A4))
    #expect(opaque == translucent)
  }

  @Test(arguments: [ColorSpecVersion.spec2021, .spec2025])
  func lightAndDarkMatchSeparateSchemes(spec: ColorSpecVersion) {
    let seed = Color(argb: 0xFF85_0096)
    let pair = DynamicScheme.lightAndDark(seed: seed, variant: .tonalSpot, specVersion: spec)
    #expect(pair.light == DynamicScheme(seed: seed, isDark: false, specVersion: spec))
    #expect(pair.dark == DynamicScheme(seed: seed, isDark: true, specVersion: spec))
  }
}
