import MaterialThemingCore

/// One themed color in its four variants: light and dark appearance, each at normal and
/// increased contrast.
///
/// On Apple platforms `color(_:)` turns it into a SwiftUI color that follows the
/// system's appearance and Increase Contrast setting live.
///
/// ```swift
/// let primary = ThemeColor(0x6750_A4FF, 0x4F37_8AFF, 0xD0BC_FFFF, 0xF5ED_FFFF)
/// primary[ColorTraits(appearance: .dark)].hexString  // "#D0BCFFFF"
/// ```
public nonisolated struct ThemeColor: Sendable, Hashable {
  /// Light appearance, normal contrast.
  public var light: MaterialThemingCore.Color
  /// Light appearance, increased contrast.
  public var lightHighContrast: MaterialThemingCore.Color
  /// Dark appearance, normal contrast.
  public var dark: MaterialThemingCore.Color
  /// Dark appearance, increased contrast.
  public var darkHighContrast: MaterialThemingCore.Color

  /// Creates a color from its four variants.
  public init(
    light: MaterialThemingCore.Color, lightHighContrast: MaterialThemingCore.Color,
    dark: MaterialThemingCore.Color, darkHighContrast: MaterialThemingCore.Color
  ) {
    self.light = light
    self.lightHighContrast = lightHighContrast
    self.dark = dark
    self.darkHighContrast = darkHighContrast
  }

  /// Creates a color from `0xRRGGBBAA` values for light, light high contrast, dark and dark high
  /// contrast: the form generated theme files state colors in.
  public init(
    _ light: UInt32, _ lightHighContrast: UInt32, _ dark: UInt32, _ darkHighContrast: UInt32
  ) {
    self.init(
      light: .init(rgba: light), lightHighContrast: .init(rgba: lightHighContrast),
      dark: .init(rgba: dark), darkHighContrast: .init(rgba: darkHighContrast))
  }

  /// Creates a color authored in Display P3 from `0xRRGGBBAA` values: the four variants in sRGB
  /// (what color science and screens without the wide gamut see), then the same four in Display
  /// P3 (what the SwiftUI, UIKit and AppKit colors show); the form generated theme files state
  /// such a color in.
  ///
  /// ```swift
  /// let red = ThemeColor(
  ///   0xFF0B_0CFF, 0xFF0B_0CFF, 0xFF0B_0CFF, 0xFF0B_0CFF,
  ///   displayP3: 0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF)
  /// red.light.displayP3?.red  // 1
  /// ```
  public init(
    _ light: UInt32, _ lightHighContrast: UInt32, _ dark: UInt32, _ darkHighContrast: UInt32,
    displayP3 lightP3: UInt32, _ lightHighContrastP3: UInt32, _ darkP3: UInt32,
    _ darkHighContrastP3: UInt32
  ) {
    func color(_ sRGB: UInt32, _ p3: UInt32) -> MaterialThemingCore.Color {
      func channel(_ shift: UInt32) -> Double { Double((p3 >> shift) & 0xFF) / 255 }
      return MaterialThemingCore.Color(
        rgba: sRGB, displayP3: DisplayP3(red: channel(24), green: channel(16), blue: channel(8)))
    }
    self.init(
      light: color(light, lightP3),
      lightHighContrast: color(lightHighContrast, lightHighContrastP3),
      dark: color(dark, darkP3), darkHighContrast: color(darkHighContrast, darkHighContrastP3))
  }

  /// Creates a color from its variants for `ColorTraits.all` (light,
  /// light high contrast, dark, dark high contrast).
  init(_ values: [MaterialThemingCore.Color]) {
    self.init(
      light: values[0], lightHighContrast: values[1], dark: values[2], darkHighContrast: values[3])
  }

  /// The same color in every variant.
  public init(constant color: MaterialThemingCore.Color) {
    self.init(light: color, lightHighContrast: color, dark: color, darkHighContrast: color)
  }

  /// The variant for `traits`.
  public subscript(traits: ColorTraits) -> MaterialThemingCore.Color {
    switch (traits.appearance, traits.contrast) {
    case (.light, .normal): light
    case (.light, .high): lightHighContrast
    case (.dark, .normal): dark
    case (.dark, .high): darkHighContrast
    }
  }

  /// A fully transparent color: what a theme answers for a role it does not have.
  public static let clear = ThemeColor(constant: .clear)
}
