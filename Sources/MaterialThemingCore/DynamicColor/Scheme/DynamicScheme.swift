/// A complete Material 3 color scheme generated from one seed color
/// (Material Color Utilities' `DynamicScheme`, color-facts §1.4–1.7).
///
/// Every role is computed once, when the scheme is created.
/// ```swift
/// let scheme = DynamicScheme(seed: try Color(hex: "#6750A4"))
/// scheme.color(for: .primary)?.hexString   // "#65558FFF"
/// ```
public struct DynamicScheme: Sendable, Hashable {
  /// The seed color (opaque).
  public let seed: Hct
  /// The palette recipe.
  public let variant: DynamicSchemeVariant
  /// Whether the scheme is for the dark appearance.
  public let isDark: Bool
  /// The contrast level in −1...1 (−1 reduced, 0 standard, 0.5 medium, 1 high).
  public let contrastLevel: Double
  /// The spec version that was asked for.
  public let requestedSpecVersion: ColorSpecVersion
  /// The spec version in effect: variants other than tonal spot, neutral, vibrant and expressive
  /// fall back to 2021 (`maybeFallbackSpecVersion`).
  public let specVersion: ColorSpecVersion
  /// The six palettes the roles are drawn from.
  public let palettes: SchemePalettes
  /// ARGB of every role in ``DynamicColorRole/allCases`` order; 0 for roles the spec lacks.
  private let colors: [UInt32]

  /// The contrast range accepted; values outside are clamped.
  public static let contrastRange = -1.0...1.0

  /// Generates the scheme of `seed` (its alpha is ignored).
  ///
  /// - Parameters:
  ///   - seed: The source color.
  ///   - variant: The palette recipe (default tonal spot).
  ///   - isDark: Dark appearance (default light).
  ///   - contrastLevel: −1...1 (default 0); clamped.
  ///   - specVersion: The spec to follow (default 2021); see ``specVersion`` for the fallback.
  public init(
    seed: Color, variant: DynamicSchemeVariant = .tonalSpot, isDark: Bool = false,
    contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021
  ) {
    self.init(
      seedARGB: seed.argb, variant: variant, isDark: isDark, contrastLevel: contrastLevel,
      specVersion: specVersion)
  }

  /// Generates the scheme of a `0xAARRGGBB` seed (alpha ignored).
  public init(
    seedARGB: UInt32, variant: DynamicSchemeVariant = .tonalSpot, isDark: Bool = false,
    contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021
  ) {
    let seed = Hct(argb: seedARGB | 0xFF00_0000)
    let level = min(
      max(contrastLevel, Self.contrastRange.lowerBound), Self.contrastRange.upperBound)
    let effective = specVersion.effective(for: variant)
    let palettes = SchemePalettes(seed: seed, variant: variant, isDark: isDark, spec: effective)
    self.init(
      seed: seed, variant: variant, isDark: isDark, contrastLevel: level,
      requestedSpecVersion: specVersion, palettes: palettes)
  }

  /// Generates the scheme with precomputed palettes (reused between light and dark in 2021),
  /// optionally sharing a cache of solved colors with a scheme of the same palettes and spec.
  init(
    seed: Hct, variant: DynamicSchemeVariant, isDark: Bool, contrastLevel: Double,
    requestedSpecVersion: ColorSpecVersion, palettes: SchemePalettes,
    cache: PaletteCache? = nil
  ) {
    self.seed = seed
    self.variant = variant
    self.isDark = isDark
    self.contrastLevel = contrastLevel
    self.requestedSpecVersion = requestedSpecVersion
    let effective = requestedSpecVersion.effective(for: variant)
    self.specVersion = effective
    self.palettes = palettes
    let context = SchemeContext(
      seed: seed, variant: variant, isDark: isDark, contrastLevel: contrastLevel, spec: effective,
      palettes: palettes)
    let resolver = ToneResolver(context: context, searches: cache)
    var colors = [UInt32](repeating: 0, count: DynamicColorRole.count)
    for role in DynamicColorRole.roles(for: effective) {
      colors[role.index] = resolver.argb(role)
    }
    self.colors = colors
  }

  /// The scheme of the same seed, variant and spec in light and in dark, sharing palettes where
  /// the spec allows (2021 palettes do not depend on the appearance).
  public static func lightAndDark(
    seed: Color, variant: DynamicSchemeVariant = .tonalSpot, contrastLevel: Double = 0,
    specVersion: ColorSpecVersion = .spec2021
  ) -> (light: DynamicScheme, dark: DynamicScheme) {
    let effective = specVersion.effective(for: variant)
    guard effective == .spec2021 else {
      let light = DynamicScheme(
        seed: seed, variant: variant, isDark: false, contrastLevel: contrastLevel,
        specVersion: specVersion)
      let dark = DynamicScheme(
        seed: seed, variant: variant, isDark: true, contrastLevel: contrastLevel,
        specVersion: specVersion)
      return (light, dark)
    }
    let hct = Hct(argb: seed.argb | 0xFF00_0000)
    let level = min(max(contrastLevel, contrastRange.lowerBound), contrastRange.upperBound)
    let palettes = SchemePalettes(seed: hct, variant: variant, isDark: false, spec: effective)
    let cache = PaletteCache(palettes: palettes)
    let light = DynamicScheme(
      seed: hct, variant: variant, isDark: false, contrastLevel: level,
      requestedSpecVersion: specVersion, palettes: palettes, cache: cache)
    let dark = DynamicScheme(
      seed: hct, variant: variant, isDark: true, contrastLevel: level,
      requestedSpecVersion: specVersion, palettes: palettes, cache: cache)
    return (light, dark)
  }

  /// The ARGB color of `role`, or nil when the effective spec lacks it (the dim roles in 2021).
  public func argb(for role: DynamicColorRole) -> UInt32? {
    if specVersion == .spec2021 && DynamicColorRole.dimRoles.contains(role) { return nil }
    return colors[role.index]
  }

  /// The color of `role`, or nil when the effective spec lacks it (the dim roles in 2021).
  public func color(for role: DynamicColorRole) -> Color? {
    argb(for: role).map { Color(argb: $0) }
  }

  /// Every role the effective spec defines with its color, in table order.
  public var roles: [(DynamicColorRole, Color)] {
    DynamicColorRole.roles(for: specVersion).map { ($0, Color(argb: colors[$0.index])) }
  }

  /// Every role the effective spec defines with its ARGB color, in table order.
  public var argbRoles: [(DynamicColorRole, UInt32)] {
    DynamicColorRole.roles(for: specVersion).map { ($0, colors[$0.index]) }
  }
}
