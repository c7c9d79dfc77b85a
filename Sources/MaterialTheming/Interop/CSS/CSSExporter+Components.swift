extension CSSExporter {
  /// The declarations of a bottom-navigation style under `prefix`.
  static func bottomNavigation(_ style: BottomNavigationStyle, prefix: String) -> [(String, String)]
  {
    var result: [(String, String)] = [
      (prefix + "-bar-tint-color", value(style.barTintColor)),
      (prefix + "-selected-item-tint-color", value(style.selectedItemTintColor)),
      (prefix + "-selected-item-title-color", value(style.selectedItemTitleColor)),
      (prefix + "-unselected-item-tint-color", value(style.unselectedItemTintColor)),
      (prefix + "-ripple-color", value(style.rippleColor)),
    ]
    result += font(style.itemTitleFont, prefix: prefix + "-item-title")
    result += [
      (prefix + "-elevation", length(style.elevation)),
      (prefix + "-items-content-vertical-margin", length(style.itemsContentVerticalMargin)),
      (prefix + "-item-badge-background-color", value(style.itemBadgeBackgroundColor)),
      (prefix + "-item-badge-text-color", value(style.itemBadgeTextColor)),
    ]
    if let indicator = style.selectionIndicatorColor {
      result.append((prefix + "-selection-indicator-color", value(indicator)))
    }
    return result
  }

  /// The declarations of a bottom-drawer style under `prefix`.
  static func bottomDrawer(_ style: BottomDrawerStyle, prefix: String) -> [(String, String)] {
    [
      (prefix + "-header-background-color", value(style.headerBackgroundColor)),
      (prefix + "-content-background-color", value(style.contentBackgroundColor)),
      (prefix + "-scrim-color", value(style.scrimColor)),
      (prefix + "-top-handle-color", value(style.topHandleColor)),
      (prefix + "-top-corners-radius-collapsed", length(style.topCornersRadius.collapsed)),
      (prefix + "-top-corners-radius-expanded", length(style.topCornersRadius.expanded)),
      (prefix + "-top-corners-radius-full-screen", length(style.topCornersRadius.fullScreen)),
      (prefix + "-elevation", length(style.elevation)),
      (prefix + "-shadow-color", value(style.shadowColor)),
    ]
  }
}
