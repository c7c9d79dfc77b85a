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
      ? .material3(
        roles: material3Scheme(
          appearance: traits.appearance, contrast: Material3Contrast(traits.contrast),
          computing: BottomNavigationStyle.material3Roles),
        typography: typography)
      : variant.style(with: scheme)
    style.apply(components.bottomNavigationOverrides(for: variant), scheme: scheme)
    return style
  }

  /// The bottom-navigation styles of `variant` for each of `traits`, given the container scheme
  /// of each; the Material 3 variant generates its schemes in one batch.
  func bottomNavigationStyles(
    _ variant: BottomNavigationVariant, for traits: [ColorTraits], schemes: [ContainerScheme]
  ) -> [BottomNavigationStyle] {
    let overrides = components.bottomNavigationOverrides(for: variant)
    var styles =
      variant == .material3
      ? material3Schemes(for: traits, computing: BottomNavigationStyle.material3Roles).map {
        BottomNavigationStyle.material3(roles: $0, typography: typography)
      }
      : schemes.map { variant.style(with: $0) }
    BottomNavigationStyle.apply(overrides, to: &styles, schemes: schemes)
    return styles
  }
}
