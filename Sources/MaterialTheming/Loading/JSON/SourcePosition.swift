/// A place in a source file: 1-based line and column (in Unicode scalars) and the byte offset.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, counting from 1.
  public var line: Int
  /// The column in Unicode scalars, counting from 1.
  public var column: Int
  /// The byte offset from the start of the file, counting from 0.
  public var offset: Int

  /// Creates a position.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The start of a file.
  public static let start = SourcePosition(line: 1, column: 1, offset: 0)

  /// `LINE:COLUMN`.
  public var description: String { "\(line):\(column)" }

  /// Orders positions by offset.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The position of byte `offset` in `bytes` (an offset past the end points just after the last byte).
  static func locate(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var column = 1
    for index in 0..<end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column, offset: end)
  }
}
