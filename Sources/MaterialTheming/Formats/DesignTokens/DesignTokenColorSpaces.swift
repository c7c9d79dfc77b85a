import Foundation

/// Converts DTCG color components in the simple sRGB-based spaces to sRGB channels in `0...1`.
enum DesignTokenColorSpaces {
  /// The sRGB transfer function's linear segment bound in linear light, 0.0031308
  /// (IEC 61966-2-1; the encoded bound 0.04045 = 12.92 × 0.0031308).
  static let linearThreshold = 0.0031308
  /// The slope of the linear segment, 12.92 (IEC 61966-2-1).
  static let linearSlope = 12.92
  /// The exponent of the curved segment, 2.4 (IEC 61966-2-1).
  static let gamma = 2.4
  /// The offset of the curved segment, 0.055 (IEC 61966-2-1).
  static let offset = 0.055

  /// The sRGB channels of `components` in `colorSpace`, or `nil` for an unsupported space.
  ///
  /// srgb: channels 0–1. srgb-linear: linear-light channels 0–1. hsl: hue in degrees,
  /// saturation and lightness 0–100. hwb: hue in degrees, whiteness and blackness 0–100
  /// (CSS Color 4 component ranges, which DTCG 2025.10 uses).
  static func srgb(from components: [Double], colorSpace: String) -> (Double, Double, Double)? {
    guard components.count == 3 else { return nil }
    let (a, b, c) = (components[0], components[1], components[2])
    switch colorSpace {
    case "srgb": return (a, b, c)
    case "srgb-linear": return (encode(a), encode(b), encode(c))
    case "hsl": return hsl(hue: a, saturation: b / 100, lightness: c / 100)
    case "hwb":
      let white = b / 100
      let black = c / 100
      if white + black >= 1 {
        let gray = white / (white + black)
        return (gray, gray, gray)
      }
      let pure = hsl(hue: a, saturation: 1, lightness: 0.5)
      func mix(_ channel: Double) -> Double { channel * (1 - white - black) + white }
      return (mix(pure.0), mix(pure.1), mix(pure.2))
    default: return nil
    }
  }

  /// Gamma-encodes a linear-light channel.
  static func encode(_ linear: Double) -> Double {
    let sign = linear < 0 ? -1.0 : 1.0
    let magnitude = abs(linear)
    return magnitude <= linearThreshold
      ? linear * linearSlope : sign * ((1 + offset) * pow(magnitude, 1 / gamma) - offset)
  }

  /// CSS Color 4 `hslToRgb`: hue in degrees, saturation and lightness in `0...1`.
  static func hsl(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
    let hue = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }
}
