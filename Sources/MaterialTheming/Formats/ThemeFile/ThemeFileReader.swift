/// Decodes a parsed theme file into a ``ThemeDocument``, checking every key, type and value.
enum ThemeFileReader {
  /// The keys of a theme file's top-level object.
  static let topLevelKeys: KeySet = [
    "$schema", "format", "name", "description", "extends", "tokens", "colors", "typography",
    "shape", "stateLayers", "components",
  ]
  /// The one format version this release reads.
  static let formatVersion = 1.0

  /// Decodes the document's root object; aliases resolve in `tokens` (`nil`: none in scope).
  static func decode(_ document: JSONDocument, chain: [String], tokens: TokenAliases?)
    throws(ThemeError) -> ThemeDocument
  {
    var context = DecodingContext(document: document, chain: chain)
    context.tokens = tokens
    return try decode(document.rootNode, context)
  }

  /// What a theme states before its values can be read: the base it extends and the token
  /// files it lists (checked; the other keys are checked by ``decode(_:_:)``).
  static func header(_ document: JSONDocument, chain: [String]) throws(ThemeError)
    -> (extends: ThemeBase?, tokenFiles: [TokenFileReference])
  {
    let context = DecodingContext(document: document, chain: chain)
    let root = document.rootNode
    guard root.kind == .object else { throw context.typeMismatch(root, expected: "an object") }
    return (
      try root.member("extends").map { (node) throws(ThemeError) in try decodeBase(node, context) },
      try root.member("tokens").map { (node) throws(ThemeError) in try tokenFiles(node, context) }
        ?? []
    )
  }

  /// Decodes one theme object anywhere in a document (the root, or an element of a collection).
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ThemeDocument
  {
    let root = try ObjectReader(node, context, keys: topLevelKeys)
    var theme = ThemeDocument()
    _ = try root.string("$schema")
    if let format = root.member("format") {
      let version = try ObjectReader.number(format, in: 1...1_000, context, tokenTypes: [])
      guard version == formatVersion else {
        throw context.errorAtValue(
          .invalidValue, format.pointer,
          "unsupported format version \(NumberText.decimal(version))",
          suggestion: "this release reads format 1")
      }
    }
    theme.name = try root.string("name")
    theme.description = try root.string("description")
    if let base = root.member("extends") { theme.extends = try decodeBase(base, context) }
    if let files = root.member("tokens") { theme.tokenFiles = try tokenFiles(files, context) }
    if let colors = root.member("colors") {
      theme.colors = try ColorSectionReader.decode(colors, context)
    }
    if let typography = root.member("typography") {
      theme.typography = try TypographySectionReader.decode(typography, context)
    }
    if let shape = root.member("shape") {
      let section = try ShapeSectionReader.decode(shape, context)
      theme.shape = section.setting
      theme.material3Shape = section.material3
    }
    if let layers = root.member("stateLayers") {
      theme.stateLayers = try StateLayerSectionDecoder.decode(layers, context)
    }
    if let components = root.member("components") {
      theme.components = try ComponentSectionReader.decode(components, context)
    }
    theme.tokenReferences = context.tokens?.references ?? [:]
    return theme
  }

  /// Decodes `tokens`: a list of relative paths to design-token files.
  private static func tokenFiles(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> [TokenFileReference]
  {
    guard node.kind == .array else {
      throw context.typeMismatch(
        node, expected: "a list of token file paths, like [\"brand.tokens.json\"]")
    }
    var files: [TokenFileReference] = []
    for element in node.elements {
      guard let path = element.string else {
        throw context.typeMismatch(element, expected: "a relative path to a design-token file")
      }
      guard !path.trimmingWhitespace.isEmpty, !path.utf8.contains(0) else {
        throw context.errorAtValue(
          .invalidValue, element.pointer, "the token file path is empty or contains NUL",
          suggestion: "write a path relative to the theme file, like \"brand.tokens.json\"")
      }
      files.append(
        TokenFileReference(
          path: path, position: context.document.valuePosition(of: element.pointer)))
    }
    return files
  }

  static func decodeBase(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> ThemeBase
  {
    guard let text = node.string, !text.isEmpty else {
      throw context.typeMismatch(
        node, expected: "a built-in default name or a relative path to a theme file")
    }
    if let builtIn = ColorSchemeDefaults(rawValue: text) { return .builtIn(builtIn) }
    if text.hasSuffix(".json") || text.contains("/") {
      let position =
        node.parentPointer == .root && node.token == "extends"
        ? context.document.valuePosition(ofTopLevelKey: "extends")
        : context.document.valuePosition(of: node.pointer)
      return .file(path: text, position: position)
    }
    let names = ColorSchemeDefaults.allCases.map(\.rawValue)
    let suggestion = Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'?" }
    throw context.errorAtValue(
      .invalidValue, node.pointer, "unknown built-in theme '\(text)'",
      suggestion: suggestion
        ?? "expected one of \(names.joined(separator: ", ")) or a path ending in .json")
  }
}
