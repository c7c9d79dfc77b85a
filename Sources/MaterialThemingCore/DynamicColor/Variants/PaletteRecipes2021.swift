/// The 2021 palette recipes of the nine variants (material-color-utilities' `Scheme…` classes, 2021
/// spec).
enum PaletteRecipes2021 {
  /// Vibrant's hue breakpoints.
  static let vibrantBreakpoints: [Double] = [0, 41, 61, 101, 131, 181, 251, 301, 360]
  /// Vibrant's secondary rotations.
  static let vibrantSecondaryRotations: [Double] = [18, 15, 10, 12, 15, 18, 15, 12, 12]
  /// Vibrant's tertiary rotations.
  static let vibrantTertiaryRotations: [Double] = [35, 30, 20, 25, 30, 35, 30, 25, 25]
  /// Expressive's hue breakpoints.
  static let expressiveBreakpoints: [Double] = [0, 21, 51, 121, 151, 191, 271, 321, 360]
  /// Expressive's secondary rotations.
  static let expressiveSecondaryRotations: [Double] = [45, 95, 45, 20, 45, 90, 45, 45, 45]
  /// Expressive's tertiary rotations.
  static let expressiveTertiaryRotations: [Double] = [120, 120, 20, 45, 20, 15, 20, 120, 120]

  /// The palettes of `variant` for `seed`.
  static func palettes(seed: Hct, variant: DynamicSchemeVariant) -> SchemePalettes {
    let h = seed.hue
    let c = seed.chroma
    func p(_ hue: Double, _ chroma: Double) -> TonalPalette {
      TonalPalette(hue: hue, chroma: chroma)
    }
    let error = SchemePalettes.error2021
    switch variant {
    case .tonalSpot:
      return SchemePalettes(
        primary: p(h, 36), secondary: p(h, 16), tertiary: p(ColorMath.sanitizeDegrees(h + 60), 24),
        neutral: p(h, 6), neutralVariant: p(h, 8), error: error)
    case .neutral:
      return SchemePalettes(
        primary: p(h, 12), secondary: p(h, 8), tertiary: p(h, 16), neutral: p(h, 2),
        neutralVariant: p(h, 2), error: error)
    case .vibrant:
      return SchemePalettes(
        primary: p(h, 200),
        secondary: p(
          HueRotation.rotated(
            h, breakpoints: vibrantBreakpoints, rotations: vibrantSecondaryRotations), 24),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: vibrantBreakpoints, rotations: vibrantTertiaryRotations), 32),
        neutral: p(h, 10), neutralVariant: p(h, 12), error: error)
    case .expressive:
      return SchemePalettes(
        primary: p(ColorMath.sanitizeDegrees(h + 240), 40),
        secondary: p(
          HueRotation.rotated(
            h, breakpoints: expressiveBreakpoints, rotations: expressiveSecondaryRotations), 24),
        tertiary: p(
          HueRotation.rotated(
            h, breakpoints: expressiveBreakpoints, rotations: expressiveTertiaryRotations), 32),
        neutral: p(ColorMath.sanitizeDegrees(h + 15), 8),
        neutralVariant: p(ColorMath.sanitizeDegrees(h + 15), 12), error: error)
    case .fidelity, .content:
      let temperatures = TemperatureCache(seed)
      let tertiarySource =
        variant == .fidelity
        ? temperatures.complement : temperatures.analogous(count: 3, divisions: 6)[2]
      return SchemePalettes(
        primary: p(h, c), secondary: p(h, max(c - 32.0, c * 0.5)),
        tertiary: TonalPalette(hct: DislikeAnalyzer.fixIfDisliked(tertiarySource)),
        neutral: p(h, c / 8.0), neutralVariant: p(h, c / 8.0 + 4.0), error: error)
    case .monochrome, .cmf:  // CMF has its own recipe (``PaletteRecipes2026``)
      return SchemePalettes(
        primary: p(h, 0), secondary: p(h, 0), tertiary: p(h, 0), neutral: p(h, 0),
        neutralVariant: p(h, 0), error: error)
    case .rainbow:
      return SchemePalettes(
        primary: p(h, 48), secondary: p(h, 16), tertiary: p(ColorMath.sanitizeDegrees(h + 60), 24),
        neutral: p(h, 0), neutralVariant: p(h, 0), error: error)
    case .fruitSalad:
      return SchemePalettes(
        primary: p(ColorMath.sanitizeDegrees(h - 50), 48),
        secondary: p(ColorMath.sanitizeDegrees(h - 50), 36), tertiary: p(h, 36), neutral: p(h, 10),
        neutralVariant: p(h, 16), error: error)
    }
  }
}
