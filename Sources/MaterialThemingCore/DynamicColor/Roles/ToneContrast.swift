/// Contrast ratios between tones and the tones that reach a ratio (material-color-utilities'
/// `Contrast`).
enum ToneContrast {
  /// Added to (or taken from) a solved tone so 8-bit rounding keeps the ratio.
  static let toneMargin = 0.4
  /// A solved ratio may fall short of the request by this much.
  static let ratioTolerance = 0.04

  /// The WCAG ratio of two tones: (Y_hi + 5) / (Y_lo + 5), tones clamped to 0...100.
  @inline(__always)
  static func ratio(_ toneA: Double, _ toneB: Double) -> Double {
    let a = ColorMath.clamp(0.0, 100.0, toneA)
    let b = ColorMath.clamp(0.0, 100.0, toneB)
    return ratioOfYs(ColorMath.yFromLstar(a), ColorMath.yFromLstar(b))
  }

  @inline(__always)
  static func ratioOfYs(_ y1: Double, _ y2: Double) -> Double {
    let lighter = max(y1, y2)
    let darker = lighter == y2 ? y1 : y2
    return (lighter + 5.0) / (darker + 5.0)
  }

  /// The tone lighter than `tone` with at least `ratio`, or −1 if none exists.
  static func lighter(_ tone: Double, _ ratio: Double) -> Double {
    if tone < 0.0 || tone > 100.0 { return -1.0 }
    let darkY = ColorMath.yFromLstar(tone)
    let lightY = ratio * (darkY + 5.0) - 5.0
    let real = ratioOfYs(lightY, darkY)
    if real < ratio && abs(real - ratio) > ratioTolerance { return -1.0 }
    let value = ColorMath.lstarFromY(lightY) + toneMargin
    if value < 0 || value > 100 { return -1.0 }
    return value
  }

  /// The tone darker than `tone` with at least `ratio`, or −1 if none exists.
  static func darker(_ tone: Double, _ ratio: Double) -> Double {
    if tone < 0.0 || tone > 100.0 { return -1.0 }
    let lightY = ColorMath.yFromLstar(tone)
    let darkY = ((lightY + 5.0) / ratio) - 5.0
    let real = ratioOfYs(lightY, darkY)
    if real < ratio && abs(real - ratio) > ratioTolerance { return -1.0 }
    let value = ColorMath.lstarFromY(darkY) - toneMargin
    if value < 0.0 || value > 100.0 { return -1.0 }
    return value
  }

  /// ``lighter(_:_:)``, or 100 when unreachable.
  static func lighterUnsafe(_ tone: Double, _ ratio: Double) -> Double {
    let safe = lighter(tone, ratio)
    return safe < 0.0 ? 100.0 : safe
  }

  /// ``darker(_:_:)``, or 0 when unreachable.
  static func darkerUnsafe(_ tone: Double, _ ratio: Double) -> Double {
    let safe = darker(tone, ratio)
    return safe < 0.0 ? 0.0 : safe
  }

  /// Tones that round below this prefer a light foreground (`tonePrefersLightForeground`).
  static let lightForegroundLimit = 60.0

  /// Whether text on `tone` should be light.
  @inline(__always)
  static func prefersLightForeground(_ tone: Double) -> Bool {
    // Java's `Math.round` (the reference) rounds halves up: 59.5 does not prefer light.
    (tone + 0.5).rounded(.down) < lightForegroundLimit
  }

  /// Two candidate ratios closer than this count as equal (`foregroundTone`'s tie rule).
  static let negligibleRatioDifference = 0.1

  /// The tone of text on `backgroundTone` that reaches `ratio`, preferring the natural side
  /// (`DynamicColor.foregroundTone`).
  static func foregroundTone(_ backgroundTone: Double, _ ratio: Double) -> Double {
    let lighterTone = lighterUnsafe(backgroundTone, ratio)
    let darkerTone = darkerUnsafe(backgroundTone, ratio)
    let lighterRatio = Self.ratio(lighterTone, backgroundTone)
    let darkerRatio = Self.ratio(darkerTone, backgroundTone)
    if prefersLightForeground(backgroundTone) {
      let negligible =
        abs(lighterRatio - darkerRatio) < negligibleRatioDifference && lighterRatio < ratio
        && darkerRatio < ratio
      return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligible
        ? lighterTone : darkerTone
    }
    return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darkerTone : lighterTone
  }
}
