/// The inputs every role computation reads: seed, variant, appearance, contrast, spec, platform,
/// palettes.
struct SchemeContext: Sendable {
  /// The seed color (the first source color).
  var seed: Hct
  /// The second source color, or the seed when there is one (2026 tertiary roles).
  var secondarySeed: Hct
  /// The palette recipe.
  var variant: DynamicSchemeVariant
  /// Dark appearance.
  var isDark: Bool
  /// Contrast level in −1...1.
  var contrastLevel: Double
  /// The effective spec version (after the fallback rule).
  var spec: ColorSpecVersion
  /// The device the scheme is for.
  var platform: DynamicSchemePlatform
  /// The scheme's palettes.
  var palettes: SchemePalettes

  /// Whether the variant is monochrome.
  var isMonochrome: Bool { variant == .monochrome }
  /// Whether the variant keeps the seed's own chroma (content or fidelity).
  var isFidelity: Bool { variant == .fidelity || variant == .content }
  /// Whether the scheme is for a phone.
  var isPhone: Bool { platform == .phone }
  /// The surface the accents must contrast with: surfaceBright in dark, surfaceDim in light.
  var highestSurface: MaterialDynamicColorRole { Self.highestSurface(isDark: isDark) }

  /// The surface the accents must contrast with in dark appearance or not.
  static func highestSurface(isDark: Bool) -> MaterialDynamicColorRole {
    isDark ? .surfaceBright : .surfaceDim
  }
}
