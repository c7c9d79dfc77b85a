import Foundation

/// The CAM16 viewing conditions HCT is defined under (material-color-utilities'
/// `ViewingConditions.DEFAULT`).
///
/// Only the default conditions are used: D65 white, adapting luminance (200/π)·Y(L*=50)/100,
/// background L* 50, average surround, illuminant not discounted.
struct ViewingConditions: Sendable {
  /// Background induction factor n = Y_b / Y_w.
  let n: Double
  /// Achromatic response of the white point.
  let aw: Double
  /// Brightness background factor (equal to ``ncb``).
  let nbb: Double
  /// Chromatic background factor.
  let ncb: Double
  /// Surround exponential nonlinearity c.
  let c: Double
  /// Chromatic induction factor.
  let nc: Double
  /// Per-channel degree-of-adaptation factors.
  let rgbD: (Double, Double, Double)
  /// Luminance-level adaptation factor F_L.
  let fl: Double
  /// F_L^0.25.
  let flRoot: Double
  /// Base exponential nonlinearity z = 1.48 + √n.
  let z: Double

  /// The CAT16 matrix from XYZ to cone responses, rows (CAM16).
  static let xyzToCone: ColorMath.Matrix3 = (
    (0.401288, 0.650173, -0.051461),
    (-0.250268, 1.204414, 0.045854),
    (-0.002079, 0.048952, 0.953127)
  )

  /// Background L* of the default conditions.
  static let defaultBackgroundLstar = 50.0
  /// Surround of the default conditions (2.0 = average).
  static let defaultSurround = 2.0

  /// The default viewing conditions, computed once.
  static let standard = ViewingConditions.make()

  /// Derives the viewing-condition constants from the default inputs (the formulas of
  /// material-color-utilities' `ViewingConditions.make`).
  static func make() -> ViewingConditions {
    let white = ColorMath.whitePointD65
    let adaptingLuminance = (200.0 / Double.pi) * ColorMath.yFromLstar(50.0) / 100.0
    let redWhite = ColorMath.dot(xyzToCone.0, white.x, white.y, white.z)
    let greenWhite = ColorMath.dot(xyzToCone.1, white.x, white.y, white.z)
    let blueWhite = ColorMath.dot(xyzToCone.2, white.x, white.y, white.z)
    let f = 0.8 + defaultSurround / 10.0
    let c =
      f >= 0.9
      ? ColorMath.lerp(0.59, 0.69, (f - 0.9) * 10.0) : ColorMath.lerp(0.525, 0.59, (f - 0.8) * 10.0)
    var d = f * (1.0 - (1.0 / 3.6) * exp((-adaptingLuminance - 42.0) / 92.0))
    d = d > 1.0 ? 1.0 : (d < 0.0 ? 0.0 : d)
    let rgbD = (
      d * (100.0 / redWhite) + 1.0 - d, d * (100.0 / greenWhite) + 1.0 - d,
      d * (100.0 / blueWhite) + 1.0 - d
    )
    let k = 1.0 / (5.0 * adaptingLuminance + 1.0)
    let k4 = k * k * k * k
    let k4F = 1.0 - k4
    let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * pow(5.0 * adaptingLuminance, 1.0 / 3.0)
    let n = ColorMath.yFromLstar(defaultBackgroundLstar) / white.y
    let z = 1.48 + n.squareRoot()
    let nbb = 0.725 / pow(n, 0.2)
    func adapted(_ factor: Double, _ white: Double) -> Double {
      let value = pow(fl * factor * white / 100.0, 0.42)
      return 400.0 * value / (value + 27.13)
    }
    let redA = adapted(rgbD.0, redWhite)
    let greenA = adapted(rgbD.1, greenWhite)
    let blueA = adapted(rgbD.2, blueWhite)
    let aw = (2.0 * redA + greenA + 0.05 * blueA) * nbb
    return ViewingConditions(
      n: n, aw: aw, nbb: nbb, ncb: nbb, c: c, nc: f, rgbD: rgbD, fl: fl, flRoot: pow(fl, 0.25),
      z: z)
  }
}
