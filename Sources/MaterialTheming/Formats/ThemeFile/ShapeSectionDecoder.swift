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
    // `categoryKeys` order: family, size, then the four corners.
    let members = try KnownMembers(node, context, keys: categoryKeys)
    let base = try treatment(members, over: CornerTreatment(family: .rounded, size: 0), context)
    func corner(_ index: Int) throws(ThemeError) -> CornerTreatment {
      guard let node = members[index] else { return base }
      return try treatment(KnownMembers(node, context, keys: cornerKeys), over: base, context)
    }
    return ShapeCategory(
      topLeft: try corner(2), topRight: try corner(3), bottomLeft: try corner(4),
      bottomRight: try corner(5))
  }

  /// The family and size `members` state (the first two keys of both key sets), over `base`.
  private static func treatment(
    _ members: KnownMembers, over base: CornerTreatment, _ context: DecodingContext
  ) throws(ThemeError) -> CornerTreatment {
    CornerTreatment(
      family: try members[0].map { (node) throws(ThemeError) in
        try ObjectReader.choice(node, as: CornerFamily.self, context)
      } ?? base.family,
      size: try members[1].map { (node) throws(ThemeError) in
        try ObjectReader.number(
          node, in: sizeRange, context, tokenTypes: DecodingContext.lengthTokenTypes)
      } ?? base.size)
  }
}
