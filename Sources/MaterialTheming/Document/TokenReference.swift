/// A design-token file a theme lists (`"tokens": ["brand.tokens.json"]`).
///
/// The path is relative to the theme file and confined to the theme root, as `extends` paths are.
public struct TokenFileReference: Sendable, Hashable {
  /// The path as written.
  public var path: String
  /// Where the path is written in the theme file.
  public var position: SourcePosition?

  /// Creates a reference.
  public init(path: String, position: SourcePosition? = nil) {
    self.path = path
    self.position = position
  }
}

/// A theme value written as a DTCG alias (`"primary": "{color.brand.600}"`) and what it resolved to.
///
/// ``ThemeDocument/tokenReferences`` keeps one per aliased value, so writers can write the alias
/// back and findings can name the token.
public struct TokenReference: Sendable, Hashable {
  /// The token's dotted name (`color.brand.600`).
  public var name: String
  /// The token file that defines it, as opened (joined to the listing theme's folder).
  public var file: String
  /// The token's JSON pointer in that file.
  public var pointer: JSONPointer
  /// The token's position in that file.
  public var position: SourcePosition?
  /// The value the theme file would state instead of the alias, as ``ThemeFileWriter``
  /// writes it (`"#1D5BEE"`, `16`, `"Inter"`, a font object).
  public var value: JSONOutput

  /// Creates a reference.
  public init(
    name: String, file: String, pointer: JSONPointer, position: SourcePosition?, value: JSONOutput
  ) {
    self.name = name
    self.file = file
    self.pointer = pointer
    self.position = position
    self.value = value
  }

  /// The alias as a theme file writes it: `{color.brand.600}`.
  public var alias: String { "{\(name)}" }

  /// Where the token is defined: `brand.tokens.json:12:7 /color/brand/600`.
  public var location: String {
    let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
    return "\(place) \(pointer.displayText)"
  }
}
