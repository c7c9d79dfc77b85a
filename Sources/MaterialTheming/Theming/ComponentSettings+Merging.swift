extension ComponentSettings {
  /// These settings with `child`'s stated values laid over them.
  func merging(_ child: ComponentSettings) -> ComponentSettings {
    var result = self
    result.bottomNavigationVariant = child.bottomNavigationVariant ?? bottomNavigationVariant
    result.bottomNavigationPrimary = bottomNavigationPrimary.merging(child.bottomNavigationPrimary)
    result.bottomNavigationSurface = bottomNavigationSurface.merging(child.bottomNavigationSurface)
    result.bottomNavigationMaterial3 = bottomNavigationMaterial3.merging(
      child.bottomNavigationMaterial3)
    result.bottomDrawer = bottomDrawer.merging(child.bottomDrawer)
    return result
  }
}

extension BottomNavigationOverrides {
  /// These overrides with `child`'s stated values laid over them.
  func merging(_ child: BottomNavigationOverrides) -> BottomNavigationOverrides {
    var result = self
    result.barTintColor = child.barTintColor ?? barTintColor
    result.selectedItemTintColor = child.selectedItemTintColor ?? selectedItemTintColor
    result.selectedItemTitleColor = child.selectedItemTitleColor ?? selectedItemTitleColor
    result.unselectedItemTintColor = child.unselectedItemTintColor ?? unselectedItemTintColor
    result.rippleColor = child.rippleColor ?? rippleColor
    result.itemTitleFont = child.itemTitleFont ?? itemTitleFont
    result.elevation = child.elevation ?? elevation
    result.itemsContentVerticalMargin =
      child.itemsContentVerticalMargin ?? itemsContentVerticalMargin
    result.itemBadgeBackgroundColor = child.itemBadgeBackgroundColor ?? itemBadgeBackgroundColor
    result.itemBadgeTextColor = child.itemBadgeTextColor ?? itemBadgeTextColor
    return result
  }
}

extension BottomDrawerOverrides {
  /// These overrides with `child`'s stated values laid over them.
  func merging(_ child: BottomDrawerOverrides) -> BottomDrawerOverrides {
    var result = self
    result.headerBackgroundColor = child.headerBackgroundColor ?? headerBackgroundColor
    result.contentBackgroundColor = child.contentBackgroundColor ?? contentBackgroundColor
    result.scrimColor = child.scrimColor ?? scrimColor
    result.topHandleColor = child.topHandleColor ?? topHandleColor
    result.collapsedCornerRadius = child.collapsedCornerRadius ?? collapsedCornerRadius
    result.expandedCornerRadius = child.expandedCornerRadius ?? expandedCornerRadius
    result.fullScreenCornerRadius = child.fullScreenCornerRadius ?? fullScreenCornerRadius
    result.elevation = child.elevation ?? elevation
    result.shadowColor = child.shadowColor ?? shadowColor
    return result
  }
}
