/// The 2021 role table: palettes, tones, backgrounds, contrast curves and tone-delta pairs
/// (material-color-utilities' `ColorSpec2021` with its variant exceptions).
enum ColorSpec2021 {
  /// Text contrast: on-accent and on-surface roles.
  static let textCurve = ContrastCurve(4.5, 7, 11, 21)
  /// Secondary text contrast: on-container and on-surface-variant roles.
  static let secondaryTextCurve = ContrastCurve(3, 4.5, 7, 11)
  /// Accent contrast against the highest surface.
  static let accentCurve = ContrastCurve(3, 4.5, 7, 7)
  /// Container and fixed contrast against the highest surface.
  static let containerCurve = ContrastCurve(1, 1, 3, 4.5)
  /// onBackground's curve.
  static let onBackgroundCurve = ContrastCurve(3, 3, 4.5, 7)
  /// outline's curve.
  static let outlineCurve = ContrastCurve(1.5, 3, 4.5, 7)
  /// The tone difference of accent/container and fixed/fixed-dim pairs.
  static let pairDelta = 10.0
  /// The contrast the fidelity on-container tones start from.
  static let fidelityForegroundRatio = 4.5

  /// Light-mode surfaceDim tone per contrast level.
  static let surfaceDimLight = ContrastCurve(87, 87, 80, 75)
  /// Dark-mode surfaceBright tone per contrast level.
  static let surfaceBrightDark = ContrastCurve(24, 24, 29, 34)
  /// Dark-mode surfaceContainerLowest tone per contrast level.
  static let containerLowestDark = ContrastCurve(4, 4, 2, 0)
  /// surfaceContainerLow tones (dark, light) per contrast level.
  static let containerLow = (ContrastCurve(10, 10, 11, 12), ContrastCurve(96, 96, 96, 95))
  /// surfaceContainer tones (dark, light) per contrast level.
  static let container = (ContrastCurve(12, 12, 16, 20), ContrastCurve(94, 94, 92, 90))
  /// surfaceContainerHigh tones (dark, light) per contrast level.
  static let containerHigh = (ContrastCurve(17, 17, 21, 25), ContrastCurve(92, 92, 88, 85))
  /// surfaceContainerHighest tones (dark, light) per contrast level.
  static let containerHighest = (ContrastCurve(22, 22, 26, 30), ContrastCurve(90, 90, 84, 80))

  /// How `role` is computed under the 2021 spec, in dark appearance when `isDark` (the only input
  /// it reads: passing the whole context would copy it).
  static func definition(_ role: MaterialDynamicColorRole, isDark: Bool) -> DynamicColor {
    let highest = SchemeContext.highestSurface(isDark: isDark)
    func accent(_ palette: PaletteRole, _ container: MaterialDynamicColorRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: accentCurve,
        toneDeltaPair: ToneDeltaPair(
          roleA: container, roleB: role, delta: pairDelta, polarity: .nearer, stayTogether: false))
    }
    func containerColor(_ palette: PaletteRole, _ accent: MaterialDynamicColorRole) -> DynamicColor
    {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: containerCurve,
        toneDeltaPair: ToneDeltaPair(
          roleA: role, roleB: accent, delta: pairDelta, polarity: .nearer, stayTogether: false))
    }
    func fixed(
      _ palette: PaletteRole, _ fixed: MaterialDynamicColorRole, _ dim: MaterialDynamicColorRole
    )
      -> DynamicColor
    {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: containerCurve,
        toneDeltaPair: ToneDeltaPair(
          roleA: fixed, roleB: dim, delta: pairDelta, polarity: .lighter, stayTogether: true))
    }
    func onFixed(
      _ palette: PaletteRole, _ fixed: MaterialDynamicColorRole, _ dim: MaterialDynamicColorRole,
      _ curve: ContrastCurve
    ) -> DynamicColor {
      DynamicColor(palette: palette, background: dim, secondBackground: fixed, contrastCurve: curve)
    }
    func on(_ palette: PaletteRole, _ background: MaterialDynamicColorRole, _ curve: ContrastCurve)
      -> DynamicColor
    {
      DynamicColor(palette: palette, background: background, contrastCurve: curve)
    }
    switch role {
    case .background, .surface, .surfaceDim, .surfaceBright, .surfaceContainerLowest,
      .surfaceContainerLow, .surfaceContainer, .surfaceContainerHigh, .surfaceContainerHighest,
      .inverseSurface:
      return DynamicColor(palette: .neutral, isBackground: true)
    case .surfaceVariant: return DynamicColor(palette: .neutralVariant, isBackground: true)
    case .onBackground: return on(.neutral, .background, onBackgroundCurve)
    case .onSurface: return on(.neutral, highest, textCurve)
    case .onSurfaceVariant: return on(.neutralVariant, highest, secondaryTextCurve)
    case .inverseOnSurface: return on(.neutral, .inverseSurface, textCurve)
    case .outline: return on(.neutralVariant, highest, outlineCurve)
    case .outlineVariant: return on(.neutralVariant, highest, containerCurve)
    case .shadow, .scrim: return DynamicColor(palette: .neutral)
    case .surfaceTint: return DynamicColor(palette: .primary, isBackground: true)
    case .primary: return accent(.primary, .primaryContainer)
    case .secondary: return accent(.secondary, .secondaryContainer)
    case .tertiary: return accent(.tertiary, .tertiaryContainer)
    case .error: return accent(.error, .errorContainer)
    case .onPrimary: return on(.primary, .primary, textCurve)
    case .onSecondary: return on(.secondary, .secondary, textCurve)
    case .onTertiary: return on(.tertiary, .tertiary, textCurve)
    case .onError: return on(.error, .error, textCurve)
    case .primaryContainer: return containerColor(.primary, .primary)
    case .secondaryContainer: return containerColor(.secondary, .secondary)
    case .tertiaryContainer: return containerColor(.tertiary, .tertiary)
    case .errorContainer: return containerColor(.error, .error)
    case .onPrimaryContainer: return on(.primary, .primaryContainer, secondaryTextCurve)
    case .onSecondaryContainer: return on(.secondary, .secondaryContainer, secondaryTextCurve)
    case .onTertiaryContainer: return on(.tertiary, .tertiaryContainer, secondaryTextCurve)
    case .onErrorContainer: return on(.error, .errorContainer, secondaryTextCurve)
    case .inversePrimary: return on(.primary, .inverseSurface, accentCurve)
    case .primaryFixed, .primaryFixedDim: return fixed(.primary, .primaryFixed, .primaryFixedDim)
    case .secondaryFixed, .secondaryFixedDim:
      return fixed(.secondary, .secondaryFixed, .secondaryFixedDim)
    case .tertiaryFixed, .tertiaryFixedDim:
      return fixed(.tertiary, .tertiaryFixed, .tertiaryFixedDim)
    case .onPrimaryFixed: return onFixed(.primary, .primaryFixed, .primaryFixedDim, textCurve)
    case .onPrimaryFixedVariant:
      return onFixed(.primary, .primaryFixed, .primaryFixedDim, secondaryTextCurve)
    case .onSecondaryFixed:
      return onFixed(.secondary, .secondaryFixed, .secondaryFixedDim, textCurve)
    case .onSecondaryFixedVariant:
      return onFixed(.secondary, .secondaryFixed, .secondaryFixedDim, secondaryTextCurve)
    case .onTertiaryFixed: return onFixed(.tertiary, .tertiaryFixed, .tertiaryFixedDim, textCurve)
    case .onTertiaryFixedVariant:
      return onFixed(.tertiary, .tertiaryFixed, .tertiaryFixedDim, secondaryTextCurve)
    case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim:
      // 2021 has no dim roles of its own: upstream evaluates the 2025 definitions with the 2021
      // palettes and tone solver.
      return ColorSpec2025.dim(role)
    case .primaryPaletteKeyColor: return DynamicColor(palette: .primary)
    case .secondaryPaletteKeyColor: return DynamicColor(palette: .secondary)
    case .tertiaryPaletteKeyColor: return DynamicColor(palette: .tertiary)
    case .neutralPaletteKeyColor: return DynamicColor(palette: .neutral)
    case .neutralVariantPaletteKeyColor: return DynamicColor(palette: .neutralVariant)
    case .errorPaletteKeyColor: return DynamicColor(palette: .error)
    case .controlActivated: return DynamicColor(palette: .primary, isBackground: true)
    case .controlNormal, .textSecondaryAndTertiaryInverse:
      return DynamicColor(palette: .neutralVariant)
    case .controlHighlight, .textPrimaryInverse, .textPrimaryInverseDisableOnly,
      .textSecondaryAndTertiaryInverseDisabled, .textHintInverse:
      return DynamicColor(palette: .neutral)
    }
  }

  /// The tone of a palette's key color.
  static func keyColorTone(_ palette: PaletteRole, _ context: SchemeContext) -> Double {
    context.palettes[palette].keyColor.tone
  }

  /// The opacity of `role` (upstream `DynamicColor.opacity`), or nil when it is opaque.
  static func opacity(_ role: MaterialDynamicColorRole, isDark: Bool) -> Double? {
    guard role == .controlHighlight else { return nil }
    return isDark ? 0.20 : 0.12
  }

  /// The role's tone before contrast and delta constraints, under the 2021 spec.
  static func rawTone(_ role: MaterialDynamicColorRole, _ resolver: ToneResolver) -> Double {
    // Fields, not the whole context: a copy of it is hundreds of bytes.
    let dark = resolver.context.isDark
    let level = resolver.context.contrastLevel
    let mono = resolver.context.isMonochrome
    let fidelity = resolver.context.isFidelity
    func pick(_ darkTone: Double, _ lightTone: Double) -> Double { dark ? darkTone : lightTone }
    func curve(_ pair: (ContrastCurve, ContrastCurve)) -> Double {
      (dark ? pair.0 : pair.1).value(at: level)
    }
    func fidelityForeground(_ container: MaterialDynamicColorRole) -> Double {
      ToneContrast.foregroundTone(resolver.rawTone(container), fidelityForegroundRatio)
    }
    switch role {
    case .background, .surface: return pick(6, 98)
    case .onBackground, .onSurface: return pick(90, 10)
    case .surfaceDim: return dark ? 6 : surfaceDimLight.value(at: level)
    case .surfaceBright: return dark ? surfaceBrightDark.value(at: level) : 98
    case .surfaceContainerLowest: return dark ? containerLowestDark.value(at: level) : 100
    case .surfaceContainerLow: return curve(containerLow)
    case .surfaceContainer: return curve(container)
    case .surfaceContainerHigh: return curve(containerHigh)
    case .surfaceContainerHighest: return curve(containerHighest)
    case .surfaceVariant: return pick(30, 90)
    case .onSurfaceVariant: return pick(80, 30)
    case .inverseSurface: return pick(90, 20)
    case .inverseOnSurface: return pick(20, 95)
    case .outline: return pick(60, 50)
    case .outlineVariant: return pick(30, 80)
    case .shadow, .scrim: return 0
    case .surfaceTint: return pick(80, 40)
    case .primary: return mono ? pick(100, 0) : pick(80, 40)
    case .onPrimary: return mono ? pick(10, 90) : pick(20, 100)
    case .primaryContainer:
      if fidelity { return resolver.context.seed.tone }
      return mono ? pick(85, 25) : pick(30, 90)
    case .onPrimaryContainer:
      if fidelity { return fidelityForeground(.primaryContainer) }
      return mono ? pick(0, 100) : pick(90, 30)
    case .inversePrimary: return pick(40, 80)
    case .secondary: return pick(80, 40)
    case .onSecondary: return mono ? pick(10, 100) : pick(20, 100)
    case .secondaryContainer:
      if mono { return pick(30, 85) }
      if fidelity {
        let palette = resolver.context.palettes.secondary
        return desiredChromaTone(
          hue: palette.hue, chroma: palette.chroma, tone: pick(30, 90), byDecreasingTone: !dark)
      }
      return pick(30, 90)
    case .onSecondaryContainer:
      if mono { return pick(90, 10) }
      if fidelity { return fidelityForeground(.secondaryContainer) }
      return pick(90, 30)
    case .tertiary: return mono ? pick(90, 25) : pick(80, 40)
    case .onTertiary: return mono ? pick(10, 90) : pick(20, 100)
    case .tertiaryContainer:
      if mono { return pick(60, 49) }
      if fidelity {
        let seedToneColor = resolver.context.palettes.tertiary.hct(
          atTone: resolver.context.seed.tone)
        return DislikeAnalyzer.fixIfDisliked(seedToneColor).tone
      }
      return pick(30, 90)
    case .onTertiaryContainer:
      if mono { return pick(0, 100) }
      if fidelity { return fidelityForeground(.tertiaryContainer) }
      return pick(90, 30)
    case .error: return pick(80, 40)
    case .onError: return pick(20, 100)
    case .errorContainer: return pick(30, 90)
    case .onErrorContainer: return mono ? pick(90, 10) : pick(90, 30)
    case .primaryFixed, .tertiaryFixed: return mono ? 40 : 90
    case .primaryFixedDim, .tertiaryFixedDim: return mono ? 30 : 80
    case .onPrimaryFixed, .onTertiaryFixed: return mono ? 100 : 10
    case .onPrimaryFixedVariant, .onTertiaryFixedVariant: return mono ? 90 : 30
    case .secondaryFixed: return mono ? 80 : 90
    case .secondaryFixedDim: return mono ? 70 : 80
    case .onSecondaryFixed: return 10
    case .onSecondaryFixedVariant: return mono ? 25 : 30
    case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim:
      return ColorSpec2025.dimTone(role, resolver)
    case .primaryPaletteKeyColor: return keyColorTone(.primary, resolver.context)
    case .secondaryPaletteKeyColor: return keyColorTone(.secondary, resolver.context)
    case .tertiaryPaletteKeyColor: return keyColorTone(.tertiary, resolver.context)
    case .neutralPaletteKeyColor: return keyColorTone(.neutral, resolver.context)
    case .neutralVariantPaletteKeyColor: return keyColorTone(.neutralVariant, resolver.context)
    case .errorPaletteKeyColor: return keyColorTone(.error, resolver.context)
    case .controlActivated: return pick(30, 90)
    case .controlNormal: return pick(80, 30)
    case .controlHighlight: return pick(100, 0)
    case .textSecondaryAndTertiaryInverse: return pick(30, 80)
    case .textPrimaryInverse, .textPrimaryInverseDisableOnly,
      .textSecondaryAndTertiaryInverseDisabled, .textHintInverse:
      return pick(10, 90)
    }
  }

  /// Chroma differences below this end the search of ``desiredChromaTone``.
  static let chromaMatchTolerance = 0.4

  /// The tone near `tone` where the palette reaches `chroma`, stepping in one direction until
  /// chroma stops rising (`findDesiredChromaByTone`, fidelity secondary container).
  static func desiredChromaTone(hue: Double, chroma: Double, tone: Double, byDecreasingTone: Bool)
    -> Double
  {
    var answer = tone
    var closest = Cam16(argb: HctSolver.solve(hue: hue, chroma: chroma, tone: tone)).chroma
    guard closest < chroma else { return answer }
    var peak = closest
    while closest < chroma {
      answer += byDecreasingTone ? -1.0 : 1.0
      let potential = Cam16(argb: HctSolver.solve(hue: hue, chroma: chroma, tone: answer)).chroma
      if peak > potential { break }
      if abs(potential - chroma) < chromaMatchTolerance { break }
      if abs(potential - chroma) < abs(closest - chroma) { closest = potential }
      peak = max(peak, potential)
    }
    return answer
  }
}
