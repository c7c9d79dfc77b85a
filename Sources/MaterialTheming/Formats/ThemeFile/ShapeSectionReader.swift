/// Decodes the `shape` section: `null`, a dated default's name, or an object of custom
/// categories, a dated default (`defaults`) and the Material 3 corner sizes (`material3`).
enum ShapeSectionReader {
  /// What a `shape` value states: the Material Components setting (`nil`: left as inherited)
  /// and the Material 3 corner sizes.
  struct Section {
    var setting: ShapeSetting?
    var material3: [Material3ShapeRole: Material3CornerSize] = [:]
  }

  /// The keys of a `shape` object.
  static let keys: KeySet = ["small", "medium", "large", "defaults", "material3"]
  /// The category keys of a `shape` object.
  static let categoryNames = ["small", "medium", "large"]
  /// The keys of a category object.
  static let categoryKeys: KeySet = [
    "family", "size", "topLeft", "topRight", "bottomLeft", "bottomRight",
  ]
  /// The keys of a corner object.
  static let cornerKeys: KeySet = ["family", "size"]
  /// The Material 3 shape steps, made once.
  static let material3Steps = Material3ShapeRole.allCases
  /// The keys of `shape.material3`: the steps' keys, in ``material3Steps`` order.
  static let material3Keys = KeySet(material3Steps.map(\.key))
  /// The word a Material 3 step takes for fully rounded corners.
  static let fullCorner = "full"
  /// Accepted corner sizes in points.
  static let sizeRange = 0.0...1_000

  /// Decodes `node`.
  ///
  /// `null` and a dated name keep their meaning, and so does an object of categories (laid over
  /// the inherited scheme, or over 201809 when none is inherited — `{}` included). An object's
  /// `defaults` (`null` or a dated name) stands for those two forms, so that `material3` can be
  /// stated beside them; it does not combine with categories. An object that states only
  /// `material3` leaves the Material Components scheme as inherited.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError) -> Section {
    switch node.kind {
    case .null: return Section(setting: .noScheme)
    case .string:
      return Section(
        setting: .defaults(try ObjectReader.choice(node, as: ShapeSchemeDefaults.self, context)))
    case .object:
      let reader = try ObjectReader(node, context, keys: keys)
      var section = Section()
      let categories = categoryNames.map(reader.member)
      if let defaults = reader.member("defaults") {
        if let index = categories.firstIndex(where: { $0 != nil }) {
          throw context.errorAtKey(
            .invalidValue, node.pointer.appending(categoryNames[index]),
            "'\(categoryNames[index])' cannot be combined with 'defaults'",
            suggestion: "state 'defaults' (null or \"material-201809\") or the categories, not both"
          )
        }
        section.setting = try setting(defaults, context)
      } else if categories.contains(where: { $0 != nil }) || node.memberCount == 0 {
        section.setting = .custom(
          small: try categories[0].map { (n) throws(ThemeError) in try category(n, context) },
          medium: try categories[1].map { (n) throws(ThemeError) in try category(n, context) },
          large: try categories[2].map { (n) throws(ThemeError) in try category(n, context) })
      }
      if let material3 = reader.member("material3") {
        section.material3 = try material3Corners(material3, context)
      }
      return section
    default:
      throw context.typeMismatch(node, expected: "null, \"material-201809\" or an object")
    }
  }

  /// `shape.defaults`: `null` or a dated name.
  private static func setting(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ShapeSetting
  {
    switch node.kind {
    case .null: return .noScheme
    case .string:
      return .defaults(try ObjectReader.choice(node, as: ShapeSchemeDefaults.self, context))
    default: throw context.typeMismatch(node, expected: "null or \"material-201809\"")
    }
  }

  /// Decodes `shape.material3`: a corner size (points, `"full"` or a token alias) per step.
  static func material3Corners(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> [Material3ShapeRole: Material3CornerSize]
  {
    let members = try KnownMembers(node, context, keys: material3Keys)
    var corners: [Material3ShapeRole: Material3CornerSize] = [:]
    for (index, step) in material3Steps.enumerated() {
      if let value = members[index] { corners[step] = try material3Corner(value, context) }
    }
    return corners
  }

  /// One Material 3 corner size: a number of points, `"full"`, or a length token alias.
  static func material3Corner(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> Material3CornerSize
  {
    switch node.kind {
    case .number:
      return .points(try ObjectReader.number(node, in: sizeRange, context, tokenTypes: []))
    case .string:
      if node.string == fullCorner { return .full }
      if DecodingContext.aliasName(node) != nil {
        return .points(
          try ObjectReader.number(
            node, in: sizeRange, context, tokenTypes: DecodingContext.lengthTokenTypes))
      }
      let text = node.string ?? ""
      let suggestion =
        Suggestion.closest(to: text, among: [fullCorner]).map { "did you mean '\($0)'?" }
      throw context.errorAtValue(
        .invalidValue, node.pointer, "unknown corner size '\(text)'",
        suggestion: suggestion
          ?? "write a number of points, \"full\" or a token alias like \"{size.corner}\"")
    default:
      throw context.typeMismatch(node, expected: "a number of points or \"full\"")
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
