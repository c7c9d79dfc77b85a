import Foundation

/// The CAM16 appearance of a color: hue, chroma, lightness and the CAM16-UCS coordinates.
///
/// HCT takes its hue and chroma from here (material-color-utilities' `Cam16`). CAM16-UCS distances measure how
/// different two colors look, like ΔE in L*a*b*:
///
/// ```swift
/// let red = Cam16(argb: 0xFFFF0000)         // hue 27.408, chroma 113.358, j 46.445
/// red.distance(to: Cam16(argb: 0xFFFF2000)) // a small distance: they look alike
/// Cam16(jstar: red.jstar, astar: red.astar, bstar: red.bstar).argb  // 0xFFFF0000
/// ```
public struct Cam16: Sendable, Hashable {
  /// Hue angle h in degrees, `0..<360`.
  public var hue: Double
  /// Chroma C.
  public var chroma: Double
  /// Lightness J.
  public var j: Double
  /// Brightness Q.
  public var q: Double
  /// Colorfulness M.
  public var m: Double
  /// Saturation s.
  public var s: Double

  /// Hues below this are treated as `hue + 360` in the eccentricity factor (CAM16).
  static let eccentricityHueWrap = 20.14
  /// The c₁ constant of CAM16-UCS lightness J* = (1 + 100c₁)J / (1 + c₁J).
  static let ucsLightnessFactor = 0.007
  /// The c₂ constant of CAM16-UCS colorfulness M* = ln(1 + c₂M) / c₂.
  static let ucsColorfulnessFactor = 0.0228

  /// The CAM16 appearance of an ARGB color (`0xAARRGGBB`, alpha ignored) under `conditions`.
  public init(argb: UInt32, in conditions: ViewingConditions = .standard) {
    let (x, y, z) = ColorMath.xyz(argb)
    self.init(x: x, y: y, z: z, in: conditions)
  }

  /// The CAM16 appearance of a ``Color`` (alpha ignored) under `conditions`.
  public init(_ color: Color, in conditions: ViewingConditions = .standard) {
    self.init(argb: color.argb, in: conditions)
  }

  /// The CAM16 appearance of CIE XYZ coordinates (Y of white = 100) under `conditions`.
  public init(x: Double, y: Double, z: Double, in vc: ViewingConditions = .standard) {
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

  /// The appearance with lightness `j`, chroma `chroma` and hue `hue` under `conditions`
  /// (Material Color Utilities' `fromJch`).
  public init(j: Double, chroma: Double, hue: Double, in vc: ViewingConditions = .standard) {
    self.hue = hue
    self.chroma = chroma
    self.j = j
    self.q = (4.0 / vc.c) * (j / 100.0).squareRoot() * (vc.aw + 4.0) * vc.flRoot
    self.m = chroma * vc.flRoot
    let alpha = chroma / (j / 100.0).squareRoot()
    self.s = 50.0 * ((alpha * vc.c) / (vc.aw + 4.0)).squareRoot()
  }

  /// The appearance at CAM16-UCS coordinates J*, a*, b* under `conditions` (`fromUcs`).
  public init(jstar: Double, astar: Double, bstar: Double, in vc: ViewingConditions = .standard) {
    let mstar = (astar * astar + bstar * bstar).squareRoot()
    let m = expm1(mstar * Self.ucsColorfulnessFactor) / Self.ucsColorfulnessFactor
    var hue = atan2(bstar, astar) * (180.0 / Double.pi)
    if hue < 0.0 { hue += 360.0 }
    let j = jstar / (1.0 - (jstar - 100.0) * Self.ucsLightnessFactor)
    self.init(j: j, chroma: m / vc.flRoot, hue: hue, in: vc)
  }

  /// CAM16-UCS lightness J*.
  public var jstar: Double {
    (1.0 + 100.0 * Self.ucsLightnessFactor) * j / (1.0 + Self.ucsLightnessFactor * j)
  }
  /// CAM16-UCS colorfulness M* = ln(1 + 0.0228·M) / 0.0228.
  var mstar: Double { log1p(Self.ucsColorfulnessFactor * m) / Self.ucsColorfulnessFactor }
  /// CAM16-UCS a* (red–green).
  public var astar: Double { mstar * cos(hue * Double.pi / 180.0) }
  /// CAM16-UCS b* (yellow–blue).
  public var bstar: Double { mstar * sin(hue * Double.pi / 180.0) }

  /// The CAM16-UCS color difference ΔE = 1.41·ΔE′^0.63, where ΔE′ is the Euclidean distance of
  /// the J*, a*, b* coordinates (Li et al. 2017; Material Color Utilities' `distance`).
  ///
  /// ```swift
  /// Cam16(argb: 0xFF000000).distance(to: Cam16(argb: 0xFFFFFFFF))  // ≈ 25.66
  /// ```
  public func distance(to other: Cam16) -> Double {
    let dJ = jstar - other.jstar
    let dA = astar - other.astar
    let dB = bstar - other.bstar
    let dEPrime = (dJ * dJ + dA * dA + dB * dB).squareRoot()
    return 1.41 * pow(dEPrime, 0.63)
  }

  /// The 8-bit opaque color (`0xFFRRGGBB`) of this appearance under the default conditions.
  public var argb: UInt32 { argb(in: .standard) }

  /// The 8-bit opaque color (`0xFFRRGGBB`) of this appearance under `conditions`.
  public func argb(in conditions: ViewingConditions) -> UInt32 {
    let (x, y, z) = xyz(in: conditions)
    return ColorMath.argb(x: x, y: y, z: z)
  }

  /// The CIE XYZ coordinates (Y of white = 100) that look like this under `conditions`.
  public func xyz(in vc: ViewingConditions = .standard) -> (x: Double, y: Double, z: Double) {
    let alpha = (chroma == 0.0 || j == 0.0) ? 0.0 : chroma / (j / 100.0).squareRoot()
    let t = pow(alpha / pow(1.64 - pow(0.29, vc.n), 0.73), 1.0 / 0.9)
    let hueRadians = hue * Double.pi / 180.0
    let eHue = 0.25 * (cos(hueRadians + 2.0) + 3.8)
    let ac = vc.aw * pow(j / 100.0, 1.0 / vc.c / vc.z)
    let p1 = eHue * (50000.0 / 13.0) * vc.nc * vc.ncb
    let p2 = ac / vc.nbb
    let hueSin = sin(hueRadians)
    let hueCos = cos(hueRadians)
    let gamma = 23.0 * (p2 + 0.305) * t / (23.0 * p1 + 11.0 * t * hueCos + 108.0 * t * hueSin)
    let a = gamma * hueCos
    let b = gamma * hueSin
    let (redA, greenA, blueA) = Self.adaptedResponses(p2: p2, a: a, b: b)
    let redF = Self.unadapt(redA, fl: vc.fl) / vc.rgbD.0
    let greenF = Self.unadapt(greenA, fl: vc.fl) / vc.rgbD.1
    let blueF = Self.unadapt(blueA, fl: vc.fl) / vc.rgbD.2
    let matrix = ViewingConditions.coneToXYZ
    return (
      ColorMath.dot(matrix.0, redF, greenF, blueF), ColorMath.dot(matrix.1, redF, greenF, blueF),
      ColorMath.dot(matrix.2, redF, greenF, blueF)
    )
  }

  /// The post-adaptation cone responses R_a, G_a, B_a of achromatic response `p2` and
  /// opponent coordinates `a`, `b` (the inverse of CAM16's forward step).
  @inline(__always)
  static func adaptedResponses(p2: Double, a: Double, b: Double) -> (Double, Double, Double) {
    (
      (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0,
      (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0,
      (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
    )
  }

  /// The chromatic adaptation of a cone response: sign · 400·(F_L|x|/100)^0.42 / (… + 27.13).
  @inline(__always)
  static func adapt(_ component: Double, fl: Double) -> Double {
    let factor = pow(fl * abs(component) / 100.0, 0.42)
    return sign(component) * 400.0 * factor / (factor + 27.13)
  }

  /// The inverse of ``adapt(_:fl:)``: sign · (100/F_L)·max(0, 27.13|x| / (400 − |x|))^(1/0.42).
  @inline(__always)
  static func unadapt(_ adapted: Double, fl: Double) -> Double {
    let base = max(0, (27.13 * abs(adapted)) / (400.0 - abs(adapted)))
    return sign(adapted) * (100.0 / fl) * pow(base, 1.0 / 0.42)
  }

  /// −1, 0 or 1 as the sign of `value` (Java's `Math.signum` for finite values).
  @inline(__always)
  static func sign(_ value: Double) -> Double {
    value < 0 ? -1 : (value == 0 ? 0 : 1)
  }
}
