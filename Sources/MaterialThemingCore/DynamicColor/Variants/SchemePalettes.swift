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

  /// The error palette of every 2021 variant: hue 25, chroma 84 (material-color-utilities'
  /// `DynamicScheme`).
  static let error2021 = TonalPalette(hue: 25, chroma: 84)

  /// The palette of a role family.
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
}
