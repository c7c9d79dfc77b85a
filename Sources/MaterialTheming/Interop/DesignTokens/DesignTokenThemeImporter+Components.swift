extension DesignTokenThemeImporter {
  /// Reads a resolved component token of the light traits as a literal override (used only
  /// when the file carries no theme component overrides in its vendor extension).
  mutating func placeComponent(_ token: DesignToken, _ path: [String]) throws(ThemeError) {
    guard path.first == DesignTokenNaming.traitsKey(.standard), path.count >= 3 else { return }
    switch path[1] {
    case "bottomNavigation" where path.count == 4:
      let variant = try choice(path[2], as: BottomNavigationVariant.self, token)
      var overrides = document.components.bottomNavigationOverrides(for: variant)
      try applyNavigation(token, property: path[3], to: &overrides)
      switch variant {
      case .primary: document.components.bottomNavigationPrimary = overrides
      case .surface: document.components.bottomNavigationSurface = overrides
      case .material3: document.components.bottomNavigationMaterial3 = overrides
      }
    case "bottomDrawer":
      try applyDrawer(
        token, property: Array(path.dropFirst(2)), to: &document.components.bottomDrawer)
    default: break
    }
  }

  private func applyNavigation(
    _ token: DesignToken, property: String, to overrides: inout BottomNavigationOverrides
  ) throws(ThemeError) {
    switch property {
    case "barTintColor": overrides.barTintColor = .literal(try colorValue(token))
    case "selectedItemTintColor": overrides.selectedItemTintColor = .literal(try colorValue(token))
    case "selectedItemTitleColor":
      overrides.selectedItemTitleColor = .literal(try colorValue(token))
    case "unselectedItemTintColor":
      overrides.unselectedItemTintColor = .literal(try colorValue(token))
    case "rippleColor": overrides.rippleColor = .literal(try colorValue(token))
    case "itemBadgeBackgroundColor":
      overrides.itemBadgeBackgroundColor = .literal(try colorValue(token))
    case "itemBadgeTextColor": overrides.itemBadgeTextColor = .literal(try colorValue(token))
    case "itemTitleFont":
      try require(token, .typography)
      overrides.itemTitleFont = .custom(try convert(token, DesignTokenValues.typography))
    case "elevation":
      try require(token, .dimension)
      overrides.elevation = try convert(token, DesignTokenValues.dimension)
    case "itemsContentVerticalMargin":
      try require(token, .dimension)
      overrides.itemsContentVerticalMargin = try convert(token, DesignTokenValues.dimension)
    default: break
    }
  }

  private func applyDrawer(
    _ token: DesignToken, property: [String], to overrides: inout BottomDrawerOverrides
  ) throws(ThemeError) {
    func dimension() throws(ThemeError) -> Double {
      try require(token, .dimension)
      return try convert(token, DesignTokenValues.dimension)
    }
    switch property {
    case ["headerBackgroundColor"]:
      overrides.headerBackgroundColor = .literal(try colorValue(token))
    case ["contentBackgroundColor"]:
      overrides.contentBackgroundColor = .literal(try colorValue(token))
    case ["scrimColor"]: overrides.scrimColor = .literal(try colorValue(token))
    case ["topHandleColor"]: overrides.topHandleColor = .literal(try colorValue(token))
    case ["shadowColor"]: overrides.shadowColor = .literal(try colorValue(token))
    case ["elevation"]: overrides.elevation = try dimension()
    case ["topCornersRadius", "collapsed"]: overrides.collapsedCornerRadius = try dimension()
    case ["topCornersRadius", "expanded"]: overrides.expandedCornerRadius = try dimension()
    case ["topCornersRadius", "fullScreen"]: overrides.fullScreenCornerRadius = try dimension()
    default: break
    }
  }
}
