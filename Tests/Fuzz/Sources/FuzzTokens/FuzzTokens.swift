import MaterialTheming

/// The token readers a fuzz input's first byte selects (its value modulo the count); the rest
/// of the input is the file.
enum TokenReader: UInt8, CaseIterable {
  /// DTCG 2025.10 (`$value`).
  case designTokens
  /// Style Dictionary's `value`/`type` format.
  case legacyTokens
  /// Tokens Studio sets in one file.
  case tokensStudio
  /// Figma's variables REST response.
  case figmaVariables
  /// A Material Theme Builder export.
  case themeBuilder
  /// The format detected from the content, as `material-theme import` reads it.
  case detected
  /// A DTCG resolver document (sets, modifiers, `resolutionOrder`; its `$ref` files resolve
  /// beside the input, confined to that folder).
  case dtcgResolver

  /// The reader of `byte`.
  init(selector byte: UInt8) {
    self = Self(rawValue: byte % UInt8(Self.allCases.count))!
  }
}

/// libFuzzer's entry point: reads the input with the token reader its first byte selects, then
/// maps the tokens to a theme document (the `import` path) and resolves that document's theme,
/// so the readers, the resolver, the value checks and the mapping are fuzzed together.
///
/// Any input must end in a ``ThemeError`` (or errors in a result) or a theme; a crash, hang,
/// leak or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let reader = TokenReader(selector: data[0])
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let fileName = "fuzz-input.json"
  do {
    switch reader {
    case .themeBuilder:
      let document = try ImportFormat.themeBuilder.document(bytes: bytes, fileName: fileName)
      exercise(document)
    case .designTokens, .legacyTokens, .tokensStudio, .figmaVariables, .detected, .dtcgResolver:
      let format: ImportFormat? =
        switch reader {
        case .designTokens: .designTokens
        case .legacyTokens: .legacyTokens
        case .tokensStudio: .tokensStudio
        case .figmaVariables: .figmaVariables
        case .dtcgResolver: .dtcgResolver
        default: nil
        }
      let file = try DesignTokenFile.read(bytes: bytes, fileName: fileName, format: format)
      for token in file.orderedTokens {
        _ = token.value.serialized(pretty: false)
        _ = token.name
      }
      _ = file.skippedSummary
      _ = file.problems.map(\.description)
      let imported = try DesignTokenImport.read(bytes: bytes, fileName: fileName, format: format)
      _ = imported.errors.map(\.description)
      if imported.errors.isEmpty { exercise(imported.document) }
    }
  } catch {
    _ = error.description
  }
  return 0
}

/// Writes `document` as the theme file `import` would, loads that file as a theme and resolves
/// it for every appearance and contrast, as the commands do.
func exercise(_ document: ThemeDocument) {
  let text = ThemeFileWriter.text(document)
  guard let theme = try? ThemeLoader().load(bytes: Array(text.utf8), fileName: "imported.json")
  else { return }
  for traits in ColorTraits.all {
    _ = theme.containerScheme(for: traits)
    _ = ResolvedThemeJSON.make(theme, traits: traits).serialized(pretty: false)
  }
}
