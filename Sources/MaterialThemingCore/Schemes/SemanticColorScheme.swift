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
    get {
      var scheme = self
      return scheme.withColor(of: role) { $0 }
    }
    set { withColor(of: role) { $0 = newValue } }
  }

  /// Runs `body` on the stored property holding `role` (a switch rather than a key path: every
  /// output reads every role of four schemes, and a key-path projection per read shows in
  /// generation profiles).
  private mutating func withColor<Result>(
    of role: ColorRole, _ body: (inout Color) -> Result
  ) -> Result {
    switch role {
    case .primary: body(&primary)
    case .primaryVariant: body(&primaryVariant)
    case .secondary: body(&secondary)
    case .error: body(&error)
    case .surface: body(&surface)
    case .background: body(&background)
    case .onPrimary: body(&onPrimary)
    case .onSecondary: body(&onSecondary)
    case .onSurface: body(&onSurface)
    case .onBackground: body(&onBackground)
    }
  }
}
