extension BottomNavigationBar {
  /// Themes the bar with the primary variant (`applyPrimaryThemeWithScheme:`).
  ///
  /// Sets exactly the values of ``BottomNavigationStyle/applyPrimaryTheme(with:)``; badge
  /// colors, badge font and shadow color are untouched.
  public mutating func applyPrimaryTheme(with scheme: ContainerScheme) {
    style.applyPrimaryTheme(with: scheme)
  }

  /// Themes the bar with the surface variant (`applySurfaceThemeWithScheme:`).
  public mutating func applySurfaceTheme(with scheme: ContainerScheme) {
    style.applySurfaceTheme(with: scheme)
  }

  /// Themes the bar with `variant` (Material 3 replaces the whole style, badges included) and
  /// sets ``geometry`` to the variant's.
  public mutating func applyTheme(_ variant: BottomNavigationVariant, with scheme: ContainerScheme)
  {
    geometry = variant.geometry
    switch variant {
    case .primary: applyPrimaryTheme(with: scheme)
    case .surface: applySurfaceTheme(with: scheme)
    case .material3: style = variant.style(with: scheme)
    }
  }
}
