extension DesignTokenWriter {
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
    tokens(style)
  }

  /// The tokens of a bottom-drawer style, in ``ResolvedThemeJSON`` key order.
  static func bottomDrawer(_ style: BottomDrawerStyle) -> JSONOutput {
    tokens(style)
  }

  /// The tokens of a style's fields in its table's order (the ``ResolvedThemeJSON`` order).
  private static func tokens<Style: FieldTableStyle>(_ style: Style) -> JSONOutput {
    .object(
      Style.jsonMembers { field in
        switch field.value(in: style) {
        case .color(let color): token(colorValue(color), type: .color)
        case .font(let font): token(typographyValue(font), type: .typography)
        case .length(let points): token(dimensionValue(points), type: .dimension)
        case nil: nil
        }
      })
  }
}
