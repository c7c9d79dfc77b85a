/// One entry of a quantizer's result: a color and how many input pixels it stands for.
public struct ColorCount: Sendable, Hashable {
  /// The color as `0xAARRGGBB`.
  public var argb: UInt32
  /// The number of input pixels this color represents (0 for Wu's palette-only result).
  public var count: Int

  /// Pairs a color with its population.
  public init(argb: UInt32, count: Int) {
    self.argb = argb
    self.count = count
  }
}

/// The colors a quantizer chose, in the order upstream's `LinkedHashMap` would iterate them.
///
/// Order matters: ``QuantizerCelebi`` feeds Wu's colors to k-means in this order and ``Score``
/// breaks ties by it, so the entries are kept as a list (each color appears once).
public struct QuantizerResult: Sendable, Hashable {
  /// The colors with their populations, in insertion order; no color repeats.
  public var colors: [ColorCount]

  /// Wraps an ordered, duplicate-free list of colors.
  public init(colors: [ColorCount]) {
    self.colors = colors
  }

  /// The colors by population, largest first; equal populations by ARGB ascending.
  public var byPopulation: [ColorCount] {
    colors.sorted { $0.count != $1.count ? $0.count > $1.count : $0.argb < $1.argb }
  }
}

/// Java's `java.util.Random` (a 48-bit linear congruential generator), so k-means starts from the
/// same assignments as upstream's `new Random(0x42688)`.
struct JavaRandom {
  private static let multiplier: UInt64 = 0x5_DEEC_E66D
  private static let mask: UInt64 = (1 << 48) - 1
  private var state: UInt64

  /// Seeds the generator as `new Random(seed)` does.
  init(seed: Int64) {
    state = (UInt64(bitPattern: seed) ^ Self.multiplier) & Self.mask
  }

  /// `next(bits)`: the top `bits` bits of the advanced 48-bit state.
  private mutating func next(_ bits: Int) -> Int32 {
    state = (state &* Self.multiplier &+ 0xB) & Self.mask
    return Int32(truncatingIfNeeded: state >> UInt64(48 - bits))
  }

  /// `nextInt(bound)`: uniform in `0..<bound`, with Java's rejection rule; `bound` must be positive.
  mutating func nextInt(_ bound: Int32) -> Int32 {
    precondition(bound > 0, "bound must be positive")
    var r = next(31)
    let m = bound &- 1
    if bound & m == 0 {
      return Int32(truncatingIfNeeded: (Int64(bound) &* Int64(r)) >> 31)
    }
    var u = r
    while true {
      r = u % bound
      if u &- r &+ m >= 0 { return r }
      u = next(31)
    }
  }
}

/// Rounding and conversions exactly as upstream's Java `ColorUtils`, where they differ from ours.
enum QuantizerMath {
  /// Java's `Math.round`: the nearest integer, halves rounded up.
  @inline(__always)
  static func javaRound(_ value: Double) -> Double {
    let floor = value.rounded(.down)
    return value - floor >= 0.5 ? floor + 1 : floor
  }

  /// `ColorUtils.delinearized`: an 8-bit channel from a linear component, `Math.round`ed.
  @inline(__always)
  static func delinearized(_ component: Double) -> UInt32 {
    let rounded = javaRound(ColorMath.trueDelinearized(component))
    if !(rounded > 0) { return 0 }
    if rounded > 255 { return 255 }
    return UInt32(rounded)
  }

  /// `ColorUtils.argbFromLab`: an opaque ARGB color from CIELAB (D65).
  static func argb(l: Double, a: Double, b: Double) -> UInt32 {
    let white = ColorMath.whitePointD65
    let fy = (l + 16.0) / 116.0
    let fx = a / 500.0 + fy
    let fz = fy - b / 200.0
    let x = ColorMath.labInverseF(fx) * white.x
    let y = ColorMath.labInverseF(fy) * white.y
    let z = ColorMath.labInverseF(fz) * white.z
    let red = 3.2413774792388685 * x + -1.5376652402851851 * y + -0.49885366846268053 * z
    let green = -0.9691452513005321 * x + 1.8758853451067872 * y + 0.04156585616912061 * z
    let blue = 0.05562093689691305 * x + -0.20395524564742123 * y + 1.0571799111220335 * z
    return ColorMath.argb(
      red: delinearized(red), green: delinearized(green), blue: delinearized(blue))
  }
}
