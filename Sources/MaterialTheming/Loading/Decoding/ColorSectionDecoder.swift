/// Decodes the `colors` section: role maps per appearance and contrast, and the overlay switch.
enum ColorSectionDecoder {
  /// The keys of the `colors` object.
  static let keys = [
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

  /// Decodes a role → color map.
  static func roles(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> [ColorRole: Color]
  {
    let reader = try ObjectReader(node, context, keys: ColorRole.allCases.map(\.key))
    var result: [ColorRole: Color] = [:]
    for role in ColorRole.allCases {
      if let color = try reader.color(role.key) { result[role] = color }
    }
    return result
  }
}
