/// The 2021 tone calculation (material-color-utilities'
/// `ColorCalculationDelegateImpl2021.getTone`).
enum ToneSolver2021 {
  /// Tones in `awkwardZone` are avoided by background roles.
  static let awkwardZone = 50.0..<60.0
  /// Where a role in the awkward zone goes in light mode.
  static let awkwardZoneDarkExit = 49.0
  /// Where a role in the awkward zone goes in dark mode.
  static let awkwardZoneLightExit = 60.0

  /// The final tone of `role`.
  static func tone(of role: MaterialDynamicColorRole, _ resolver: ToneResolver) -> Double {
    // Fields, not the whole context: a copy of it is hundreds of bytes.
    let level = resolver.context.contrastLevel
    let color = resolver.definition(role)
    let decreasingContrast = level < 0
    if let pair = color.toneDeltaPair {
      return pairedTone(of: role, color, pair, resolver)
    }
    var answer = resolver.rawTone(role)
    guard let backgroundRole = color.background, let curve = color.contrastCurve else {
      return answer
    }
    let backgroundTone = resolver.tone(backgroundRole)
    let desired = curve.value(at: level)
    if ToneContrast.ratio(backgroundTone, answer) < desired {
      answer = ToneContrast.foregroundTone(backgroundTone, desired)
    }
    if decreasingContrast {
      answer = ToneContrast.foregroundTone(backgroundTone, desired)
    }
    if color.isBackground && awkwardZone.contains(answer) {
      answer =
        ToneContrast.ratio(awkwardZoneDarkExit, backgroundTone) >= desired
        ? awkwardZoneDarkExit : awkwardZoneLightExit
    }
    guard let secondRole = color.secondBackground else { return answer }
    return ToneContrast.tone(
      answer, against: backgroundTone, and: resolver.tone(secondRole), desired: desired)
  }

  /// The tone of a role in a tone-delta pair (container vs accent, fixed vs fixed-dim).
  static func pairedTone(
    of role: MaterialDynamicColorRole, _ color: DynamicColor, _ pair: ToneDeltaPair,
    _ resolver: ToneResolver
  ) -> Double {
    let isDark = resolver.context.isDark
    let level = resolver.context.contrastLevel
    let aIsNearer =
      pair.polarity == .nearer || (pair.polarity == .lighter && !isDark)
      // Upstream's Java (the reference) pairs `darker` like `lighter`, with `!isDark`; the
      // TypeScript and C++ ports use `isDark`. Only the 2021-rule dim roles have this polarity.
      || (pair.polarity == .darker && !isDark)
    let nearer = aIsNearer ? pair.roleA : pair.roleB
    let farther = aIsNearer ? pair.roleB : pair.roleA
    let amNearer = role == nearer
    let expansion: Double = isDark ? 1 : -1
    let delta = pair.delta
    var nearerTone = resolver.rawTone(nearer)
    var fartherTone = resolver.rawTone(farther)
    if let backgroundRole = color.background,
      let nearerCurve = resolver.definition(nearer).contrastCurve,
      let fartherCurve = resolver.definition(farther).contrastCurve
    {
      let backgroundTone = resolver.tone(backgroundRole)
      let nearerContrast = nearerCurve.value(at: level)
      let fartherContrast = fartherCurve.value(at: level)
      if ToneContrast.ratio(backgroundTone, nearerTone) < nearerContrast {
        nearerTone = ToneContrast.foregroundTone(backgroundTone, nearerContrast)
      }
      if ToneContrast.ratio(backgroundTone, fartherTone) < fartherContrast {
        fartherTone = ToneContrast.foregroundTone(backgroundTone, fartherContrast)
      }
      if level < 0 {
        nearerTone = ToneContrast.foregroundTone(backgroundTone, nearerContrast)
        fartherTone = ToneContrast.foregroundTone(backgroundTone, fartherContrast)
      }
    }
    if (fartherTone - nearerTone) * expansion < delta {
      fartherTone = ColorMath.clamp(0, 100, nearerTone + delta * expansion)
      if (fartherTone - nearerTone) * expansion < delta {
        nearerTone = ColorMath.clamp(0, 100, fartherTone - delta * expansion)
      }
    }
    // The nearer tone in the zone, or the farther one with a pair that stays together: both
    // leave it, the nearer to the exit and the farther at least `delta` beyond.
    if awkwardZone.contains(nearerTone) || (awkwardZone.contains(fartherTone) && pair.stayTogether)
    {
      if expansion > 0 {
        nearerTone = awkwardZoneLightExit
        fartherTone = max(fartherTone, nearerTone + delta * expansion)
      } else {
        nearerTone = awkwardZoneDarkExit
        fartherTone = min(fartherTone, nearerTone + delta * expansion)
      }
    } else if awkwardZone.contains(fartherTone) {
      fartherTone = expansion > 0 ? awkwardZoneLightExit : awkwardZoneDarkExit
    }
    return amNearer ? nearerTone : fartherTone
  }
}
