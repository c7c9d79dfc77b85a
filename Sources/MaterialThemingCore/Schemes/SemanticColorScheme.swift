/// A Material semantic color scheme: ten color roles and the dark-mode elevation-overlay switch.
///
/// The value mirrors `MDCSemanticColorScheme` resolved for one appearance and contrast.
/// ```swift
/// let scheme = SemanticColorScheme(defaults: .material201804)
/// scheme.primary.hexString  // "#6200EEFF"
/// ```
public struct SemanticColorScheme: Sendable, Hashable {
  /// The color displayed most frequently across screens and components.
  public var primary: Color
  /// A tonal variation of the primary color.
  public var primaryVariant: Color
  /// The accent color.
  public var secondary: Color
  /// The color of error states.
  public var error: Color
  /// The color of surfaces such as cards, sheets and menus.
  public var surface: Color
  /// The color behind scrollable content.
  public var background: Color
  /// Text and icons drawn on the primary color.
  public var onPrimary: Color
  /// Text and icons drawn on the secondary color.
  public var onSecondary: Color
  /// Text and icons drawn on the surface color.
  public var onSurface: Color
  /// Text and icons drawn on the background color.
  public var onBackground: Color
  /// Whether elevated surfaces get the white elevation overlay in the dark appearance.
  ///
  /// Never applied in the light appearance.
  public var elevationOverlayEnabledForDarkMode: Bool

  /// Creates a scheme from explicit colors for every role.
  public init(
    primary: Color, primaryVariant: Color, secondary: Color, error: Color,
    surface: Color, background: Color, onPrimary: Color, onSecondary: Color,
    onSurface: Color, onBackground: Color, elevationOverlayEnabledForDarkMode: Bool
  ) {
    self.primary = primary
    self.primaryVariant = primaryVariant
    self.secondary = secondary
    self.error = error
    self.surface = surface
    self.background = background
    self.onPrimary = onPrimary
    self.onSecondary = onSecondary
    self.onSurface = onSurface
    self.onBackground = onBackground
    self.elevationOverlayEnabledForDarkMode = elevationOverlayEnabledForDarkMode
  }

  /// Creates the scheme of a dated default for `traits` (light, normal contrast unless given).
  public init(defaults: ColorSchemeDefaults, traits: ColorTraits = .standard) {
    self = AdaptiveColorScheme(defaults: defaults).resolved(for: traits)
  }

  /// The color of `role`.
  public subscript(role: ColorRole) -> Color {
    get { self[keyPath: Self.keyPath(of: role)] }
    set { self[keyPath: Self.keyPath(of: role)] = newValue }
  }

  /// The stored property holding `role`.
  private static func keyPath(of role: ColorRole) -> WritableKeyPath<Self, Color> {
    switch role {
    case .primary: \.primary
    case .primaryVariant: \.primaryVariant
    case .secondary: \.secondary
    case .error: \.error
    case .surface: \.surface
    case .background: \.background
    case .onPrimary: \.onPrimary
    case .onSecondary: \.onSecondary
    case .onSurface: \.onSurface
    case .onBackground: \.onBackground
    }
  }
}
