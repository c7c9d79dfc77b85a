/// Decodes the `colors` section: role maps per appearance and contrast, and the overlay switch.
enum ColorSectionReader {
  /// The keys of the `colors` object.
  static let keys: KeySet = [
    "seed", "variant", "contrast", "spec", "platform", "light", "dark", "lightHighContrast",
    "darkHighContrast", "elevationOverlayEnabledForDarkMode", "material3", "extended",
    // Custom colors (Material Color Utilities' `customColor`).
    "custom",
  ]
  /// The keys of one `colors.extended` entry (Theme Builder's spelling).
  static let extendedColorKeys: KeySet = ["color", "description", "harmonized"]
  /// The keys of one `colors.custom` entry.
  static let customColorKeys: KeySet = ["color", "description", "harmonize"]
  /// The keys of `colors.material3`: the six slots.
  static let material3SlotKeys = KeySet(Material3SchemeSlot.allCases.map(\.rawValue))
  /// The keys of one Material 3 role set: every ``DynamicColorRole``.
  static let material3RoleKeys = KeySet(DynamicColorRole.allCases.map(\.rawValue))
  /// The keys of `colors.seed` when it names an image.
  static let seedImageKeys: KeySet = ["image"]
  /// The keys that only make sense with a `seed`.
  static let seedSettingKeys = ["variant", "contrast", "spec", "platform"]

  /// Decodes `node`.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ColorOverrides
  {
    let reader = try ObjectReader(node, context, keys: keys)
    var overrides = ColorOverrides()
    if let seedNode = reader.member("seed") {
      var image: SeedImage?
      let seeds: [Color]
      if seedNode.kind == .object {
        // `{"image": …}`: until the loader reads the image, the seed is upstream's fallback.
        image = try seedImage(seedNode, context)
        seeds = [Color(argb: Score.defaultFallback)]
      } else {
        seeds = try self.seeds(seedNode, context)
      }
      let variant = try reader.choice("variant", as: DynamicSchemeVariant.self) ?? .tonalSpot
      let spec = try reader.choice("spec", as: ColorSpecVersion.self) ?? .spec2021
      if variant == .cmf && spec != .spec2026 {
        let key = reader.member("spec") != nil ? "spec" : "variant"
        throw context.errorAtValue(
          .invalidValue, node.pointer.appending(key),
          "the 'cmf' variant exists only in spec 2026 (spec \(spec.rawValue) given)",
          suggestion: "set \"spec\": \"2026\", or choose another variant")
      }
      overrides.dynamic = DynamicColorSettings(
        seed: seeds[0], additionalSeeds: Array(seeds.dropFirst()), variant: variant,
        contrastLevel: try reader.number("contrast", in: -1...1) ?? 0, specVersion: spec,
        platform: try reader.choice("platform", as: DynamicSchemePlatform.self) ?? .phone)
      overrides.dynamic?.seedImage = image
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
      let slots = try ObjectReader(material3, context, keys: material3SlotKeys)
      for slot in Material3SchemeSlot.allCases {
        if let set = slots.member(slot.rawValue) {
          overrides.material3[slot] = try material3Roles(set, context)
        }
      }
    }
    if let extended = reader.member("extended") {
      overrides.custom = try extendedColors(extended, context)
    }
    if let custom = reader.member("custom") {
      let colors = try extendedColors(
        custom, context, keys: customColorKeys, harmonizeKey: "harmonize")
      for color in colors {
        guard overrides.custom[color.name] == nil else {
          throw context.errorAtKey(
            .invalidValue, custom.pointer.appending(color.name),
            "custom color '\(color.name)' is also stated in 'colors.extended'",
            suggestion: "state each custom color once, in 'custom' or in 'extended'")
        }
        overrides.custom[color.name] = color
      }
    }
    return overrides
  }

  /// Decodes `colors.seed` given as `{"image": "relative/path.png"}`.
  static func seedImage(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> SeedImage
  {
    let reader = try ObjectReader(node, context, keys: seedImageKeys)
    guard let value = reader.member("image") else {
      throw context.errorAtKey(
        .missingKey, node.pointer, "'seed' object needs an 'image' path",
        suggestion: "write \"seed\": {\"image\": \"brand.png\"} or \"seed\": \"#6750A4\"")
    }
    guard let path = value.string else {
      throw context.typeMismatch(value, expected: "a relative path to a PNG or JPEG image")
    }
    guard !path.isEmpty, !path.utf8.contains(0) else {
      throw context.errorAtValue(
        .invalidValue, value.pointer, "the seed image path is empty or contains NUL",
        suggestion: "write a path relative to the theme file, like \"brand.png\"")
    }
    return SeedImage(path: path, position: context.document.valuePosition(of: value.pointer))
  }

  /// Decodes `colors.seed`: one color, or a non-empty list of colors (source colors, first =
  /// seed).
  static func seeds(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError) -> [Color] {
    guard node.kind == .array else { return [try ObjectReader.color(node, context)] }
    let elements = node.elements
    guard !elements.isEmpty else {
      throw context.errorAtValue(
        .invalidValue, node.pointer, "empty seed list",
        suggestion: "write \"seed\": \"#6750A4\" or a list like [\"#6750A4\", \"#E6781E\"]")
    }
    var colors: [Color] = []
    for element in elements { colors.append(try ObjectReader.color(element, context)) }
    return colors
  }

  /// Decodes a Material 3 role → color map (keys are ``DynamicColorRole`` raw values).
  static func material3Roles(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> Material3RoleSet
  {
    let reader = try ObjectReader(node, context, keys: material3RoleKeys)
    var result: Material3RoleSet = [:]
    for role in DynamicColorRole.allCases {
      if let color = try reader.color(role.rawValue) { result[role] = color }
    }
    return result
  }

  /// Decodes `colors.extended` (names → `{"color", "description", "harmonized"}`) or, with
  /// `keys` and `harmonizeKey` `"harmonize"`, `colors.custom`. Names are kept as the JSON keys
  /// are (Unicode scalars compared); `harmonize`/`harmonized` default to false.
  static func extendedColors(
    _ node: JSONNode, _ context: DecodingContext, keys: KeySet = extendedColorKeys,
    harmonizeKey: String = "harmonized"
  ) throws(ThemeError) -> CustomColorSet {
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    var result = CustomColorSet()
    for (name, member) in node.members {
      guard !name.trimmingWhitespace.isEmpty else {
        throw context.errorAtKey(
          .invalidValue, member.pointer, "empty custom color name",
          suggestion: "name the color, for example \"success\"")
      }
      let reader = try ObjectReader(member, context, keys: keys)
      guard let color = try reader.color("color") else {
        throw context.errorAtValue(
          .missingKey, member.pointer, "missing key 'color'",
          suggestion: "write {\"color\": \"#2E7D32\"}")
      }
      result[name] = CustomColor(
        name: name, color: color, description: try reader.string("description") ?? "",
        harmonized: try reader.bool(harmonizeKey) ?? false)
    }
    return result
  }

  /// The keys of a role map: the roles' keys, in ``ColorRole/allCases`` order.
  static let roleKeys = KeySet(ColorRole.allCases.map(\.key))
  /// ``ColorRole/allCases``, made once (`allCases` builds a new array on each use).
  static let allRoles = ColorRole.allCases

  /// Decodes a role → color map.
  ///
  /// One pass over the members checks every key and parses every color in place; an invalid
  /// color is reported for the first role (in ``ColorRole/allCases`` order) that holds one,
  /// after unknown keys.
  static func roles(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> [ColorRole: Color]
  {
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    let roles = allRoles
    var result = [ColorRole: Color](minimumCapacity: node.memberCount)
    var firstInvalid = roles.count
    var firstUnknown: UnsafePointer<CChar>?
    var aliased: [Int] = []
    node.forEachMemberUnchecked { name, value in
      guard let index = roleKeys.index(of: name) else {
        if firstUnknown == nil { firstUnknown = name }
        return
      }
      let member = JSONNode(handle: value, pointer: .root)
      if let color = member.withStringBytes({ Color.parseHex($0) }) ?? nil {
        result[roles[index]] = color
      } else if DecodingContext.aliasName(member) != nil {
        aliased.append(index)
      } else {
        firstInvalid = min(firstInvalid, index)
      }
    }
    if let firstUnknown {
      throw ObjectReader.unknownKey(firstUnknown, in: node.pointer, keys: roleKeys, context)
    }
    if firstInvalid < roles.count, let member = node.member(roles[firstInvalid].key) {
      _ = try ObjectReader.color(member, context)
    }
    // Token aliases (`"{color.brand.600}"`), in role order so the first bad one is reported.
    for index in aliased.sorted() {
      guard let member = node.member(roles[index].key) else { continue }
      result[roles[index]] = try ObjectReader.color(member, context)
    }
    return result
  }
}
