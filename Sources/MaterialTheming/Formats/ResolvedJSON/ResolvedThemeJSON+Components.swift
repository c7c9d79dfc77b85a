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
    styleObject(style)
  }

  /// The drawer style: colors as `#RRGGBBAA`, radii per state, elevation.
  public static func bottomDrawer(_ style: BottomDrawerStyle) -> JSONOutput {
    styleObject(style)
  }

  /// A style's fields in its table's order.
  private static func styleObject<Style: FieldTableStyle>(_ style: Style) -> JSONOutput {
    .object(
      Style.jsonMembers { field in
        switch field.value(in: style) {
        case .color(let color): .string(color.hexString)
        case .font(let value): font(value)
        case .length(let points): .number(points)
        case nil: nil
        }
      })
  }
}
