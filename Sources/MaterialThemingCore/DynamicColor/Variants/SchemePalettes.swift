/// The six tonal palettes of a dynamic scheme.
public struct SchemePalettes: Sendable, Hashable {
  /// The primary palette.
  public var primary: TonalPalette
  /// The secondary palette.
  public var secondary: TonalPalette
  /// The tertiary palette.
  public var tertiary: TonalPalette
  /// The neutral palette.
  public var neutral: TonalPalette
  /// The neutral-variant palette.
  public var neutralVariant: TonalPalette
  /// The error palette.
  public var error: TonalPalette

  /// Creates palettes from explicit values, as upstream's `DynamicScheme` constructor takes them.
  public init(
    primary: TonalPalette, secondary: TonalPalette, tertiary: TonalPalette,
    neutral: TonalPalette, neutralVariant: TonalPalette, error: TonalPalette
  ) {
    self.primary = primary
    self.secondary = secondary
    self.tertiary = tertiary
    self.neutral = neutral
    self.neutralVariant = neutralVariant
    self.error = error
  }

  /// The error palette of every 2021 variant: hue 25, chroma 84 (material-color-utilities'
  /// `DynamicScheme`).
  static let error2021 = TonalPalette(hue: 25, chroma: 84)

  /// The colors of ``error2021`` at the tones its four roles take under the 2021 rules at the
  /// contrast levels −1, 0, 0.5 and 1, light and dark: constants of the spec (neither the palette
  /// nor those tones depend on the seed), solved once.
  static let error2021Colors: [(tone: Double, argb: UInt32)] = {
    let seed = Hct(argb: 0xFF00_0000)
    var colors: [(tone: Double, argb: UInt32)] = []
    for variant in [DynamicSchemeVariant.tonalSpot, .monochrome] {
      let palettes = PaletteRecipes2021.palettes(seed: seed, variant: variant)
      for isDark in [false, true] {
        for level in [-1.0, 0, 0.5, 1] {
          let resolver = ToneResolver(
            context: SchemeContext(
              seed: seed, secondarySeed: seed, variant: variant, isDark: isDark,
              contrastLevel: level, spec: .spec2021, platform: .phone, palettes: palettes))
          for role in [
            MaterialDynamicColorRole.error, .onError, .errorContainer, .onErrorContainer,
          ]
          where !colors.contains(where: { $0.tone == resolver.tone(role) }) {
            let tone = resolver.tone(role)
            colors.append((tone, error2021.argb(atTone: tone)))
          }
        }
      }
    }
    return colors
  }()

  /// The color of `hue` and `chroma` at `tone` when it is one of ``error2021Colors``.
  @inline(__always)
  static func knownColor(hue: Double, chroma: Double, tone: Double) -> UInt32? {
    guard hue == error2021.hue && chroma == error2021.chroma else { return nil }
    return error2021Colors.first { $0.tone == tone }?.argb
  }

  /// The palette of a role family.
  @inline(__always)
  subscript(role: PaletteRole) -> TonalPalette {
    switch role {
    case .primary: primary
    case .secondary: secondary
    case .tertiary: tertiary
    case .neutral: neutral
    case .neutralVariant: neutralVariant
    case .error: error
    }
  }
}

extension SchemePalettes {
  /// The palettes `variant` derives from `seed` (and `secondarySeed`, CMF's tertiary source)
  /// under `spec` (already the effective version) on `platform`.
  init(
    seed: Hct, secondarySeed: Hct? = nil, variant: DynamicSchemeVariant, isDark: Bool,
    spec: ColorSpecVersion, platform: DynamicSchemePlatform = .phone
  ) {
    if variant == .cmf {
      self = PaletteRecipes2026.palettes(seed: seed, secondarySeed: secondarySeed ?? seed)
      return
    }
    switch spec {
    case .spec2021: self = PaletteRecipes2021.palettes(seed: seed, variant: variant)
    case .spec2025, .spec2026:
      self = PaletteRecipes2025.palettes(
        seed: seed, variant: variant, isDark: isDark, platform: platform)
    }
  }

  /// The palettes `variant` derives from `sourceColor` (its alpha ignored) under `specVersion`
  /// (with its fall-backs, see ``ColorSpecVersion/effective(for:)``) on `platform`: what
  /// ``DynamicScheme/init(seed:additionalSeeds:variant:isDark:contrastLevel:specVersion:platform:)``
  /// draws from, to start custom palettes from.
  public init(
    sourceColor: Color, variant: DynamicSchemeVariant = .tonalSpot, isDark: Bool = false,
    specVersion: ColorSpecVersion = .spec2021, platform: DynamicSchemePlatform = .phone
  ) {
    self.init(
      seed: Hct(argb: sourceColor.argb | 0xFF00_0000), variant: variant, isDark: isDark,
      spec: specVersion.effective(for: variant), platform: platform)
  }
}
