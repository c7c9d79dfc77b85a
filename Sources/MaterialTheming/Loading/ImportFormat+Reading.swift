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
