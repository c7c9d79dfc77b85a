/// A design-token file, parsed and resolved: DTCG 2025.10, the older `value`/`type` format
/// (Style Dictionary 3/4), Tokens Studio sets or Figma variables, told apart by content.
///
/// Groups, `$type` inheritance, `{alias}` references and chains, JSON Pointer `$ref`s (whole
/// tokens and parts of values) and group `$extends` are applied; `$extensions` of tokens and
/// groups and `$deprecated` are kept. Reading is tolerant: tokens of types or units the engine
/// does not use are skipped (``skipped``), and every invalid token is reported, not just the
/// first (``problems``).
///
/// ```swift
/// let file = try DesignTokenFile(bytes: bytes, fileName: "brand.tokens.json")
/// file.tokens["color.light.primary"]?.value
/// file.skippedSummary  // "skipped 469 tokens of type link, 2 em dimensions"
/// ```
public struct DesignTokenFile: Sendable {
  /// Every valid token by dotted name (names compared by Unicode scalars: `café` composed and
  /// decomposed are two tokens).
  public var tokens: DesignTokenMap<DesignToken>
  /// Token names in document order (after `$extends` expansion); valid tokens only.
  public var order: [String]
  /// `$extensions` of groups by dotted name; the root group's under `""`.
  public var groupExtensions: DesignTokenMap<JSONOutput>
  /// The root group's `$description`.
  public var description: String?
  /// The format the tokens were read in.
  public var format: ImportFormat = .designTokens
  /// What was read, for a person: the format and its parts (token sets, collections, modes).
  public var formatDescription = ""
  /// How many tokens the file holds: valid, skipped and invalid.
  public var tokenCount = 0
  /// The tokens left out because the engine does not use them, in document order.
  public var skipped: [DesignTokenSkip] = []
  /// Every error found, in file order; empty for a valid file.
  public var problems: [ThemeError] = []
  /// Remarks on how the file was read (a Tokens Studio theme that was left out, …).
  public var notes: [String] = []
  /// For a DTCG resolver document, each context read and the names of the tokens its sources
  /// set (`context 'acme' of modifier 'brand'`), so that a theme can be told of a context that
  /// sets none of the tokens it uses.
  var contextTokens: [(label: String, names: Set<JSONKey>)] = []
  /// The file's dimensions — DTCG resolver modifiers and Tokens Studio theme groups that are not
  /// modes — each with its contexts, in file order.
  package var dimensions: [(name: String, contexts: [String])] = []

  /// `skipped 469 tokens of type link, 2 em dimensions`, or `nil` when nothing was skipped.
  public var skippedSummary: String? { DesignTokenSkip.summary(skipped) }

  /// Parses and resolves a token file of any token format.
  /// - Throws: ``ThemeError`` with file, line, column and pointer when the file has any error;
  ///   the first error carries the others as ``ThemeError/additionalErrors``. Skipped tokens are
  ///   not errors.
  public init(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError)
  {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    try self.init(document: document, chain: [], limits: limits)
  }

  /// Resolves a parsed document, detecting its token format.
  /// - Throws: every error found, the first carrying the rest.
  init(
    document: JSONDocument, chain: [String], limits: LoadingLimits = .default,
    root: String? = nil
  ) throws(ThemeError) {
    self = Self.read(document: document, chain: chain, limits: limits, root: root)
    if let error = ThemeError.combined(problems) { throw error }
  }

  /// Reads a token file, keeping every error in ``problems`` instead of throwing it.
  /// - Throws: ``ThemeError`` only when the bytes are not JSON (or break ``LoadingLimits``).
  public static func read(
    bytes: [UInt8], fileName: String, format: ImportFormat? = nil,
    limits: LoadingLimits = .default
  ) throws(ThemeError) -> DesignTokenFile {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    return read(document: document, chain: [], format: format, limits: limits)
  }

  /// Reads a parsed document in `format` (detected when `nil`); `limits` bound what the tokens
  /// may build beyond the document's own nesting (a Figma variable name's parts); `selection`
  /// chooses the dimensions' contexts; `root` confines a resolver's `$ref` files.
  static func read(
    document: JSONDocument, chain: [String], format: ImportFormat? = nil,
    limits: LoadingLimits = .default, selection: DesignTokenSelection = .current,
    root: String? = nil
  ) -> DesignTokenFile {
    let context = DecodingContext(document: document, chain: chain)
    var format = format ?? ImportFormat.detect(document.rootNode)
    if !format.isTokenFormat { format = .designTokens }
    switch format {
    case .tokensStudio:
      return TokensStudioReader.read([(context, nil)], selection: selection)
    case .dtcgResolver:
      // `$ref` files stay in `root` (a theme's root), else in the resolver's own folder.
      return DTCGResolverReader.read(document, root: root, limits: limits, selection: selection)
    case .figmaVariables:
      var reader = FigmaVariablesReader(
        context: context, maximumNameParts: limits.maximumDepth)
      return reader.read()
    case .legacyTokens:
      var parser = DesignTokenReader(context: context, syntax: .legacy)
      let root = parser.parseGroup(document.rootNode)
      return DesignTokenFile(
        root: root, contexts: [context], format: .legacyTokens, tolerant: true,
        errors: parser.errors, notes: parser.notes)
    default:
      var parser = DesignTokenReader(context: context, syntax: .dtcg)
      let root = parser.parseGroup(document.rootNode)
      return DesignTokenFile(
        root: root, contexts: [context], format: .designTokens, tolerant: false,
        errors: parser.errors, notes: parser.notes)
    }
  }

  /// Resolves a raw token tree read from `contexts`; `errors` are the reader's.
  init(
    root: RawDesignTokenGroup, contexts: [DecodingContext], format: ImportFormat,
    tolerant: Bool, errors: [ThemeError], notes: [String] = [], details: String? = nil
  ) {
    var expander = DesignTokenGroupExtension(root: root, contexts: contexts)
    let expanded = expander.expandAll()
    var resolver = DesignTokenResolver(root: expanded, contexts: contexts, tolerant: tolerant)
    let resolved = resolver.resolveAll()
    tokens = resolved
    order = resolver.order.filter { resolved[$0] != nil }
    groupExtensions = resolver.groupExtensions
    description = expanded.description
    self.format = format
    formatDescription = format.summary + (details.map { ": \($0)" } ?? "")
    tokenCount = resolver.tokenCount
    skipped = resolver.skipped
    problems = Self.sorted(errors + expander.errors + resolver.errors)
    self.notes = notes
  }

  /// `errors` without repeats, in file and position order.
  static func sorted(_ errors: [ThemeError]) -> [ThemeError] {
    var seen: Set<ThemeError> = []
    let unique = errors.filter { seen.insert($0).inserted }
    guard let combined = ThemeError.combined(unique) else { return [] }
    var first = combined
    first.additionalErrors = []
    return [first] + combined.additionalErrors
  }

  /// The tokens in document order.
  public var orderedTokens: [DesignToken] { order.compactMap { tokens[$0] } }

  /// Reads a token file as a theme document, mapping token names to roles by convention (see
  /// ``DesignTokenRoleMapper``).
  /// - Throws: ``ThemeError`` for invalid tokens (all of them, the first carrying the rest) and
  ///   when no token maps to anything a theme holds.
  public static func themeDocument(
    bytes: [UInt8], fileName: String, limits: LoadingLimits = .default
  ) throws(ThemeError) -> ThemeDocument {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    return try DesignTokenFile(document: document, chain: [], limits: limits).themeDocument(
      document: document, chain: [])
  }

  /// The theme document the tokens describe; `document` locates errors.
  func themeDocument(document: JSONDocument, chain: [String]) throws(ThemeError)
    -> ThemeDocument
  {
    var importer = DesignTokenThemeMapper(
      file: self, context: DecodingContext(document: document, chain: chain))
    return try importer.importTheme()
  }
}

extension DesignTokenFile {
  /// Whether `bytes` hold the UTF-8 of `text` (a cheap test before parsing).
  static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
