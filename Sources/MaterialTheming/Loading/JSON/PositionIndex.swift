/// Where each key and value of a JSON document starts, by JSON pointer.
///
/// json-c's tree carries no source positions, so errors about a key or value
/// ("unknown key", "wrong type") look their place up here. It is built by a second,
/// simple pass over bytes json-c has already accepted, and only when an error needs it.
struct PositionIndex {
  /// The byte offsets of one member or element.
  struct Entry: Hashable {
    /// The offset of the opening quote of the key, for object members.
    var keyOffset: Int?
    /// The offset of the first byte of the value.
    var valueOffset: Int
  }

  /// Offsets by pointer; the root is at ``JSONPointer/root``.
  private(set) var entries: [JSONPointer: Entry] = [:]
  /// The first key that repeats within its object, in document order.
  private(set) var firstDuplicateKey: (pointer: JSONPointer, offset: Int)?

  /// Indexes the value at `start` in `bytes` (json-c must have accepted it), naming it `pointer`;
  /// offsets count from the start of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, pointer: JSONPointer = .root) {
    var cursor = start
    skipWhitespace(bytes, &cursor)
    indexValue(bytes, &cursor, pointer: pointer, keyOffset: nil)
  }

  private mutating func indexValue(
    _ bytes: UnsafeBufferPointer<UInt8>, _ cursor: inout Int, pointer: JSONPointer,
    keyOffset: Int?
  ) {
    guard cursor < bytes.count else { return }
    entries[pointer] = Entry(keyOffset: keyOffset, valueOffset: cursor)
    switch bytes[cursor] {
    case UInt8(ascii: "{"):
      cursor += 1
      var seen: Set<String> = []
      while true {
        skipWhitespace(bytes, &cursor)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { break }
        let keyStart = cursor
        let key = readString(bytes, &cursor)
        let member = pointer.appending(key)
        if !seen.insert(key).inserted, firstDuplicateKey == nil {
          firstDuplicateKey = (member, keyStart)
        }
        skipWhitespace(bytes, &cursor)
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") { cursor += 1 }
        skipWhitespace(bytes, &cursor)
        indexValue(bytes, &cursor, pointer: member, keyOffset: keyStart)
        skipWhitespace(bytes, &cursor)
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor += 1 } else { break }
      }
      skipWhitespace(bytes, &cursor)
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") { cursor += 1 }
    case UInt8(ascii: "["):
      cursor += 1
      var index = 0
      while true {
        skipWhitespace(bytes, &cursor)
        guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") else { break }
        indexValue(bytes, &cursor, pointer: pointer.appending(index: index), keyOffset: nil)
        index += 1
        skipWhitespace(bytes, &cursor)
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor += 1 } else { break }
      }
      skipWhitespace(bytes, &cursor)
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "]") { cursor += 1 }
    case UInt8(ascii: "\""):
      _ = readString(bytes, &cursor)
    default:
      while cursor < bytes.count, !Self.endsScalar(bytes[cursor]) { cursor += 1 }
    }
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: true
    default: false
    }
  }

  private func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ cursor: inout Int) {
    while cursor < bytes.count {
      switch bytes[cursor] {
      case 0x20, 0x09, 0x0A, 0x0D: cursor += 1
      default: return
      }
    }
  }

  /// Reads a string token starting at its opening quote and returns it unescaped.
  private func readString(_ bytes: UnsafeBufferPointer<UInt8>, _ cursor: inout Int) -> String {
    cursor += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    var pendingHighSurrogate: UInt32?
    func flushRaw() {
      if !raw.isEmpty {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll(keepingCapacity: true)
      }
    }
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\"") {
        cursor += 1
        break
      }
      guard byte == UInt8(ascii: "\\"), cursor + 1 < bytes.count else {
        raw.append(byte)
        cursor += 1
        continue
      }
      flushRaw()
      let escape = bytes[cursor + 1]
      cursor += 2
      switch escape {
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "u"):
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, cursor < bytes.count, let digit = Self.hexDigit(bytes[cursor]) {
          value = value << 4 | digit
          digits += 1
          cursor += 1
        }
        if (0xD800..<0xDC00).contains(value) {
          pendingHighSurrogate = value
          continue
        }
        if let high = pendingHighSurrogate, (0xDC00..<0xE000).contains(value) {
          value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
        }
        pendingHighSurrogate = nil
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      default: scalars.append(Unicode.Scalar(escape))
      }
    }
    flushRaw()
    return String(scalars)
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
