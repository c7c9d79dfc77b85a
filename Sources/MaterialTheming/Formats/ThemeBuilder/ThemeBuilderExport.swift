/// A Material Theme Builder export (`material-theme.json`), laid out as real exports are.
///
/// ```swift
/// let export = try ThemeBuilderExport(bytes: bytes, fileName: "material-theme.json")
/// let theme = Theme(builtIn: .material201804).applying(
///   export.themeDocument(), defaultName: "brand", sourceFile: nil)
/// theme.material3Scheme(appearance: .dark, contrast: .medium)[.primary]
/// ```
public struct ThemeBuilderExport: Sendable, Hashable {
  /// The export's description ("TYPE: CUSTOM\nMaterial Theme Builder export …").
  public var description: String?
  /// The seed color.
  public var seed: Color
  /// The core colors by key (`primary` always; `secondary`, `tertiary`, `error`, `neutral`,
  /// `neutralVariant` when the designer overrode them).
  public var coreColors: [String: Color]
  /// The extended (custom) colors, in file order.
  public var extendedColors: [CustomColor]
  /// The schemes by slot: 49 roles each in a complete export.
  public var schemes: [Material3SchemeSlot: Material3RoleSet]
  /// The tonal palettes by key (`primary`, …, `neutral-variant`), tone → color.
  public var palettes: [String: [Int: Color]]

  /// Creates an export from its parts.
  public init(
    description: String? = nil, seed: Color, coreColors: [String: Color] = [:],
    extendedColors: [CustomColor] = [],
    schemes: [Material3SchemeSlot: Material3RoleSet] = [:],
    palettes: [String: [Int: Color]] = [:]
  ) {
    self.description = description
    self.seed = seed
    self.coreColors = coreColors
    self.extendedColors = extendedColors
    self.schemes = schemes
    self.palettes = palettes
  }

  /// Parses and decodes an export from bytes; `fileName` names it in errors.
  /// - Throws: ``ThemeError`` with the file, line, column and pointer of the problem.
  public init(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError)
  {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    self = try ThemeBuilderReader.decode(document, chain: [])
  }

  /// The export as a theme document: the seed (tonal spot, spec 2021, as Theme Builder
  /// generates), the six schemes as `colors.material3` and the extended colors by name.
  ///
  /// Schemes the export lacks (a light/dark-only export) are generated from its core colors
  /// (``generatedSchemes()``), and the document's ``ThemeDocument/notes`` say so. Otherwise
  /// `coreColors` and `palettes` are not carried: the schemes already hold every color they
  /// produce, and the palettes are the seed's content palettes (`CorePalette.contentOf` in
  /// material-color-utilities).
  public func themeDocument() -> ThemeDocument {
    var document = ThemeDocument()
    document.description = description
    document.colors.dynamic = DynamicColorSettings(seed: seed)
    document.colors.material3 = schemes
    let (generated, note) = generatedSchemes()
    document.colors.material3.merge(generated) { stated, _ in stated }
    if let note { document.notes.append(note) }
    for color in extendedColors { document.colors.custom[color.name] = color }
    return document
  }
}
