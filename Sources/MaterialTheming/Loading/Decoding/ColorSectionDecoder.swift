/// Decodes the `colors` section: role maps per appearance and contrast, and the overlay switch.
enum ColorSectionDecoder {
  /// The keys of the `colors` object.
  static let keys: KeySet = [
    "seed", "variant", "contrast", "spec", "light", "dark", "lightHighContrast",
    "darkHighContrast", "elevationOverlayEnabledForDarkMode",
  ]
  /// The keys that only make sense with a `seed`.
  static let seedSettingKeys = ["variant", "contrast", "spec"]

  /// Decodes `node`.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ColorOverrides
  {
    let reader = try ObjectReader(node, context, keys: keys)
    var overrides = ColorOverrides()
    if let seed = try reader.color("seed") {
      overrides.dynamic = DynamicColorSettings(
        seed: seed,
        variant: try reader.choice("variant", as: DynamicSchemeVariant.self) ?? .tonalSpot,
        contrastLevel: try reader.number("contrast", in: -1...1) ?? 0,
        specVersion: try reader.choice("spec", as: ColorSpecVersion.self) ?? .spec2021)
    } else if let key = seedSettingKeys.first(where: { reader.member($0) != nil }) {
      throw context.errorAtKey(
        .missingKey, node.pointer.appending(key), "'\(key)' needs a 'seed' color",
        suggestion: "add \"seed\": \"#6750A4\", or remove '\(key)'")
    }
    overrides.elevationOverlayEnabledForDarkMode = try reader.bool(
      "elevationOverlayEnabledForDarkMode")
    if let light = reader.member("light") { overrides.light = try roles(light, context) }
    if let dark = reader.member("dark") { overrides.dark = try roles(dark, context) }
    if let high = reader.member("lightHighContrast") {
      overrides.lightHighContrast = try roles(high, context)
    }
    if let high = reader.member("darkHighContrast") {
      overrides.darkHighContrast = try roles(high, context)
    }
    return overrides
  }

  /// The keys of a role map: the roles' keys, in ``ColorRole/allCases`` order.
  static let roleKeys = KeySet(ColorRole.allCases.map(\.key))

  /// Decodes a role → color map.
  ///
  /// One pass over the members parses every color in place; an invalid color is reported for
  /// the first role (in ``ColorRole/allCases`` order) that holds one, after unknown keys.
  static func roles(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> [ColorRole: Color]
  {
    let reader = try ObjectReader(node, context, keys: roleKeys)
    let roles = ColorRole.allCases
    var result: [ColorRole: Color] = [:]
    result.reserveCapacity(roles.count)
    var firstInvalid = roles.count
    node.forEachMemberUnchecked { name, value in
      guard let index = roleKeys.index(of: name) else { return }
      let member = JSONNode(handle: value, parent: reader.pointer, token: roles[index].key)
      if let color = member.withStringBytes({ Color.parseHex($0) }) ?? nil {
        result[roles[index]] = color
      } else {
        firstInvalid = min(firstInvalid, index)
      }
    }
    if firstInvalid < roles.count, let member = reader.member(roles[firstInvalid].key) {
      _ = try ObjectReader.color(member, context)
    }
    return result
  }
}
