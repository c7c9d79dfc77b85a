/// Every color role of upstream Material Color Utilities' `MaterialDynamicColors.allDynamicColors()`
/// (Java reference, 67 roles), named by its Java getter and listed in upstream's order.
///
/// ``DynamicColorRole`` is the Material 3 role table of themes and exports (49 roles in 2021, 53
/// from 2025 on); this set adds the six palette key colors and Android's `control…`/`text…`
/// roles, and gives the four `…Dim` roles on every spec, as upstream does.
///
/// On schemes that follow the 2021 rules, upstream's Java and Kotlin pair each `…Dim` role with
/// its accent as the *nearer* role in light appearance (`DARKER && !isDark`); the TypeScript, C++
/// and earlier Swift ports used `isDark`. This port follows the Java reference.
public enum MaterialDynamicColorRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// The primary palette's key color (its hue and chroma at the tone nearest T50 that reaches them).
  case primaryPaletteKeyColor
  /// The secondary palette's key color.
  case secondaryPaletteKeyColor
  /// The tertiary palette's key color.
  case tertiaryPaletteKeyColor
  /// The neutral palette's key color.
  case neutralPaletteKeyColor
  /// The neutral-variant palette's key color.
  case neutralVariantPaletteKeyColor
  /// The error palette's key color.
  case errorPaletteKeyColor
  /// The Material 3 role ``DynamicColorRole/background``.
  case background
  /// The Material 3 role ``DynamicColorRole/onBackground``.
  case onBackground
  /// The Material 3 role ``DynamicColorRole/surface``.
  case surface
  /// The Material 3 role ``DynamicColorRole/surfaceDim``.
  case surfaceDim
  /// The Material 3 role ``DynamicColorRole/surfaceBright``.
  case surfaceBright
  /// The Material 3 role ``DynamicColorRole/surfaceContainerLowest``.
  case surfaceContainerLowest
  /// The Material 3 role ``DynamicColorRole/surfaceContainerLow``.
  case surfaceContainerLow
  /// The Material 3 role ``DynamicColorRole/surfaceContainer``.
  case surfaceContainer
  /// The Material 3 role ``DynamicColorRole/surfaceContainerHigh``.
  case surfaceContainerHigh
  /// The Material 3 role ``DynamicColorRole/surfaceContainerHighest``.
  case surfaceContainerHighest
  /// The Material 3 role ``DynamicColorRole/onSurface``.
  case onSurface
  /// The Material 3 role ``DynamicColorRole/surfaceVariant``.
  case surfaceVariant
  /// The Material 3 role ``DynamicColorRole/onSurfaceVariant``.
  case onSurfaceVariant
  /// The Material 3 role ``DynamicColorRole/outline``.
  case outline
  /// The Material 3 role ``DynamicColorRole/outlineVariant``.
  case outlineVariant
  /// The Material 3 role ``DynamicColorRole/inverseSurface``.
  case inverseSurface
  /// The Material 3 role ``DynamicColorRole/inverseOnSurface``.
  case inverseOnSurface
  /// The Material 3 role ``DynamicColorRole/shadow``.
  case shadow
  /// The Material 3 role ``DynamicColorRole/scrim``.
  case scrim
  /// The Material 3 role ``DynamicColorRole/surfaceTint``.
  case surfaceTint
  /// The Material 3 role ``DynamicColorRole/primary``.
  case primary
  /// The Material 3 role ``DynamicColorRole/primaryDim``.
  case primaryDim
  /// The Material 3 role ``DynamicColorRole/onPrimary``.
  case onPrimary
  /// The Material 3 role ``DynamicColorRole/primaryContainer``.
  case primaryContainer
  /// The Material 3 role ``DynamicColorRole/onPrimaryContainer``.
  case onPrimaryContainer
  /// The Material 3 role ``DynamicColorRole/primaryFixed``.
  case primaryFixed
  /// The Material 3 role ``DynamicColorRole/primaryFixedDim``.
  case primaryFixedDim
  /// The Material 3 role ``DynamicColorRole/onPrimaryFixed``.
  case onPrimaryFixed
  /// The Material 3 role ``DynamicColorRole/onPrimaryFixedVariant``.
  case onPrimaryFixedVariant
  /// The Material 3 role ``DynamicColorRole/inversePrimary``.
  case inversePrimary
  /// The Material 3 role ``DynamicColorRole/secondary``.
  case secondary
  /// The Material 3 role ``DynamicColorRole/secondaryDim``.
  case secondaryDim
  /// The Material 3 role ``DynamicColorRole/onSecondary``.
  case onSecondary
  /// The Material 3 role ``DynamicColorRole/secondaryContainer``.
  case secondaryContainer
  /// The Material 3 role ``DynamicColorRole/onSecondaryContainer``.
  case onSecondaryContainer
  /// The Material 3 role ``DynamicColorRole/secondaryFixed``.
  case secondaryFixed
  /// The Material 3 role ``DynamicColorRole/secondaryFixedDim``.
  case secondaryFixedDim
  /// The Material 3 role ``DynamicColorRole/onSecondaryFixed``.
  case onSecondaryFixed
  /// The Material 3 role ``DynamicColorRole/onSecondaryFixedVariant``.
  case onSecondaryFixedVariant
  /// The Material 3 role ``DynamicColorRole/tertiary``.
  case tertiary
  /// The Material 3 role ``DynamicColorRole/tertiaryDim``.
  case tertiaryDim
  /// The Material 3 role ``DynamicColorRole/onTertiary``.
  case onTertiary
  /// The Material 3 role ``DynamicColorRole/tertiaryContainer``.
  case tertiaryContainer
  /// The Material 3 role ``DynamicColorRole/onTertiaryContainer``.
  case onTertiaryContainer
  /// The Material 3 role ``DynamicColorRole/tertiaryFixed``.
  case tertiaryFixed
  /// The Material 3 role ``DynamicColorRole/tertiaryFixedDim``.
  case tertiaryFixedDim
  /// The Material 3 role ``DynamicColorRole/onTertiaryFixed``.
  case onTertiaryFixed
  /// The Material 3 role ``DynamicColorRole/onTertiaryFixedVariant``.
  case onTertiaryFixedVariant
  /// The Material 3 role ``DynamicColorRole/error``.
  case error
  /// The Material 3 role ``DynamicColorRole/errorDim``.
  case errorDim
  /// The Material 3 role ``DynamicColorRole/onError``.
  case onError
  /// The Material 3 role ``DynamicColorRole/errorContainer``.
  case errorContainer
  /// The Material 3 role ``DynamicColorRole/onErrorContainer``.
  case onErrorContainer
  /// Android: the fill of activated controls (the primary container from 2025 on).
  case controlActivated
  /// Android: the tint of controls at rest (on-surface-variant from 2025 on).
  case controlNormal
  /// Android: the ripple/highlight of controls; black at 12 % (light) or white at 20 % (dark).
  case controlHighlight
  /// Android: primary text on inverse backgrounds (inverse-on-surface from 2025 on).
  case textPrimaryInverse
  /// Android: secondary and tertiary text on inverse backgrounds.
  case textSecondaryAndTertiaryInverse
  /// Android: disabled primary text on inverse backgrounds.
  case textPrimaryInverseDisableOnly
  /// Android: disabled secondary and tertiary text on inverse backgrounds.
  case textSecondaryAndTertiaryInverseDisabled
  /// Android: hint text on inverse backgrounds.
  case textHintInverse

  /// The number of roles (the size of per-role tables).
  static let count = 67

  /// The Material 3 role of the same name, or nil for the key colors and the Android roles.
  public var dynamicColorRole: DynamicColorRole? { DynamicColorRole(rawValue: rawValue) }

  /// The upstream role of a Material 3 role (every ``DynamicColorRole`` has one).
  public init(_ role: DynamicColorRole) {
    self = Self.fromDynamicColorRole[role.index]
  }

  /// Upstream roles indexed by ``DynamicColorRole`` position.
  private static let fromDynamicColorRole: [MaterialDynamicColorRole] = DynamicColorRole.allCases
    .map { MaterialDynamicColorRole(rawValue: $0.rawValue)! }

  /// The role's position in ``allCases``, for table storage.
  var index: Int {
    switch self {
    case .primaryPaletteKeyColor: 0
    case .secondaryPaletteKeyColor: 1
    case .tertiaryPaletteKeyColor: 2
    case .neutralPaletteKeyColor: 3
    case .neutralVariantPaletteKeyColor: 4
    case .errorPaletteKeyColor: 5
    case .background: 6
    case .onBackground: 7
    case .surface: 8
    case .surfaceDim: 9
    case .surfaceBright: 10
    case .surfaceContainerLowest: 11
    case .surfaceContainerLow: 12
    case .surfaceContainer: 13
    case .surfaceContainerHigh: 14
    case .surfaceContainerHighest: 15
    case .onSurface: 16
    case .surfaceVariant: 17
    case .onSurfaceVariant: 18
    case .outline: 19
    case .outlineVariant: 20
    case .inverseSurface: 21
    case .inverseOnSurface: 22
    case .shadow: 23
    case .scrim: 24
    case .surfaceTint: 25
    case .primary: 26
    case .primaryDim: 27
    case .onPrimary: 28
    case .primaryContainer: 29
    case .onPrimaryContainer: 30
    case .primaryFixed: 31
    case .primaryFixedDim: 32
    case .onPrimaryFixed: 33
    case .onPrimaryFixedVariant: 34
    case .inversePrimary: 35
    case .secondary: 36
    case .secondaryDim: 37
    case .onSecondary: 38
    case .secondaryContainer: 39
    case .onSecondaryContainer: 40
    case .secondaryFixed: 41
    case .secondaryFixedDim: 42
    case .onSecondaryFixed: 43
    case .onSecondaryFixedVariant: 44
    case .tertiary: 45
    case .tertiaryDim: 46
    case .onTertiary: 47
    case .tertiaryContainer: 48
    case .onTertiaryContainer: 49
    case .tertiaryFixed: 50
    case .tertiaryFixedDim: 51
    case .onTertiaryFixed: 52
    case .onTertiaryFixedVariant: 53
    case .error: 54
    case .errorDim: 55
    case .onError: 56
    case .errorContainer: 57
    case .onErrorContainer: 58
    case .controlActivated: 59
    case .controlNormal: 60
    case .controlHighlight: 61
    case .textPrimaryInverse: 62
    case .textSecondaryAndTertiaryInverse: 63
    case .textPrimaryInverseDisableOnly: 64
    case .textSecondaryAndTertiaryInverseDisabled: 65
    case .textHintInverse: 66
    }
  }
}
