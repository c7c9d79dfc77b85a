/// Maps resolved tokens onto a ``ThemeDocument``: MaterialTheming's own names
/// (``DesignTokenNaming``), explicit `--map` entries and the conventions of
/// ``DesignTokenRoleMapper``, collecting every error and a report.
struct DesignTokenThemeMapper {
  /// The resolved tokens.
  let file: DesignTokenFile
  /// The documents the tokens were read from, for located errors (may be empty).
  let contexts: [DecodingContext]
  /// Strictness and explicit mappings.
  let options: DesignTokenImportOptions
  var document = ThemeDocument()
  private var errors: [ThemeError] = []
  private var generatedSlots: Set<Material3SchemeSlot> = []
  private var componentsFromExtension = false
  private var shapes: [String: ShapeCategory] = [:]
  private var filled: [DesignTokenRoleTarget: DesignTokenImportReport.Mapping] = [:]
  private var mappings: [DesignTokenImportReport.Mapping] = []
  private var unmapped: [String] = []
  private var warnings: [String] = []
  private var styleMappings: [String] = []
  /// The name errors about the whole input carry (a folder's path for a Tokens Studio folder).
  var sourceName: String?

  /// Creates an importer.
  init(file: DesignTokenFile, contexts: [DecodingContext], options: DesignTokenImportOptions) {
    self.file = file
    self.contexts = contexts
    self.options = options
  }

  /// An importer of one document's tokens with default options.
  init(file: DesignTokenFile, context: DecodingContext) {
    self.init(file: file, contexts: [context], options: DesignTokenImportOptions())
  }

  /// The theme document (the old entry point, without the report).
  /// - Throws: every error, the first carrying the rest.
  mutating func importTheme() throws(ThemeError) -> ThemeDocument {
    let result = run()
    if let error = ThemeError.combined(result.errors) { throw error }
    return result.document
  }

  /// The theme document, its report and every error (an import that maps nothing is one).
  mutating func run() -> DesignTokenImport {
    errors = file.problems
    if options.strict { errors += file.skipped.filter(\.reason.isUnsupported).map(\.strictError) }
    document.description = file.description
    readVendorExtension()
    for (target, name) in options.mappings { mapExplicitly(target, name) }
    for token in file.orderedTokens { place(token) }
    if !shapes.isEmpty {
      document.shape = .custom(
        small: shapes["small"], medium: shapes["medium"], large: shapes["large"])
    }
    for mapping in mappings {
      guard let token = file.tokens[mapping.token], let deprecated = token.deprecated,
        deprecated.boolValue != false
      else { continue }
      let reason = deprecated.stringValue.map { ": \($0)" } ?? ""
      warnings.append(
        "\(mapping.target) comes from '\(mapping.token)', which is deprecated\(reason)")
    }
    warnings += file.notes
    var bare = document
    bare.name = nil
    bare.description = nil
    if bare == ThemeDocument(), errors.isEmpty { errors.append(nothingMapped()) }
    return DesignTokenImport(
      document: document, report: makeReport(), errors: DesignTokenFile.sorted(errors))
  }

  private func makeReport() -> DesignTokenImportReport {
    var counts: [DesignTokenType: Int] = [:]
    for token in file.tokens.values { counts[token.type, default: 0] += 1 }
    return DesignTokenImportReport(
      formatDescription: file.formatDescription, tokenCount: file.tokenCount,
      skipped: file.skipped, mappings: mappings, styleMappings: styleMappings,
      unmappedColors: unmapped.filter { name in
        !mappings.contains { JSONKey.sameScalars($0.token, name) }
      },
      typeCounts: counts, warnings: warnings)
  }

  /// The error for a file none of whose tokens map: what it holds and how to map it.
  private func nothingMapped() -> ThemeError {
    let colors = file.orderedTokens.filter { $0.type == .color }.map(\.name)
    var counts: [DesignTokenType: Int] = [:]
    for token in file.tokens.values { counts[token.type, default: 0] += 1 }
    let found = counts.sorted {
      $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue
    }
    .map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
    let example = colors.first ?? "color.brand.primary"
    let listed = colors.prefix(5).joined(separator: ", ") + (colors.count > 5 ? ", …" : "")
    let fileName = sourceName ?? contexts.first?.document.file ?? "tokens.json"
    return ThemeError(
      .invalidValue, file: fileName,
      message: "no token maps to a theme role (found \(found.isEmpty ? "no valid tokens" : found)"
        + (colors.isEmpty ? ")" : "; colors: \(listed))"),
      suggestion:
        "map roles with --map primary=\(example), or reference the tokens from a theme: "
        + "{\"format\": 1, \"tokens\": [\"\(Self.baseName(fileName))\"], "
        + "\"colors\": {\"light\": {\"primary\": \"{\(example)}\"}}}")
  }

  private static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  // MARK: - Vendor extension

  private mutating func readVendorExtension() {
    guard let vendor = file.groupExtensions[""]?[DesignTokenNaming.vendorKey] else { return }
    let node: JSONNode
    let context: DecodingContext
    if let first = contexts.first,
      let found = first.document.rootNode.member("$extensions")?.member(DesignTokenNaming.vendorKey)
    {
      node = found
      context = first
    } else {
      // Without the document, the extension is read from its own text.
      guard
        let document = try? JSONDocument.parse(
          Array(vendor.serialized(pretty: false).utf8), file: fileName, limits: .default)
      else { return }
      context = DecodingContext(document: document, chain: [])
      node = document.rootNode
    }
    do {
      try readVendorExtension(node, context)
    } catch {
      errors.append(error)
    }
  }

  private var fileName: String {
    if let sourceName { return sourceName }
    return contexts.first?.document.file ?? file.orderedTokens.first?.file ?? ""
  }

  private mutating func readVendorExtension(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError)
  {
    let reader = try ObjectReader(node, context, keys: DesignTokenNaming.vendorKeys)
    document.name = try reader.string("name")
    if let dynamic = reader.member("dynamicColor") {
      document.colors.dynamic = try ColorSectionReader.decode(dynamic, context).dynamic
    }
    document.colors.elevationOverlayEnabledForDarkMode = try reader.bool(
      "elevationOverlayEnabledForDarkMode")
    if let typography = reader.member("typography") {
      document.typography = try TypographySectionReader.decode(typography, context)
    }
    if let components = reader.member("components") {
      document.components = try ComponentSectionReader.decode(components, context)
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

  // MARK: - Placing tokens

  private mutating func mapExplicitly(_ target: DesignTokenRoleTarget, _ name: String) {
    let dotted = name.replacingOccurrences(of: "/", with: ".")
    guard let token = file.tokens[name] ?? file.tokens[dotted] else {
      let skipped = file.skipped.first {
        JSONKey.sameScalars($0.name, name) || JSONKey.sameScalars($0.name, dotted)
      }
      let suggestion = Suggestion.closest(to: name, among: file.order).map {
        "did you mean '\($0)'?"
      }
      errors.append(
        ThemeError(
          .unresolvedReference, file: fileName,
          message: "--map \(target)=\(name): "
            + (skipped.map { "the token is skipped: \($0.reason.explanation)" }
              ?? "the file has no valid token named '\(name)'"),
          suggestion: suggestion ?? "the report lists the color tokens the file has"))
      return
    }
    guard token.type == .color else {
      errors.append(
        errorAtValue(
          .wrongType, token,
          "--map \(target)=\(name): the token is \(token.type.rawValue), not color"))
      return
    }
    guard let color = colorValue(token) else { return }
    assign(target, token, color, rule: .explicit)
  }

  /// Fills `target` unless something filled it first.
  private mutating func assign(
    _ target: DesignTokenRoleTarget, _ token: DesignToken, _ color: Color,
    rule: DesignTokenImportReport.Mapping.Rule
  ) {
    if let existing = filled[target] {
      if !JSONKey.sameScalars(existing.token, token.name),
        rule != .materialTheming || existing.rule != .explicit
      {
        warnings.append("\(target): '\(token.name)' also matches; '\(existing.token)' is used")
      }
      return
    }
    let mapping = DesignTokenImportReport.Mapping(
      target: target, token: token.name, color: color, rule: rule)
    filled[target] = mapping
    mappings.append(mapping)
    switch target {
    case .role(let role, let traits):
      switch DesignTokenNaming.traitsKey(traits) {
      case "light": document.colors.light[role] = color
      case "dark": document.colors.dark[role] = color
      case "lightHighContrast": document.colors.lightHighContrast[role] = color
      default: document.colors.darkHighContrast[role] = color
      }
    case .material3(let role, let slot):
      document.colors.material3[slot, default: [:]][role] = color
    case .extended(let name):
      document.colors.custom[name] = CustomColor(
        name: name, color: color, description: token.description ?? "",
        harmonized: token.extensions?[DesignTokenNaming.vendorKey]?["harmonized"]?.boolValue
          ?? false)
    }
  }

  private mutating func place(_ token: DesignToken) {
    do {
      if try placeMaterial3(token) { return }
    } catch {
      return errors.append(error)
    }
    let path = token.path
    switch path.first {
    case DesignTokenNaming.colorGroup where token.type == .color || isOwnColorName(path):
      placeColor(token, Array(path.dropFirst()))
    case DesignTokenNaming.typographyGroup where path.count == 2 && token.type == .typography:
      // `typography.<style>` for the 13 text styles; other names are the file's own styles.
      guard let style = TextStyle.allCases.first(where: { $0.rawValue == path[1] }),
        let font = convert(token, DesignTokenValues.typography)
      else { return }
      document.typography.styles[style] = font
      styleMappings.append("typography.\(style.rawValue) ← \(token.name)")
    case DesignTokenNaming.shapeGroup: placeShape(token, Array(path.dropFirst()))
    case DesignTokenNaming.componentGroup where !componentsFromExtension:
      do {
        try placeComponent(token, Array(path.dropFirst()))
      } catch {
        errors.append(error)
      }
    case DesignTokenNaming.componentGroup: break
    default:
      if token.type == .color { placeByConvention(token) }
    }
  }

  /// Whether `path` (below `color`) is one of MaterialTheming's own color names, which must be
  /// colors.
  private func isOwnColorName(_ path: [String]) -> Bool {
    let rest = Array(path.dropFirst())
    guard let group = rest.first else { return false }
    return (DesignTokenNaming.traits(forKey: group) != nil && rest.count == 2)
      || (group == DesignTokenNaming.material3Group && rest.count == 3)
  }

  private mutating func placeColor(_ token: DesignToken, _ path: [String]) {
    guard let group = path.first else { return }
    if let traits = DesignTokenNaming.traits(forKey: group), path.count == 2 {
      if let role = roleName(path[1], token) {
        guard require(token, .color), let color = colorValue(token) else { return }
        assign(.role(role, traits), token, color, rule: .materialTheming)
      } else if token.type == .color {
        placeByConvention(token)
      }
    } else if group == DesignTokenNaming.material3Group, path.count == 3,
      Material3SchemeSlot(rawValue: path[1]) != nil
    {
      guard let slot = choice(path[1], as: Material3SchemeSlot.self, token),
        let role = choice(path[2], as: DynamicColorRole.self, token), require(token, .color),
        let color = colorValue(token)
      else { return }
      let generated = token.extensions?[DesignTokenNaming.vendorKey]?["generated"]?.boolValue
      if generatedSlots.contains(slot) || generated == true { return }
      assign(.material3(role, slot), token, color, rule: .materialTheming)
    } else if group == DesignTokenNaming.extendedGroup, path.count == 2 {
      guard let color = colorValue(token) else { return }
      assign(.extended(path[1]), token, color, rule: .materialTheming)
    } else if group == DesignTokenNaming.customGroup {
      return  // Generated roles of extended colors: written, not read.
    } else {
      placeByConvention(token)
    }
  }

  /// A semantic role in MaterialTheming's `color.<traits>.<role>` group: the exact name, or one
  /// spelled another way (`on-primary`); `nil` otherwise, after recording an error for a near
  /// miss (`primay`) — any other name (`color.light.100`) is the file's own.
  private mutating func roleName(_ name: String, _ token: DesignToken) -> ColorRole? {
    if let role = ColorRole(rawValue: name) { return role }
    let key = DesignTokenModeName.key(name)
    if let role = ColorRole.allCases.first(where: { $0.rawValue.lowercased() == key }) {
      return role
    }
    let names = ColorRole.allCases.map(\.rawValue)
    let isMaterial3 = DynamicColorRole.allCases.contains { $0.rawValue.lowercased() == key }
    if !isMaterial3, Suggestion.closest(to: name, among: names) != nil {
      errors.append(unknownName(name, among: names, token))
    }
    return nil
  }

  private mutating func placeByConvention(_ token: DesignToken) {
    guard let target = DesignTokenRoleMapper.target(of: token, format: file.format) else {
      unmapped.append(token.name)
      return
    }
    guard let color = colorValue(token) else { return }
    assign(target, token, color, rule: .convention)
  }

  private mutating func placeShape(_ token: DesignToken, _ path: [String]) {
    // `shape.<small|medium|large>[.<corner>]` dimensions; other shape tokens are the file's own.
    guard let categoryKey = path.first, DesignTokenNaming.categoryKeys.contains(categoryKey),
      token.type == .dimension, path.count <= 2,
      path.count == 1 || DesignTokenNaming.cornerKeys.contains(path[1]),
      let size = convert(token, DesignTokenValues.dimension)
    else { return }
    let familyName = token.extensions?[DesignTokenNaming.vendorKey]?["cornerFamily"]?.stringValue
    let family = familyName.flatMap(CornerFamily.init(rawValue:)) ?? .rounded
    let corner = CornerTreatment(family: family, size: size)
    var category = shapes[categoryKey] ?? ShapeCategory()
    switch path.count {
    case 1: category = ShapeCategory(family: corner.family, size: corner.size)
    case 2:
      switch path[1] {
      case "topLeft": category.topLeft = corner
      case "topRight": category.topRight = corner
      case "bottomLeft": category.bottomLeft = corner
      default: category.bottomRight = corner
      }
    default: return
    }
    shapes[categoryKey] = category
    styleMappings.append("shape.\(path.joined(separator: ".")) ← \(token.name)")
  }

  // MARK: - Helpers

  /// The context of the document `token` was read from.
  private func context(of token: DesignToken) -> DecodingContext? {
    contexts.first { $0.document.file == token.file } ?? (contexts.count == 1 ? contexts[0] : nil)
  }

  /// An error at `token`'s value.
  func errorAtValue(
    _ kind: ThemeError.Kind, _ token: DesignToken, _ message: String, suggestion: String? = nil
  )
    -> ThemeError
  {
    guard let context = context(of: token) else {
      return ThemeError(
        kind, file: token.file, pointer: token.pointer, message: message, suggestion: suggestion)
    }
    return context.errorAtValue(kind, token.pointer, message, suggestion: suggestion)
  }

  /// Records an error unless the token has `type`.
  private mutating func require(_ token: DesignToken, _ type: DesignTokenType) -> Bool {
    guard token.type == type else {
      errors.append(
        errorAtValue(
          .wrongType, token,
          "'\(token.name)' must be a \(type.rawValue) token, but it is \(token.type.rawValue)"))
      return false
    }
    return true
  }

  /// The color of a color token.
  private mutating func colorValue(_ token: DesignToken) -> Color? {
    convert(token, DesignTokenValues.color)
  }

  /// Converts a token's resolved value, recording any problem at the token.
  private mutating func convert<T>(
    _ token: DesignToken, _ conversion: (JSONOutput) throws(DesignTokenValueProblem) -> T
  ) -> T? {
    do {
      return try conversion(token.value)
    } catch {
      errors.append(
        errorAtValue(
          .invalidValue, token, "'\(token.name)': \(error.message)", suggestion: error.suggestion))
      return nil
    }
  }

  /// The enumeration case a token name stands for, or `nil` after recording an error.
  private mutating func choice<T: RawRepresentable & CaseIterable>(
    _ name: String, as type: T.Type, _ token: DesignToken
  ) -> T? where T.RawValue == String {
    if let value = T(rawValue: name) { return value }
    errors.append(unknownName(name, among: T.allCases.map(\.rawValue), token))
    return nil
  }

  /// Reads a component token's value with throwing helpers (see
  /// `DesignTokenThemeMapper+Components`).
  func checked<T>(
    _ token: DesignToken, _ conversion: (JSONOutput) throws(DesignTokenValueProblem) -> T
  ) throws(ThemeError) -> T {
    do {
      return try conversion(token.value)
    } catch {
      throw errorAtValue(
        .invalidValue, token, "'\(token.name)': \(error.message)", suggestion: error.suggestion)
    }
  }

  /// An error for a token name the convention does not define.
  func unknownName(_ name: String, among names: [String], _ token: DesignToken) -> ThemeError {
    let suggestion = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
    let message = "unknown name '\(name)' in '\(token.name)'"
    let hint = suggestion ?? "expected one of: \(names.joined(separator: ", "))"
    guard let context = context(of: token) else {
      return ThemeError(
        .unknownKey, file: token.file, pointer: token.pointer, message: message, suggestion: hint)
    }
    return context.errorAtKey(.unknownKey, token.pointer, message, suggestion: hint)
  }
}
