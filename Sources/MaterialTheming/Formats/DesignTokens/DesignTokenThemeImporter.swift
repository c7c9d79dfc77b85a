/// Maps resolved tokens named after ``DesignTokenNaming`` onto a ``ThemeDocument``.
struct DesignTokenThemeImporter {
  /// The resolved tokens.
  let file: DesignTokenFile
  /// For located errors.
  let context: DecodingContext
  var document = ThemeDocument()
  private var generatedSlots: Set<Material3SchemeSlot> = []
  private var componentsFromExtension = false
  private var shapes: [String: ShapeCategory] = [:]

  /// Creates an importer.
  init(file: DesignTokenFile, context: DecodingContext) {
    self.file = file
    self.context = context
  }

  /// The theme document.
  mutating func importTheme() throws(ThemeError) -> ThemeDocument {
    document.description = file.description
    if let vendor = context.document.rootNode.member("$extensions")?.member(
      DesignTokenNaming.vendorKey)
    {
      try readVendorExtension(vendor)
    }
    for token in file.orderedTokens { try place(token) }
    if !shapes.isEmpty {
      document.shape = .custom(
        small: shapes["small"], medium: shapes["medium"], large: shapes["large"])
    }
    return document
  }

  private mutating func readVendorExtension(_ node: JSONNode) throws(ThemeError) {
    let reader = try ObjectReader(node, context, keys: DesignTokenNaming.vendorKeys)
    document.name = try reader.string("name")
    if let dynamic = reader.member("dynamicColor") {
      document.colors.dynamic = try ColorSectionDecoder.decode(dynamic, context).dynamic
    }
    document.colors.elevationOverlayEnabledForDarkMode = try reader.bool(
      "elevationOverlayEnabledForDarkMode")
    if let typography = reader.member("typography") {
      document.typography = try TypographySectionDecoder.decode(typography, context)
    }
    if let components = reader.member("components") {
      document.components = try ComponentSectionDecoder.decode(components, context)
      componentsFromExtension = true
    }
    if let generated = reader.member("generatedMaterial3") {
      guard generated.kind == .array else {
        throw context.typeMismatch(generated, expected: "an array of slot names")
      }
      for element in generated.elements {
        generatedSlots.insert(
          try ObjectReader.choice(element, as: Material3SchemeSlot.self, context))
      }
    }
  }

  private mutating func place(_ token: DesignToken) throws(ThemeError) {
    let path = token.path
    switch path.first {
    case DesignTokenNaming.colorGroup: try placeColor(token, Array(path.dropFirst()))
    case DesignTokenNaming.typographyGroup where path.count == 2:
      let style = try choice(path[1], as: TextStyle.self, token)
      try require(token, .typography)
      document.typography.styles[style] = try convert(token, DesignTokenValues.typography)
    case DesignTokenNaming.shapeGroup: try placeShape(token, Array(path.dropFirst()))
    case DesignTokenNaming.componentGroup where !componentsFromExtension:
      try placeComponent(token, Array(path.dropFirst()))
    default: break
    }
  }

  private mutating func placeColor(_ token: DesignToken, _ path: [String]) throws(ThemeError) {
    guard let group = path.first else { return }
    if let traits = DesignTokenNaming.traits(forKey: group), path.count == 2 {
      let role = try choice(path[1], as: ColorRole.self, token)
      let color = try colorValue(token)
      switch DesignTokenNaming.traitsKey(traits) {
      case "light": document.colors.light[role] = color
      case "dark": document.colors.dark[role] = color
      case "lightHighContrast": document.colors.lightHighContrast[role] = color
      default: document.colors.darkHighContrast[role] = color
      }
    } else if group == DesignTokenNaming.material3Group, path.count == 3 {
      let slot = try choice(path[1], as: Material3SchemeSlot.self, token)
      let role = try choice(path[2], as: DynamicColorRole.self, token)
      let color = try colorValue(token)
      let generated = token.extensions?[DesignTokenNaming.vendorKey]?["generated"]?.boolValue
      if !generatedSlots.contains(slot), generated != true {
        document.colors.material3[slot, default: [:]][role] = color
      }
    } else if group == DesignTokenNaming.extendedGroup, path.count == 2 {
      let harmonized = token.extensions?[DesignTokenNaming.vendorKey]?["harmonized"]?.boolValue
      document.colors.extended[path[1]] = ExtendedColor(
        name: path[1], color: try colorValue(token), description: token.description ?? "",
        harmonized: harmonized ?? false)
    }
  }

  private mutating func placeShape(_ token: DesignToken, _ path: [String]) throws(ThemeError) {
    guard let categoryKey = path.first else { return }
    guard DesignTokenNaming.categoryKeys.contains(categoryKey) else {
      throw unknownName(categoryKey, among: DesignTokenNaming.categoryKeys, token)
    }
    try require(token, .dimension)
    let familyName = token.extensions?[DesignTokenNaming.vendorKey]?["cornerFamily"]?.stringValue
    let family = familyName.flatMap(CornerFamily.init(rawValue:)) ?? .rounded
    let corner = CornerTreatment(
      family: family, size: try convert(token, DesignTokenValues.dimension))
    var category = shapes[categoryKey] ?? ShapeCategory()
    switch path.count {
    case 1: category = ShapeCategory(family: corner.family, size: corner.size)
    case 2:
      switch path[1] {
      case "topLeft": category.topLeft = corner
      case "topRight": category.topRight = corner
      case "bottomLeft": category.bottomLeft = corner
      case "bottomRight": category.bottomRight = corner
      default: throw unknownName(path[1], among: DesignTokenNaming.cornerKeys, token)
      }
    default: return
    }
    shapes[categoryKey] = category
  }

  // MARK: - Helpers

  /// Throws unless the token has `type`.
  func require(_ token: DesignToken, _ type: DesignTokenType) throws(ThemeError) {
    guard token.type == type else {
      throw context.errorAtValue(
        .wrongType, token.pointer,
        "'\(token.name)' must be a \(type.rawValue) token, but it is \(token.type.rawValue)")
    }
  }

  /// The color of a color token.
  func colorValue(_ token: DesignToken) throws(ThemeError) -> Color {
    try require(token, .color)
    return try convert(token, DesignTokenValues.color)
  }

  /// Converts a token's resolved value, locating any problem at the token.
  func convert<T>(
    _ token: DesignToken, _ conversion: (JSONOutput) throws(DesignTokenValueProblem) -> T
  ) throws(ThemeError) -> T {
    do {
      return try conversion(token.value)
    } catch {
      throw context.errorAtValue(
        .invalidValue, token.pointer.appending("$value"), "'\(token.name)': \(error.message)",
        suggestion: error.suggestion)
    }
  }

  /// The enumeration case a token name stands for.
  func choice<T: RawRepresentable & CaseIterable>(
    _ name: String, as type: T.Type, _ token: DesignToken
  ) throws(ThemeError) -> T where T.RawValue == String {
    if let value = T(rawValue: name) { return value }
    throw unknownName(name, among: T.allCases.map(\.rawValue), token)
  }

  /// An error for a token name the convention does not define.
  func unknownName(_ name: String, among names: [String], _ token: DesignToken) -> ThemeError {
    let suggestion = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
    return context.errorAtKey(
      .unknownKey, token.pointer, "unknown name '\(name)' in '\(token.name)'",
      suggestion: suggestion ?? "expected one of: \(names.joined(separator: ", "))")
  }
}
