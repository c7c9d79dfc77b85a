import Foundation

/// The CAM16 appearance of a color under the default viewing conditions.
///
/// HCT takes its hue and chroma from here (material-color-utilities' `Cam16`).
struct Cam16: Sendable {
  /// Hue angle in degrees, `0..<360`.
  var hue: Double
  /// Chroma C.
  var chroma: Double
  /// Lightness J.
  var j: Double
  /// Brightness Q.
  var q: Double
  /// Colorfulness M.
  var m: Double
  /// Saturation s.
  var s: Double

  /// Hues below this are treated as `hue + 360` in the eccentricity factor (CAM16).
  static let eccentricityHueWrap = 20.14

  /// The CAM16 appearance of an ARGB color.
  init(argb: UInt32) {
    let (x, y, z) = ColorMath.xyz(argb)
    self.init(x: x, y: y, z: z)
  }

  /// The CAM16 appearance of CIE XYZ coordinates.
  init(x: Double, y: Double, z: Double) {
    let vc = ViewingConditions.standard
    let cone = ViewingConditions.xyzToCone
    let redC = ColorMath.dot(cone.0, x, y, z)
    let greenC = ColorMath.dot(cone.1, x, y, z)
    let blueC = ColorMath.dot(cone.2, x, y, z)
    let redA = Self.adapt(vc.rgbD.0 * redC, fl: vc.fl)
    let greenA = Self.adapt(vc.rgbD.1 * greenC, fl: vc.fl)
    let blueA = Self.adapt(vc.rgbD.2 * blueC, fl: vc.fl)
    let a = (11.0 * redA + -12.0 * greenA + blueA) / 11.0
    let b = (redA + greenA - 2.0 * blueA) / 9.0
    let u = (20.0 * redA + 20.0 * greenA + 21.0 * blueA) / 20.0
    let p2 = (40.0 * redA + 20.0 * greenA + blueA) / 20.0
    let hue = ColorMath.sanitizeDegrees(atan2(b, a) * 180.0 / Double.pi)
    let ac = p2 * vc.nbb
    let j = 100.0 * pow(ac / vc.aw, vc.c * vc.z)
    let q = (4.0 / vc.c) * (j / 100.0).squareRoot() * (vc.aw + 4.0) * vc.flRoot
    let huePrime = hue < Self.eccentricityHueWrap ? hue + 360 : hue
    let eHue = 0.25 * (cos(huePrime * Double.pi / 180.0 + 2.0) + 3.8)
    let p1 = (50000.0 / 13.0) * eHue * vc.nc * vc.ncb
    let t = (p1 * (a * a + b * b).squareRoot()) / (u + 0.305)
    let alpha = pow(t, 0.9) * pow(1.64 - pow(0.29, vc.n), 0.73)
    let chroma = alpha * (j / 100.0).squareRoot()
    let m = chroma * vc.flRoot
    let s = 50.0 * ((alpha * vc.c) / (vc.aw + 4.0)).squareRoot()
    self.hue = hue
    self.chroma = chroma
    self.j = j
    self.q = q
    self.m = m
    self.s = s
  }

  /// The chromatic adaptation of a cone response: sign · 400·(F_L|x|/100)^0.42 / (… + 27.13).
  @inline(__always)
  static func adapt(_ component: Double, fl: Double) -> Double {
    let factor = pow(fl * abs(component) / 100.0, 0.42)
    let sign: Double = component < 0 ? -1 : (component == 0 ? 0 : 1)
    return sign * 400.0 * factor / (factor + 27.13)
  }
}
