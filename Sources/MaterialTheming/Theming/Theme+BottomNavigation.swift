extension Theme {
  /// The variant the theme asks apps to use: its `components.bottomNavigation.variant`, else primary.
  public var bottomNavigationVariant: BottomNavigationVariant {
    components.bottomNavigationVariant ?? .primary
  }

  /// The bottom-navigation style of `variant` for `traits`: Material theming, then the theme's overrides.
  public func bottomNavigationStyle(
    _ variant: BottomNavigationVariant, for traits: ColorTraits = .standard
  ) -> BottomNavigationStyle {
    let scheme = containerScheme(for: traits)
    var style =
      variant == .material3
      ? .material3(with: dynamicScheme(for: traits), typography: typography)
      : variant.style(with: scheme)
    components.bottomNavigationOverrides(for: variant).apply(to: &style, scheme: scheme)
    return style
  }
}

extension BottomNavigationOverrides {
  /// Lays the stated overrides over `style`, resolving roles and text styles against `scheme`.
  ///
  /// The selected tint is applied before the selected title color, so a theme that states
  /// both keeps both (setting the tint alone also recolors the title, as in Material Components).
  func apply(to style: inout BottomNavigationStyle, scheme: ContainerScheme) {
    let colors = scheme.colorScheme
    if let value = barTintColor { style.barTintColor = value.resolved(in: colors) }
    if let value = selectedItemTintColor {
      style.selectedItemTintColor = value.resolved(in: colors)
    }
    if let value = selectedItemTitleColor {
      style.selectedItemTitleColor = value.resolved(in: colors)
    }
    if let value = unselectedItemTintColor {
      style.unselectedItemTintColor = value.resolved(in: colors)
    }
    if let value = rippleColor { style.rippleColor = value.resolved(in: colors) }
    switch itemTitleFont {
    case .textStyle(let textStyle): style.itemTitleFont = scheme.typographyScheme[textStyle]
    case .custom(let change): style.itemTitleFont = change.applied(to: style.itemTitleFont)
    case nil: break
    }
    if let value = elevation { style.elevation = value }
    if let value = itemsContentVerticalMargin { style.itemsContentVerticalMargin = value }
    if let value = itemBadgeBackgroundColor {
      style.itemBadgeBackgroundColor = value.resolved(in: colors)
    }
    if let value = itemBadgeTextColor { style.itemBadgeTextColor = value.resolved(in: colors) }
  }
}
