/// The file formats a theme can be read from: the one list the loader, `import`, the plugins
/// and auto-detection use.
///
/// Formats are told apart by their content:
/// - A Material Theme Builder export has `schemes` and `coreColors` at the top level — keys a
///   theme file may not contain.
/// - Figma variables, as the REST API returns them (`GET /v1/files/:key/variables/local`), have
///   `meta.variables` and `meta.variableCollections`.
/// - A Tokens Studio file has `$themes` or `$metadata` at the top level, or token sets as its
///   top-level groups whose references leave the set name out (`{colors.black}` for
///   `core.colors.black`).
/// - A DTCG resolver document has a `resolutionOrder` array at the top level.
/// - A DTCG design-token file has a `$value` somewhere — a key a theme file may not contain.
/// - A file of the older `value`/`type` format (Style Dictionary 3/4) has a `value` somewhere.
/// - Anything else is read as a theme file (format 1).
///
/// Adding a format is a case here (with its ``summary``, detection and reader) plus its reader
/// in `Formats/<Format>/`.
/// ```swift
/// let format = try ImportFormat.detect(bytes: bytes, fileName: "material-theme.json")
/// let document = try format.document(bytes: bytes, fileName: "material-theme.json")
/// ```
public enum ImportFormat: String, Sendable, Hashable, CaseIterable {
  /// A MaterialTheming theme file.
  case theme
  /// A Material Theme Builder export (`material-theme.json`).
  case themeBuilder = "theme-builder"
  /// A DTCG 2025.10 design-token file.
  case designTokens = "dtcg"
  /// A token file of the older `value`/`type` format (Style Dictionary 3/4).
  case legacyTokens = "style-dictionary"
  /// Tokens Studio token sets: one file with sets as top-level groups, or a folder of set files
  /// with `$themes.json` and `$metadata.json`.
  case tokensStudio = "tokens-studio"
  /// Figma variables as Figma's REST API returns them.
  case figmaVariables = "figma-variables"
  /// A DTCG resolver document (Resolver Module 2025.10): sets, modifiers and
  /// `resolutionOrder` over token files.
  case dtcgResolver = "dtcg-resolver"

  /// The formats `import` converts into theme files (every format but the theme file itself).
  public static let importable: [ImportFormat] = allCases.filter { $0 != .theme }

  /// What the format is, for help text and messages.
  public var summary: String {
    switch self {
    case .theme: "a MaterialTheming theme file (format 1)"
    case .themeBuilder: "a Material Theme Builder export (schemes + coreColors)"
    case .designTokens: "a DTCG 2025.10 design-token file ($value)"
    case .legacyTokens: "a Style Dictionary token file (value/type)"
    case .tokensStudio: "Tokens Studio token sets"
    case .figmaVariables: "Figma variables (REST API, meta.variables)"
    case .dtcgResolver: "a DTCG resolver document (2025.10)"
    }
  }

  /// Whether the format is one of design tokens (read by ``DesignTokenFile``).
  public var isTokenFormat: Bool {
    switch self {
    case .designTokens, .legacyTokens, .tokensStudio, .figmaVariables, .dtcgResolver: true
    case .theme, .themeBuilder: false
    }
  }

  /// The format of a document's root value.
  static func detect(_ root: JSONNode) -> ImportFormat {
    detect(root) { root.nestedMemberNames(among: JSONSyntaxScan.detectionKeyNames) }
  }

  /// The format of a parsed document, with the keys its pre-scan already looked for.
  static func detect(_ document: JSONDocument) -> ImportFormat {
    let root = document.rootNode
    return detect(root) {
      document.detectionKeys ?? root.nestedMemberNames(among: JSONSyntaxScan.detectionKeyNames)
    }
  }

  /// The format of `root`; `nestedKeys` tells which of `$value`, `$ref` and `value` (bits 0, 1
  /// and 2) objects reached from it through object members hold.
  private static func detect(_ root: JSONNode, nestedKeys: () -> UInt) -> ImportFormat {
    if ThemeBuilderReader.isExport(root) { return .themeBuilder }
    if DTCGResolverReader.isResolver(root) { return .dtcgResolver }
    if FigmaVariablesReader.isVariables(root) { return .figmaVariables }
    if TokensStudioReader.isTokensStudio(root) { return .tokensStudio }
    // `$value` or `$ref` anywhere: DTCG; otherwise `value` anywhere: the older format.
    let found = nestedKeys()
    if found & 0b011 != 0 { return .designTokens }
    if found & 0b100 != 0 { return .legacyTokens }
    return .theme
  }

  /// The format of a file's bytes.
  /// - Throws: ``ThemeError`` when the bytes are not valid JSON.
  public static func detect(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError) -> ImportFormat
  {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    return detect(document)
  }
}

/// The former name of ``ImportFormat``.
@available(*, deprecated, renamed: "ImportFormat")
public typealias ThemeFileFormat = ImportFormat
