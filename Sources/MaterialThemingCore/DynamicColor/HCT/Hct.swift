/// A color in HCT: CAM16 hue and chroma with CIE L* as tone (material-color-utilities' `Hct`).
///
/// ```swift
/// let blue = Hct(argb: 0xFF0000FF)          // hue 282.788, chroma 87.230, tone 32.302
/// let light = Hct.from(hue: 282.788, chroma: 87.230, tone: 90)
/// light.argb                                // 0xFFE0E0FF
/// ```
public struct Hct: Sendable, Hashable {
  /// The CAM16 hue angle in degrees, `0..<360`.
  public let hue: Double
  /// The CAM16 chroma.
  public let chroma: Double
  /// The tone: CIE L*, `0...100`.
  public let tone: Double
  /// The 8-bit color as `0xAARRGGBB`.
  public let argb: UInt32

  /// Measures an ARGB color (`0xAARRGGBB`); alpha is kept in ``argb`` but does not affect HCT.
  public init(argb: UInt32) {
    let cam = Cam16(argb: argb)
    self.hue = cam.hue
    self.chroma = cam.chroma
    self.tone = ColorMath.lstar(argb)
    self.argb = argb
  }

  /// Measures an opaque `Color` (its alpha is ignored).
  public init(_ color: Color) {
    self.init(argb: color.argb | 0xFF00_0000)
  }

  /// The 8-bit color with `tone` and `hue` and the largest chroma up to `chroma` that sRGB holds.
  public static func from(hue: Double, chroma: Double, tone: Double) -> Hct {
    Hct(argb: HctSolver.solve(hue: hue, chroma: chroma, tone: tone))
  }

  /// The color as a ``Color``.
  public var color: Color { Color(argb: argb) }

  /// Whether `hue` is in the blue range `250..<270` (as material-color-utilities bounds it).
  public static func isBlue(_ hue: Double) -> Bool { hue >= 250 && hue < 270 }
  /// Whether `hue` is in the yellow range `105..<125` (as material-color-utilities bounds it).
  public static func isYellow(_ hue: Double) -> Bool { hue >= 105 && hue < 125 }
  /// Whether `hue` is in the cyan range `170..<207` (as material-color-utilities bounds it).
  public static func isCyan(_ hue: Double) -> Bool { hue >= 170 && hue < 207 }
}

extension Color {
  /// Creates the color of an HCT value.
  public init(hct: Hct) {
    self.init(argb: hct.argb)
  }
}
