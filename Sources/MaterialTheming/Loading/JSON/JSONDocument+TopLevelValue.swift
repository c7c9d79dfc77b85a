extension JSONDocument {
  /// The position of the value of the root object's member `key`, found by one scan that
  /// allocates nothing (the full ``PositionIndex`` is built for errors only).
  ///
  /// Keys written with escapes are left to the index, which decodes them.
  func valuePosition(ofTopLevelKey key: String) -> SourcePosition? {
    guard rootOffset == 0 else { return valuePosition(of: rootPointer.appending(key)) }
    let offset = bytes.withUnsafeBufferPointer { buffer in
      Self.valueOffset(ofTopLevelKey: Array(key.utf8), in: buffer)
    }
    guard let offset else {
      return valuePosition(of: JSONPointer.root.appending(key))
    }
    return bytes.withUnsafeBufferPointer { SourcePosition.locate(offset: offset, in: $0) }
  }

  private static func valueOffset(ofTopLevelKey key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    var depth = 0
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        index += 1
      case UInt8(ascii: "\""):
        let start = index + 1
        var end = start
        var escaped = false
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
          if bytes[end] == UInt8(ascii: "\\") {
            escaped = true
            end += 1
          }
          end += 1
        }
        index = end + 1
        guard depth == 1, !escaped, end - start == key.count,
          bytes[start..<end].elementsEqual(key)
        else { continue }
        var cursor = index
        while cursor < bytes.count, isWhitespace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
        cursor += 1
        while cursor < bytes.count, isWhitespace(bytes[cursor]) { cursor += 1 }
        return cursor
      default:
        index += 1
      }
    }
    return nil
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
