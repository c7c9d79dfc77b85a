/// Decodes the `components` section: bottom navigation variant and overrides, drawer overrides.
enum ComponentSectionReader {
  /// The keys of the `components` object.
  static let keys: KeySet = ["bottomNavigation", "bottomDrawer"]
  /// The keys of `components.bottomNavigation`.
  static let bottomNavigationKeys = KeySet(
    ["variant"] + BottomNavigationVariant.allCases.map(\.rawValue))
  /// The keys of a bottom-navigation override object and of its groups.
  static let bottomNavigationStyleKeys = StyleKeys(BottomNavigationStyle.self)
  /// The keys of `components.bottomDrawer` and of its groups.
  static let bottomDrawerKeys = StyleKeys(BottomDrawerStyle.self)
  /// The keys of a role reference object.
  static let roleReferenceKeys: KeySet = ["role", "alpha"]

  /// What decoding a style's override object walks, built once from its field table: its
  /// overridable fields and the keys of its object and of each group's object.
  struct StyleKeys<Style: FieldTableStyle>: Sendable {
    /// The keys of the style's object.
    let members: KeySet
    /// The fields theme files can state, in table order.
    let fields: [StyleField<Style, Style.Overrides>]
    /// The groups of those fields, in table order.
    let groups: [StyleFieldGroup]
    /// The keys of each group's object, at the group's index in ``groups``.
    let groupKeys: [KeySet]
    /// The index in ``groups`` of each field's group (`nil` for a member of the style itself).
    let fieldGroups: [Int?]
    /// The index of each field's key in ``members``, or in its group's ``groupKeys``.
    let fieldKeyIndices: [Int]
    /// The index of each group's key in ``members``, at the group's index in ``groups``.
    let groupMemberIndices: [Int]

    init(_: Style.Type) {
      members = KeySet(Style.overrideKeys)
      fields = Style.overridableFields
      groups = Style.overridableGroups
      groupKeys = groups.map { KeySet(Style.overrideKeys(in: $0)) }
      let groups = groups
      fieldGroups = fields.map { field in field.group.flatMap { groups.firstIndex(of: $0) } }
      let members = members
      let groupKeys = groupKeys
      fieldKeyIndices = zip(fields, fieldGroups).map { field, group in
        (group.map { groupKeys[$0] } ?? members).names.firstIndex(of: field.key)!
      }
      groupMemberIndices = groups.map { members.names.firstIndex(of: $0.key)! }
    }
  }

  /// Decodes `node`.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ComponentSettings
  {
    let reader = try ObjectReader(node, context, keys: keys)
    var settings = ComponentSettings()
    if let navigation = reader.member("bottomNavigation") {
      let navigationReader = try ObjectReader(navigation, context, keys: bottomNavigationKeys)
      settings.bottomNavigationVariant = try navigationReader.choice(
        "variant", as: BottomNavigationVariant.self)
      for variant in BottomNavigationVariant.allCases {
        guard let member = navigationReader.member(variant.rawValue) else { continue }
        let decoded = try overrides(member, keys: bottomNavigationStyleKeys, context)
        // A switch rather than `ComponentSettings.bottomNavigationOverrides(variant)`: writing
        // through a key path costs a runtime projection.
        switch variant {
        case .primary: settings.bottomNavigationPrimary = decoded
        case .surface: settings.bottomNavigationSurface = decoded
        case .material3: settings.bottomNavigationMaterial3 = decoded
        }
      }
    }
    if let drawer = reader.member("bottomDrawer") {
      settings.bottomDrawer = try overrides(drawer, keys: bottomDrawerKeys, context)
    }
    return settings
  }

  /// Decodes the overrides of a style by walking its field table; `keys` are the table's keys.
  ///
  /// Each object's members are taken in the walk that checks its keys, so a field the object
  /// does not state costs an array read rather than a lookup in json-c's table.
  private static func overrides<Style: FieldTableStyle>(
    _ node: JSONNode, keys: StyleKeys<Style>, _ context: DecodingContext
  ) throws(ThemeError) -> Style.Overrides {
    let members = try KnownMembers(node, context, keys: keys.members)
    var overrides = Style.Overrides()
    // Each group's members (`nil` when the object has no such group), once looked up; the
    // array is made when the first group is reached (most styles have none).
    var groups: [KnownMembers?] = []
    var groupsLookedUp: [Bool] = []
    for (index, field) in keys.fields.enumerated() {
      let member: JSONNode?
      if let group = keys.fieldGroups[index] {
        // A group's object is checked when its first field is reached, in table order.
        if groups.isEmpty {
          groups = Array(repeating: nil, count: keys.groups.count)
          groupsLookedUp = Array(repeating: false, count: keys.groups.count)
        }
        if !groupsLookedUp[group] {
          groupsLookedUp[group] = true
          if let object = members[keys.groupMemberIndices[group]] {
            groups[group] = try KnownMembers(object, context, keys: keys.groupKeys[group])
          }
        }
        member = groups[group]?[keys.fieldKeyIndices[index]]
      } else {
        member = members[keys.fieldKeyIndices[index]]
      }
      guard let member else { continue }
      switch field.kind {
      case .color(_, let path): overrides[keyPath: path] = try colorValue(member, context)
      case .font(_, let path): overrides[keyPath: path] = try fontValue(member, context)
      case .length(_, let path, let range):
        overrides[keyPath: path] = try ObjectReader.number(
          member, in: range, context, tokenTypes: DecodingContext.lengthTokenTypes)
      case .optionalColor: break
      }
    }
    return overrides
  }

  /// Decodes a component font: a text style name such as `"caption"`, a font object, or an alias
  /// of a `typography` token.
  static func fontValue(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> FontValue
  {
    if node.kind == .string, DecodingContext.aliasName(node) == nil {
      return .textStyle(try ObjectReader.choice(node, as: TextStyle.self, context))
    }
    return .custom(try TypographySectionReader.fontOverride(node, context))
  }

  /// Decodes a component color: `"#RRGGBB"`, a color token alias (`"{color.brand.600}"`), a role
  /// name such as `"onSurface"`, or `{"role": "onSurface", "alpha": 0.6}`.
  static func colorValue(_ node: JSONNode?, _ context: DecodingContext) throws(ThemeError)
    -> ColorValue?
  {
    guard let node else { return nil }
    switch node.kind {
    case .string:
      if node.withStringBytes({ $0.first == UInt8(ascii: "#") }) == true
        || DecodingContext.aliasName(node) != nil
      {
        return .literal(try ObjectReader.color(node, context))
      }
      return .role(try ObjectReader.choice(node, as: ColorRole.self, context), alpha: nil)
    case .object:
      // `roleReferenceKeys` order: role, alpha.
      let members = try KnownMembers(node, context, keys: roleReferenceKeys)
      guard let roleNode = members[0] else {
        throw context.errorAtValue(
          .missingKey, node.pointer, "missing key 'role'",
          suggestion: "write {\"role\": \"onSurface\", \"alpha\": 0.6}")
      }
      let role = try ObjectReader.choice(roleNode, as: ColorRole.self, context)
      return .role(
        role,
        alpha: try members[1].map { (alpha) throws(ThemeError) in
          try ObjectReader.number(alpha, in: 0...1, context)
        })
    default:
      throw context.typeMismatch(
        node, expected: "a color (\"#RRGGBB\"), a role name or {\"role\", \"alpha\"}")
    }
  }
}
