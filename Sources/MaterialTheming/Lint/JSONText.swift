/// Small helpers over the text of a JSON document that json-c has already accepted.
enum JSONText {
  /// The offset just past the value that starts at `start` (an object, array, string or scalar).
  static func valueEnd(in bytes: [UInt8], from start: Int) -> Int {
    var cursor = start
    guard cursor < bytes.count else { return cursor }
    switch bytes[cursor] {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      while cursor < bytes.count {
        switch bytes[cursor] {
        case UInt8(ascii: "\""):
          cursor = stringEnd(in: bytes, from: cursor)
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return cursor + 1 }
        default: break
        }
        cursor += 1
      }
      return cursor
    case UInt8(ascii: "\""):
      return stringEnd(in: bytes, from: cursor)
    default:
      while cursor < bytes.count, !endsScalar(bytes[cursor]) { cursor += 1 }
      return cursor
    }
  }

  /// The offset just past the string token whose opening quote is at `start`.
  static func stringEnd(in bytes: [UInt8], from start: Int) -> Int {
    var cursor = start + 1
    while cursor < bytes.count {
      switch bytes[cursor] {
      case UInt8(ascii: "\\"): cursor += 2
      case UInt8(ascii: "\""): return cursor + 1
      default: cursor += 1
      }
    }
    return cursor
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: true
    default: false
    }
  }

  /// `text` as a JSON string literal (quotes, backslashes and control characters escaped).
  static func quoted(_ text: String) -> String {
    var out = ""
    TextEscaping.appendJSONString(text, to: &out, uppercaseHex: false)
    return out
  }

  /// Whether `bytes[range]` spans more than one line.
  static func spansLines(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    bytes[range].contains(UInt8(ascii: "\n"))
  }

  /// The whitespace that starts the line holding `offset`.
  static func lineIndent(_ bytes: [UInt8], at offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
