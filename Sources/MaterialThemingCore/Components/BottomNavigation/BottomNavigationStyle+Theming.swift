extension BottomNavigationStyle {
  /// The alpha of the unselected tint in the primary variant: onPrimary at 0.74
  /// (`kUnselectedPrimaryAlpha`, `MDCBottomNavigationBar+MaterialTheming.m`).
  public static let unselectedPrimaryAlpha: Double = 0.74
  /// The alpha of the unselected tint in the surface variant: onSurface at 0.6
  /// (`kUnselectedSurfaceAlpha`, `MDCBottomNavigationBar+MaterialTheming.m`).
  public static let unselectedSurfaceAlpha: Double = 0.6
  /// The elevation theming assigns: `MDCShadowElevationBottomNavigationBar`, 8
  /// (`MDCShadowElevations.h`).
  public static let bottomNavigationBarElevation: Double = 8
  /// The icon-to-title margin theming assigns: 0 (the fourth step of
  /// `applyPrimaryThemeWithScheme:`).
  public static let themedItemsContentVerticalMargin: Double = 0

  /// The primary-variant style for `scheme`: a primary bar with onPrimary items.
  ///
  /// Equivalent to a default style with ``applyPrimaryTheme(with:)`` applied, so badge colors,
  /// badge font and shadow color keep their component defaults.
  public static func primary(with scheme: ContainerScheme) -> BottomNavigationStyle {
    var style = BottomNavigationStyle()
    style.applyPrimaryTheme(with: scheme)
    return style
  }

  /// The surface-variant style for `scheme`: a surface bar with primary selected items.
  public static func surface(with scheme: ContainerScheme) -> BottomNavigationStyle {
    var style = BottomNavigationStyle()
    style.applySurfaceTheme(with: scheme)
    return style
  }

  /// Applies the primary variant exactly as `applyPrimaryThemeWithScheme:` does.
  ///
  /// Bar tint = primary; selected tint and title = onPrimary; unselected tint = onPrimary with
  /// its alpha *replaced* by 0.74; then title font = caption, elevation 8, vertical margin 0.
  /// The ripple follows the selected tint (at 0.15) unless it was set explicitly.
  public mutating func applyPrimaryTheme(with scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    applyTheme(
      bar: colors.primary, selected: colors.onPrimary,
      unselected: colors.onPrimary.withAlpha(Self.unselectedPrimaryAlpha), scheme: scheme)
  }

  /// Applies the surface variant exactly as `applySurfaceThemeWithScheme:` does.
  ///
  /// Bar tint = surface; selected tint and title = primary; unselected tint = onSurface with its
  /// alpha *replaced* by 0.6; then title font = caption, elevation 8, vertical margin 0.
  public mutating func applySurfaceTheme(with scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    applyTheme(
      bar: colors.surface, selected: colors.primary,
      unselected: colors.onSurface.withAlpha(Self.unselectedSurfaceAlpha), scheme: scheme)
  }

  /// The steps both variants take, in Material Components' order: the bar tint, the selected
  /// tint and title, the unselected tint, then typography, elevation and content margin.
  private mutating func applyTheme(
    bar: Color, selected: Color, unselected: Color, scheme: ContainerScheme
  ) {
    barTintColor = bar
    selectedItemTintColor = selected
    selectedItemTitleColor = selected
    unselectedItemTintColor = unselected
    itemTitleFont = scheme.typographyScheme.caption
    elevation = Self.bottomNavigationBarElevation
    itemsContentVerticalMargin = Self.themedItemsContentVerticalMargin
  }
}
