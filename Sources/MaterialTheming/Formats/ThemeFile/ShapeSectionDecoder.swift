/// Decodes the `shape` section: `null`, a dated default's name, or custom categories.
enum ShapeSectionDecoder {
  /// The keys of a custom `shape` object.
  static let keys: KeySet = ["small", "medium", "large"]
  /// The keys of a category object.
  static let categoryKeys: KeySet = [
    "family", "size", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]
  /// The keys of a corner object.
  static let cornerKeys: KeySet = ["family", "size"]
  /// Accepted corner sizes in points.
  static let sizeRange = 0.0...1_000

  /// Decodes `node`.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ShapeSetting
  {
    switch node.kind {
    case .null: return .noScheme
    case .string:
      return .defaults(try ObjectReader.choice(node, as: ShapeSchemeDefaults.self, context))
    case .object:
      let reader = try ObjectReader(node, context, keys: keys)
      return .custom(
        small: try reader.member("small").map { (n) throws(ThemeError) in try category(n, context)
        },
        medium: try reader.member("medium").map { (n) throws(ThemeError) in try category(n, context)
        },
        large: try reader.member("large").map { (n) throws(ThemeError) in try category(n, context) }
      )
    default:
      throw context.typeMismatch(node, expected: "null, \"material-201809\" or an object")
    }
  }

  private static func category(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ShapeCategory
  {
    let reader = try ObjectReader(node, context, keys: categoryKeys)
    let base = CornerTreatment(
      family: try reader.choice("family", as: CornerFamily.self) ?? .rounded,
      size: try reader.number(
        "size", in: sizeRange, tokenTypes: DecodingContext.lengthTokenTypes) ?? 0)
    func corner(_ key: String) throws(ThemeError) -> CornerTreatment {
      guard let node = reader.member(key) else { return base }
      let cornerReader = try ObjectReader(node, context, keys: cornerKeys)
      return CornerTreatment(
        family: try cornerReader.choice("family", as: CornerFamily.self) ?? base.family,
        size: try cornerReader.number(
          "size", in: sizeRange, tokenTypes: DecodingContext.lengthTokenTypes) ?? base.size)
    }
    return ShapeCategory(
      topLeft: try corner("topLeft"), topRight: try corner("topRight"),
      bottomLeft: try corner("bottomLeft"), bottomRight: try corner("bottomRight"))
  }
}
