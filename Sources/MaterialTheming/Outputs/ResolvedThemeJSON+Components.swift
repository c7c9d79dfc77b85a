extension ResolvedThemeJSON {
  /// The component sections: `bottomNavigation` (variant, primary, surface) and `bottomDrawer`.
  static func componentSections(_ theme: Theme, traits: ColorTraits) -> [(String, JSONOutput)] {
    [
      (
        "bottomNavigation",
        .object([
          ("variant", .string(theme.bottomNavigationVariant.rawValue)),
          ("primary", bottomNavigation(theme.bottomNavigationStyle(.primary, for: traits))),
          ("surface", bottomNavigation(theme.bottomNavigationStyle(.surface, for: traits))),
          ("material3", bottomNavigation(theme.bottomNavigationStyle(.material3, for: traits))),
        ])
      ),
      ("bottomDrawer", bottomDrawer(theme.bottomDrawerStyle(for: traits))),
    ]
  }

  /// A bottom-navigation style: colors as `#RRGGBBAA`, the title font, elevation and margin,
  /// plus `selectionIndicatorColor` for styles that draw an indicator (Material 3).
  public static func bottomNavigation(_ style: BottomNavigationStyle) -> JSONOutput {
    .object(
      [
        ("barTintColor", .string(style.barTintColor.hexString)),
        ("selectedItemTintColor", .string(style.selectedItemTintColor.hexString)),
        ("selectedItemTitleColor", .string(style.selectedItemTitleColor.hexString)),
        ("unselectedItemTintColor", .string(style.unselectedItemTintColor.hexString)),
        ("rippleColor", .string(style.rippleColor.hexString)),
        ("itemTitleFont", font(style.itemTitleFont)),
        ("elevation", .number(style.elevation)),
        ("itemsContentVerticalMargin", .number(style.itemsContentVerticalMargin)),
        ("itemBadgeBackgroundColor", .string(style.itemBadgeBackgroundColor.hexString)),
        ("itemBadgeTextColor", .string(style.itemBadgeTextColor.hexString)),
      ]
        + (style.selectionIndicatorColor.map {
          [("selectionIndicatorColor", .string($0.hexString))]
        } ?? []))
  }

  /// The drawer style: colors as `#RRGGBBAA`, radii per state, elevation.
  public static func bottomDrawer(_ style: BottomDrawerStyle) -> JSONOutput {
    .object([
      ("headerBackgroundColor", .string(style.headerBackgroundColor.hexString)),
      ("contentBackgroundColor", .string(style.contentBackgroundColor.hexString)),
      ("scrimColor", .string(style.scrimColor.hexString)),
      ("topHandleColor", .string(style.topHandleColor.hexString)),
      (
        "topCornersRadius",
        .object([
          ("collapsed", .number(style.topCornersRadius.collapsed)),
          ("expanded", .number(style.topCornersRadius.expanded)),
          ("fullScreen", .number(style.topCornersRadius.fullScreen)),
        ])
      ),
      ("elevation", .number(style.elevation)),
      ("shadowColor", .string(style.shadowColor.hexString)),
    ])
  }
}
