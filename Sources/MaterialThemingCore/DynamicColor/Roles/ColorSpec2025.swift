/// The 2025 role table of tonal spot, neutral, vibrant and expressive, for phones and watches
/// (material-color-utilities' `ColorSpec2025` at commit 6112292; roles it does not change keep
/// their 2021 definition). The 2026 table (``ColorSpec2026``) falls back to this one.
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

  /// onSurface, onSurfaceVariant, outline and outlineVariant multiplier on phones (vibrant: 1;
  /// expressive with a yellow neutral hue: 3.0 dark, 2.3 light; other expressive: 1.6); 1 on
  /// watches.
  static func onSurfaceMultiplier(_ context: SchemeContext) -> Double {
    guard context.isPhone else { return 1 }
    switch context.variant {
    case .neutral: return 2.2
    case .tonalSpot: return 1.7
    case .expressive:
      let yellow = Hct.isYellow(context.palettes.neutral.hue)
      return yellow && context.isDark ? 3.0 : (yellow ? 2.3 : 1.6)
    default: return 1
    }
  }

  /// The definition of a dim role (2025; also used, with the 2021 solver, on 2021-rule schemes).
  static func dim(_ role: MaterialDynamicColorRole) -> DynamicColor {
    let accent: (PaletteRole, MaterialDynamicColorRole) =
      switch role {
      case .secondaryDim: (.secondary, .secondary)
      case .tertiaryDim: (.tertiary, .tertiary)
      case .errorDim: (.error, .error)
      default: (.primary, .primary)
      }
    return DynamicColor(
      palette: accent.0, isBackground: true, background: .surfaceContainerHigh,
      contrastCurve: .spec2025(4.5),
      toneDeltaPair: ToneDeltaPair(
        roleA: role, roleB: accent.1, delta: pairDelta, polarity: .darker, stayTogether: true,
        constraint: .farther))
  }

  /// The tone of a dim role before constraints (2025 rules, whatever the scheme's spec).
  static func dimTone(_ role: MaterialDynamicColorRole, _ resolver: ToneResolver) -> Double {
    let variant = resolver.context.variant
    switch role {
    case .secondaryDim:
      return variant == .neutral ? 85 : resolver.toneOfMaximumChroma(.secondary, 0, 90)
    case .tertiaryDim:
      return variant == .tonalSpot
        ? resolver.toneOfMaximumChroma(.tertiary, 0, 90) : resolver.toneOfMaximumChroma(.tertiary)
    case .errorDim: return resolver.toneOfMinimumChroma(.error)
    default:
      switch variant {
      case .neutral: return 85
      case .tonalSpot: return resolver.toneOfMaximumChroma(.primary, 0, 90)
      default: return resolver.toneOfMaximumChroma(.primary)
      }
    }
  }

  /// How `role` is computed under the 2025 spec.
  static func definition(_ role: MaterialDynamicColorRole, _ resolver: ToneResolver)
    -> DynamicColor
  {
    let context = resolver.context
    let phone = context.isPhone
    let dark = context.isDark
    // Accents and text contrast with the highest surface on phones, surfaceContainerHigh on
    // watches; containers have no background on watches.
    let accentBackground: MaterialDynamicColorRole =
      phone ? context.highestSurface : .surfaceContainerHigh
    let containerBackground: MaterialDynamicColorRole? = phone ? context.highestSurface : nil
    let containerCurve: ContrastCurve? =
      phone && context.contrastLevel > 0 ? .spec2025(containerRatio) : nil
    func ratio(_ phoneRatio: Double, watch: Double) -> ContrastCurve {
      .spec2025(phone ? phoneRatio : watch)
    }
    func neutralSurface(_ multiplier: Double = 1) -> DynamicColor {
      DynamicColor(palette: .neutral, isBackground: true, chromaMultiplier: multiplier)
    }
    func on(_ palette: PaletteRole, _ background: MaterialDynamicColorRole, _ curve: ContrastCurve)
      -> DynamicColor
    {
      DynamicColor(palette: palette, background: background, contrastCurve: curve)
    }
    func neutralText(_ curve: ContrastCurve) -> DynamicColor {
      DynamicColor(
        palette: .neutral, background: accentBackground, contrastCurve: curve,
        chromaMultiplier: onSurfaceMultiplier(context))
    }
    func accent(_ palette: PaletteRole, _ container: MaterialDynamicColorRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: accentBackground,
        contrastCurve: ratio(4.5, watch: 7),
        toneDeltaPair: phone
          ? ToneDeltaPair(
            roleA: container, roleB: accentRole(of: container), delta: pairDelta,
            polarity: .relativeLighter, stayTogether: true, constraint: .farther) : nil)
    }
    func containerColor(
      _ palette: PaletteRole, _ container: MaterialDynamicColorRole,
      watchPair dim: MaterialDynamicColorRole
    ) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: containerBackground,
        contrastCurve: containerCurve,
        toneDeltaPair: phone
          ? nil
          : ToneDeltaPair(
            roleA: container, roleB: dim, delta: watchContainerDelta, polarity: .darker,
            stayTogether: true, constraint: .farther))
    }
    func fixed(_ palette: PaletteRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true, background: containerBackground,
        contrastCurve: containerCurve)
    }
    func fixedDim(_ palette: PaletteRole, _ fixed: MaterialDynamicColorRole) -> DynamicColor {
      DynamicColor(
        palette: palette, isBackground: true,
        toneDeltaPair: ToneDeltaPair(
          roleA: role, roleB: fixed, delta: pairDelta, polarity: .darker, stayTogether: true,
          constraint: .exact))
    }
    switch role {
    case .background: return resolver.definition(.surface)
    case .surfaceVariant: return resolver.definition(.surfaceContainerHighest)
    case .surfaceTint: return resolver.definition(.primary)
    case .onBackground: return resolver.definition(.onSurface)
    case .controlActivated: return resolver.definition(.primaryContainer)
    case .controlNormal: return resolver.definition(.onSurfaceVariant)
    case .textPrimaryInverse: return resolver.definition(.inverseOnSurface)
    case .surface, .surfaceContainerLowest: return neutralSurface()
    case .inverseSurface: return neutralSurface()
    case .surfaceDim: return neutralSurface(dark ? 1 : dimBright.value(context))
    case .surfaceBright: return neutralSurface(dark ? dimBright.value(context) : 1)
    case .surfaceContainerLow: return neutralSurface(phone ? containerLow.value(context) : 1)
    case .surfaceContainer: return neutralSurface(phone ? container.value(context) : 1)
    case .surfaceContainerHigh: return neutralSurface(phone ? containerHigh.value(context) : 1)
    case .surfaceContainerHighest: return neutralSurface(containerHighest.value(context))
    case .onSurface: return neutralText(.spec2025(dark && phone ? 11 : 9))
    case .onSurfaceVariant: return neutralText(ratio(dark ? 6 : 4.5, watch: 7))
    case .outline: return neutralText(ratio(3, watch: 4.5))
    case .outlineVariant: return neutralText(ratio(1.5, watch: 3))
    case .inverseOnSurface: return on(.neutral, .inverseSurface, .spec2025(7))
    case .primary: return accent(.primary, .primaryContainer)
    case .secondary: return accent(.secondary, .secondaryContainer)
    case .tertiary: return accent(.tertiary, .tertiaryContainer)
    case .error: return accent(.error, .errorContainer)
    case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim: return dim(role)
    case .onPrimary: return on(.primary, phone ? .primary : .primaryDim, ratio(6, watch: 7))
    case .onSecondary:
      return on(.secondary, phone ? .secondary : .secondaryDim, ratio(6, watch: 7))
    case .onTertiary:
      return on(.tertiary, phone ? .tertiary : .tertiaryDim, ratio(6, watch: 7))
    case .onError: return on(.error, phone ? .error : .errorDim, ratio(6, watch: 7))
    case .primaryContainer:
      return containerColor(.primary, .primaryContainer, watchPair: .primaryDim)
    case .secondaryContainer:
      return containerColor(.secondary, .secondaryContainer, watchPair: .secondaryDim)
    case .tertiaryContainer:
      return containerColor(.tertiary, .tertiaryContainer, watchPair: .tertiaryDim)
    case .errorContainer: return containerColor(.error, .errorContainer, watchPair: .errorDim)
    case .onPrimaryContainer: return on(.primary, .primaryContainer, ratio(6, watch: 7))
    case .onSecondaryContainer: return on(.secondary, .secondaryContainer, ratio(6, watch: 7))
    case .onTertiaryContainer: return on(.tertiary, .tertiaryContainer, ratio(6, watch: 7))
    case .onErrorContainer: return on(.error, .errorContainer, ratio(4.5, watch: 7))
    case .inversePrimary: return on(.primary, .inverseSurface, ratio(6, watch: 7))
    case .primaryFixed: return fixed(.primary)
    case .secondaryFixed: return fixed(.secondary)
    case .tertiaryFixed: return fixed(.tertiary)
    case .primaryFixedDim: return fixedDim(.primary, .primaryFixed)
    case .secondaryFixedDim: return fixedDim(.secondary, .secondaryFixed)
    case .tertiaryFixedDim: return fixedDim(.tertiary, .tertiaryFixed)
    case .onPrimaryFixed: return on(.primary, .primaryFixedDim, .spec2025(7))
    case .onPrimaryFixedVariant: return on(.primary, .primaryFixedDim, .spec2025(4.5))
    case .onSecondaryFixed: return on(.secondary, .secondaryFixedDim, .spec2025(7))
    case .onSecondaryFixedVariant: return on(.secondary, .secondaryFixedDim, .spec2025(4.5))
    case .onTertiaryFixed: return on(.tertiary, .tertiaryFixedDim, .spec2025(7))
    case .onTertiaryFixedVariant: return on(.tertiary, .tertiaryFixedDim, .spec2025(4.5))
    case .shadow, .scrim, .primaryPaletteKeyColor, .secondaryPaletteKeyColor,
      .tertiaryPaletteKeyColor, .neutralPaletteKeyColor, .neutralVariantPaletteKeyColor,
      .errorPaletteKeyColor, .controlHighlight, .textSecondaryAndTertiaryInverse,
      .textPrimaryInverseDisableOnly, .textSecondaryAndTertiaryInverseDisabled, .textHintInverse:
      return ColorSpec2021.definition(role, isDark: context.isDark)
    }
  }

  /// The tone difference of a watch container and its dim role.
  static let watchContainerDelta = 10.0

  /// The accent of a container role (primary for primaryContainer, and so on).
  static func accentRole(of container: MaterialDynamicColorRole) -> MaterialDynamicColorRole {
    switch container {
    case .secondaryContainer: .secondary
    case .tertiaryContainer: .tertiary
    case .errorContainer: .error
    default: .primary
    }
  }

  /// The role's tone before contrast and delta constraints, under the 2025 spec.
  static func rawTone(_ role: MaterialDynamicColorRole, _ resolver: ToneResolver) -> Double {
    let context = resolver.context
    let dark = context.isDark
    let phone = context.isPhone
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
    let accentBackground: MaterialDynamicColorRole =
      phone ? context.highestSurface : .surfaceContainerHigh
    let primaryHue = context.palettes.primary.hue
    let tertiaryHue = context.palettes.tertiary.hue
    switch role {
    case .background: return resolver.rawTone(.surface)
    case .surfaceVariant: return resolver.rawTone(.surfaceContainerHighest)
    case .surfaceTint: return resolver.rawTone(.primary)
    case .controlActivated: return resolver.rawTone(.primaryContainer)
    case .controlNormal: return resolver.rawTone(.onSurfaceVariant)
    case .textPrimaryInverse: return resolver.rawTone(.inverseOnSurface)
    case .surface: return phone ? surfaceTone(dark: 4, yellow: 99, vibrant: 97, other: 98) : 0
    case .surfaceDim: return surfaceTone(dark: 4, yellow: 90, vibrant: 85, other: 87)
    case .surfaceBright: return surfaceTone(dark: 18, yellow: 99, vibrant: 97, other: 98)
    case .surfaceContainerLowest: return dark ? 0 : 100
    case .surfaceContainerLow:
      return phone ? surfaceTone(dark: 6, yellow: 98, vibrant: 95, other: 96) : 15
    case .surfaceContainer:
      return phone ? surfaceTone(dark: 9, yellow: 96, vibrant: 92, other: 94) : 20
    case .surfaceContainerHigh:
      return phone ? surfaceTone(dark: 12, yellow: 94, vibrant: 90, other: 92) : 25
    case .surfaceContainerHighest: return surfaceTone(dark: 15, yellow: 92, vibrant: 88, other: 90)
    case .onSurface:
      if variant == .vibrant {
        return resolver.toneOfMaximumChroma(.neutral, chromaMultiplier: 1.1)
      }
      return resolver.tone(accentBackground)
    case .onBackground: return phone ? resolver.tone(.onSurface) : 100
    case .onSurfaceVariant, .outline, .outlineVariant: return resolver.tone(accentBackground)
    case .inverseSurface: return dark ? 98 : 4
    case .inverseOnSurface: return resolver.tone(.inverseSurface)
    case .primary:
      switch variant {
      case .neutral: return phone ? (dark ? 80 : 40) : 90
      case .tonalSpot: return phone ? (dark ? 80 : maxC(.primary)) : maxC(.primary, 0, 90)
      case .expressive:
        guard phone else { return maxC(.primary) }
        if dark { return maxC(.primary, 0, Hct.isCyan(primaryHue) ? 88 : 98) }
        return maxC(.primary, 0, Hct.isYellow(primaryHue) ? 25 : 98)
      default:  // vibrant (and any other variant upstream lets reach this rule)
        return phone ? maxC(.primary, 0, Hct.isCyan(primaryHue) ? 88 : 98) : maxC(.primary)
      }
    case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim: return dimTone(role, resolver)
    case .primaryContainer:
      guard phone else { return 30 }
      switch variant {
      case .neutral: return dark ? 30 : 90
      case .tonalSpot: return dark ? minC(.primary, 35, 93) : maxC(.primary, 0, 90)
      case .expressive:
        if dark { return minC(.primary, 30, 93) }
        return maxC(.primary, 78, Hct.isCyan(primaryHue) ? 88 : 90)
      default:  // vibrant
        if dark { return minC(.primary, 66, 93) }
        return maxC(.primary, 66, Hct.isCyan(primaryHue) ? 88 : 93)
      }
    case .inversePrimary: return maxC(.primary)
    case .secondary:
      guard phone else { return variant == .neutral ? 90 : maxC(.secondary, 0, 90) }
      switch variant {
      case .neutral: return dark ? minC(.secondary, 0, 98) : maxC(.secondary)
      case .vibrant: return maxC(.secondary, 0, dark ? 90 : 98)
      default: return dark ? 80 : maxC(.secondary)
      }
    case .secondaryContainer:
      guard phone else { return 30 }
      switch variant {
      case .vibrant: return dark ? minC(.secondary, 30, 40) : maxC(.secondary, 84, 90)
      case .expressive: return dark ? 15 : maxC(.secondary, 90, 95)
      default: return dark ? 25 : 90
      }
    case .tertiary:
      guard phone else {
        return variant == .tonalSpot ? maxC(.tertiary, 0, 90) : maxC(.tertiary)
      }
      switch variant {
      case .expressive, .vibrant:
        return maxC(.tertiary, 0, Hct.isCyan(tertiaryHue) ? 88 : (dark ? 98 : 100))
      default: return dark ? maxC(.tertiary, 0, 98) : maxC(.tertiary)
      }
    case .tertiaryContainer:
      guard phone else {
        return variant == .tonalSpot ? maxC(.tertiary, 0, 90) : maxC(.tertiary)
      }
      switch variant {
      case .neutral: return dark ? maxC(.tertiary, 0, 93) : maxC(.tertiary, 0, 96)
      case .tonalSpot: return maxC(.tertiary, 0, dark ? 93 : 100)
      case .expressive:
        return maxC(.tertiary, 75, Hct.isCyan(tertiaryHue) ? 88 : (dark ? 93 : 100))
      default:  // vibrant
        return dark ? maxC(.tertiary, 0, 93) : maxC(.tertiary, 72, 100)
      }
    case .error:
      guard phone else { return minC(.error) }
      return dark ? minC(.error, 0, 98) : maxC(.error)
    case .errorContainer:
      guard phone else { return 30 }
      return dark ? minC(.error, 30, 93) : maxC(.error, 0, 90)
    case .onPrimary, .onSecondary, .onTertiary, .onError, .onPrimaryContainer,
      .onSecondaryContainer, .onTertiaryContainer, .onErrorContainer, .onPrimaryFixed,
      .onPrimaryFixedVariant, .onSecondaryFixed, .onSecondaryFixedVariant, .onTertiaryFixed,
      .onTertiaryFixedVariant:
      // No tone of their own: they start from their background's.
      return resolver.definition(role).background.map { resolver.tone($0) } ?? 50
    case .primaryFixed: return resolver.lightStandard.tone(.primaryContainer)
    case .secondaryFixed: return resolver.lightStandard.tone(.secondaryContainer)
    case .tertiaryFixed: return resolver.lightStandard.tone(.tertiaryContainer)
    case .primaryFixedDim: return resolver.tone(.primaryFixed)
    case .secondaryFixedDim: return resolver.tone(.secondaryFixed)
    case .tertiaryFixedDim: return resolver.tone(.tertiaryFixed)
    case .shadow, .scrim, .primaryPaletteKeyColor, .secondaryPaletteKeyColor,
      .tertiaryPaletteKeyColor, .neutralPaletteKeyColor, .neutralVariantPaletteKeyColor,
      .errorPaletteKeyColor, .controlHighlight, .textSecondaryAndTertiaryInverse,
      .textPrimaryInverseDisableOnly, .textSecondaryAndTertiaryInverseDisabled, .textHintInverse:
      return ColorSpec2021.rawTone(role, resolver)
    }
  }
}
