extension ToneContrast {
  /// The foreground tone that keeps `desired` contrast against two backgrounds at once.
  ///
  /// `tone` is kept when it already contrasts with both. Otherwise the lighter option above the
  /// upper background or the darker option below the lower one is taken: light when either
  /// background prefers a light foreground, the only available option when just one exists,
  /// else dark (each clamped to 100 or 0 when out of range). Both spec versions share this rule.
  static func tone(
    _ tone: Double, against firstTone: Double, and secondTone: Double, desired: Double
  ) -> Double {
    let upper = max(firstTone, secondTone)
    let lower = min(firstTone, secondTone)
    if ratio(upper, tone) >= desired && ratio(lower, tone) >= desired { return tone }
    let lightOption = lighter(upper, desired)
    let darkOption = darker(lower, desired)
    let available = (lightOption != -1 ? 1 : 0) + (darkOption != -1 ? 1 : 0)
    if prefersLightForeground(firstTone) || prefersLightForeground(secondTone) {
      return lightOption < 0 ? 100 : lightOption
    }
    if available == 1 { return lightOption != -1 ? lightOption : darkOption }
    return darkOption < 0 ? 0 : darkOption
  }
}
