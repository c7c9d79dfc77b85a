/// The file formats a theme can be loaded from, told apart by their content.
///
/// - A Material Theme Builder export has `schemes` and `coreColors` at the top level — keys a
///   theme file may not contain.
/// - A DTCG design-token file has a `$value` somewhere — a key a theme file may not contain.
/// - Anything else is read as a theme file (format 1).
public enum ThemeFileFormat: String, Sendable, Hashable, CaseIterable {
  /// A MaterialTheming theme file.
  case theme
  /// A Material Theme Builder export (`material-theme.json`).
  case themeBuilder = "theme-builder"
  /// A DTCG 2025.10 design-token file.
  case designTokens = "dtcg"

  /// The format of a document's root value.
  static func detect(_ root: JSONNode) -> ThemeFileFormat {
    if ThemeBuilderDecoder.isExport(root) { return .themeBuilder }
    if containsTokenValue(root) { return .designTokens }
    return .theme
  }

  /// The format of a file's bytes.
  /// - Throws: ``ThemeError`` when the bytes are not valid JSON.
  public static func detect(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError) -> ThemeFileFormat
  {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    return withExtendedLifetime(document) { detect(document.rootNode) }
  }

  /// Decodes `document` as whichever format it is into a theme document.
  static func decodeDocument(_ document: JSONDocument, chain: [String]) throws(ThemeError)
    -> ThemeDocument
  {
    switch detect(document.rootNode) {
    case .theme: return try ThemeDecoder.decode(document, chain: chain)
    case .themeBuilder:
      return try ThemeBuilderDecoder.decode(document, chain: chain).themeDocument()
    case .designTokens:
      return try DesignTokenFile(document: document, chain: chain).themeDocument(
        document: document, chain: chain)
    }
  }

  private static func containsTokenValue(_ node: JSONNode) -> Bool {
    node.containsMemberInNestedObjects(named: "$value")
  }
}
