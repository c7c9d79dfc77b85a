/// Decodes the `typography` section: a dated default, a family for all styles, per-style fonts,
/// and the Material 3 type scale (`material3`).
enum TypographySectionReader {
  /// The keys of the `typography` object.
  static let keys: KeySet = [
    "defaults", "fontFamily", "useCurrentContentSizeCategoryWhenApplied", "styles", "material3",
  ]
  /// The keys of `typography.material3`.
  static let material3Keys: KeySet = ["scale", "brandFamily", "plainFamily", "styles"]
  /// The Material 3 type roles, made once.
  static let material3Roles = Material3TypeRole.allCases
  /// The keys of `typography.material3.styles`: the roles' keys, in ``material3Roles`` order.
  static let material3RoleKeys = KeySet(material3Roles.map(\.key))
  /// The keys of one Material 3 role object.
  static let material3StyleKeys: KeySet = [
    "family", "size", "lineHeight", "weight", "tracking", "textStyle",
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
  /// Accepted line heights, in points (more than zero, like sizes).
  static let lineHeightRange = 1.0...1_000
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
    if let material3 = reader.member("material3") {
      overrides.material3 = try material3Typography(material3, context)
    }
    return overrides
  }

  /// Decodes `typography.material3`: `scale`, `brandFamily`, `plainFamily` and per-role
  /// `styles`.
  static func material3Typography(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError) -> Material3TypographyOverrides
  {
    // `material3Keys` order: scale, brandFamily, plainFamily, styles.
    let members = try KnownMembers(node, context, keys: material3Keys)
    var overrides = Material3TypographyOverrides(
      scale: try members[0].map { (value) throws(ThemeError) in
        try ObjectReader.choice(value, as: Material3TypeScaleVariant.self, context)
      },
      brandFamily: try family(members[1], context),
      plainFamily: try family(members[2], context))
    if let styles = members[3] {
      let roles = try KnownMembers(styles, context, keys: material3RoleKeys)
      for (index, role) in material3Roles.enumerated() {
        if let style = roles[index] { overrides.styles[role] = try material3Style(style, context) }
      }
    }
    return overrides
  }

  /// Decodes one Material 3 role: `family`, `size`, `lineHeight`, `weight`, `tracking` and
  /// `textStyle`, all optional; the numbers and the family may be token aliases.
  static func material3Style(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> Material3TypeStyleOverride
  {
    // `material3StyleKeys` order: family, size, lineHeight, weight, tracking, textStyle.
    let members = try KnownMembers(node, context, keys: material3StyleKeys)
    let lengths = DecodingContext.lengthTokenTypes
    func length(_ index: Int, _ range: ClosedRange<Double>) throws(ThemeError) -> Double? {
      guard let value = members[index] else { return nil }
      return try ObjectReader.number(value, in: range, context, tokenTypes: lengths)
    }
    return Material3TypeStyleOverride(
      family: try family(members[0], context), size: try length(1, sizeRange),
      lineHeight: try length(2, lineHeightRange),
      weight: try members[3].map { (value) throws(ThemeError) in try weight(value, context) },
      tracking: try length(4, letterSpacingRange),
      textStyle: try members[5].map { (value) throws(ThemeError) in
        try ObjectReader.choice(value, as: DynamicTypeStyle.self, context)
      })
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

  /// The family `node` states (a name or a `fontFamily` token alias), or `nil` when absent.
  static func family(_ node: JSONNode?, _ context: DecodingContext) throws(ThemeError)
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

  /// The weight `node` states: 1–1000, a name such as `medium`, or a token alias.
  static func weight(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
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
