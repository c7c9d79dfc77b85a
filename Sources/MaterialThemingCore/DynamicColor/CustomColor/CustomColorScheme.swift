/// The four roles of a custom color in one appearance: the color, text on it, its container and
/// text on the container.
public struct CustomColorRoles: Sendable, Hashable {
  /// The accent itself (`--md-custom-color-NAME`).
  public var color: Color
  /// Text and icons on ``color``.
  public var onColor: Color
  /// The quieter container fill.
  public var colorContainer: Color
  /// Text and icons on ``colorContainer``.
  public var onColorContainer: Color

  /// Creates the four roles.
  public init(color: Color, onColor: Color, colorContainer: Color, onColorContainer: Color) {
    self.color = color
    self.onColor = onColor
    self.colorContainer = colorContainer
    self.onColorContainer = onColorContainer
  }

  /// The roles in the order color, onColor, colorContainer, onColorContainer, with their keys.
  public var named: [(key: String, color: Color)] {
    [
      ("color", color), ("onColor", onColor), ("colorContainer", colorContainer),
      ("onColorContainer", onColorContainer),
    ]
  }
}

/// A custom (extended) color's roles for light and dark, as Material Color Utilities'
/// `customColor` computes them.
///
/// The color is first harmonized toward the theme's source color when asked
/// (``Blend/harmonize(_:toward:)``); its hue and chroma — at least 48 — then make a tonal
/// palette (`CorePalette.of(value).a1`) whose tones 40 / 100 / 90 / 10 are the light roles and
/// 80 / 20 / 30 / 90 the dark ones. Upstream has no contrast input, so the roles are the same
/// at every contrast level.
///
/// ```swift
/// let success = CustomColorScheme(color: Color(rgb: 0xE6781E), harmonizingToward: Color(rgb: 0x6750A4))
/// success.value                   // #EE7145 (harmonized)
/// success[.light].color           // #A53C13
/// success[.dark].onColorContainer // #FFDBD0
/// ```
public struct CustomColorScheme: Sendable, Hashable {
  /// The color the roles are built from: the input, harmonized if a source was given.
  public var value: Color
  /// The light roles (tones 40, 100, 90, 10).
  public var light: CustomColorRoles
  /// The dark roles (tones 80, 20, 30, 90).
  public var dark: CustomColorRoles

  /// The least chroma of the palette (`CorePalette.of`'s `a1`).
  public static let minimumChroma = 48.0

  /// Computes the roles of `color`, harmonized toward `source` when it is not `nil`.
  public init(color: Color, harmonizingToward source: Color?) {
    let value = source.map { Blend.harmonize(color, toward: $0) } ?? color
    let hct = Hct(value)
    let palette = TonalPalette(hue: hct.hue, chroma: max(Self.minimumChroma, hct.chroma))
    func roles(_ tones: (Double, Double, Double, Double)) -> CustomColorRoles {
      CustomColorRoles(
        color: palette.color(atTone: tones.0), onColor: palette.color(atTone: tones.1),
        colorContainer: palette.color(atTone: tones.2),
        onColorContainer: palette.color(atTone: tones.3))
    }
    self.value = value
    self.light = roles((40, 100, 90, 10))
    self.dark = roles((80, 20, 30, 90))
  }

  /// Creates a scheme from roles computed elsewhere (generated code uses this).
  public init(value: Color, light: CustomColorRoles, dark: CustomColorRoles) {
    self.value = value
    self.light = light
    self.dark = dark
  }

  /// The roles of `appearance`.
  public subscript(appearance: Appearance) -> CustomColorRoles {
    appearance == .light ? light : dark
  }

  /// The roles for `traits`: high contrast has the same roles as normal contrast.
  public subscript(traits: ColorTraits) -> CustomColorRoles { self[traits.appearance] }
}
