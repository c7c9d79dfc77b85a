import Foundation

/// The CAM16 viewing conditions a color's appearance is computed under.
///
/// HCT is defined under ``standard``: D65 white, adapting luminance (200/π)·Y(L*=50)/100,
/// background L* 50, average surround, illuminant not discounted (`ViewingConditions.DEFAULT`). Other
/// conditions model other surroundings, for example a dark background:
///
/// ```swift
/// let dim = ViewingConditions(backgroundLstar: 10)
/// Cam16(argb: 0xFF6750A4, in: dim).j   // lightness seen against a dark background
/// ```
public struct ViewingConditions: Sendable {
  /// Background induction factor n = Y_b / Y_w.
  public let n: Double
  /// Achromatic response of the white point.
  public let aw: Double
  /// Brightness background factor (equal to ``ncb``).
  public let nbb: Double
  /// Chromatic background factor.
  public let ncb: Double
  /// Surround exponential nonlinearity c.
  public let c: Double
  /// Chromatic induction factor.
  public let nc: Double
  /// Per-channel degree-of-adaptation factors.
  public let rgbD: (Double, Double, Double)
  /// Luminance-level adaptation factor F_L.
  public let fl: Double
  /// F_L^0.25.
  public let flRoot: Double
  /// Base exponential nonlinearity z = 1.48 + √n.
  public let z: Double
  /// The white point in CIE XYZ the conditions were made with.
  public let whitePoint: (x: Double, y: Double, z: Double)
  /// The adapting-field luminance in cd/m² the conditions were made with.
  public let adaptingLuminance: Double
  /// The background L* the conditions were made with (at least 0.1).
  public let backgroundLstar: Double
  /// The surround the conditions were made with: 0 dark, 1 dim, 2 average.
  public let surround: Double
  /// Whether the illuminant was discounted (full adaptation, D = 1).
  public let discountingIlluminant: Bool

  /// The CAT16 matrix from XYZ to cone responses, rows (CAM16; `Cam16.XYZ_TO_CAM16RGB`).
  static let xyzToCone: ColorMath.Matrix3 = (
    (0.401288, 0.650173, -0.051461),
    (-0.250268, 1.204414, 0.045854),
    (-0.002079, 0.048952, 0.953127)
  )

  /// The inverse of ``xyzToCone``, rows, as Material Color Utilities states it.
  static let coneToXYZ: ColorMath.Matrix3 = (
    (1.8620678, -1.0112547, 0.14918678),
    (0.38752654, 0.62144744, -0.00897398),
    (-0.01584150, -0.03412294, 1.0499644)
  )

  /// The D65 white point in CIE XYZ, `(95.047, 100, 108.883)` (`ColorUtils.whitePointD65`).
  public static let whitePointD65: (x: Double, y: Double, z: Double) = ColorMath.whitePointD65
  /// The adapting luminance of the default conditions: (200/π)·Y(L* 50)/100 cd/m².
  public static let defaultAdaptingLuminance =
    (200.0 / Double.pi) * ColorMath.yFromLstar(50.0) / 100.0
  /// Background L* of the default conditions.
  public static let defaultBackgroundLstar = 50.0
  /// Surround of the default conditions (2.0 = average).
  public static let defaultSurround = 2.0

  /// The default viewing conditions HCT is defined under (Material Color Utilities' `DEFAULT`).
  public static let standard = ViewingConditions()

  /// Derives the viewing-condition constants (CAM16; Material Color Utilities'
  /// `ViewingConditions.make`).
  ///
  /// - Parameters:
  ///   - whitePoint: the white point in CIE XYZ, D65 `(95.047, 100, 108.883)` by default.
  ///   - adaptingLuminance: the luminance of the adapting field in cd/m².
  ///   - backgroundLstar: the L* of the background; values below 0.1 are raised to 0.1 (a pure
  ///     black background is non-physical and yields infinities).
  ///   - surround: 0 dark, 1 dim, 2 average; values in between interpolate.
  ///   - discountingIlluminant: whether the observer is fully adapted to the illuminant.
  public init(
    whitePoint: (x: Double, y: Double, z: Double) = whitePointD65,
    adaptingLuminance: Double = defaultAdaptingLuminance,
    backgroundLstar: Double = defaultBackgroundLstar,
    surround: Double = defaultSurround,
    discountingIlluminant: Bool = false
  ) {
    let backgroundLstar = max(0.1, backgroundLstar)
    let cone = Self.xyzToCone
    let redWhite = ColorMath.dot(cone.0, whitePoint.x, whitePoint.y, whitePoint.z)
    let greenWhite = ColorMath.dot(cone.1, whitePoint.x, whitePoint.y, whitePoint.z)
    let blueWhite = ColorMath.dot(cone.2, whitePoint.x, whitePoint.y, whitePoint.z)
    let f = 0.8 + surround / 10.0
    let c =
      f >= 0.9
      ? ColorMath.lerp(0.59, 0.69, (f - 0.9) * 10.0) : ColorMath.lerp(0.525, 0.59, (f - 0.8) * 10.0)
    let unclampedD =
      discountingIlluminant
      ? 1.0 : f * (1.0 - (1.0 / 3.6) * exp((-adaptingLuminance - 42.0) / 92.0))
    let d = ColorMath.clamp(0.0, 1.0, unclampedD)
    let rgbD = (
      d * (100.0 / redWhite) + 1.0 - d, d * (100.0 / greenWhite) + 1.0 - d,
      d * (100.0 / blueWhite) + 1.0 - d
    )
    let k = 1.0 / (5.0 * adaptingLuminance + 1.0)
    let k4 = k * k * k * k
    let k4F = 1.0 - k4
    let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * cbrt(5.0 * adaptingLuminance)
    let n = ColorMath.yFromLstar(backgroundLstar) / whitePoint.y
    let nbb = 0.725 / pow(n, 0.2)
    func adapted(_ factor: Double, _ white: Double) -> Double {
      let value = pow(fl * factor * white / 100.0, 0.42)
      return 400.0 * value / (value + 27.13)
    }
    let redA = adapted(rgbD.0, redWhite)
    let greenA = adapted(rgbD.1, greenWhite)
    let blueA = adapted(rgbD.2, blueWhite)
    self.n = n
    self.aw = (2.0 * redA + greenA + 0.05 * blueA) * nbb
    self.nbb = nbb
    self.ncb = nbb
    self.c = c
    self.nc = f
    self.rgbD = rgbD
    self.fl = fl
    self.flRoot = pow(fl, 0.25)
    self.z = 1.48 + n.squareRoot()
    self.whitePoint = whitePoint
    self.adaptingLuminance = adaptingLuminance
    self.backgroundLstar = backgroundLstar
    self.surround = surround
    self.discountingIlluminant = discountingIlluminant
  }

  /// The default conditions with a different background L* (Material Color Utilities'
  /// `defaultWithBackgroundLstar`).
  public static func standard(backgroundLstar: Double) -> ViewingConditions {
    ViewingConditions(backgroundLstar: backgroundLstar)
  }
}
