import Foundation

/// sRGB, linear RGB, CIE XYZ and L* conversions on 8-bit ARGB integers (material-color-utilities'
/// `ColorUtils`).
///
/// Linear components are in `0...100`, as Material Color Utilities keeps them.
enum ColorMath {
  /// A 3×3 matrix as three rows.
  typealias Matrix3 = (
    (Double, Double, Double), (Double, Double, Double), (Double, Double, Double)
  )

  /// sRGB (linear) → XYZ (D65) matrix rows, as in material-color-utilities' `ColorUtils`.
  static let srgbToXYZ: Matrix3 = (
    (0.41233895, 0.35762064, 0.18051042),
    (0.2126, 0.7152, 0.0722),
    (0.01932141, 0.11916382, 0.95034478)
  )

  /// `row · vector`, summed left to right.
  @inline(__always)
  static func dot(_ row: (Double, Double, Double), _ x: Double, _ y: Double, _ z: Double) -> Double
  {
    row.0 * x + row.1 * y + row.2 * z
  }

  /// The D65 white point in XYZ, as in material-color-utilities' `ColorUtils`.
  static let whitePointD65: (x: Double, y: Double, z: Double) = (95.047, 100.0, 108.883)

  /// Normalized sRGB values at or below this are on the linear segment when linearizing.
  static let linearizeThreshold = 0.040449936
  /// Linear values at or below this are on the linear segment when delinearizing.
  static let delinearizeThreshold = 0.0031308
  /// CIELAB ε = 216/24389.
  static let labEpsilon = 216.0 / 24389.0
  /// CIELAB κ = 24389/27.
  static let labKappa = 24389.0 / 27.0

  /// `linearized(c)` for every 8-bit channel value, computed once.
  static let linearizedTable: [Double] = (0...255).map { linearizedExactly(Double($0)) }

  /// The linear value (`0...100`) of an 8-bit sRGB channel.
  @inline(__always)
  static func linearized(_ channel: UInt32) -> Double { linearizedTable[Int(channel & 0xFF)] }

  /// The linear value (`0...100`) of an sRGB channel given on the 0...255 scale (may be fractional).
  static func linearizedExactly(_ channel: Double) -> Double {
    let normalized = channel / 255.0
    if normalized <= linearizeThreshold { return normalized / 12.92 * 100.0 }
    return pow((normalized + 0.055) / 1.055, 2.4) * 100.0
  }

  /// The unrounded sRGB value on the 0...255 scale of a linear component (`0...100`).
  @inline(__always)
  static func trueDelinearized(_ component: Double) -> Double {
    let normalized = component / 100.0
    let value =
      normalized <= delinearizeThreshold
      ? normalized * 12.92 : 1.055 * pow(normalized, 1.0 / 2.4) - 0.055
    return value * 255.0
  }

  /// The 8-bit sRGB channel of a linear component, rounded half to even and clamped to 0...255.
  @inline(__always)
  static func delinearized(_ component: Double) -> UInt32 {
    let rounded = trueDelinearized(component).rounded(.toNearestOrEven)
    if !(rounded > 0) { return 0 }
    if rounded > 255 { return 255 }
    return UInt32(rounded)
  }

  /// An opaque ARGB integer from 8-bit channels.
  @inline(__always)
  static func argb(red: UInt32, green: UInt32, blue: UInt32) -> UInt32 {
    0xFF00_0000 | (red & 0xFF) << 16 | (green & 0xFF) << 8 | (blue & 0xFF)
  }

  /// An opaque ARGB integer from linear RGB components.
  @inline(__always)
  static func argb(linearRed: Double, linearGreen: Double, linearBlue: Double) -> UInt32 {
    argb(
      red: delinearized(linearRed), green: delinearized(linearGreen),
      blue: delinearized(linearBlue))
  }

  /// The relative luminance Y (`0...100`) of an ARGB color.
  @inline(__always)
  static func luminance(_ argb: UInt32) -> Double {
    let red = linearized(argb >> 16)
    let green = linearized(argb >> 8)
    let blue = linearized(argb)
    return dot(srgbToXYZ.1, red, green, blue)
  }

  /// CIE XYZ of an ARGB color.
  static func xyz(_ argb: UInt32) -> (x: Double, y: Double, z: Double) {
    let red = linearized(argb >> 16)
    let green = linearized(argb >> 8)
    let blue = linearized(argb)
    return (
      dot(srgbToXYZ.0, red, green, blue), dot(srgbToXYZ.1, red, green, blue),
      dot(srgbToXYZ.2, red, green, blue)
    )
  }

  /// CIELAB of an ARGB color (D65).
  static func lab(_ argb: UInt32) -> (l: Double, a: Double, b: Double) {
    let (x, y, z) = xyz(argb)
    let fx = labF(x / whitePointD65.x)
    let fy = labF(y / whitePointD65.y)
    let fz = labF(z / whitePointD65.z)
    return (116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz))
  }

  /// L* (tone) of an ARGB color.
  @inline(__always)
  static func lstar(_ argb: UInt32) -> Double {
    116.0 * labF(luminance(argb) / 100.0) - 16.0
  }

  /// Y (`0...100`) of an L*.
  @inline(__always)
  static func yFromLstar(_ lstar: Double) -> Double { 100.0 * labInverseF((lstar + 16.0) / 116.0) }

  /// L* of a Y (`0...100`).
  @inline(__always)
  static func lstarFromY(_ y: Double) -> Double { labF(y / 100.0) * 116.0 - 16.0 }

  /// The gray with the given L*.
  static func argb(lstar: Double) -> UInt32 {
    let component = delinearized(yFromLstar(lstar))
    return argb(red: component, green: component, blue: component)
  }

  /// The CIELAB companding function f(t).
  @inline(__always)
  static func labF(_ t: Double) -> Double {
    t > labEpsilon ? pow(t, 1.0 / 3.0) : (labKappa * t + 16) / 116
  }

  /// The inverse of ``labF(_:)``.
  @inline(__always)
  static func labInverseF(_ ft: Double) -> Double {
    let ft3 = ft * ft * ft
    return ft3 > labEpsilon ? ft3 : (116 * ft - 16) / labKappa
  }

  /// `degrees` wrapped into `0..<360`.
  @inline(__always)
  static func sanitizeDegrees(_ degrees: Double) -> Double {
    var result = fmod(degrees, 360.0)
    if result < 0 { result += 360.0 }
    return result
  }

  /// An integer angle wrapped into `0..<360`.
  @inline(__always)
  static func sanitizeDegrees(_ degrees: Int) -> Int {
    let result = degrees % 360
    return result < 0 ? result + 360 : result
  }

  /// `(1 − amount)·start + amount·stop`.
  @inline(__always)
  static func lerp(_ start: Double, _ stop: Double, _ amount: Double) -> Double {
    (1.0 - amount) * start + amount * stop
  }

  /// `value` limited to `lower...upper` (lower wins when the bounds cross, as upstream does).
  @inline(__always)
  static func clamp(_ lower: Double, _ upper: Double, _ value: Double) -> Double {
    if value < lower { return lower }
    if value > upper { return upper }
    return value
  }

  /// Python's `round` (half to even), which the oracle uses for its tone and hue decisions.
  @inline(__always)
  static func roundHalfEven(_ value: Double) -> Double { value.rounded(.toNearestOrEven) }
}
