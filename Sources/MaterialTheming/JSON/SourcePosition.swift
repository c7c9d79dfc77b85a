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

  /// The offset of each line's first byte in `bytes`: 0, then one past each newline.
  static func lineStarts<C: Collection<UInt8>>(of bytes: C) -> [Int] {
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    return starts
  }

  /// The position of byte `offset` in `bytes`, as ``locate(offset:in:)`` counts it, found from
  /// the file's ``lineStarts(of:)`` by binary search — for locating many offsets in one file.
  /// A `hint` (an earlier position on the same line, before `offset`) saves counting the
  /// columns again from the line's start, which on a minified one-line file is most of it.
  static func locate(
    offset: Int, in bytes: [UInt8], lineStarts: [Int], hint: SourcePosition? = nil
  ) -> SourcePosition {
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var start = lineStarts[low]
    if let hint, hint.line == low + 1, hint.offset >= start, hint.offset <= offset {
      column = hint.column
      start = hint.offset
    }
    for index in start..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return SourcePosition(line: low + 1, column: column, offset: offset)
  }
}
