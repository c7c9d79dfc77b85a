/// The color tables of `MDCSemanticColorScheme`'s dated defaults.
enum ColorDefaults {
  /// Builds an opaque scheme from ten `0xRRGGBB` values in declaration order.
  private static func scheme(
    _ values: [UInt32], overlay: Bool
  ) -> SemanticColorScheme {
    let c = values.map(Color.init(rgb:))
    return SemanticColorScheme(
      primary: c[0], primaryVariant: c[1], secondary: c[2], error: c[3], surface: c[4],
      background: c[5], onPrimary: c[6], onSecondary: c[7], onSurface: c[8], onBackground: c[9],
      elevationOverlayEnabledForDarkMode: overlay)
  }

  /// `MDCColorSchemeDefaultsMaterial201804`.
  static let material201804 = scheme(
    [
      0x6200EE, 0x3700B3, 0x03DAC6, 0xB00020, 0xFFFFFF,
      0xFFFFFF, 0xFFFFFF, 0x000000, 0x000000, 0x000000,
    ], overlay: false)

  /// `MDCColorSchemeDefaultsMaterialDark201907`.
  static let materialDark201907 = scheme(
    [
      0xBB86FC, 0x3700B3, 0x03DAC6, 0xCF6679, 0x121212,
      0x121212, 0x000000, 0x000000, 0xFFFFFF, 0xFFFFFF,
    ], overlay: true)

  /// `MDCColorSchemeDefaultsMaterial201907`: dynamic light/dark with high-contrast alternates;
  /// its dark colors are ``materialDark201907``'s.
  static let material201907 = AdaptiveColorScheme(
    light: scheme(
      [
        0x6200EE, 0x3700B3, 0x03DAC6, 0xB00020, 0xFFFFFF,
        0xFFFFFF, 0xFFFFFF, 0x000000, 0x000000, 0x000000,
      ], overlay: true),
    lightHighContrast: scheme(
      [
        0x0000BA, 0x000088, 0x66FFF9, 0x790000, 0xFFFFFF,
        0xFFFFFF, 0xFFFFFF, 0x000000, 0x000000, 0x000000,
      ], overlay: true),
    dark: materialDark201907,
    darkHighContrast: scheme(
      [
        0xEFB7FF, 0xBE9EFF, 0x66FFF9, 0x9B374D, 0x000000,
        0x000000, 0x000000, 0x000000, 0xFFFFFF, 0xFFFFFF,
      ], overlay: true))
}
