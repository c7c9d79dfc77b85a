extension ThemeFileWriter {
  /// The `components` section: stated values only, in the format's key order.
  static func componentSection(_ components: ComponentSettings) -> [(String, JSONOutput)] {
    var navigation: [(String, JSONOutput)] = []
    if let variant = components.bottomNavigationVariant {
      navigation.append(("variant", .string(variant.rawValue)))
    }
    for variant in BottomNavigationVariant.allCases {
      let members = overrides(
        components.bottomNavigationOverrides(for: variant), of: BottomNavigationStyle.self)
      if !members.isEmpty { navigation.append((variant.rawValue, .object(members))) }
    }
    var members: [(String, JSONOutput)] = []
    if !navigation.isEmpty { members.append(("bottomNavigation", .object(navigation))) }
    let drawer = overrides(components.bottomDrawer, of: BottomDrawerStyle.self)
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

  /// The stated overrides of a style, in its table's order.
  private static func overrides<Style: FieldTableStyle>(
    _ overrides: Style.Overrides, of _: Style.Type
  ) -> [(String, JSONOutput)] {
    Style.jsonMembers { field in
      switch field.override(in: overrides) {
      case .color(let value): colorValue(value)
      case .font(.textStyle(let style)): .string(style.key)
      case .font(.custom(let change)): font(change)
      case .length(let value): .number(value)
      case nil: nil
      }
    }
  }
}
