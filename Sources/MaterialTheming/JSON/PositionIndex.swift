/// Where each key and value of a JSON document starts, by JSON pointer.
///
/// json-c's tree carries no source positions, so errors about a key or value
/// ("unknown key", "wrong type") look their place up here. It is built from
/// ``JSONTokenizer``'s tokens over bytes json-c has already accepted, and only when an error
/// needs it; keys are decoded by ``JSONTokenizer/decodeString(_:in:)`` and compared by their
/// Unicode scalars.
struct PositionIndex {
  /// The byte offsets of one member or element.
  struct Entry: Hashable {
    /// The offset of the opening quote of the key, for object members.
    var keyOffset: Int?
    /// The offset of the first byte of the value.
    var valueOffset: Int
    /// The offset just past the last byte of the value (past its closing bracket or quote).
    var valueEnd: Int

    /// The bytes of the value.
    var valueRange: Range<Int> { valueOffset..<valueEnd }
  }

  /// Offsets by pointer; the root is at ``JSONPointer/root``.
  private(set) var entries: [JSONPointer: Entry] = [:]
  /// The first key that repeats within its object, in document order.
  private(set) var firstDuplicateKey: (pointer: JSONPointer, offset: Int)?

  /// Indexes the value at `start` in `bytes` (json-c must have accepted it), naming it `pointer`;
  /// offsets count from the start of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, pointer: JSONPointer = .root) {
    var tokenizer = JSONTokenizer(bytes, from: start)
    let first = tokenizer.next()
    indexValue(first, &tokenizer, pointer: pointer, keyOffset: nil)
  }

  /// Indexes the JSON document `bytes` (json-c, or our own writer, must have accepted it).
  init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { PositionIndex($0) }
  }

  /// Indexes the value that starts with `token`, reading the rest of it from `tokenizer`.
  private mutating func indexValue(
    _ token: JSONToken, _ tokenizer: inout JSONTokenizer, pointer: JSONPointer, keyOffset: Int?
  ) {
    guard token.kind != .end else { return }
    var valueEnd = token.end
    defer {
      entries[pointer] = Entry(keyOffset: keyOffset, valueOffset: token.start, valueEnd: valueEnd)
    }
    switch token.kind {
    case .beginObject:
      var seen: Set<JSONKey> = []
      var next = tokenizer.next()
      while next.kind == .string {
        let key = JSONTokenizer.decodeString(next, in: tokenizer.bytes)
        let member = pointer.appending(key)
        if !seen.insert(JSONKey(key)).inserted, firstDuplicateKey == nil {
          firstDuplicateKey = (member, next.start)
        }
        let keyStart = next.start
        next = tokenizer.next()
        if next.kind == .colon { next = tokenizer.next() }
        indexValue(next, &tokenizer, pointer: member, keyOffset: keyStart)
        next = tokenizer.next()
        guard next.kind == .comma else { break }
        next = tokenizer.next()
      }
      valueEnd = next.end
    case .beginArray:
      var index = 0
      var next = tokenizer.next()
      while next.kind != .endArray, next.kind != .end {
        indexValue(next, &tokenizer, pointer: pointer.appending(index: index), keyOffset: nil)
        index += 1
        next = tokenizer.next()
        guard next.kind == .comma else { break }
        next = tokenizer.next()
      }
      valueEnd = next.end
    default:
      break
    }
  }
}
