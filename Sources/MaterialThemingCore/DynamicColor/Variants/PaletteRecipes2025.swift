/// The 2025 (phone) palette recipes of tonal spot, neutral, vibrant and expressive
/// (material-color-utilities' `ColorSpec2025` palette overrides).
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

  /// The palettes of `variant` (one of the four 2025 variants) for `seed` on `platform`.
  static func palettes(
    seed: Hct, variant: DynamicSchemeVariant, isDark: Bool, platform: DynamicSchemePlatform
  ) -> SchemePalettes {
    let h = seed.hue
    let phone = platform == .phone
    func p(_ hue: Double, _ chroma: Double) -> TonalPalette {
      TonalPalette(hue: hue, chroma: chroma)
    }
    let errorHue = HueRotation.piecewise(h, breakpoints: errorBreakpoints, values: errorHues)
    switch variant {
    case .neutral:
      let blue = Hct.isBlue(h)
      let neutralChroma = phone ? 1.4 : 6
      return SchemePalettes(
        primary: p(h, phone ? (blue ? 12 : 8) : (blue ? 16 : 12)),
        secondary: p(h, phone ? (blue ? 6 : 4) : (blue ? 10 : 6)),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: neutralTertiaryBreakpoints, rotations: neutralTertiaryRotations),
          phone ? 20 : 36),
        neutral: p(h, neutralChroma), neutralVariant: p(h, neutralChroma * 2.2),
        error: p(errorHue, phone ? 50 : 40))
    case .vibrant:
      let neutralHue = HueRotation.rotated(
        h, breakpoints: vibrantBreakpoints, rotations: vibrantRotations)
      let neutralChroma: Double = phone ? 28 : (Hct.isBlue(neutralHue) ? 28 : 20)
      return SchemePalettes(
        primary: p(h, phone ? 74 : 56),
        secondary: p(
          HueRotation.rotated(h, breakpoints: vibrantBreakpoints, rotations: vibrantRotations),
          phone ? 56 : 36),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: vibrantTertiaryBreakpoints, rotations: vibrantTertiaryRotations), 56),
        neutral: p(neutralHue, neutralChroma), neutralVariant: p(neutralHue, neutralChroma * 1.29),
        error: p(errorHue, phone ? 80 : 60))
    case .expressive:
      let neutralHue = HueRotation.rotated(
        h, breakpoints: expressiveNeutralBreakpoints, rotations: expressiveNeutralRotations)
      let neutralChroma: Double =
        phone ? (isDark ? (Hct.isYellow(neutralHue) ? 6 : 14) : 18) : 12
      let variantFactor = Hct.isYellow(neutralHue) ? 1.6 : 2.3
      return SchemePalettes(
        primary: p(h, phone ? (isDark ? 36 : 48) : 40),
        secondary: p(
          HueRotation.rotated(
            h, breakpoints: expressiveBreakpoints, rotations: expressiveSecondaryRotations),
          phone ? (isDark ? 16 : 24) : 24),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: expressiveBreakpoints, rotations: expressiveTertiaryRotations), 48),
        neutral: p(neutralHue, neutralChroma),
        neutralVariant: p(neutralHue, neutralChroma * variantFactor),
        error: p(errorHue, phone ? 64 : 48))
    default:  // .tonalSpot (other variants never reach the 2025 recipes)
      let neutralChroma: Double = phone ? 5 : 10
      return SchemePalettes(
        primary: p(h, phone && isDark ? 26 : 32), secondary: p(h, 16),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: tonalSpotTertiaryBreakpoints, rotations: tonalSpotTertiaryRotations),
          phone ? 28 : 32),
        neutral: p(h, neutralChroma), neutralVariant: p(h, neutralChroma * 1.7),
        error: p(errorHue, phone ? 60 : 48))
    }
  }
}
