/// A color role of a Material 3 dynamic scheme, named as in the reference role table
/// (material-color-utilities' `MaterialDynamicColors`) and in Material Theme Builder exports.
///
/// Cases are in table order; the four `…Dim` roles exist only in the 2025 spec.
public enum DynamicColorRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// The app background.
  case background
  /// The default surface.
  case surface
  /// Content on ``background``.
  case onBackground
  /// The dimmest surface.
  case surfaceDim
  /// The brightest surface.
  case surfaceBright
  /// The lowest-emphasis surface container.
  case surfaceContainerLowest
  /// A low-emphasis surface container.
  case surfaceContainerLow
  /// The default surface container (for example a navigation bar).
  case surfaceContainer
  /// A high-emphasis surface container.
  case surfaceContainerHigh
  /// The highest-emphasis surface container.
  case surfaceContainerHighest
  /// Text and icons on surfaces.
  case onSurface
  /// A surface with the neutral-variant tint.
  case surfaceVariant
  /// Lower-emphasis text and icons on surfaces.
  case onSurfaceVariant
  /// A surface with the opposite lightness (snackbars).
  case inverseSurface
  /// Content on ``inverseSurface``.
  case inverseOnSurface
  /// Borders with contrast requirements.
  case outline
  /// Decorative borders and dividers.
  case outlineVariant
  /// Shadows.
  case shadow
  /// Scrims behind modal surfaces.
  case scrim
  /// The tint of elevated surfaces.
  case surfaceTint
  /// The primary accent.
  case primary
  /// The secondary accent.
  case secondary
  /// The tertiary accent.
  case tertiary
  /// The error accent.
  case error
  /// A darker primary for large surfaces (2025 spec only).
  case primaryDim
  /// A darker secondary (2025 spec only).
  case secondaryDim
  /// A darker tertiary (2025 spec only).
  case tertiaryDim
  /// A darker error (2025 spec only).
  case errorDim
  /// Content on ``primary``.
  case onPrimary
  /// Content on ``secondary``.
  case onSecondary
  /// Content on ``tertiary``.
  case onTertiary
  /// Content on ``error``.
  case onError
  /// A lower-emphasis primary container.
  case primaryContainer
  /// A lower-emphasis secondary container (for example the navigation bar's active indicator).
  case secondaryContainer
  /// A lower-emphasis tertiary container.
  case tertiaryContainer
  /// A lower-emphasis error container.
  case errorContainer
  /// Content on ``primaryContainer``.
  case onPrimaryContainer
  /// Content on ``secondaryContainer``.
  case onSecondaryContainer
  /// Content on ``tertiaryContainer``.
  case onTertiaryContainer
  /// Content on ``errorContainer``.
  case onErrorContainer
  /// The primary accent on ``inverseSurface``.
  case inversePrimary
  /// A primary fill that keeps its tone in light and dark.
  case primaryFixed
  /// A secondary fill that keeps its tone in light and dark.
  case secondaryFixed
  /// A tertiary fill that keeps its tone in light and dark.
  case tertiaryFixed
  /// A darker ``primaryFixed``.
  case primaryFixedDim
  /// A darker ``secondaryFixed``.
  case secondaryFixedDim
  /// A darker ``tertiaryFixed``.
  case tertiaryFixedDim
  /// Content on ``primaryFixed`` and ``primaryFixedDim``.
  case onPrimaryFixed
  /// Content on ``secondaryFixed`` and ``secondaryFixedDim``.
  case onSecondaryFixed
  /// Content on ``tertiaryFixed`` and ``tertiaryFixedDim``.
  case onTertiaryFixed
  /// Lower-emphasis content on ``primaryFixed`` and ``primaryFixedDim``.
  case onPrimaryFixedVariant
  /// Lower-emphasis content on ``secondaryFixed`` and ``secondaryFixedDim``.
  case onSecondaryFixedVariant
  /// Lower-emphasis content on ``tertiaryFixed`` and ``tertiaryFixedDim``.
  case onTertiaryFixedVariant

  /// The roles added by the 2025 spec.
  public static let dimRoles: Set<DynamicColorRole> = [
    .primaryDim, .secondaryDim, .tertiaryDim, .errorDim,
  ]

  /// The 49 roles of the 2021 spec, in table order.
  public static let spec2021Roles: [DynamicColorRole] = allCases.filter { !dimRoles.contains($0) }

  /// The 53 roles of the 2025 spec (2021's plus the dim roles), in table order.
  public static let spec2025Roles: [DynamicColorRole] = allCases

  /// The roles `version` defines, in table order.
  public static func roles(for version: ColorSpecVersion) -> [DynamicColorRole] {
    version == .spec2021 ? spec2021Roles : spec2025Roles
  }

  /// The role's position in ``allCases``, for table storage.
  var index: Int {
    switch self {
    case .background: 0
    case .surface: 1
    case .onBackground: 2
    case .surfaceDim: 3
    case .surfaceBright: 4
    case .surfaceContainerLowest: 5
    case .surfaceContainerLow: 6
    case .surfaceContainer: 7
    case .surfaceContainerHigh: 8
    case .surfaceContainerHighest: 9
    case .onSurface: 10
    case .surfaceVariant: 11
    case .onSurfaceVariant: 12
    case .inverseSurface: 13
    case .inverseOnSurface: 14
    case .outline: 15
    case .outlineVariant: 16
    case .shadow: 17
    case .scrim: 18
    case .surfaceTint: 19
    case .primary: 20
    case .secondary: 21
    case .tertiary: 22
    case .error: 23
    case .primaryDim: 24
    case .secondaryDim: 25
    case .tertiaryDim: 26
    case .errorDim: 27
    case .onPrimary: 28
    case .onSecondary: 29
    case .onTertiary: 30
    case .onError: 31
    case .primaryContainer: 32
    case .secondaryContainer: 33
    case .tertiaryContainer: 34
    case .errorContainer: 35
    case .onPrimaryContainer: 36
    case .onSecondaryContainer: 37
    case .onTertiaryContainer: 38
    case .onErrorContainer: 39
    case .inversePrimary: 40
    case .primaryFixed: 41
    case .secondaryFixed: 42
    case .tertiaryFixed: 43
    case .primaryFixedDim: 44
    case .secondaryFixedDim: 45
    case .tertiaryFixedDim: 46
    case .onPrimaryFixed: 47
    case .onSecondaryFixed: 48
    case .onTertiaryFixed: 49
    case .onPrimaryFixedVariant: 50
    case .onSecondaryFixedVariant: 51
    case .onTertiaryFixedVariant: 52
    }
  }

  /// The number of roles (the size of per-role tables).
  static let count = 53
}
