/// The 2025 (phone) role table of tonal spot, neutral, vibrant and expressive
/// (color-facts §1.7; roles it does not change keep their 2021 definition).
enum ColorSpec2025 {
  /// Accent/container tone difference.
  static let pairDelta = 5.0
  /// The container contrast applied only above contrast level 0.
  static let containerRatio = 1.5

  /// Per-variant chroma multipliers of a neutral role (neutral, tonal spot, expressive with
  /// yellow neutral hue, expressive otherwise, vibrant); other variants use 1.
  struct Multipliers {
    /// The neutral variant's factor.
    var neutral: Double
    /// The tonal spot factor.
    var tonalSpot: Double
    /// Expressive, when the neutral hue is yellow.
    var expressiveYellow: Double
    /// Expressive otherwise.
    var expressive: Double
    /// The vibrant factor.
    var vibrant: Double

    /// The factor for `context`.
    func value(_ context: SchemeContext) -> Double {
      switch context.variant {
      case .neutral: neutral
      case .tonalSpot: tonalSpot
      case .expressive: Hct.isYellow(context.palettes.neutral.hue) ? expressiveYellow : expressive
      case .vibrant: vibrant
      default: 1
      }
    }
  }

  /// surfaceDim (light) and surfaceBright (dark) multipliers.
  static let dimBright = Multipliers(
    neutral: 2.5, tonalSpot: 1.7, expressiveYellow: 2.7, expressive: 1.75, vibrant: 1.36)
  /// surfaceContainerLow multipliers.
  static let containerLow = Multipliers(
    neutral: 1.3, tonalSpot: 1.25, expressiveYellow: 1.3, expressive: 1.15, vibrant: 1.08)
  /// surfaceContainer multipliers.
  static let container = Multipliers(
    neutral: 1.6, tonalSpot: 1.4, expressiveYellow: 1.6, expressive: 1.3, vibrant: 1.15)
  /// surfaceContainerHigh multipliers.
  static let containerHigh = Multipliers(
    neutral: 1.9, tonalSpot: 1.5, expressiveYellow: 1.95, expressive: 1.45, vibrant: 1.22)
  /// surfaceContainerHighest multipliers.
  static let containerHighest = Multipliers(
    neutral: 2.2, tonalSpot: 1.7, expressiveYellow: 2.3, expressive: 1.6, vibrant: 1.29)

  /// onSurface, onSurfaceVariant, outline and outlineVariant multiplier (vibrant: 1; expressive
  /// with a yellow neutral hue: 3.0 dark, 2.3 light; other expressive: 1.6).
  static func onSurfaceMultiplier(_ context: SchemeContext) -> Double {
    switch context.variant {
    case .neutral: return 2.2
    case .tonalSpot: return 1.7
    case .expressive:
      let yellow = Hct.isYellow(context.palettes.neutral.hue)
      return yellow && context.isDark ? 3.0 : (yellow ? 2.3 : 1.6)
    default: return 1
    }
  }

  /// How `role` is computed under the 2025 spec.
  static func definition(_ role: DynamicColorRole, _ resolver: ToneResolver) -> DynamicColor {
    let context = resolver.context
    let highest = context.highestSurface
    let dark = context.isDark
    let containerCurve: ContrastCurve? =
      context.contrastLevel > 0 ? .spec2025(containerRatio) : nil
    func neutralSurface(_ multiplier: Double = 1) -> DynamicColor {
      DynamicColor(palette: .neutral, isBackground: true, chromaMultiplier: multiplier)
    }
    func on(_ palette: PaletteRole, _ background: DynamicColorRole, _ ratio: Double)
      -> DynamicColor
    {
      DynamicColor(palette: palette, background: background, contrastCurve: .spec2025(ratio))
    }
    func neutralText(_ ratio: Double) -> DynamicColor {
      DynamicColor(
        palette: .neutral, background: highest, contrastCurve: .spec2025(ratio),
        chromaMultiplier: onSurfaceMultiplier(context))
    }
    func accent(_ palette: PaletteRole, _ container: DynamicColorRole, _ accent: DynamicColorRole)
      -> DynamicColor
    {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: .spec2025(4.5),
        toneDeltaPair: ToneDeltaPair(
          roleA: container, roleB: accent, delta: pairDelta, polarity: .relativeLighter,
          stayTogether: true, constraint: .farther))
    }
    func dim(_ palette: PaletteRole, _ accent: DynamicColorRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: .surfaceContainerHigh,
        contrastCurve: .spec2025(4.5),
        toneDeltaPair: ToneDeltaPair(
          roleA: role, roleB: accent, delta: pairDelta, polarity: .darker, stayTogether: true,
          constraint: .farther))
    }
    func containerColor(_ palette: PaletteRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: highest, contrastCurve: containerCurve)
    }
    func fixedDim(_ palette: PaletteRole, _ fixed: DynamicColorRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true,
        toneDeltaPair: ToneDeltaPair(
          roleA: role, roleB: fixed, delta: pairDelta, polarity: .darker, stayTogether: true,
          constraint: .exact))
    }
    switch role {
    case .surface, .background, .surfaceContainerLowest, .inverseSurface: return neutralSurface()
    case .surfaceDim: return neutralSurface(dark ? 1 : dimBright.value(context))
    case .surfaceBright: return neutralSurface(dark ? dimBright.value(context) : 1)
    case .surfaceContainerLow: return neutralSurface(containerLow.value(context))
    case .surfaceContainer: return neutralSurface(container.value(context))
    case .surfaceContainerHigh: return neutralSurface(containerHigh.value(context))
    case .surfaceContainerHighest, .surfaceVariant:
      return neutralSurface(containerHighest.value(context))
    case .onSurface, .onBackground: return neutralText(dark ? 11 : 9)
    case .onSurfaceVariant: return neutralText(dark ? 6 : 4.5)
    case .outline: return neutralText(3)
    case .outlineVariant: return neutralText(1.5)
    case .inverseOnSurface: return on(.neutral, .inverseSurface, 7)
    case .shadow, .scrim: return DynamicColor(palette: .neutral)
    case .primary, .surfaceTint: return accent(.primary, .primaryContainer, .primary)
    case .secondary: return accent(.secondary, .secondaryContainer, .secondary)
    case .tertiary: return accent(.tertiary, .tertiaryContainer, .tertiary)
    case .error: return accent(.error, .errorContainer, .error)
    case .primaryDim: return dim(.primary, .primary)
    case .secondaryDim: return dim(.secondary, .secondary)
    case .tertiaryDim: return dim(.tertiary, .tertiary)
    case .errorDim: return dim(.error, .error)
    case .onPrimary: return on(.primary, .primary, 6)
    case .onSecondary: return on(.secondary, .secondary, 6)
    case .onTertiary: return on(.tertiary, .tertiary, 6)
    case .onError: return on(.error, .error, 6)
    case .primaryContainer, .primaryFixed: return containerColor(.primary)
    case .secondaryContainer, .secondaryFixed: return containerColor(.secondary)
    case .tertiaryContainer, .tertiaryFixed: return containerColor(.tertiary)
    case .errorContainer: return containerColor(.error)
    case .onPrimaryContainer: return on(.primary, .primaryContainer, 6)
    case .onSecondaryContainer: return on(.secondary, .secondaryContainer, 6)
    case .onTertiaryContainer: return on(.tertiary, .tertiaryContainer, 6)
    case .onErrorContainer: return on(.error, .errorContainer, 4.5)
    case .inversePrimary: return on(.primary, .inverseSurface, 6)
    case .primaryFixedDim: return fixedDim(.primary, .primaryFixed)
    case .secondaryFixedDim: return fixedDim(.secondary, .secondaryFixed)
    case .tertiaryFixedDim: return fixedDim(.tertiary, .tertiaryFixed)
    case .onPrimaryFixed: return on(.primary, .primaryFixedDim, 7)
    case .onPrimaryFixedVariant: return on(.primary, .primaryFixedDim, 4.5)
    case .onSecondaryFixed: return on(.secondary, .secondaryFixedDim, 7)
    case .onSecondaryFixedVariant: return on(.secondary, .secondaryFixedDim, 4.5)
    case .onTertiaryFixed: return on(.tertiary, .tertiaryFixedDim, 7)
    case .onTertiaryFixedVariant: return on(.tertiary, .tertiaryFixedDim, 4.5)
    }
  }

  /// The role's tone before contrast and delta constraints, under the 2025 spec.
  static func rawTone(_ role: DynamicColorRole, _ resolver: ToneResolver) -> Double {
    let context = resolver.context
    let dark = context.isDark
    let variant = context.variant
    let neutralYellow = Hct.isYellow(context.palettes.neutral.hue)
    func surfaceTone(dark darkTone: Double, yellow: Double, vibrant: Double, other: Double)
      -> Double
    {
      if dark { return darkTone }
      if neutralYellow { return yellow }
      return variant == .vibrant ? vibrant : other
    }
    func maxC(_ palette: PaletteRole, _ lower: Double = 0, _ upper: Double = 100) -> Double {
      resolver.toneOfMaximumChroma(palette, lower, upper)
    }
    func minC(_ palette: PaletteRole, _ lower: Double = 0, _ upper: Double = 100) -> Double {
      resolver.toneOfMinimumChroma(palette, lower, upper)
    }
    let primaryHue = context.palettes.primary.hue
    let tertiaryHue = context.palettes.tertiary.hue
    switch role {
    case .surface, .background: return surfaceTone(dark: 4, yellow: 99, vibrant: 97, other: 98)
    case .surfaceDim: return surfaceTone(dark: 4, yellow: 90, vibrant: 85, other: 87)
    case .surfaceBright: return surfaceTone(dark: 18, yellow: 99, vibrant: 97, other: 98)
    case .surfaceContainerLowest: return dark ? 0 : 100
    case .surfaceContainerLow: return surfaceTone(dark: 6, yellow: 98, vibrant: 95, other: 96)
    case .surfaceContainer: return surfaceTone(dark: 9, yellow: 96, vibrant: 92, other: 94)
    case .surfaceContainerHigh: return surfaceTone(dark: 12, yellow: 94, vibrant: 90, other: 92)
    case .surfaceContainerHighest, .surfaceVariant:
      return surfaceTone(dark: 15, yellow: 92, vibrant: 88, other: 90)
    case .onSurface:
      if variant == .vibrant {
        return resolver.toneOfMaximumChroma(.neutral, chromaMultiplier: 1.1)
      }
      return resolver.tone(context.highestSurface)
    case .onBackground: return resolver.tone(.onSurface)
    case .onSurfaceVariant, .outline, .outlineVariant: return resolver.tone(context.highestSurface)
    case .inverseSurface: return dark ? 98 : 4
    case .inverseOnSurface: return resolver.tone(.inverseSurface)
    case .shadow, .scrim: return 0
    case .primary, .surfaceTint:
      switch variant {
      case .neutral: return dark ? 80 : 40
      case .tonalSpot: return dark ? 80 : maxC(.primary)
      case .expressive:
        if Hct.isYellow(primaryHue) { return maxC(.primary, 0, 25) }
        return Hct.isCyan(primaryHue) ? maxC(.primary, 0, 88) : maxC(.primary, 0, 98)
      default:  // vibrant
        return Hct.isCyan(primaryHue) ? maxC(.primary, 0, 88) : maxC(.primary, 0, 98)
      }
    case .primaryDim:
      switch variant {
      case .neutral: return 85
      case .tonalSpot: return maxC(.primary, 0, 90)
      default: return maxC(.primary)
      }
    case .primaryContainer:
      switch variant {
      case .neutral: return dark ? 30 : 90
      case .tonalSpot: return dark ? minC(.primary, 35, 93) : maxC(.primary, 0, 90)
      case .expressive:
        if dark { return maxC(.primary, 30, 93) }
        return Hct.isCyan(primaryHue) ? maxC(.primary, 78, 88) : maxC(.primary, 78, 90)
      default:  // vibrant
        if dark { return minC(.primary, 66, 93) }
        return Hct.isCyan(primaryHue) ? maxC(.primary, 66, 88) : maxC(.primary, 66, 93)
      }
    case .inversePrimary: return maxC(.primary)
    case .secondary:
      switch variant {
      case .neutral: return dark ? minC(.secondary, 0, 98) : maxC(.secondary)
      case .vibrant: return dark ? maxC(.secondary, 0, 90) : maxC(.secondary, 0, 98)
      default: return dark ? 80 : maxC(.secondary)
      }
    case .secondaryDim: return variant == .neutral ? 85 : maxC(.secondary, 0, 90)
    case .secondaryContainer:
      switch variant {
      case .vibrant: return dark ? minC(.secondary, 30, 40) : maxC(.secondary, 84, 90)
      case .expressive: return dark ? 15 : maxC(.secondary, 90, 95)
      default: return dark ? 25 : 90
      }
    case .tertiary:
      switch variant {
      case .expressive, .vibrant:
        if Hct.isCyan(tertiaryHue) { return maxC(.tertiary, 0, 88) }
        return dark ? maxC(.tertiary, 0, 98) : maxC(.tertiary, 0, 100)
      default: return dark ? maxC(.tertiary, 0, 98) : maxC(.tertiary)
      }
    case .tertiaryDim: return variant == .tonalSpot ? maxC(.tertiary, 0, 90) : maxC(.tertiary)
    case .tertiaryContainer:
      switch variant {
      case .neutral: return dark ? maxC(.tertiary, 0, 93) : maxC(.tertiary, 0, 96)
      case .tonalSpot: return dark ? maxC(.tertiary, 0, 93) : maxC(.tertiary, 0, 100)
      case .expressive:
        if Hct.isCyan(tertiaryHue) { return maxC(.tertiary, 75, 88) }
        return dark ? maxC(.tertiary, 75, 93) : maxC(.tertiary, 75, 100)
      default:  // vibrant
        return dark ? maxC(.tertiary, 0, 93) : maxC(.tertiary, 72, 100)
      }
    case .error: return dark ? minC(.error, 0, 98) : maxC(.error)
    case .errorDim: return minC(.error)
    case .errorContainer: return dark ? minC(.error, 30, 93) : maxC(.error, 0, 90)
    case .onPrimary: return resolver.tone(.primary)
    case .onSecondary: return resolver.tone(.secondary)
    case .onTertiary: return resolver.tone(.tertiary)
    case .onError: return resolver.tone(.error)
    case .onPrimaryContainer: return resolver.tone(.primaryContainer)
    case .onSecondaryContainer: return resolver.tone(.secondaryContainer)
    case .onTertiaryContainer: return resolver.tone(.tertiaryContainer)
    case .onErrorContainer: return resolver.tone(.errorContainer)
    case .primaryFixed: return resolver.lightStandard.tone(.primaryContainer)
    case .secondaryFixed: return resolver.lightStandard.tone(.secondaryContainer)
    case .tertiaryFixed: return resolver.lightStandard.tone(.tertiaryContainer)
    case .primaryFixedDim: return resolver.tone(.primaryFixed)
    case .secondaryFixedDim: return resolver.tone(.secondaryFixed)
    case .tertiaryFixedDim: return resolver.tone(.tertiaryFixed)
    case .onPrimaryFixed, .onPrimaryFixedVariant: return resolver.tone(.primaryFixedDim)
    case .onSecondaryFixed, .onSecondaryFixedVariant: return resolver.tone(.secondaryFixedDim)
    case .onTertiaryFixed, .onTertiaryFixedVariant: return resolver.tone(.tertiaryFixedDim)
    }
  }
}
