/// Decodes the `components` section: bottom navigation variant and overrides, drawer overrides.
enum ComponentSectionDecoder {
  /// The keys of the `components` object.
  static let keys: KeySet = ["bottomNavigation", "bottomDrawer"]
  /// The keys of `components.bottomNavigation`.
  static let bottomNavigationKeys: KeySet = ["variant", "primary", "surface", "material3"]
  /// The keys of a bottom-navigation override object.
  static let bottomNavigationStyleKeys: KeySet = [
    "barTintColor", "selectedItemTintColor", "selectedItemTitleColor", "unselectedItemTintColor",
    "rippleColor", "itemTitleFont", "elevation", "itemsContentVerticalMargin",
    "itemBadgeBackgroundColor", "itemBadgeTextColor",
  ]
  /// The keys of `components.bottomDrawer`.
  static let bottomDrawerKeys: KeySet = [
    "headerBackgroundColor", "contentBackgroundColor", "scrimColor", "topHandleColor",
    "topCornersRadius", "elevation", "shadowColor",
  ]
  /// The keys of `components.bottomDrawer.topCornersRadius`.
  static let cornerRadiusKeys: KeySet = ["collapsed", "expanded", "fullScreen"]
  /// The keys of a role reference object.
  static let roleReferenceKeys: KeySet = ["role", "alpha"]
  /// Accepted elevations.
  static let elevationRange = 0.0...1_000
  /// Accepted margins and radii.
  static let lengthRange = 0.0...10_000

  /// Decodes `node`.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ComponentSettings
  {
    let reader = try ObjectReader(node, context, keys: keys)
    var settings = ComponentSettings()
    if let navigation = reader.member("bottomNavigation") {
      let navigationReader = try ObjectReader(navigation, context, keys: bottomNavigationKeys)
      settings.bottomNavigationVariant = try navigationReader.choice(
        "variant", as: BottomNavigationVariant.self)
      if let primary = navigationReader.member("primary") {
        settings.bottomNavigationPrimary = try bottomNavigation(primary, context)
      }
      if let surface = navigationReader.member("surface") {
        settings.bottomNavigationSurface = try bottomNavigation(surface, context)
      }
      if let material3 = navigationReader.member("material3") {
        settings.bottomNavigationMaterial3 = try bottomNavigation(material3, context)
      }
    }
    if let drawer = reader.member("bottomDrawer") {
      settings.bottomDrawer = try bottomDrawer(drawer, context)
    }
    return settings
  }

  private static func bottomNavigation(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError) -> BottomNavigationOverrides
  {
    let reader = try ObjectReader(node, context, keys: bottomNavigationStyleKeys)
    var overrides = BottomNavigationOverrides()
    overrides.barTintColor = try colorValue(reader.member("barTintColor"), context)
    overrides.selectedItemTintColor = try colorValue(
      reader.member("selectedItemTintColor"), context)
    overrides.selectedItemTitleColor = try colorValue(
      reader.member("selectedItemTitleColor"), context)
    overrides.unselectedItemTintColor = try colorValue(
      reader.member("unselectedItemTintColor"), context)
    overrides.rippleColor = try colorValue(reader.member("rippleColor"), context)
    if let font = reader.member("itemTitleFont") {
      if font.kind == .string {
        overrides.itemTitleFont = .textStyle(
          try ObjectReader.choice(font, as: TextStyle.self, context))
      } else {
        overrides.itemTitleFont = .custom(try TypographySectionDecoder.fontOverride(font, context))
      }
    }
    overrides.elevation = try reader.number("elevation", in: elevationRange)
    overrides.itemsContentVerticalMargin = try reader.number(
      "itemsContentVerticalMargin", in: lengthRange)
    overrides.itemBadgeBackgroundColor = try colorValue(
      reader.member("itemBadgeBackgroundColor"), context)
    overrides.itemBadgeTextColor = try colorValue(reader.member("itemBadgeTextColor"), context)
    return overrides
  }

  private static func bottomDrawer(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError) -> BottomDrawerOverrides
  {
    let reader = try ObjectReader(node, context, keys: bottomDrawerKeys)
    var overrides = BottomDrawerOverrides()
    overrides.headerBackgroundColor = try colorValue(
      reader.member("headerBackgroundColor"), context)
    overrides.contentBackgroundColor = try colorValue(
      reader.member("contentBackgroundColor"), context)
    overrides.scrimColor = try colorValue(reader.member("scrimColor"), context)
    overrides.topHandleColor = try colorValue(reader.member("topHandleColor"), context)
    overrides.shadowColor = try colorValue(reader.member("shadowColor"), context)
    overrides.elevation = try reader.number("elevation", in: elevationRange)
    if let radii = reader.member("topCornersRadius") {
      let radiusReader = try ObjectReader(radii, context, keys: cornerRadiusKeys)
      overrides.collapsedCornerRadius = try radiusReader.number("collapsed", in: lengthRange)
      overrides.expandedCornerRadius = try radiusReader.number("expanded", in: lengthRange)
      overrides.fullScreenCornerRadius = try radiusReader.number("fullScreen", in: lengthRange)
    }
    return overrides
  }

  /// Decodes a component color: `"#RRGGBB"`, a role name such as `"onSurface"`, or
  /// `{"role": "onSurface", "alpha": 0.6}`.
  static func colorValue(_ node: JSONNode?, _ context: DecodingContext) throws(ThemeError)
    -> ColorValue?
  {
    guard let node else { return nil }
    switch node.kind {
    case .string:
      if node.withStringBytes({ $0.first == UInt8(ascii: "#") }) == true {
        return .literal(try ObjectReader.color(node, context))
      }
      return .role(try ObjectReader.choice(node, as: ColorRole.self, context), alpha: nil)
    case .object:
      let reader = try ObjectReader(node, context, keys: roleReferenceKeys)
      guard let roleNode = reader.member("role") else {
        throw context.errorAtValue(
          .missingKey, node.pointer, "missing key 'role'",
          suggestion: "write {\"role\": \"onSurface\", \"alpha\": 0.6}")
      }
      let role = try ObjectReader.choice(roleNode, as: ColorRole.self, context)
      return .role(role, alpha: try reader.number("alpha", in: 0...1))
    default:
      throw context.typeMismatch(
        node, expected: "a color (\"#RRGGBB\"), a role name or {\"role\", \"alpha\"}")
    }
  }
}
