/// The inputs every role computation reads: seed, variant, appearance, contrast, spec, palettes.
struct SchemeContext: Sendable {
  /// The seed color.
  var seed: Hct
  /// The palette recipe.
  var variant: DynamicSchemeVariant
  /// Dark appearance.
  var isDark: Bool
  /// Contrast level in −1...1.
  var contrastLevel: Double
  /// The effective spec version (after the fallback rule).
  var spec: ColorSpecVersion
  /// The scheme's palettes.
  var palettes: SchemePalettes

  /// Whether the variant is monochrome.
  var isMonochrome: Bool { variant == .monochrome }
  /// Whether the variant keeps the seed's own chroma (content or fidelity).
  var isFidelity: Bool { variant == .fidelity || variant == .content }
  /// The surface the accents must contrast with: surfaceBright in dark, surfaceDim in light.
  var highestSurface: DynamicColorRole { isDark ? .surfaceBright : .surfaceDim }
}
