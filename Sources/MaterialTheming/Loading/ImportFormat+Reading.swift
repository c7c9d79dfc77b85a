extension ImportFormat {
  /// Reads `bytes`, in this format, as a theme document (`extends` is not followed).
  /// - Throws: ``ThemeError`` with file, line, column and pointer.
  public func document(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError) -> ThemeDocument
  {
    let json = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    return try document(json, chain: [])
  }

  /// Reads a parsed document in this format as a theme document.
  func document(_ json: JSONDocument, chain: [String]) throws(ThemeError) -> ThemeDocument {
    switch self {
    case .theme: return try ThemeLoader().decodeTheme(json, chain: chain)
    case .themeBuilder: return try ThemeBuilderReader.decode(json, chain: chain).themeDocument()
    case .designTokens, .legacyTokens, .tokensStudio, .figmaVariables, .dtcgResolver:
      let file = DesignTokenFile.read(document: json, chain: chain, format: self)
      if let error = ThemeError.combined(file.problems) { throw error }
      return try file.themeDocument(document: json, chain: chain)
    }
  }

  /// Decodes `json` as whichever format it is into a theme document.
  static func decodeDocument(_ json: JSONDocument, chain: [String]) throws(ThemeError)
    -> ThemeDocument
  {
    try detect(json).document(json, chain: chain)
  }
}

extension ImportFormat {
  /// The format of a file to import: one of ``importable``, detected from the content.
  ///
  /// A file the detector reads as a theme file is refused with a located error that says what
  /// it is not: a theme file (an object with `format`, or only theme-file keys) is already a
  /// theme; anything else is no format `import` recognises, and the error lists those it does.
  /// - Throws: ``ThemeError`` when the bytes are not valid JSON, or hold no importable format.
  package static func detectImportable(
    bytes: [UInt8], fileName: String, limits: LoadingLimits = .default
  ) throws(ThemeError) -> ImportFormat {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    let format = detect(document)
    guard format == .theme else { return format }
    throw notImportable(document)
  }

  /// Why `document`, which the detector reads as a theme file, is no file to import.
  private static func notImportable(_ document: JSONDocument) -> ThemeError {
    let context = DecodingContext(document: document, chain: [])
    let root = document.rootNode
    let accepted =
      "import reads "
      + importable.map(\.summary).joined(separator: ", ")
    let keys = Set(ThemeFileReader.topLevelKeys.names)
    if root.kind == .object, !root.members.isEmpty,
      root.member("format") != nil || root.members.allSatisfy({ keys.contains($0.key) })
    {
      return context.errorAtValue(
        .invalidValue, root.member("format")?.pointer ?? root.pointer,
        "already a theme file (format 1), not a file to import",
        suggestion: "load or build it as it is; " + accepted)
    }
    let found =
      root.kind == .object
      ? (root.members.isEmpty ? "an empty object" : "an object")
      : "\(root.kind)"
    return context.errorAtValue(
      .invalidValue, root.pointer,
      "not a Theme Builder export or design-token file: found \(found) with no schemes and "
        + "coreColors, no resolutionOrder, $themes, $metadata or meta.variables, and no $value, "
        + "$ref or value in any group",
      suggestion: accepted + "; name the format with --from if the file is one of these")
  }
}
