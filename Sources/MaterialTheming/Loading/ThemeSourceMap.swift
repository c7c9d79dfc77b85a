/// Source positions of a theme file's keys, for reporting findings about resolved values and
/// for editing the file in place (`lint --fix`).
///
/// ```swift
/// let map = try ThemeSourceMap(bytes: bytes, fileName: "Themes/brand.json")
/// map.position(ofFirstOf: [JSONPointer("/colors/dark/primary")!]) // 12:7, or the nearest ancestor
/// ```
public struct ThemeSourceMap: Sendable {
  /// The file name.
  public let file: String
  /// The file's format (theme file, Theme Builder export, DTCG tokens).
  public let format: ImportFormat
  /// The file's bytes.
  public let bytes: [UInt8]
  /// Key and value offsets by pointer.
  private let entries: [JSONPointer: PositionIndex.Entry]
  /// The offset of the first byte of each line.
  private let lineStarts: [Int]

  /// Parses `bytes` and indexes every key.
  /// - Throws: ``ThemeError`` when the bytes are not valid JSON.
  public init(bytes: [UInt8], fileName: String, limits: LoadingLimits = .default)
    throws(ThemeError)
  {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    self.file = fileName
    self.bytes = bytes
    self.format = ImportFormat.detect(document)
    self.entries = document.positions.entries
    self.lineStarts = SourcePosition.lineStarts(of: bytes)
  }

  /// Whether the file states the key at `pointer`.
  public func contains(_ pointer: JSONPointer) -> Bool { entries[pointer] != nil }

  /// The position of the key at `pointer` (of the value, for the root and array elements).
  public func keyPosition(of pointer: JSONPointer) -> SourcePosition? {
    guard let entry = entries[pointer] else { return nil }
    return position(atOffset: entry.keyOffset ?? entry.valueOffset)
  }

  /// The byte range of the value at `pointer`.
  public func valueRange(of pointer: JSONPointer) -> Range<Int>? {
    entries[pointer]?.valueRange
  }

  /// Whether the file states the value at `pointer` as a design-token alias (`"{color.brand.600}"`).
  public func statesTokenAlias(at pointer: JSONPointer) -> Bool {
    guard let range = valueRange(of: pointer), range.count > 4 else { return false }
    return bytes[range.lowerBound] == UInt8(ascii: "\"")
      && bytes[range.lowerBound + 1] == UInt8(ascii: "{")
      && bytes[range.upperBound - 2] == UInt8(ascii: "}")
  }

  /// The byte offset of the key of the member at `pointer` (its opening quote).
  func keyOffset(of pointer: JSONPointer) -> Int? { entries[pointer]?.keyOffset }

  /// The members (or elements) of the value at `pointer`, in document order.
  func children(of pointer: JSONPointer) -> [JSONPointer] {
    let depth = pointer.tokens.count + 1
    return entries.keys
      .filter { $0.tokens.count == depth && $0.tokens.starts(with: pointer.tokens) }
      .sorted { entries[$0]!.valueOffset < entries[$1]!.valueOffset }
  }

  /// The deepest pointer on the path to `pointer` (itself included) that the file states.
  public func deepestStatedAncestor(of pointer: JSONPointer) -> JSONPointer {
    var tokens = pointer.tokens
    while !tokens.isEmpty, entries[JSONPointer(tokens: tokens)] == nil { tokens.removeLast() }
    return JSONPointer(tokens: tokens)
  }

  /// The 1-based line and column of byte `offset`.
  public func position(atOffset offset: Int) -> SourcePosition {
    SourcePosition.locate(offset: offset, in: bytes, lineStarts: lineStarts)
  }

  /// Where a finding about `pointer` is shown: the key itself when the file states it;
  /// otherwise the nearest stated ancestor's key, or — when only the root is stated — the
  /// `extends` line, else the root's last member (where an override would be added).
  public func anchor(of pointer: JSONPointer) -> SourcePosition {
    let stated = deepestStatedAncestor(of: pointer)
    if !stated.tokens.isEmpty, let position = keyPosition(of: stated) { return position }
    let extends = JSONPointer(tokens: ["extends"])
    if let position = keyPosition(of: extends) { return position }
    if let last = children(of: .root).last, let position = keyPosition(of: last) {
      return position
    }
    return keyPosition(of: .root) ?? .start
  }

  /// The position of the first pointer the file states; failing that, of the deepest stated
  /// ancestor of the first pointer; failing that, the start of the file.
  public func position(ofFirstOf pointers: [JSONPointer]) -> (JSONPointer, SourcePosition) {
    for pointer in pointers {
      if let position = keyPosition(of: pointer) { return (pointer, position) }
    }
    guard let first = pointers.first else { return (.root, .start) }
    let stated = deepestStatedAncestor(of: first)
    return (stated, keyPosition(of: stated) ?? .start)
  }
}
