extension ThemeDocumentWriter {
  /// The `components` section: stated values only, in the format's key order.
  static func componentSection(_ components: ComponentSettings) -> [(String, JSONOutput)] {
    var navigation: [(String, JSONOutput)] = []
    if let variant = components.bottomNavigationVariant {
      navigation.append(("variant", .string(variant.rawValue)))
    }
    let variants: [(String, BottomNavigationOverrides)] = [
      ("primary", components.bottomNavigationPrimary),
      ("surface", components.bottomNavigationSurface),
      ("material3", components.bottomNavigationMaterial3),
    ]
    for (key, overrides) in variants {
      let members = bottomNavigation(overrides)
      if !members.isEmpty { navigation.append((key, .object(members))) }
    }
    var members: [(String, JSONOutput)] = []
    if !navigation.isEmpty { members.append(("bottomNavigation", .object(navigation))) }
    let drawer = bottomDrawer(components.bottomDrawer)
    if !drawer.isEmpty { members.append(("bottomDrawer", .object(drawer))) }
    return members
  }

  /// A component color: `"#RRGGBB"`, a role name, or `{"role", "alpha"}`.
  static func colorValue(_ value: ColorValue) -> JSONOutput {
    switch value {
    case .literal(let color): .string(hex(color))
    case .role(let role, nil): .string(role.key)
    case .role(let role, let alpha?):
      .object([("role", .string(role.key)), ("alpha", .number(alpha))])
    }
  }

  private static func bottomNavigation(_ overrides: BottomNavigationOverrides)
    -> [(String, JSONOutput)]
  {
    var members: [(String, JSONOutput)] = []
    func color(_ key: String, _ value: ColorValue?) {
      if let value { members.append((key, colorValue(value))) }
    }
    color("barTintColor", overrides.barTintColor)
    color("selectedItemTintColor", overrides.selectedItemTintColor)
    color("selectedItemTitleColor", overrides.selectedItemTitleColor)
    color("unselectedItemTintColor", overrides.unselectedItemTintColor)
    color("rippleColor", overrides.rippleColor)
    switch overrides.itemTitleFont {
    case .textStyle(let style): members.append(("itemTitleFont", .string(style.key)))
    case .custom(let change): members.append(("itemTitleFont", font(change)))
    case nil: break
    }
    if let value = overrides.elevation { members.append(("elevation", .number(value))) }
    if let value = overrides.itemsContentVerticalMargin {
      members.append(("itemsContentVerticalMargin", .number(value)))
    }
    color("itemBadgeBackgroundColor", overrides.itemBadgeBackgroundColor)
    color("itemBadgeTextColor", overrides.itemBadgeTextColor)
    return members
  }

  private static func bottomDrawer(_ overrides: BottomDrawerOverrides) -> [(String, JSONOutput)] {
    var members: [(String, JSONOutput)] = []
    func color(_ key: String, _ value: ColorValue?) {
      if let value { members.append((key, colorValue(value))) }
    }
    color("headerBackgroundColor", overrides.headerBackgroundColor)
    color("contentBackgroundColor", overrides.contentBackgroundColor)
    color("scrimColor", overrides.scrimColor)
    color("topHandleColor", overrides.topHandleColor)
    var radii: [(String, JSONOutput)] = []
    if let value = overrides.collapsedCornerRadius { radii.append(("collapsed", .number(value))) }
    if let value = overrides.expandedCornerRadius { radii.append(("expanded", .number(value))) }
    if let value = overrides.fullScreenCornerRadius {
      radii.append(("fullScreen", .number(value)))
    }
    if !radii.isEmpty { members.append(("topCornersRadius", .object(radii))) }
    if let value = overrides.elevation { members.append(("elevation", .number(value))) }
    color("shadowColor", overrides.shadowColor)
    return members
  }
}
