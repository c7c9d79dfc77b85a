/// One of the ten roles of a Material semantic color scheme.
public enum ColorRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// The color displayed most frequently across screens and components.
  case primary
  /// A tonal variation of the primary color.
  case primaryVariant
  /// The accent color.
  case secondary
  /// The color of error states.
  case error
  /// The color of surfaces such as cards, sheets and menus.
  case surface
  /// The color behind scrollable content.
  case background
  /// Text and icons drawn on the primary color.
  case onPrimary
  /// Text and icons drawn on the secondary color.
  case onSecondary
  /// Text and icons drawn on the surface color.
  case onSurface
  /// Text and icons drawn on the background color.
  case onBackground

  /// The key of the role in theme files and `resolve` output (the raw value).
  public var key: String { rawValue }

  /// The position of the role in ``allCases``.
  var ordinal: Int {
    switch self {
    case .primary: 0
    case .primaryVariant: 1
    case .secondary: 2
    case .error: 3
    case .surface: 4
    case .background: 5
    case .onPrimary: 6
    case .onSecondary: 7
    case .onSurface: 8
    case .onBackground: 9
    }
  }

  /// Hashes the case, not its raw value (consistent with `==`; role maps are filled on every
  /// theme load, where hashing the raw value's text showed up in profiles).
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  /// The role this one is drawn on, for on-colors (`onPrimary` → `primary`); `nil` otherwise.
  public var background: ColorRole? {
    switch self {
    case .onPrimary: .primary
    case .onSecondary: .secondary
    case .onSurface: .surface
    case .onBackground: .background
    default: nil
    }
  }
}
