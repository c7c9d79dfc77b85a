import Foundation

/// A CIELAB color: lightness L* (0–100) and the opponent axes a* and b*, D65 white.
public struct LabColor: Sendable, Hashable {
  /// Lightness L*, 0 (black) to 100 (white).
  public var l: Double
  /// Green (−) to red (+).
  public var a: Double
  /// Blue (−) to yellow (+).
  public var b: Double

  /// Creates a CIELAB color from its coordinates.
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The CIELAB coordinates of an sRGB color's 8-bit value (alpha ignored), D65 white.
  public init(_ color: Color) {
    let lab = ColorMath.lab(color.argb)
    self.init(l: lab.l, a: lab.a, b: lab.b)
  }

  /// The CIEDE2000 color difference ΔE₀₀ between this color and `other` (kL = kC = kH = 1).
  ///
  /// Implemented from Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula:
  /// Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color
  /// Research & Application 30(1), 2005, Eqs. (1)–(22). About 1 is a just-noticeable difference
  /// between large patches seen side by side.
  public func ciede2000(to other: LabColor) -> Double {
    func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
    func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    let pow25To7 = 6_103_515_625.0  // 25⁷
    let meanC = (hypot(a, b) + hypot(other.a, other.b)) / 2
    let g = 0.5 * (1 - (pow(meanC, 7.0) / (pow(meanC, 7.0) + pow25To7)).squareRoot())
    let a1 = (1 + g) * a
    let a2 = (1 + g) * other.a
    let c1 = hypot(a1, b)
    let c2 = hypot(a2, other.b)
    func hue(_ a: Double, _ b: Double) -> Double {
      guard a != 0 || b != 0 else { return 0 }
      let h = degrees(atan2(b, a))
      return h < 0 ? h + 360 : h
    }
    let h1 = hue(a1, b)
    let h2 = hue(a2, other.b)
    let deltaL = other.l - l
    let deltaC = c2 - c1
    var deltaHue = 0.0
    if c1 * c2 != 0 {
      deltaHue = h2 - h1
      if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
    }
    let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue) / 2)
    let meanL = (l + other.l) / 2
    let meanCPrime = (c1 + c2) / 2
    var meanH = h1 + h2
    if c1 * c2 != 0 {
      if abs(h1 - h2) <= 180 {
        meanH = (h1 + h2) / 2
      } else if h1 + h2 < 360 {
        meanH = (h1 + h2 + 360) / 2
      } else {
        meanH = (h1 + h2 - 360) / 2
      }
    }
    let t1: Double = 1 - 0.17 * cos(radians(meanH - 30))
    let t2: Double = 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
    let t = t1 + t2 - 0.20 * cos(radians(4 * meanH - 63))
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2.0))
    let rC = 2 * (pow(meanCPrime, 7.0) / (pow(meanCPrime, 7.0) + pow25To7)).squareRoot()
    let lOffset = pow(meanL - 50, 2.0)
    let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sC = 1 + 0.045 * meanCPrime
    let sH = 1 + 0.015 * meanCPrime * t
    let rT = -sin(radians(2 * deltaTheta)) * rC
    let lightness = deltaL / sL
    let chroma = deltaC / sC
    let hueTerm = deltaH / sH
    let sum = lightness * lightness + chroma * chroma + hueTerm * hueTerm
    return (sum + rT * chroma * hueTerm).squareRoot()
  }
}

extension Color {
  /// The CIEDE2000 difference ΔE₀₀ between this color and `other`, both composited opaque
  /// values read as sRGB (alpha ignored; blend translucent colors first).
  public func ciede2000(to other: Color) -> Double {
    LabColor(self).ciede2000(to: LabColor(other))
  }
}
