extension DesignTokenExporter {
  /// Resolved component styles per appearance and contrast.
  static func componentGroup(_ theme: Theme) -> JSONOutput {
    .object(
      [("$description", .string("Resolved component styles per appearance and contrast."))]
        + ColorTraits.all.map { traits in
          (
            DesignTokenNaming.traitsKey(traits),
            .object([
              (
                "bottomNavigation",
                .object(
                  BottomNavigationVariant.allCases.map { variant in
                    (
                      variant.rawValue,
                      bottomNavigation(theme.bottomNavigationStyle(variant, for: traits))
                    )
                  })
              ),
              ("bottomDrawer", bottomDrawer(theme.bottomDrawerStyle(for: traits))),
            ])
          )
        })
  }

  /// The tokens of a bottom-navigation style, in ``ResolvedThemeJSON`` key order.
  static func bottomNavigation(_ style: BottomNavigationStyle) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("barTintColor", color(style.barTintColor)),
      ("selectedItemTintColor", color(style.selectedItemTintColor)),
      ("selectedItemTitleColor", color(style.selectedItemTitleColor)),
      ("unselectedItemTintColor", color(style.unselectedItemTintColor)),
      ("rippleColor", color(style.rippleColor)),
      ("itemTitleFont", token(typographyValue(style.itemTitleFont), type: .typography)),
      ("elevation", dimension(style.elevation)),
      ("itemsContentVerticalMargin", dimension(style.itemsContentVerticalMargin)),
      ("itemBadgeBackgroundColor", color(style.itemBadgeBackgroundColor)),
      ("itemBadgeTextColor", color(style.itemBadgeTextColor)),
    ]
    if let indicator = style.selectionIndicatorColor {
      members.append(("selectionIndicatorColor", color(indicator)))
    }
    return .object(members)
  }

  /// The tokens of a bottom-drawer style, in ``ResolvedThemeJSON`` key order.
  static func bottomDrawer(_ style: BottomDrawerStyle) -> JSONOutput {
    .object([
      ("headerBackgroundColor", color(style.headerBackgroundColor)),
      ("contentBackgroundColor", color(style.contentBackgroundColor)),
      ("scrimColor", color(style.scrimColor)),
      ("topHandleColor", color(style.topHandleColor)),
      (
        "topCornersRadius",
        .object([
          ("collapsed", dimension(style.topCornersRadius.collapsed)),
          ("expanded", dimension(style.topCornersRadius.expanded)),
          ("fullScreen", dimension(style.topCornersRadius.fullScreen)),
        ])
      ),
      ("elevation", dimension(style.elevation)),
      ("shadowColor", color(style.shadowColor)),
    ])
  }

  private static func color(_ value: Color) -> JSONOutput {
    token(colorValue(value), type: .color)
  }

  private static func dimension(_ points: Double) -> JSONOutput {
    token(dimensionValue(points), type: .dimension)
  }
}
