/// Decodes the `colors` section: role maps per appearance and contrast, and the overlay switch.
enum ColorSectionDecoder {
  /// The keys of the `colors` object.
  static let keys = [
    "seed", "variant", "contrast", "spec", "light", "dark", "lightHighContrast",
    "darkHighContrast", "elevationOverlayEnabledForDarkMode", "material3", "extended",
  ]
  /// The keys of one `colors.extended` entry.
  static let extendedColorKeys = ["color", "description", "harmonized"]
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
    if let material3 = reader.member("material3") {
      let slots = try ObjectReader(
        material3, context, keys: Material3SchemeSlot.allCases.map(\.rawValue))
      for slot in Material3SchemeSlot.allCases {
        if let set = slots.member(slot.rawValue) {
          overrides.material3[slot] = try material3Roles(set, context)
        }
      }
    }
    if let extended = reader.member("extended") {
      overrides.extended = try extendedColors(extended, context)
    }
    return overrides
  }

  /// Decodes a Material 3 role → color map (keys are ``DynamicColorRole`` raw values).
  static func material3Roles(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> [DynamicColorRole: Color]
  {
    let reader = try ObjectReader(node, context, keys: DynamicColorRole.allCases.map(\.rawValue))
    var result: [DynamicColorRole: Color] = [:]
    for role in DynamicColorRole.allCases {
      if let color = try reader.color(role.rawValue) { result[role] = color }
    }
    return result
  }

  /// Decodes `colors.extended`: names → `{"color", "description", "harmonized"}`.
  static func extendedColors(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> [String: ExtendedColor]
  {
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    var result: [String: ExtendedColor] = [:]
    for (name, member) in node.members {
      guard !name.trimmingWhitespace.isEmpty else {
        throw context.errorAtKey(.invalidValue, member.pointer, "empty extended color name")
      }
      let reader = try ObjectReader(member, context, keys: extendedColorKeys)
      guard let color = try reader.color("color") else {
        throw context.errorAtValue(
          .missingKey, member.pointer, "missing key 'color'",
          suggestion: "write {\"color\": \"#2E7D32\"}")
      }
      result[name] = ExtendedColor(
        name: name, color: color, description: try reader.string("description") ?? "",
        harmonized: try reader.bool("harmonized") ?? false)
    }
    return result
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
