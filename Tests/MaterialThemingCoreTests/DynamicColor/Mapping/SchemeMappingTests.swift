import Testing

@testable import MaterialThemingCore

/// The documented mapping of dynamic roles onto the ten semantic roles.
@Suite struct SchemeMappingTests {
  @Test func lightTonalSpotOf6750A4() throws {
    let scheme = SemanticColorScheme(dynamicScheme: DynamicScheme(seed: try Color(hex: "#6750A4")))
    // Expected values: materialyoucolor 3.0.4 (6750A4 light, 2021).
    #expect(scheme.primary.hexString == "#65558FFF")
    #expect(scheme.primaryVariant.hexString == "#E9DDFFFF")
    #expect(scheme.secondary.hexString == "#625B71FF")
    #expect(scheme.error.hexString == "#BA1A1AFF")
    #expect(scheme.surface.hexString == "#FDF7FFFF")
    #expect(scheme.background.hexString == "#FDF7FFFF")
    #expect(scheme.onPrimary.hexString == "#FFFFFFFF")
    #expect(scheme.onSecondary.hexString == "#FFFFFFFF")
    #expect(scheme.onSurface.hexString == "#1D1B20FF")
    #expect(scheme.onBackground.hexString == "#1D1B20FF")
    #expect(scheme.elevationOverlayEnabledForDarkMode == false)
  }

  @Test func everyMappedRoleComesFromItsDynamicRole() throws {
    let dynamic = DynamicScheme(
      seed: try Color(hex: "#FA2BEC"), variant: .vibrant, isDark: true, contrastLevel: 0.5,
      specVersion: .spec2025)
    let scheme = SemanticColorScheme(dynamicScheme: dynamic)
    let mapping: [(ColorRole, DynamicColorRole)] = [
      (.primary, .primary), (.primaryVariant, .primaryContainer), (.secondary, .secondary),
      (.error, .error), (.surface, .surface), (.background, .background),
      (.onPrimary, .onPrimary), (.onSecondary, .onSecondary), (.onSurface, .onSurface),
      (.onBackground, .onBackground),
    ]
    for (semantic, role) in mapping {
      #expect(scheme[semantic] == dynamic.color(for: role), "\(semantic)")
    }
  }

  @Test func adaptiveSchemeUsesAppearanceAndHighContrast() throws {
    let seed = try Color(hex: "#6750A4")
    let adaptive = AdaptiveColorScheme(seed: seed)
    #expect(adaptive.light.primary.hexString == "#65558FFF")
    #expect(adaptive.dark.surface.hexString == "#141218FF")
    #expect(adaptive.dark.primary.hexString == "#CFBDFEFF")
    let high = DynamicScheme(seed: seed, isDark: false, contrastLevel: 1)
    #expect(adaptive.lightHighContrast == SemanticColorScheme(dynamicScheme: high))
    let darkHigh = DynamicScheme(seed: seed, isDark: true, contrastLevel: 1)
    #expect(adaptive.darkHighContrast == SemanticColorScheme(dynamicScheme: darkHigh))
    #expect(adaptive.resolved(for: ColorTraits(appearance: .dark)) == adaptive.dark)
  }

  @Test func reducedContrastKeepsHighAtOne() throws {
    let seed = try Color(hex: "#0000FF")
    let adaptive = AdaptiveColorScheme(seed: seed, contrastLevel: -1)
    let reduced = DynamicScheme(seed: seed, contrastLevel: -1)
    let high = DynamicScheme(seed: seed, contrastLevel: 1)
    #expect(adaptive.light == SemanticColorScheme(dynamicScheme: reduced))
    #expect(adaptive.lightHighContrast == SemanticColorScheme(dynamicScheme: high))
  }
}
