/// The 2025 tone calculation (material-color-utilities'
/// `ColorCalculationDelegateImpl2025.getTone`).
enum ToneSolver2025 {
  /// Background tones at or above this are pushed to at least ``lightBackgroundFloor``.
  static let backgroundSplit = 57.0
  /// The lowest tone of a light background role.
  static let lightBackgroundFloor = 65.0
  /// The highest tone of a dark background role.
  static let darkBackgroundCeiling = 49.0

  /// The final tone of `role`.
  static func tone(of role: MaterialDynamicColorRole, _ resolver: ToneResolver) -> Double {
    let context = resolver.context
    let color = resolver.definition(role)
    if let pair = color.toneDeltaPair {
      var selfTone = pairedTone(of: role, pair, resolver)
      if let backgroundRole = color.background, let curve = color.contrastCurve {
        let backgroundTone = resolver.tone(backgroundRole)
        let desired = curve.value(at: context.contrastLevel)
        if !(ToneContrast.ratio(backgroundTone, selfTone) >= desired && context.contrastLevel >= 0)
        {
          selfTone = ToneContrast.foregroundTone(backgroundTone, desired)
        }
      }
      if color.isBackground && !isFixedDim(role) { selfTone = separated(selfTone) }
      return selfTone
    }
    var answer = resolver.rawTone(role)
    guard let backgroundRole = color.background, let curve = color.contrastCurve else {
      return answer
    }
    let backgroundTone = resolver.tone(backgroundRole)
    let desired = curve.value(at: context.contrastLevel)
    if !(ToneContrast.ratio(backgroundTone, answer) >= desired && context.contrastLevel >= 0) {
      answer = ToneContrast.foregroundTone(backgroundTone, desired)
    }
    if color.isBackground && !isFixedDim(role) { answer = separated(answer) }
    guard let secondRole = color.secondBackground else { return answer }
    return ToneContrast.tone(
      answer, against: backgroundTone, and: resolver.tone(secondRole), desired: desired)
  }

  /// The pair-constrained tone before contrast: the role's own tone moved relative to the other
  /// role's final tone by the pair's delta and constraint.
  static func pairedTone(
    of role: MaterialDynamicColorRole, _ pair: ToneDeltaPair, _ resolver: ToneResolver
  )
    -> Double
  {
    let isDark = resolver.context.isDark
    let absoluteDelta =
      pair.polarity == .darker || (pair.polarity == .relativeLighter && isDark)
        || (pair.polarity == .relativeDarker && !isDark) ? -pair.delta : pair.delta
    let amRoleA = role == pair.roleA
    let selfRole = amRoleA ? pair.roleA : pair.roleB
    let referenceRole = amRoleA ? pair.roleB : pair.roleA
    var selfTone = resolver.rawTone(selfRole)
    let referenceTone = resolver.tone(referenceRole)
    let relativeDelta = absoluteDelta * (amRoleA ? 1 : -1)
    switch pair.constraint {
    case .exact:
      selfTone = ColorMath.clamp(0, 100, referenceTone + relativeDelta)
    case .nearer:
      if relativeDelta > 0 {
        selfTone = ColorMath.clamp(
          0, 100, ColorMath.clamp(referenceTone, referenceTone + relativeDelta, selfTone))
      } else {
        selfTone = ColorMath.clamp(
          0, 100, ColorMath.clamp(referenceTone + relativeDelta, referenceTone, selfTone))
      }
    case .farther:
      if relativeDelta > 0 {
        selfTone = ColorMath.clamp(referenceTone + relativeDelta, 100, selfTone)
      } else {
        selfTone = ColorMath.clamp(0, referenceTone + relativeDelta, selfTone)
      }
    }
    return selfTone
  }

  /// Background tones leave 49 < t < 65: at or above 57 they become at least 65, else at most 49.
  @inline(__always)
  static func separated(_ tone: Double) -> Double {
    tone >= backgroundSplit
      ? ColorMath.clamp(lightBackgroundFloor, 100, tone)
      : ColorMath.clamp(0, darkBackgroundCeiling, tone)
  }

  /// The fixed-dim roles, which keep their exact delta below the fixed role.
  @inline(__always)
  static func isFixedDim(_ role: MaterialDynamicColorRole) -> Bool {
    role == .primaryFixedDim || role == .secondaryFixedDim || role == .tertiaryFixedDim
  }
}
