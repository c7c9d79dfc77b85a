/// Themes that reference design tokens: `"tokens": ["brand.tokens.json"]` and
/// `"primary": "{color.brand.600}"`.
///
/// A theme's aliases resolve in the token files it lists and in those of every theme it extends
/// (its own files first, the last listed first; then its base's, up the chain). Token files are
/// inputs like `extends` targets: relative to the listing theme, confined to the theme root.
extension ThemeLoader {
  /// Decodes a theme-file document, following `extends` only as far as its aliases need: when
  /// the theme extends a theme file and contains an alias, the chain is loaded for its tokens.
  func decodeTheme(_ json: JSONDocument, chain: [String]) throws(ThemeError) -> ThemeDocument {
    // Most themes list no token files and extend no file: no scope to build (collections of
    // thousands of brands take this path for every element).
    let root = json.rootNode
    if root.kind == .object, root.member("tokens") == nil,
      root.member("extends")?.withStringBytes({ Self.namesFile($0) }) != true
    {
      return try ThemeFileReader.decode(json, chain: chain, tokens: nil)
    }
    var state = ExtendsState(entry: json.file, rootDirectory: rootDirectory)
    return try decodeTheme(
      json, fileName: json.file, chain: chain, state: &state, loadingBase: false
    ).document
  }

  /// Decodes a theme-file document with its aliases resolved.
  ///
  /// With `loadingBase` the theme it extends is always loaded (and returned); otherwise only
  /// when its tokens are needed. `header` is the document's ``ThemeFileReader/header(_:chain:)``
  /// when the caller has read it already.
  func decodeTheme(
    _ json: JSONDocument, fileName: String, chain: [String], state: inout ExtendsState,
    loadingBase: Bool,
    header given: (extends: ThemeBase?, tokenFiles: [TokenFileReference])? = nil
  ) throws(ThemeError) -> (
    document: ThemeDocument, base: (theme: Theme, tokens: TokenScope)?, tokens: TokenScope
  ) {
    let header: (extends: ThemeBase?, tokenFiles: [TokenFileReference])
    if let given {
      header = given
    } else {
      header = try ThemeFileReader.header(json, chain: chain)
    }
    var base: (theme: Theme, tokens: TokenScope)?
    if loadingBase || (Self.mayContainAlias(json) && Self.extendsFile(header.extends)) {
      base = try baseTheme(header.extends, fileName: fileName, chain: chain, state: &state)
    }
    var scope = base?.tokens ?? TokenScope()
    var own: [TokenScope.File] = []
    if !header.tokenFiles.isEmpty {
      let loader = TokenFileLoader(limits: limits, root: state.canonicalRoot())
      own = try loader.load(
        header.tokenFiles, listedBy: fileName, pointer: json.rootPointer.appending("tokens"),
        chain: chain, themes: state.visited)
      scope = scope.adding(own)
    }
    var document = try ThemeFileReader.decode(
      json, chain: chain, tokens: scope.isEmpty ? nil : TokenAliases(scope: scope))
    document.notes += own.flatMap(\.notes)
    document.notes += Self.unusedContexts(own, scope: scope, document: document)
    return (document, base, scope)
  }

  /// Notes for the resolver contexts among `own` that set no token the theme's aliases use,
  /// directly or through the tokens they reference: `ds.resolver.json: context 'acme' of
  /// modifier 'brand' sets no token this theme uses`.
  private static func unusedContexts(
    _ own: [TokenScope.File], scope: TokenScope, document: ThemeDocument
  ) -> [String] {
    guard own.contains(where: { !$0.tokens.contextTokens.isEmpty }) else { return [] }
    // The names used, without a leading mode (`dark.color.bg` → `color.bg`).
    var used: Set<JSONKey> = []
    func add(_ name: String) {
      used.insert(JSONKey(name))
      let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
      if parts.count == 2, Material3SchemeSlot(rawValue: parts[0]) != nil {
        used.insert(JSONKey(parts[1]))
      }
    }
    for (pointer, reference) in document.tokenReferences {
      add(reference.name)
      // The token as the alias found it (in its mode), and the tokens its chain passed.
      if let (token, _) = scope.lookup(reference.name)
        ?? DecodingContext.modeLookup(reference.name, scope, pointer)
      {
        token.referenceChain.forEach(add)
      }
    }
    var notes: [String] = []
    for file in own {
      for (label, names) in file.tokens.contextTokens where used.isDisjoint(with: names) {
        notes.append(
          "\(DiagnosticText.escaped(file.path)): \(label) sets no token this theme uses")
      }
    }
    return notes
  }

  /// Whether `json` holds a string that starts with `{`, as every alias does (a test that spares
  /// themes without aliases from reading their chain early).
  private static func mayContainAlias(_ json: JSONDocument) -> Bool {
    func walk(_ node: JSONNode) -> Bool {
      switch node.kind {
      case .string: node.withStringBytes { $0.first == UInt8(ascii: "{") } == true
      case .array: node.elements.contains(where: walk)
      case .object: node.members.contains { walk($0.node) }
      default: false
      }
    }
    return walk(json.rootNode)
  }

  /// Whether an `extends` string may name a file rather than a built-in default (as
  /// ``ThemeFileReader`` reads it: a `.json` ending or a `/`).
  private static func namesFile(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains(UInt8(ascii: "/"))
      || (bytes.count >= 5 && bytes.suffix(5).elementsEqual(".json".utf8))
  }

  private static func extendsFile(_ base: ThemeBase?) -> Bool {
    if case .file = base { return true }
    return false
  }
}
