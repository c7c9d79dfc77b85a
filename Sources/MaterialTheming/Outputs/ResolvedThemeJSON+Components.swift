extension ResolvedThemeJSON {
  /// The component sections: `bottomDrawer` (and `bottomNavigation` once themed).
  static func componentSections(_ theme: Theme, traits: ColorTraits) -> [(String, JSONOutput)] {
    [("bottomDrawer", bottomDrawer(theme.bottomDrawerStyle(for: traits)))]
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
