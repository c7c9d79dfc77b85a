/// Source positions of a theme file's keys, for reporting findings about resolved values.
///
/// ```swift
/// let map = try ThemeSourceMap(bytes: bytes, fileName: "Themes/brand.json")
/// map.position(ofFirstOf: [JSONPointer("/colors/dark/primary")!]) // 12:7, or the nearest ancestor
/// ```
public struct ThemeSourceMap: Sendable {
  /// The file name.
  public let file: String
  /// Key (or value) positions by pointer.
  private let positions: [JSONPointer: SourcePosition]

  /// Parses `bytes` and indexes every key.
  /// - Throws: ``ThemeError`` when the bytes are not valid JSON.
  public init(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError)
  {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    var positions: [JSONPointer: SourcePosition] = [:]
    for pointer in document.positions.entries.keys {
      if let position = document.keyPosition(of: pointer) { positions[pointer] = position }
    }
    self.file = fileName
    self.positions = positions
  }

  /// Whether the file states the key at `pointer`.
  public func contains(_ pointer: JSONPointer) -> Bool { positions[pointer] != nil }

  /// The position of the first pointer the file states; failing that, of the deepest stated
  /// ancestor of the first pointer; failing that, the start of the file.
  public func position(ofFirstOf pointers: [JSONPointer]) -> (JSONPointer, SourcePosition) {
    for pointer in pointers {
      if let position = positions[pointer] { return (pointer, position) }
    }
    guard var pointer = pointers.first else { return (.root, .start) }
    while !pointer.tokens.isEmpty {
      pointer = JSONPointer(tokens: Array(pointer.tokens.dropLast()))
      if let position = positions[pointer] { return (pointer, position) }
    }
    return (.root, .start)
  }
}
