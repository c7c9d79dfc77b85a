extension Theme {
  /// The variant the theme asks apps to use: its `components.bottomNavigation.variant`, else primary.
  public var bottomNavigationVariant: BottomNavigationVariant {
    components.bottomNavigationVariant ?? .primary
  }

  /// The bottom-navigation style of `variant` for `traits`: Material theming, then the theme's overrides.
  public func bottomNavigationStyle(
    _ variant: BottomNavigationVariant, for traits: ColorTraits = .standard
  ) -> BottomNavigationStyle {
    bottomNavigationStyles(variant, for: [traits], schemes: [containerScheme(for: traits)])[0]
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
