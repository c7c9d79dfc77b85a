/// The Material theming variants of a bottom navigation bar.
public enum BottomNavigationVariant: String, Sendable, Hashable, CaseIterable, Codable {
  /// The bar is the primary color; items are onPrimary.
  case primary
  /// The bar is the surface color; the selected item is primary, the others onSurface.
  case surface
  /// Material 3 navigation bar: surfaceContainer bar, secondaryContainer indicator.
  case material3

  /// The style this variant resolves to for `scheme`.
  ///
  /// Material 3 needs roles a container scheme does not carry; here they come from a tonal-spot
  /// dynamic scheme seeded with the scheme's primary color, dark when the surface is dark.
  /// MaterialTheming's `Theme.bottomNavigationStyle(_:for:)` uses the theme's own dynamic colors
  /// instead.
  public func style(with scheme: ContainerScheme) -> BottomNavigationStyle {
    switch self {
    case .primary: .primary(with: scheme)
    case .surface: .surface(with: scheme)
    case .material3:
      .material3(
        with: DynamicScheme(
          seed: scheme.colorScheme.primary,
          isDark: scheme.colorScheme.surface.relativeLuminance < Self.darkSurfaceLuminance,
          computing: BottomNavigationStyle.material3Roles),
        typography: scheme.typographyScheme)
    }
  }

  /// Surfaces darker than this relative luminance count as the dark appearance (#777777 ≈ 0.18).
  static let darkSurfaceLuminance = 0.18
}
