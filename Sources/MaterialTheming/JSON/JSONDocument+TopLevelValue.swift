extension JSONDocument {
  /// The position of the value of the root object's member `key`, found by one pass over
  /// ``JSONTokenizer``'s tokens that allocates nothing for keys written without escapes (the
  /// full ``PositionIndex`` is built for errors only).
  func valuePosition(ofTopLevelKey key: String) -> SourcePosition? {
    guard rootOffset == 0 else { return valuePosition(of: rootPointer.appending(key)) }
    let offset = bytes.withUnsafeBufferPointer { buffer in
      Self.valueOffset(ofTopLevelKey: key, in: buffer)
    }
    guard let offset else { return nil }
    return bytes.withUnsafeBufferPointer { SourcePosition.locate(offset: offset, in: $0) }
  }

  /// The offset of the value of the root object's member `key` (compared by Unicode scalars).
  private static func valueOffset(ofTopLevelKey key: String, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    var tokenizer = JSONTokenizer(bytes)
    var depth = 0
    var candidate = false  // the previous token was a key of the root object equal to `key`
    while true {
      let token = tokenizer.next()
      switch token.kind {
      case .end:
        return nil
      case .beginObject, .beginArray:
        depth += 1
      case .endObject, .endArray:
        depth -= 1
      case .colon:
        if candidate { return tokenizer.next().start }
      case .string where depth == 1:
        candidate = Self.string(token, in: bytes, spells: key)
        continue
      default:
        break
      }
      candidate = false
    }
  }

  /// Whether the string `token` decodes to exactly the scalars of `key`.
  private static func string(
    _ token: JSONToken, in bytes: UnsafeBufferPointer<UInt8>, spells key: String
  ) -> Bool {
    guard token.firstEscape < 0 else {
      return JSONKey.sameScalars(JSONTokenizer.decodeString(token, in: bytes), key)
    }
    let content = bytes[(token.start + 1)..<max(token.start + 1, token.end - 1)]
    return content.elementsEqual(key.utf8)
  }
}
