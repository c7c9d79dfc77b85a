extension AdaptiveColorScheme {
  /// The contrast level used for the high-contrast schemes (in material-color-utilities, 1 is high
  /// contrast).
  public static let highContrastLevel = 1.0

  /// Generates all four appearance/contrast schemes from one seed color.
  ///
  /// Normal contrast uses `contrastLevel`; high contrast uses `max(contrastLevel, 1.0)` —
  /// the "Increase Contrast" setting never lowers contrast below what the theme asked for.
  /// Each concrete scheme is mapped with ``SemanticColorScheme/init(dynamicScheme:)``.
  ///
  /// ```swift
  /// let adaptive = AdaptiveColorScheme(seed: try Color(hex: "#6750A4"))
  /// adaptive.light.primary.hexString   // "#65558FFF"
  /// ```
  public init(
    seed: Color, additionalSeeds: [Color] = [], variant: DynamicSchemeVariant = .tonalSpot,
    contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021,
    platform: DynamicSchemePlatform = .phone
  ) {
    let highLevel = max(contrastLevel, Self.highContrastLevel)
    func semantic(dark: Bool, level: Double) -> SemanticColorScheme {
      SemanticColorScheme(
        dynamicScheme: DynamicScheme(
          seed: seed, additionalSeeds: additionalSeeds, variant: variant, isDark: dark,
          contrastLevel: level, specVersion: specVersion, platform: platform,
          computing: SemanticColorScheme.dynamicRoleSources.map(\.1)))
    }
    self.init(
      light: semantic(dark: false, level: contrastLevel),
      lightHighContrast: semantic(dark: false, level: highLevel),
      dark: semantic(dark: true, level: contrastLevel),
      darkHighContrast: semantic(dark: true, level: highLevel))
  }
}
