/// A DTCG 2025.10 design-token file, parsed and resolved.
///
/// Groups, `$type` inheritance, `{alias}` references and chains, JSON Pointer `$ref`s and
/// group `$extends` are applied; `$extensions` of tokens and groups are kept verbatim.
///
/// ```swift
/// let file = try DesignTokenFile(bytes: bytes, fileName: "brand.tokens.json")
/// file.tokens["color.light.primary"]?.value
/// ```
public struct DesignTokenFile: Sendable {
  /// Every token by dotted name.
  public var tokens: [String: DesignToken]
  /// Token names in document order (after `$extends` expansion).
  public var order: [String]
  /// `$extensions` of groups by dotted name; the root group's under `""`.
  public var groupExtensions: [String: JSONOutput]
  /// The root group's `$description`.
  public var description: String?

  /// Parses and resolves a token file.
  /// - Throws: ``ThemeError`` with file, line, column and pointer; reference errors name the chain.
  public init(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError)
  {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    try self.init(document: document, chain: [])
  }

  /// Resolves a parsed document.
  init(document: JSONDocument, chain: [String]) throws(ThemeError) {
    let context = DecodingContext(document: document, chain: chain)
    let raw = try DesignTokenParser.parse(document.rootNode, context)
    let expanded = try DesignTokenGroupExtension(root: raw, context: context).expandAll()
    var resolver = DesignTokenResolver(root: expanded, context: context)
    tokens = try resolver.resolveAll()
    order = resolver.order
    groupExtensions = resolver.groupExtensions
    description = expanded.description
  }

  /// The tokens in document order.
  public var orderedTokens: [DesignToken] { order.compactMap { tokens[$0] } }

  /// Reads a token file as a theme document, following ``DesignTokenNaming``.
  /// - Throws: ``ThemeError`` for invalid tokens and for tokens in the convention's groups
  ///   with unknown names or the wrong type.
  public static func themeDocument(
    bytes: [UInt8], fileName: String, limits: LoadingLimits = .default
  ) throws(ThemeError) -> ThemeDocument {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    return try DesignTokenFile(document: document, chain: []).themeDocument(
      document: document, chain: [])
  }

  /// The theme document the tokens describe; `document` locates errors.
  func themeDocument(document: JSONDocument, chain: [String]) throws(ThemeError)
    -> ThemeDocument
  {
    var importer = DesignTokenThemeImporter(
      file: self, context: DecodingContext(document: document, chain: chain))
    return try importer.importTheme()
  }
}
