import Testing

@testable import MaterialThemingCore

/// The contrast constraints of material-color-utilities' `dynamic_color_test.ts`, checked on
/// unrounded tones for seeds FF0000, FFFF00, 00FF00, 0000FF × contrast −1…1 step 0.25 × light/dark
/// × the seven variants of that test.
@Suite struct ContrastConstraintTests {
  static let seeds: [UInt32] = [0xFFFF_0000, 0xFFFF_FF00, 0xFF00_FF00, 0xFF00_00FF]
  static let variants: [DynamicSchemeVariant] = [
    .content, .expressive, .fidelity, .monochrome, .neutral, .tonalSpot, .vibrant,
  ]
  static let levels = stride(from: -1.0, through: 1.0, by: 0.25).map { $0 }
  static let tolerance = 0.05

  /// The roles the constraints name.
  typealias Role = MaterialDynamicColorRole
  /// Four roles of one family, such as an accent, its on-color, container and on-container.
  typealias Family = (Role, Role, Role, Role)

  /// Foreground, background and the required ratio at levels −1, 0, 0.5, 1.
  static func constraints(dark: Bool) -> [(Role, Role, ContrastCurve)] {
    let highest: Role = dark ? .surfaceBright : .surfaceDim
    let text = ContrastCurve(4.5, 7, 11, 21)
    let secondaryText = ContrastCurve(3, 4.5, 7, 11)
    let accent = ContrastCurve(3, 4.5, 7, 7)
    let container = ContrastCurve(0, 0, 3, 4.5)
    var list: [(Role, Role, ContrastCurve)] = [
      (.onSurface, highest, text), (.onSurfaceVariant, highest, secondaryText),
      (.outline, highest, ContrastCurve(1.5, 3, 4.5, 7)), (.outlineVariant, highest, container),
      (.inverseOnSurface, .inverseSurface, text), (.inversePrimary, .inverseSurface, accent),
    ]
    let families: [Family] = [
      (.primary, .onPrimary, .primaryContainer, .onPrimaryContainer),
      (.secondary, .onSecondary, .secondaryContainer, .onSecondaryContainer),
      (.tertiary, .onTertiary, .tertiaryContainer, .onTertiaryContainer),
      (.error, .onError, .errorContainer, .onErrorContainer),
    ]
    for (accentRole, onAccent, containerRole, onContainer) in families {
      list += [
        (accentRole, highest, accent), (containerRole, highest, container),
        (onAccent, accentRole, text), (onContainer, containerRole, secondaryText),
      ]
    }
    let fixed: [Family] = [
      (.primaryFixed, .primaryFixedDim, .onPrimaryFixed, .onPrimaryFixedVariant),
      (.secondaryFixed, .secondaryFixedDim, .onSecondaryFixed, .onSecondaryFixedVariant),
      (.tertiaryFixed, .tertiaryFixedDim, .onTertiaryFixed, .onTertiaryFixedVariant),
    ]
    for (fixedRole, dimRole, onFixed, onFixedVariant) in fixed {
      list += [
        (fixedRole, highest, container), (dimRole, highest, container),
        (onFixed, fixedRole, text), (onFixed, dimRole, text),
        (onFixedVariant, fixedRole, secondaryText), (onFixedVariant, dimRole, secondaryText),
      ]
    }
    return list
  }

  private static func resolver(
    _ seed: UInt32, _ variant: DynamicSchemeVariant, dark: Bool, level: Double
  ) -> ToneResolver {
    let hct = Hct(argb: seed)
    let palettes = SchemePalettes(seed: hct, variant: variant, isDark: dark, spec: .spec2021)
    return ToneResolver(
      context: SchemeContext(
        seed: hct, secondarySeed: hct, variant: variant, isDark: dark, contrastLevel: level,
        spec: .spec2021, platform: .phone, palettes: palettes))
  }

  @Test(arguments: variants)
  func contrastRequirements(variant: DynamicSchemeVariant) {
    var failures: [String] = []
    for seed in Self.seeds {
      for dark in [false, true] {
        for level in Self.levels {
          let resolver = Self.resolver(seed, variant, dark: dark, level: level)
          for (foreground, background, curve) in Self.constraints(dark: dark) {
            let required = curve.value(at: level)
            let fgTone = resolver.tone(foreground)
            let bgTone = resolver.tone(background)
            let ratio = ToneContrast.ratio(fgTone, bgTone)
            let atLimit = [fgTone, bgTone].contains { $0 <= 0 || $0 >= 100 }
            if required > 4.5 && atLimit { continue }  // stretch goal
            if ratio < required - Self.tolerance {
              failures.append(
                "\(String(seed, radix: 16)) dark \(dark) level \(level): \(foreground) on "
                  + "\(background) \(ratio) < \(required)")
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test(arguments: variants)
  func toneDeltasAndAwkwardZone(variant: DynamicSchemeVariant) {
    var failures: [String] = []
    let pairs: [(Role, Role)] = [
      (.primary, .primaryContainer), (.secondary, .secondaryContainer),
      (.tertiary, .tertiaryContainer), (.error, .errorContainer),
    ]
    let fixedPairs: [(Role, Role)] = [
      (.primaryFixed, .primaryFixedDim), (.secondaryFixed, .secondaryFixedDim),
      (.tertiaryFixed, .tertiaryFixedDim),
    ]
    for seed in Self.seeds {
      for dark in [false, true] {
        for level in Self.levels {
          let resolver = Self.resolver(seed, variant, dark: dark, level: level)
          let where_ = "\(String(seed, radix: 16)) dark \(dark) level \(level)"
          for (accent, container) in pairs {
            // The accent is farther from the surface than its container by at least 10.
            let farther = (resolver.tone(accent) - resolver.tone(container)) * (dark ? 1 : -1)
            if farther < 10 - 0.5 { failures.append("\(where_): \(accent) delta \(farther)") }
          }
          for (fixed, dim) in fixedPairs where resolver.tone(fixed) - resolver.tone(dim) < 10 - 0.5
          {
            failures.append("\(where_): \(dim) not 10 below \(fixed)")
          }
          for role in DynamicColorRole.spec2021Roles.map(Role.init)
          where resolver.definition(role).isBackground {
            let tone = resolver.tone(role)
            if tone >= 50.5 && tone < 59.5 { failures.append("\(where_): \(role) tone \(tone)") }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }
}
