extension SemanticColorScheme {
  /// The dynamic role each semantic role is taken from (see ``init(dynamicScheme:)``).
  public static let dynamicRoleSources: [(ColorRole, DynamicColorRole)] = [
    (.primary, .primary), (.primaryVariant, .primaryContainer), (.secondary, .secondary),
    (.error, .error), (.surface, .surface), (.background, .background),
    (.onPrimary, .onPrimary), (.onSecondary, .onSecondary), (.onSurface, .onSurface),
    (.onBackground, .onBackground),
  ]

  /// Sets every semantic role whose dynamic source role `roles` holds (see ``init(dynamicScheme:)``);
  /// the other roles and the overlay switch are kept.
  public mutating func apply(material3Roles roles: Material3RoleSet) {
    for (role, source) in Self.dynamicRoleSources {
      if let color = roles[source] { self[role] = color }
    }
  }

  /// Maps a Material 3 dynamic scheme onto the ten roles of the container scheme.
  ///
  /// | semantic role | dynamic role |
  /// | --- | --- |
  /// | primary | primary |
  /// | primaryVariant | primaryContainer — the M3 tonal variation of primary (MDC's "variant" was a darker or lighter primary; the container is its M3 successor) |
  /// | secondary | secondary |
  /// | error | error |
  /// | surface | surface |
  /// | background | background |
  /// | onPrimary | onPrimary |
  /// | onSecondary | onSecondary |
  /// | onSurface | onSurface |
  /// | onBackground | onBackground |
  ///
  /// `elevationOverlayEnabledForDarkMode` is `false`: Material 3 expresses elevation with the
  /// surfaceContainer roles instead of the M2 white overlay.
  public init(dynamicScheme scheme: DynamicScheme) {
    func color(_ role: DynamicColorRole) -> Color {
      // Every mapped role exists in both specs.
      scheme.color(for: role) ?? .clear
    }
    self.init(
      primary: color(.primary), primaryVariant: color(.primaryContainer),
      secondary: color(.secondary), error: color(.error), surface: color(.surface),
      background: color(.background), onPrimary: color(.onPrimary),
      onSecondary: color(.onSecondary), onSurface: color(.onSurface),
      onBackground: color(.onBackground), elevationOverlayEnabledForDarkMode: false)
  }
}
