/// The 2026 role table (upstream `ColorSpec2026` at commit 6112292): the rules of the CMF variant,
/// the only variant that keeps spec 2026 (the others fall back to 2025 or 2021). Roles it does not
/// change keep their 2025 definition.
enum ColorSpec2026 {
  /// Chroma multipliers of the CMF neutral roles.
  enum Multiplier {
    /// surfaceDim (light), surfaceBright (dark), surfaceContainerHighest, the text roles and
    /// inverseSurface.
    static let strong = 1.7
    /// surfaceContainerLow.
    static let low = 1.25
    /// surfaceContainer.
    static let medium = 1.4
    /// surfaceContainerHigh.
    static let high = 1.5
  }

  /// Seeds at or below this chroma give the 2021-like primary tones (40 light, 80 dark).
  static let lowChromaSeed = 12.0
  /// Container tones above this split point go to 61...90, the others to the dark range.
  static let containerSplit = 55.0
  /// The tone of a fixed role above which its on-roles contrast with the fixed-dim role.
  static let fixedBackgroundSplit = 57.0

  /// How `role` is computed under the 2026 spec.
  static func definition(_ role: MaterialDynamicColorRole, _ resolver: ToneResolver)
    -> DynamicColor
  {
    let context = resolver.context
    let dark = context.isDark
    let highest = context.highestSurface
    let containerCurve: ContrastCurve? =
      context.contrastLevel > 0 ? .spec2025(ColorSpec2025.containerRatio) : nil
    func neutralSurface(_ multiplier: Double = 1) -> DynamicColor {
      DynamicColor(palette: .neutral, isBackground: true, chromaMultiplier: multiplier)
    }
    func neutralText(_ ratio: Double) -> DynamicColor {
      DynamicColor(
        palette: .neutral, background: highest, contrastCurve: .spec2025(ratio),
        chromaMultiplier: Multiplier.strong)
    }
    func on(_ palette: PaletteRole, _ background: MaterialDynamicColorRole, _ ratio: Double)
      -> DynamicColor
    {
      DynamicColor(palette: palette, background: background, contrastCurve: .spec2025(ratio))
    }
    func accent(_ palette: PaletteRole, _ container: MaterialDynamicColorRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: .spec2025(4.5),
        toneDeltaPair: context.isPhone
          ? ToneDeltaPair(
            roleA: container, roleB: ColorSpec2025.accentRole(of: container),
            delta: ColorSpec2025.pairDelta, polarity: .relativeLighter, stayTogether: true,
            constraint: .farther) : nil)
    }
    func container(_ palette: PaletteRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: containerCurve)
    }
    func fixedDim(_ palette: PaletteRole, _ fixed: MaterialDynamicColorRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: containerCurve,
        toneDeltaPair: ToneDeltaPair(
          roleA: role, roleB: fixed, delta: ColorSpec2025.pairDelta, polarity: .darker,
          stayTogether: true, constraint: .exact))
    }
    func onFixed(
      _ palette: PaletteRole, _ fixed: MaterialDynamicColorRole, _ dim: MaterialDynamicColorRole,
      _ ratio: Double
    ) -> DynamicColor {
      on(palette, resolver.tone(fixed) > fixedBackgroundSplit ? dim : fixed, ratio)
    }
    switch role {
    case .surface, .surfaceContainerLowest: return neutralSurface()
    case .surfaceDim: return neutralSurface(dark ? 1 : Multiplier.strong)
    case .surfaceBright: return neutralSurface(dark ? Multiplier.strong : 1)
    case .surfaceContainerLow: return neutralSurface(Multiplier.low)
    case .surfaceContainer: return neutralSurface(Multiplier.medium)
    case .surfaceContainerHigh: return neutralSurface(Multiplier.high)
    case .surfaceContainerHighest, .inverseSurface: return neutralSurface(Multiplier.strong)
    case .onSurface: return neutralText(dark ? 11 : 9)
    case .onSurfaceVariant: return neutralText(dark ? 6 : 4.5)
    case .outline: return neutralText(3)
    case .outlineVariant: return neutralText(1.5)
    case .inverseOnSurface: return on(.neutral, .inverseSurface, 7)
    case .primary: return accent(.primary, .primaryContainer)
    case .secondary: return accent(.secondary, .secondaryContainer)
    case .tertiary: return accent(.tertiary, .tertiaryContainer)
    case .error: return accent(.error, .errorContainer)
    case .primaryDim: return resolver.definition(.primary)
    case .secondaryDim: return resolver.definition(.secondary)
    case .tertiaryDim: return resolver.definition(.tertiary)
    case .errorDim: return resolver.definition(.error)
    case .onPrimary: return on(.primary, .primary, 6)
    case .onSecondary: return on(.secondary, .secondary, 6)
    case .onTertiary: return on(.tertiary, .tertiary, 6)
    case .onError: return on(.error, .error, 6)
    case .primaryContainer, .primaryFixed: return container(.primary)
    case .secondaryContainer, .secondaryFixed: return container(.secondary)
    case .tertiaryContainer, .tertiaryFixed: return container(.tertiary)
    case .errorContainer: return container(.error)
    case .onPrimaryContainer: return on(.primary, .primaryContainer, 6)
    case .onSecondaryContainer: return on(.secondary, .secondaryContainer, 6)
    case .onTertiaryContainer: return on(.tertiary, .tertiaryContainer, 6)
    case .onErrorContainer: return on(.error, .errorContainer, 6)
    case .primaryFixedDim: return fixedDim(.primary, .primaryFixed)
    case .secondaryFixedDim: return fixedDim(.secondary, .secondaryFixed)
    case .tertiaryFixedDim: return fixedDim(.tertiary, .tertiaryFixed)
    case .onPrimaryFixed: return onFixed(.primary, .primaryFixed, .primaryFixedDim, 7)
    case .onPrimaryFixedVariant: return onFixed(.primary, .primaryFixed, .primaryFixedDim, 4.5)
    case .onSecondaryFixed: return onFixed(.secondary, .secondaryFixed, .secondaryFixedDim, 7)
    case .onSecondaryFixedVariant:
      return onFixed(.secondary, .secondaryFixed, .secondaryFixedDim, 4.5)
    case .onTertiaryFixed: return onFixed(.tertiary, .tertiaryFixed, .tertiaryFixedDim, 7)
    case .onTertiaryFixedVariant:
      return onFixed(.tertiary, .tertiaryFixed, .tertiaryFixedDim, 4.5)
    default: return ColorSpec2025.definition(role, resolver)
    }
  }

  /// The role's tone before contrast and delta constraints, under the 2026 spec.
  static func rawTone(_ role: MaterialDynamicColorRole, _ resolver: ToneResolver) -> Double {
    let context = resolver.context
    let dark = context.isDark
    func pick(_ darkTone: Double, _ lightTone: Double) -> Double { dark ? darkTone : lightTone }
    /// A container tone from a seed tone: 61...90 when light enough, else `darkRange`.
    func containerTone(_ tone: Double, _ darkRange: ClosedRange<Double>) -> Double {
      tone > containerSplit
        ? ColorMath.clamp(61, 90, tone)
        : ColorMath.clamp(darkRange.lowerBound, darkRange.upperBound, tone)
    }
    switch role {
    case .surface: return pick(4, 98)
    case .surfaceDim: return pick(4, 87)
    case .surfaceBright: return pick(18, 98)
    case .surfaceContainerLowest: return pick(0, 100)
    case .surfaceContainerLow: return pick(6, 96)
    case .surfaceContainer: return pick(9, 94)
    case .surfaceContainerHigh: return pick(12, 92)
    case .surfaceContainerHighest: return pick(15, 90)
    case .onSurface, .onSurfaceVariant, .outline, .outlineVariant:
      return resolver.tone(context.highestSurface)
    case .inverseSurface: return pick(98, 4)
    case .inverseOnSurface: return resolver.tone(.inverseSurface)
    case .primary:
      return context.seed.chroma <= lowChromaSeed ? pick(80, 40) : context.seed.tone
    case .primaryContainer:
      if !dark && context.seed.chroma <= lowChromaSeed { return 90 }
      return containerTone(context.seed.tone, 30...49)
    case .secondary:
      return dark
        ? resolver.toneOfMinimumChroma(.secondary) : resolver.toneOfMaximumChroma(.secondary)
    case .secondaryContainer:
      return dark
        ? resolver.toneOfMinimumChroma(.secondary, 20, 49)
        : resolver.toneOfMaximumChroma(.secondary, 61, 90)
    case .tertiary: return context.secondarySeed.tone
    case .tertiaryContainer: return containerTone(context.secondarySeed.tone, 20...49)
    case .error: return resolver.toneOfMaximumChroma(.error)
    case .errorContainer:
      return dark ? resolver.toneOfMinimumChroma(.error) : resolver.toneOfMaximumChroma(.error)
    case .primaryDim: return resolver.rawTone(.primary)
    case .secondaryDim: return resolver.rawTone(.secondary)
    case .tertiaryDim: return resolver.rawTone(.tertiary)
    case .errorDim: return resolver.rawTone(.error)
    // The on-roles, fixed and fixed-dim roles take their tones as in 2025, from the 2026
    // definitions of the roles they refer to.
    default: return ColorSpec2025.rawTone(role, resolver)
    }
  }
}
