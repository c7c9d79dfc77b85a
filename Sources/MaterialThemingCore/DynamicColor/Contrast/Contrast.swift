/// Contrast ratios between HCT tones, and the tones that reach a ratio.
///
/// A tone is CIE L* (`0...100`), so the WCAG 2.x ratio of two colors depends on their tones
/// only: `(Y_lighter + 5) / (Y_darker + 5)` with `Y` the relative luminance on `0...100`
/// (Material Color Utilities' `Contrast`).
///
/// ```swift
/// Contrast.ratio(ofTones: 40, 100)              // ≈ 6.46
/// Contrast.lighter(tone: 40, ratio: 4.5)        // ≈ 86.47: text on tone 40 needs this or more
/// Contrast.darker(tone: 10, ratio: 4.5)         // nil: nothing dark enough exists
/// Contrast.darkerUnsafe(tone: 10, ratio: 4.5)   // 0
/// ```
public enum Contrast {
  /// The smallest contrast ratio, between a tone and itself.
  public static let minimumRatio = 1.0
  /// The largest contrast ratio, between tones 0 and 100.
  public static let maximumRatio = 21.0

  /// A solved ratio may fall short of the request by this much (it still rounds to the same
  /// tenth).
  static let ratioTolerance = 0.04
  /// Added to (or taken from) a solved tone so that gamut mapping and 8-bit rounding keep the
  /// ratio.
  static let toneMargin = 0.4

  /// The contrast ratio of two tones, from 1 to 21; tones outside `0...100` are clamped.
  ///
  /// Material Color Utilities' TypeScript, Dart, C++ and Swift ports clamp; its Java does not,
  /// which differs only for tones outside `0...100`.
  public static func ratio(ofTones toneA: Double, _ toneB: Double) -> Double {
    let a = ColorMath.clamp(0.0, 100.0, toneA)
    let b = ColorMath.clamp(0.0, 100.0, toneB)
    return ratio(ofLuminances: ColorMath.yFromLstar(a), ColorMath.yFromLstar(b))
  }

  /// The contrast ratio of two relative luminances Y on `0...100`: (Y_hi + 5) / (Y_lo + 5).
  public static func ratio(ofLuminances y1: Double, _ y2: Double) -> Double {
    let lighter = max(y1, y2)
    let darker = lighter == y2 ? y1 : y2
    return (lighter + 5.0) / (darker + 5.0)
  }

  /// The tone at least as light as `tone` whose contrast with it is at least `ratio`, or `nil`
  /// when no tone up to 100 reaches it (or `tone` is outside `0...100`).
  ///
  /// The answer is 0.4 lighter than the exact solution so the ratio survives rounding to an
  /// 8-bit color. Material Color Utilities returns −1 where this returns `nil`.
  public static func lighter(tone: Double, ratio: Double) -> Double? {
    guard tone >= 0.0, tone <= 100.0 else { return nil }
    let darkY = ColorMath.yFromLstar(tone)
    let lightY = ratio * (darkY + 5.0) - 5.0
    guard lightY >= 0.0, lightY <= 100.0 else { return nil }
    let real = self.ratio(ofLuminances: lightY, darkY)
    if real < ratio && abs(real - ratio) > ratioTolerance { return nil }
    let answer = ColorMath.lstarFromY(lightY) + toneMargin
    guard answer >= 0, answer <= 100 else { return nil }
    return answer
  }

  /// The tone at least as dark as `tone` whose contrast with it is at least `ratio`, or `nil`
  /// when no tone down to 0 reaches it (or `tone` is outside `0...100`).
  ///
  /// The answer is 0.4 darker than the exact solution so the ratio survives rounding to an
  /// 8-bit color. Material Color Utilities returns −1 where this returns `nil`.
  public static func darker(tone: Double, ratio: Double) -> Double? {
    guard tone >= 0.0, tone <= 100.0 else { return nil }
    let lightY = ColorMath.yFromLstar(tone)
    let darkY = ((lightY + 5.0) / ratio) - 5.0
    guard darkY >= 0.0, darkY <= 100.0 else { return nil }
    let real = self.ratio(ofLuminances: lightY, darkY)
    if real < ratio && abs(real - ratio) > ratioTolerance { return nil }
    let answer = ColorMath.lstarFromY(darkY) - toneMargin
    guard answer >= 0, answer <= 100 else { return nil }
    return answer
  }

  /// ``lighter(tone:ratio:)``, or 100 when no tone reaches `ratio` (the result may then fall
  /// short of it).
  public static func lighterUnsafe(tone: Double, ratio: Double) -> Double {
    lighter(tone: tone, ratio: ratio) ?? 100.0
  }

  /// ``darker(tone:ratio:)``, or 0 when no tone reaches `ratio` (the result may then fall
  /// short of it).
  public static func darkerUnsafe(tone: Double, ratio: Double) -> Double {
    darker(tone: tone, ratio: ratio) ?? 0.0
  }
}
