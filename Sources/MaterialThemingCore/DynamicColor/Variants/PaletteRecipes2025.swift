/// The 2025 (phone) palette recipes of tonal spot, neutral, vibrant and expressive
/// (color-facts §1.4 "2025 overrides").
enum PaletteRecipes2025 {
  /// Hue breakpoints of the 2025 error hue.
  static let errorBreakpoints: [Double] = [0, 3, 13, 23, 33, 43, 153, 273, 360]
  /// Error hues per interval.
  static let errorHues: [Double] = [12, 22, 32, 12, 22, 32, 22, 12]

  /// Expressive secondary/tertiary hue breakpoints.
  static let expressiveBreakpoints: [Double] = [0, 105, 140, 204, 253, 278, 300, 333, 360]
  /// Expressive secondary rotations.
  static let expressiveSecondaryRotations: [Double] = [-160, 155, -100, 96, -96, -156, -165, -160]
  /// Expressive tertiary rotations.
  static let expressiveTertiaryRotations: [Double] = [-165, 160, -105, 101, -101, -160, -170, -165]
  /// Expressive neutral hue breakpoints.
  static let expressiveNeutralBreakpoints: [Double] = [0, 71, 124, 253, 278, 300, 360]
  /// Expressive neutral rotations.
  static let expressiveNeutralRotations: [Double] = [10, 0, 10, 0, 10, 0]

  /// Vibrant secondary and neutral hue breakpoints.
  static let vibrantBreakpoints: [Double] = [0, 38, 105, 140, 333, 360]
  /// Vibrant secondary and neutral rotations.
  static let vibrantRotations: [Double] = [-14, 10, -14, 10, -14]
  /// Vibrant tertiary hue breakpoints.
  static let vibrantTertiaryBreakpoints: [Double] = [0, 38, 71, 105, 140, 161, 253, 333, 360]
  /// Vibrant tertiary rotations.
  static let vibrantTertiaryRotations: [Double] = [-72, 35, 24, -24, 62, 50, 62, -72]

  /// Tonal spot tertiary hue breakpoints.
  static let tonalSpotTertiaryBreakpoints: [Double] = [0, 20, 71, 161, 333, 360]
  /// Tonal spot tertiary rotations.
  static let tonalSpotTertiaryRotations: [Double] = [-40, 48, -32, 40, -32]

  /// Neutral tertiary hue breakpoints.
  static let neutralTertiaryBreakpoints: [Double] = [0, 38, 105, 161, 204, 278, 333, 360]
  /// Neutral tertiary rotations.
  static let neutralTertiaryRotations: [Double] = [-32, 26, 10, -39, 24, -15, -32]

  /// The palettes of `variant` (one of the four 2025 variants) for `seed`.
  static func palettes(seed: Hct, variant: DynamicSchemeVariant, isDark: Bool) -> SchemePalettes {
    let h = seed.hue
    func p(_ hue: Double, _ chroma: Double) -> TonalPalette {
      TonalPalette(hue: hue, chroma: chroma)
    }
    let errorHue = HueRotation.piecewise(h, breakpoints: errorBreakpoints, values: errorHues)
    switch variant {
    case .neutral:
      let blue = Hct.isBlue(h)
      return SchemePalettes(
        primary: p(h, blue ? 12 : 8), secondary: p(h, blue ? 6 : 4),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: neutralTertiaryBreakpoints, rotations: neutralTertiaryRotations), 20),
        neutral: p(h, 1.4), neutralVariant: p(h, 1.4 * 2.2), error: p(errorHue, 50))
    case .vibrant:
      let neutralHue = HueRotation.rotated(
        h, breakpoints: vibrantBreakpoints, rotations: vibrantRotations)
      let neutralChroma = 28.0
      return SchemePalettes(
        primary: p(h, 74),
        secondary: p(
          HueRotation.rotated(h, breakpoints: vibrantBreakpoints, rotations: vibrantRotations), 56),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: vibrantTertiaryBreakpoints, rotations: vibrantTertiaryRotations), 56),
        neutral: p(neutralHue, neutralChroma), neutralVariant: p(neutralHue, neutralChroma * 1.29),
        error: p(errorHue, 80))
    case .expressive:
      let neutralHue = HueRotation.rotated(
        h, breakpoints: expressiveNeutralBreakpoints, rotations: expressiveNeutralRotations)
      let neutralChroma: Double = isDark ? (Hct.isYellow(neutralHue) ? 6 : 14) : 18
      let variantFactor = Hct.isYellow(neutralHue) ? 1.6 : 2.3
      return SchemePalettes(
        primary: p(h, isDark ? 36 : 48),
        secondary: p(
          HueRotation.rotated(
            h, breakpoints: expressiveBreakpoints, rotations: expressiveSecondaryRotations),
          isDark ? 16 : 24),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: expressiveBreakpoints, rotations: expressiveTertiaryRotations), 48),
        neutral: p(neutralHue, neutralChroma),
        neutralVariant: p(neutralHue, neutralChroma * variantFactor), error: p(errorHue, 64))
    default:  // .tonalSpot (other variants never reach the 2025 recipes)
      return SchemePalettes(
        primary: p(h, isDark ? 26 : 32), secondary: p(h, 16),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: tonalSpotTertiaryBreakpoints, rotations: tonalSpotTertiaryRotations), 28
        ),
        neutral: p(h, 5), neutralVariant: p(h, 5 * 1.7), error: p(errorHue, 60))
    }
  }
}
