/// Decodes a parsed Material Theme Builder export, tolerating unknown keys.
enum ThemeBuilderReader {
  /// The keys whose presence together marks a document as a Theme Builder export.
  static let signatureKeys = ["schemes", "coreColors"]
  /// The tones of a palette (HCT tone, 0 black to 100 white).
  static let toneRange = 0...100

  /// Whether `root` looks like a Theme Builder export: an object with `schemes` and `coreColors`.
  static func isExport(_ root: JSONNode) -> Bool {
    root.kind == .object && signatureKeys.allSatisfy { root.member($0) != nil }
  }

  /// Decodes the document's root object.
  static func decode(_ document: JSONDocument, chain: [String]) throws(ThemeError)
    -> ThemeBuilderExport
  {
    let context = DecodingContext(document: document, chain: chain)
    let root = document.rootNode
    guard root.kind == .object else { throw context.typeMismatch(root, expected: "an object") }
    let coreColors = try colorMap(root.member("coreColors"), context)
    let seed: Color
    if let node = root.member("seed") {
      seed = try ObjectReader.color(node, context)
    } else if let primary = coreColors["primary"] {
      seed = primary
    } else {
      throw context.errorAtValue(
        .missingKey, root.pointer, "missing key 'seed'",
        suggestion: "a Theme Builder export names its seed color, e.g. \"seed\": \"#6750A4\"")
    }
    var export = ThemeBuilderExport(seed: seed, coreColors: coreColors)
    if let node = root.member("description") {
      guard let text = node.string else { throw context.typeMismatch(node, expected: "a string") }
      export.description = text
    }
    if let node = root.member("extendedColors") {
      export.extendedColors = try extendedColors(node, context)
    }
    if let node = root.member("schemes") {
      guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
      for (key, scheme) in node.members {
        guard let slot = Material3SchemeSlot(themeBuilderKey: key) else { continue }
        export.schemes[slot] = try roles(scheme, context)
      }
    }
    if let node = root.member("palettes") {
      guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
      for (key, palette) in node.members {
        var tones: [Int: Color] = [:]
        for (tone, color) in try colorMap(palette, context) {
          guard let number = Int(tone) else {
            throw context.errorAtKey(
              .invalidValue, palette.pointer.appending(tone), "tone '\(tone)' is not a number")
          }
          guard let value = CheckedNumber.whole(Double(number), in: toneRange) else {
            throw context.errorAtKey(
              .invalidValue, palette.pointer.appending(tone),
              "tone '\(tone)' is out of range: expected 0 to 100")
          }
          tones[value] = color
        }
        export.palettes[key] = tones
      }
    }
    return export
  }

  /// A scheme's roles; keys that are not Material 3 roles are ignored.
  private static func roles(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> Material3RoleSet
  {
    var result: Material3RoleSet = [:]
    for (key, color) in try colorMap(node, context) {
      if let role = DynamicColorRole(rawValue: key) { result[role] = color }
    }
    return result
  }

  /// An object of `"#RRGGBB"` strings by key.
  private static func colorMap(_ node: JSONNode?, _ context: DecodingContext) throws(ThemeError)
    -> [String: Color]
  {
    guard let node else { return [:] }
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    var result: [String: Color] = [:]
    for (key, value) in node.members { result[key] = try ObjectReader.color(value, context) }
    return result
  }

  private static func extendedColors(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError) -> [CustomColor]
  {
    guard node.kind == .array else { throw context.typeMismatch(node, expected: "an array") }
    var result: [CustomColor] = []
    for element in node.elements {
      guard element.kind == .object else {
        throw context.typeMismatch(element, expected: "an object")
      }
      guard let nameNode = element.member("name"), let name = nameNode.string, !name.isEmpty
      else {
        throw context.errorAtValue(
          .missingKey, element.pointer, "extended color without a 'name'",
          suggestion: "each entry needs \"name\" and \"color\"")
      }
      guard let colorNode = element.member("color") else {
        throw context.errorAtValue(
          .missingKey, element.pointer, "extended color '\(name)' without a 'color'")
      }
      var color = CustomColor(name: name, color: try ObjectReader.color(colorNode, context))
      if let node = element.member("description") {
        guard let text = node.string else {
          throw context.typeMismatch(node, expected: "a string")
        }
        color.description = text
      }
      if let node = element.member("harmonized") {
        guard let flag = node.bool else { throw context.typeMismatch(node, expected: "a boolean") }
        color.harmonized = flag
      }
      result.append(color)
    }
    return result
  }
}
