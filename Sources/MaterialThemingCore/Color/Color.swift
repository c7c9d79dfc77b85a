/// An sRGB color with straight (non-premultiplied) alpha, each channel in `0...1`, and the
/// Display P3 value it was authored with when that was wider than sRGB.
///
/// `Color` is the currency of every scheme and component style. It parses and
/// formats the hex notations theme files use:
///
/// ```swift
/// let primary = try Color(hex: "#6200EE")
/// primary.hexString            // "#6200EEFF"
/// primary.withAlpha(0.74).hexString  // "#6200EEBD"
/// ```
///
/// Color science (tones, contrast, HCT) always uses the sRGB channels, as Material's does. A
/// color authored in Display P3, or outside sRGB in a wider space, also carries ``displayP3``:
/// outputs that can show it (asset catalogs, `displayP3` initializers, CSS `color(display-p3 …)`)
/// write that value, with the sRGB channels as the fallback.
public struct Color: Sendable, Hashable {
  /// The red channel, `0...1`.
  public var red: Double
  /// The green channel, `0...1`.
  public var green: Double
  /// The blue channel, `0...1`.
  public var blue: Double
  /// The alpha channel, `0...1` (0 is fully transparent).
  public var alpha: Double
  /// The Display P3 value the color was authored with, or `nil` for an sRGB color; the sRGB
  /// channels are its gamut-mapped fallback.
  public var displayP3: DisplayP3?

  /// Creates a color from channel values in `0...1`; values outside are clamped.
  ///
  /// - Parameters:
  ///   - red: The sRGB red channel.
  ///   - green: The sRGB green channel.
  ///   - blue: The sRGB blue channel.
  ///   - alpha: The opacity.
  ///   - displayP3: The Display P3 value the sRGB channels stand in for, when the color was
  ///     authored outside sRGB.
  public init(
    red: Double, green: Double, blue: Double, alpha: Double = 1, displayP3: DisplayP3? = nil
  ) {
    self.red = Self.clampUnit(red)
    self.green = Self.clampUnit(green)
    self.blue = Self.clampUnit(blue)
    self.alpha = Self.clampUnit(alpha)
    self.displayP3 = displayP3
  }

  /// Creates an opaque color from a `0xRRGGBB` integer, as Material Components' color helper does.
  public init(rgb: UInt32) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255,
      green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255)
  }

  /// Creates a color from a `0xAARRGGBB` integer, the layout Material Color Utilities uses.
  public init(argb: UInt32) {
    self.init(
      red: Double((argb >> 16) & 0xFF) / 255,
      green: Double((argb >> 8) & 0xFF) / 255,
      blue: Double(argb & 0xFF) / 255,
      alpha: Double(argb >> 24) / 255)
  }

  /// The color as a `0xAARRGGBB` integer, each channel rounded to 8 bits.
  public var argb: UInt32 {
    (Self.byte(alpha) << 24) | (Self.byte(red) << 16) | (Self.byte(green) << 8) | Self.byte(blue)
  }

  /// Returns this color with its alpha *replaced* by `alpha`, as `colorWithAlphaComponent:` does.
  ///
  /// Material Components derives its translucent colors this way (for example the
  /// unselected bottom-navigation tint, onPrimary at 0.74): the source alpha is discarded,
  /// not multiplied.
  ///
  /// A Display P3 value is kept, with the new alpha.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha, displayP3: displayP3)
  }

  /// This color without its Display P3 value: the sRGB color color science sees.
  public var srgb: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

  /// Whether the color is fully opaque.
  public var isOpaque: Bool { alpha >= 1 }

  /// Opaque black.
  public static let black = Color(rgb: 0x000000)
  /// Opaque white.
  public static let white = Color(rgb: 0xFFFFFF)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// Rounds a unit channel to an 8-bit value: `round(value × 255)`, halves away from zero.
  static func byte(_ value: Double) -> UInt32 {
    UInt32((clampUnit(value) * 255).rounded())
  }

  private static func clampUnit(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return min(max(value, 0), 1)
  }
}

/// The red, green and blue channels of a color in Display P3 (gamma-encoded as sRGB is, D65
/// white), each in `0...1`; alpha is the color's own.
public struct DisplayP3: Sendable, Hashable {
  /// The red channel, `0...1`.
  public var red: Double
  /// The green channel, `0...1`.
  public var green: Double
  /// The blue channel, `0...1`.
  public var blue: Double

  /// Creates Display P3 channels from values in `0...1`; values outside are clamped.
  public init(red: Double, green: Double, blue: Double) {
    self.red = min(max(red.isNaN ? 0 : red, 0), 1)
    self.green = min(max(green.isNaN ? 0 : green, 0), 1)
    self.blue = min(max(blue.isNaN ? 0 : blue, 0), 1)
  }
}

extension Color: CustomStringConvertible {
  /// The color as `#RRGGBBAA`.
  public var description: String { hexString }
}
