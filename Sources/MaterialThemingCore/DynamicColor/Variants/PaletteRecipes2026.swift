/// The palettes of the CMF variant (upstream `SchemeCmf`, spec 2026): primary, secondary and the
/// neutrals from the first source color, tertiary from the second, error chosen apart from both.
enum PaletteRecipes2026 {
  /// Secondary chroma as a fraction of the seed's.
  static let secondaryChromaFactor = 0.5
  /// Tertiary chroma as a fraction of the seed's when there is no distinct second color.
  static let tertiaryChromaFactor = 0.75
  /// Neutral and neutral-variant chroma as a fraction of the seed's.
  static let neutralChromaFactor = 0.2
  /// The lowest error chroma.
  static let minimumErrorChroma = 50.0

  /// The palettes for `seed` and `secondarySeed` (the seed itself when only one was given).
  static func palettes(seed: Hct, secondarySeed: Hct) -> SchemePalettes {
    let h = seed.hue
    let c = seed.chroma
    let tertiary =
      seed.argb == secondarySeed.argb
      ? TonalPalette(hue: h, chroma: c * tertiaryChromaFactor)
      : TonalPalette(hue: secondarySeed.hue, chroma: secondarySeed.chroma)
    return SchemePalettes(
      primary: TonalPalette(hue: h, chroma: c),
      secondary: TonalPalette(hue: h, chroma: c * secondaryChromaFactor), tertiary: tertiary,
      neutral: TonalPalette(hue: h, chroma: c * neutralChromaFactor),
      neutralVariant: TonalPalette(hue: h, chroma: c * neutralChromaFactor),
      error: TonalPalette(
        hue: errorHue(primaryHue: h, tertiaryHue: tertiary.hue), chroma: max(c, minimumErrorChroma))
    )
  }

  /// The error hue for a primary and a tertiary hue: a red that stays clear of both.
  static func errorHue(primaryHue: Double, tertiaryHue: Double) -> Double {
    let t = tertiaryHue
    switch primaryHue {
    case ...8: return t <= 24 ? 28 : (t <= 32 ? 16 : 20)
    case ...16: return t <= 24 ? 32 : (t <= 32 ? 20 : 24)
    case ...20: return t <= 28 ? 32 : (t <= 32 ? 24 : 28)
    case ...28: return t <= 24 ? 32 : 16
    case ...32: return t <= 20 ? 24 : (t <= 28 ? 16 : 20)
    case ...40: return t > 20 && t <= 28 ? 16 : 24
    case ...152: return t > 24 && t <= 36 ? 20 : 32
    case ...272: return t > 20 && t <= 28 ? 16 : 24
    default: return t > 12 && t <= 28 ? 32 : 16
    }
  }
}
