/// Moves colors toward each other in hue or in CAM16-UCS (Material Color Utilities' `Blend`).
///
/// Harmonizing shifts a brand or semantic color's hue a little toward a theme's source color
/// so the two sit together, without changing its chroma or tone:
///
/// ```swift
/// let orange = Color(rgb: 0xE6781E)
/// Blend.harmonize(orange, toward: Color(rgb: 0x6750A4))    // #EE7145
/// Blend.hctHue(from: orange, to: .white, amount: 0.5)      // orange's chroma and tone
/// Blend.cam16Ucs(from: orange, to: .white, amount: 0.5)    // halfway to white
/// ```
///
/// Results are opaque 8-bit colors; the inputs' alpha is ignored.
public enum Blend {
  /// The most a hue turns when harmonizing, in degrees.
  public static let maximumHarmonizeRotation = 15.0

  /// `design` with its HCT hue turned toward `source`'s by half their difference, at most 15°;
  /// its chroma and tone are kept (as far as sRGB holds them).
  public static func harmonize(_ design: Color, toward source: Color) -> Color {
    Color(argb: harmonize(argb: design.argb, towardArgb: source.argb))
  }

  /// ``harmonize(_:toward:)`` on `0xAARRGGBB` integers; the result is opaque.
  public static func harmonize(argb design: UInt32, towardArgb source: UInt32) -> UInt32 {
    let from = Hct(argb: design)
    let to = Hct(argb: source)
    let rotation = min(differenceDegrees(from.hue, to.hue) * 0.5, maximumHarmonizeRotation)
    let hue = ColorMath.sanitizeDegrees(from.hue + rotation * rotationDirection(from.hue, to.hue))
    return HctSolver.solve(hue: hue, chroma: from.chroma, tone: from.tone)
  }

  /// `from` with the hue of the CAM16-UCS blend toward `to` by `amount` (0 = `from`,
  /// 1 = `to`'s hue), keeping `from`'s chroma and tone.
  public static func hctHue(from: Color, to: Color, amount: Double) -> Color {
    let blend = Cam16(argb: cam16Ucs(fromArgb: from.argb, toArgb: to.argb, amount: amount))
    let start = Hct(from)
    return Color(argb: HctSolver.solve(hue: blend.hue, chroma: start.chroma, tone: start.tone))
  }

  /// The color `amount` of the way from `from` to `to` in CAM16-UCS (0 = `from`, 1 = `to`),
  /// interpolating J*, a* and b* linearly.
  public static func cam16Ucs(from: Color, to: Color, amount: Double) -> Color {
    Color(argb: cam16Ucs(fromArgb: from.argb, toArgb: to.argb, amount: amount))
  }

  /// ``cam16Ucs(from:to:amount:)`` on `0xAARRGGBB` integers; the result is opaque.
  static func cam16Ucs(fromArgb: UInt32, toArgb: UInt32, amount: Double) -> UInt32 {
    let from = Cam16(argb: fromArgb)
    let to = Cam16(argb: toArgb)
    return Cam16(
      jstar: ColorMath.lerp(from.jstar, to.jstar, amount),
      astar: ColorMath.lerp(from.astar, to.astar, amount),
      bstar: ColorMath.lerp(from.bstar, to.bstar, amount)
    ).argb
  }

  /// The angle between two hues in degrees, `0...180`.
  static func differenceDegrees(_ a: Double, _ b: Double) -> Double {
    180.0 - abs(abs(a - b) - 180.0)
  }

  /// 1 if the shorter turn from `from` to `to` is counter-clockwise (increasing hue), else −1.
  static func rotationDirection(_ from: Double, _ to: Double) -> Double {
    ColorMath.sanitizeDegrees(to - from) <= 180.0 ? 1.0 : -1.0
  }
}
