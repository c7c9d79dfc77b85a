import Foundation

/// Solves hue, chroma and tone to the 8-bit sRGB color with that tone, that hue and the largest
/// in-gamut chroma up to the request (material-color-utilities' `HctSolver.solveToInt`).
///
/// First it inverts CAM16 at the requested chroma by Newton iteration on J; when that lands
/// outside the sRGB cube it bisects the gamut boundary of the tone's luminance plane for the hue.
enum HctSolver {
  /// Linear RGB → scaled, discounted cone responses (default viewing conditions), rows.
  static let scaledDiscountFromLinearRGB: ColorMath.Matrix3 = (
    (0.001200833568784504, 0.002389694492170889, 0.0002795742885861124),
    (0.0005891086651375999, 0.0029785502573438758, 0.0003270666104008398),
    (0.00010146692491640572, 0.0005364214359186694, 0.0032979401770712076)
  )

  /// Scaled, discounted cone responses → linear RGB (the inverse of the matrix above), rows.
  static let linearRGBFromScaledDiscount: ColorMath.Matrix3 = (
    (1373.2198709594231, -1100.4251190754821, -7.278681089101213),
    (-271.815969077903, 559.6580465940733, -32.46047482791194),
    (1.9622899599665666, -57.173814538844006, 308.7233197812385)
  )

  /// Y weights of linear RGB (the second row of the sRGB → XYZ matrix).
  static let yFromLinearRGB = (0.2126, 0.7152, 0.0722)

  /// The linear values halfway between adjacent 8-bit channel values: `linearized(i + 0.5)`.
  static let criticalPlanes: [Double] = (0..<255).map {
    ColorMath.linearizedExactly(Double($0) + 0.5)
  }

  /// Newton iterations on J before giving up on the exact answer.
  static let maximumNewtonIterations = 5
  /// Luminance error (Y) below which a Newton step is accepted.
  static let luminanceTolerance = 0.002
  /// Linear components above this count as outside the sRGB cube.
  static let linearUpperLimit = 100.01
  /// Bisection steps per axis when searching the gamut boundary.
  static let boundaryBisectionSteps = 8

  /// The ARGB color for `hue` (degrees), `chroma` and `tone` (L*).
  static func solve(hue: Double, chroma: Double, tone: Double) -> UInt32 {
    solve(hue: hue, chroma: chroma, tone: tone) { $0() }
  }

  /// ``solve(hue:chroma:tone:)`` that hands the gamut-boundary case to `boundary`, which calls
  /// the closure it gets to compute the boundary color of `hue` and `tone` (or returns a
  /// remembered one: it does not depend on the requested chroma).
  @inline(__always)
  static func solve(
    hue: Double, chroma: Double, tone: Double, boundary: (() -> UInt32) -> UInt32
  ) -> UInt32 {
    if chroma < 0.0001 || tone < 0.0001 || tone > 99.9999 {
      return ColorMath.argb(lstar: tone)
    }
    let hueRadians = ColorMath.sanitizeDegrees(hue) / 180 * Double.pi
    let y = ColorMath.yFromLstar(tone)
    let exact = findResultByJ(hueRadians: hueRadians, chroma: chroma, y: y)
    if exact != 0 { return exact }
    return boundary {
      let linear = bisectToLimit(y: y, targetHue: hueRadians)
      return ColorMath.argb(linearRed: linear.0, linearGreen: linear.1, linearBlue: linear.2)
    }
  }

  // MARK: Newton iteration on J

  private static let tInnerCoefficient: Double = {
    let vc = ViewingConditions.standard
    return 1 / pow(1.64 - pow(0.29, vc.n), 0.73)
  }()

  private static let jExponent: Double = {
    let vc = ViewingConditions.standard
    return 1.0 / vc.c / vc.z
  }()

  /// The exact in-gamut answer, or 0 when the requested chroma is not reachable.
  static func findResultByJ(hueRadians: Double, chroma: Double, y: Double) -> UInt32 {
    let vc = ViewingConditions.standard
    var j = y.squareRoot() * 11.0
    let tInner = tInnerCoefficient
    let eHue = 0.25 * (cos(hueRadians + 2.0) + 3.8)
    let p1 = eHue * (50000.0 / 13.0) * vc.nc * vc.ncb
    let hSin = sin(hueRadians)
    let hCos = cos(hueRadians)
    for round in 0..<maximumNewtonIterations {
      let jNormalized = j / 100.0
      let alpha = chroma == 0.0 || j == 0.0 ? 0.0 : chroma / jNormalized.squareRoot()
      let t = pow(alpha * tInner, 1.0 / 0.9)
      let ac = vc.aw * pow(jNormalized, jExponent)
      let p2 = ac / vc.nbb
      let gamma = 23.0 * (p2 + 0.305) * t / (23.0 * p1 + 11 * t * hCos + 108.0 * t * hSin)
      let a = gamma * hCos
      let b = gamma * hSin
      let redA = (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0
      let greenA = (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0
      let blueA = (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
      let redC = inverseChromaticAdaptation(redA)
      let greenC = inverseChromaticAdaptation(greenA)
      let blueC = inverseChromaticAdaptation(blueA)
      let m = linearRGBFromScaledDiscount
      let red = ColorMath.dot(m.0, redC, greenC, blueC)
      let green = ColorMath.dot(m.1, redC, greenC, blueC)
      let blue = ColorMath.dot(m.2, redC, greenC, blueC)
      if red < 0 || green < 0 || blue < 0 { return 0 }
      let fnj = ColorMath.dot(yFromLinearRGB, red, green, blue)
      if fnj <= 0 { return 0 }
      if round == maximumNewtonIterations - 1 || abs(fnj - y) < luminanceTolerance {
        if red > linearUpperLimit || green > linearUpperLimit || blue > linearUpperLimit {
          return 0
        }
        return ColorMath.argb(linearRed: red, linearGreen: green, linearBlue: blue)
      }
      j = j - (fnj - y) * j / (2 * fnj)
    }
    return 0
  }

  @inline(__always)
  static func inverseChromaticAdaptation(_ adapted: Double) -> Double {
    let adaptedAbs = abs(adapted)
    let base = max(0, 27.13 * adaptedAbs / (400.0 - adaptedAbs))
    let sign: Double = adapted < 0 ? -1 : (adapted == 0 ? 0 : 1)
    return sign * pow(base, 1.0 / 0.42)
  }

  // MARK: Gamut-boundary bisection

  typealias Vector = (Double, Double, Double)

  @inline(__always)
  static func chromaticAdaptation(_ component: Double) -> Double {
    let af = pow(abs(component), 0.42)
    let sign: Double = component < 0 ? -1 : (component == 0 ? 0 : 1)
    return sign * 400.0 * af / (af + 27.13)
  }

  /// The CAM16 hue angle (radians) of a linear RGB point.
  static func hueOf(_ linear: Vector) -> Double {
    let m = scaledDiscountFromLinearRGB
    let redA = chromaticAdaptation(ColorMath.dot(m.0, linear.0, linear.1, linear.2))
    let greenA = chromaticAdaptation(ColorMath.dot(m.1, linear.0, linear.1, linear.2))
    let blueA = chromaticAdaptation(ColorMath.dot(m.2, linear.0, linear.1, linear.2))
    let a = (11.0 * redA + -12.0 * greenA + blueA) / 11.0
    let b = (redA + greenA - 2.0 * blueA) / 9.0
    return atan2(b, a)
  }

  @inline(__always)
  static func sanitizeRadians(_ angle: Double) -> Double {
    fmod(angle + Double.pi * 8, Double.pi * 2)
  }

  @inline(__always)
  static func areInCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
    sanitizeRadians(b - a) < sanitizeRadians(c - a)
  }

  @inline(__always)
  static func component(_ vector: Vector, _ axis: Int) -> Double {
    axis == 0 ? vector.0 : (axis == 1 ? vector.1 : vector.2)
  }

  /// The point on segment source→target whose `axis` coordinate is `coordinate`.
  static func setCoordinate(_ source: Vector, _ coordinate: Double, _ target: Vector, axis: Int)
    -> Vector
  {
    let t =
      (coordinate - component(source, axis)) / (component(target, axis) - component(source, axis))
    return (
      source.0 + (target.0 - source.0) * t, source.1 + (target.1 - source.1) * t,
      source.2 + (target.2 - source.2) * t
    )
  }

  @inline(__always)
  static func isBounded(_ x: Double) -> Bool { 0.0 <= x && x <= 100.0 }

  /// The `n`th of the 12 intersections of the plane of luminance `y` with the cube's edges, or nil.
  static func nthVertex(y: Double, _ n: Int) -> Vector? {
    let (kr, kg, kb) = yFromLinearRGB
    let coordA = n % 4 <= 1 ? 0.0 : 100.0
    let coordB = n % 2 == 0 ? 0.0 : 100.0
    if n < 4 {
      let r = (y - coordA * kg - coordB * kb) / kr
      return isBounded(r) ? (r, coordA, coordB) : nil
    } else if n < 8 {
      let g = (y - coordB * kr - coordA * kb) / kg
      return isBounded(g) ? (coordB, g, coordA) : nil
    } else {
      let b = (y - coordA * kr - coordB * kg) / kb
      return isBounded(b) ? (coordA, coordB, b) : nil
    }
  }

  /// The two polygon vertices whose hues bracket `targetHue`.
  static func bisectToSegment(y: Double, targetHue: Double) -> (Vector, Vector) {
    var left: Vector = (-1, -1, -1)
    var right = left
    var leftHue = 0.0
    var rightHue = 0.0
    var initialized = false
    var uncut = true
    for n in 0..<12 {
      guard let mid = nthVertex(y: y, n) else { continue }
      let midHue = hueOf(mid)
      if !initialized {
        left = mid
        right = mid
        leftHue = midHue
        rightHue = midHue
        initialized = true
        continue
      }
      if uncut || areInCyclicOrder(leftHue, midHue, rightHue) {
        uncut = false
        if areInCyclicOrder(leftHue, targetHue, midHue) {
          right = mid
          rightHue = midHue
        } else {
          left = mid
          leftHue = midHue
        }
      }
    }
    return (left, right)
  }

  /// The linear RGB point on the gamut boundary with luminance `y` and hue `targetHue`.
  static func bisectToLimit(y: Double, targetHue: Double) -> Vector {
    var (left, right) = bisectToSegment(y: y, targetHue: targetHue)
    var leftHue = hueOf(left)
    let planes = criticalPlanes
    for axis in 0..<3 {
      let leftValue = component(left, axis)
      let rightValue = component(right, axis)
      guard leftValue != rightValue else { continue }
      var leftPlane: Int
      var rightPlane: Int
      if leftValue < rightValue {
        leftPlane = Int(floor(ColorMath.trueDelinearized(leftValue) - 0.5))
        rightPlane = Int(ceil(ColorMath.trueDelinearized(rightValue) - 0.5))
      } else {
        leftPlane = Int(ceil(ColorMath.trueDelinearized(leftValue) - 0.5))
        rightPlane = Int(floor(ColorMath.trueDelinearized(rightValue) - 0.5))
      }
      for _ in 0..<boundaryBisectionSteps {
        if abs(rightPlane - leftPlane) <= 1 { break }
        let midPlane = Int(floor(Double(leftPlane + rightPlane) / 2.0))
        let mid = setCoordinate(left, planes[midPlane], right, axis: axis)
        let midHue = hueOf(mid)
        if areInCyclicOrder(leftHue, targetHue, midHue) {
          right = mid
          rightPlane = midPlane
        } else {
          left = mid
          leftHue = midHue
          leftPlane = midPlane
        }
      }
    }
    return ((left.0 + right.0) / 2, (left.1 + right.1) / 2, (left.2 + right.2) / 2)
  }
}
