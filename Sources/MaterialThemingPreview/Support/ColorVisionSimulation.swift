import MaterialTheming

extension BottomNavigationStyle {
  /// This style with every color as a viewer with `deficiency` sees it.
  func simulated(_ deficiency: ColorVisionDeficiency) -> BottomNavigationStyle {
    var style = self
    style.barTintColor = barTintColor.simulated(deficiency)
    style.selectedItemTintColor = selectedItemTintColor.simulated(deficiency)
    style.selectedItemTitleColor = selectedItemTitleColor.simulated(deficiency)
    style.unselectedItemTintColor = unselectedItemTintColor.simulated(deficiency)
    style.rippleColor = rippleColor.simulated(deficiency)
    style.itemBadgeBackgroundColor = itemBadgeBackgroundColor.simulated(deficiency)
    style.itemBadgeTextColor = itemBadgeTextColor.simulated(deficiency)
    style.shadowColor = shadowColor.simulated(deficiency)
    style.selectionIndicatorColor = selectionIndicatorColor?.simulated(deficiency)
    return style
  }
}

extension BottomDrawerStyle {
  /// This style with every color as a viewer with `deficiency` sees it.
  func simulated(_ deficiency: ColorVisionDeficiency) -> BottomDrawerStyle {
    var style = self
    style.headerBackgroundColor = headerBackgroundColor.simulated(deficiency)
    style.contentBackgroundColor = contentBackgroundColor.simulated(deficiency)
    style.scrimColor = scrimColor.simulated(deficiency)
    style.topHandleColor = topHandleColor.simulated(deficiency)
    style.shadowColor = shadowColor.simulated(deficiency)
    return style
  }
}

extension SemanticColorScheme {
  /// This scheme with every role as a viewer with `deficiency` sees it.
  func simulated(_ deficiency: ColorVisionDeficiency) -> SemanticColorScheme {
    var scheme = self
    for role in ColorRole.allCases {
      scheme[role] = self[role].simulated(deficiency)
    }
    return scheme
  }
}
