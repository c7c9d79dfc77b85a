/// Decodes the `typography` section: a dated default, a family for all styles, per-style fonts.
enum TypographySectionDecoder {
  /// The keys of the `typography` object.
  static let keys: KeySet = [
    "defaults", "fontFamily", "useCurrentContentSizeCategoryWhenApplied", "styles",
  ]
  /// The text styles, made once (`allCases` builds a new array on each use).
  static let styles = TextStyle.allCases
  /// The keys of the `styles` object: the text styles' keys, in ``styles`` order.
  static let styleKeys = KeySet(styles.map(\.key))
  /// The keys of one font object.
  static let fontKeys: KeySet = ["family", "size", "weight", "letterSpacing"]
  /// Accepted point sizes.
  static let sizeRange = 1.0...1_000
  /// Accepted tracking, in points.
  static let letterSpacingRange = -100.0...100
  /// Weight names accepted besides numbers.
  static let weightNames: [String: FontWeight] = [
    "thin": .thin, "extraLight": .extraLight, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  /// Decodes `node`.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> TypographyOverrides
  {
    let reader = try ObjectReader(node, context, keys: keys)
    var overrides = TypographyOverrides()
    overrides.defaults = try reader.choice("defaults", as: TypographySchemeDefaults.self)
    overrides.fontFamily = try family(reader.member("fontFamily"), context)
    overrides.useCurrentContentSizeCategoryWhenApplied = try reader.bool(
      "useCurrentContentSizeCategoryWhenApplied")
    if let styles = reader.member("styles") {
      let members = try KnownMembers(styles, context, keys: styleKeys)
      for (index, style) in Self.styles.enumerated() {
        if let font = members[index] {
          overrides.styles[style] = try fontOverride(font, context)
        }
      }
    }
    return overrides
  }

  /// Decodes a font object (`family`, `size`, `weight`, `letterSpacing`, all optional), or an
  /// alias of a `typography` token.
  static func fontOverride(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> FontOverride
  {
    if let name = DecodingContext.aliasName(node) { return try context.aliasFont(node, name) }
    // `fontKeys` order: family, size, weight, letterSpacing.
    let members = try KnownMembers(node, context, keys: fontKeys)
    let lengths = DecodingContext.lengthTokenTypes
    return FontOverride(
      family: try family(members[0], context),
      size: try members[1].map { (value) throws(ThemeError) in
        try ObjectReader.number(value, in: sizeRange, context, tokenTypes: lengths)
      },
      weight: try members[2].map { (value) throws(ThemeError) in try weight(value, context) },
      letterSpacing: try members[3].map { (value) throws(ThemeError) in
        try ObjectReader.number(value, in: letterSpacingRange, context, tokenTypes: lengths)
      })
  }

  private static func family(_ node: JSONNode?, _ context: DecodingContext) throws(ThemeError)
    -> String?
  {
    guard let node else { return nil }
    guard let text = node.string else { throw context.typeMismatch(node, expected: "a string") }
    if let name = DecodingContext.aliasName(node) { return try context.aliasFontFamily(node, name) }
    guard !text.trimmingWhitespace.isEmpty else {
      throw context.errorAtValue(
        .invalidValue, node.pointer, "empty font family",
        suggestion: "name a family, or \"\(Font.systemFamily)\" for the system font")
    }
    return text
  }

  private static func weight(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> FontWeight
  {
    if let text = node.string {
      if let weight = weightNames[text] { return weight }
      if let name = DecodingContext.aliasName(node) {
        return try context.aliasFontWeight(node, name)
      }
      let suggestion = Suggestion.closest(to: text, among: weightNames.keys).map {
        "did you mean '\($0)'?"
      }
      throw context.errorAtValue(
        .invalidValue, node.pointer, "unknown weight '\(text)'",
        suggestion: suggestion ?? "use a number from 1 to 1000, such as 400 or 500")
    }
    let bounds = Double(FontWeight.range.lowerBound)...Double(FontWeight.range.upperBound)
    let value = try ObjectReader.number(node, in: bounds, context, tokenTypes: [])
    guard let whole = CheckedNumber.whole(value, in: FontWeight.range),
      let weight = FontWeight(rawValue: whole)
    else {
      throw context.errorAtValue(
        .invalidValue, node.pointer, "weight must be a whole number",
        suggestion: "use a value such as 400 or 500")
    }
    return weight
  }
}
