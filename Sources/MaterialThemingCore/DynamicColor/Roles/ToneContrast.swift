/// Contrast ratios between tones and the tones that reach a ratio (material-color-utilities'
/// `Contrast`).
enum ToneContrast {
  /// The WCAG ratio of two tones: (Y_hi + 5) / (Y_lo + 5), tones clamped to 0...100.
  @inline(__always)
  static func ratio(_ toneA: Double, _ toneB: Double) -> Double {
    Contrast.ratio(ofTones: toneA, toneB)
  }

  /// The tone lighter than `tone` with at least `ratio`, or −1 if none exists.
  static func lighter(_ tone: Double, _ ratio: Double) -> Double {
    Contrast.lighter(tone: tone, ratio: ratio) ?? -1.0
  }

  /// The tone darker than `tone` with at least `ratio`, or −1 if none exists.
  static func darker(_ tone: Double, _ ratio: Double) -> Double {
    Contrast.darker(tone: tone, ratio: ratio) ?? -1.0
  }

  /// ``lighter(_:_:)``, or 100 when unreachable.
  static func lighterUnsafe(_ tone: Double, _ ratio: Double) -> Double {
    Contrast.lighterUnsafe(tone: tone, ratio: ratio)
  }

  /// ``darker(_:_:)``, or 0 when unreachable.
  static func darkerUnsafe(_ tone: Double, _ ratio: Double) -> Double {
    Contrast.darkerUnsafe(tone: tone, ratio: ratio)
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
