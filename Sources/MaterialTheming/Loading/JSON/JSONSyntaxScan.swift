/// A single linear pass over the raw bytes that catches what json-c tolerates but JSON forbids.
///
/// json-c 0.16, even in strict mode, accepts single-quoted strings, `NaN` and `Infinity`,
/// raw control characters inside strings and silently keeps the last of duplicate keys; it
/// reports malformed numbers (`01`, `0x1`) where their token ends rather than where they break.
/// This scan rejects all but the duplicates with a precise offset and records, for every object in
/// document order, how many keys it wrote, so duplicates can be found by comparing with
/// the parsed tree. It also bounds nesting depth before json-c allocates anything.
/// Everything else (a missing colon, an unterminated string) is left to json-c's own errors.
struct JSONSyntaxScan {
  /// A problem found by the scan: where and what.
  struct Issue: Error {
    /// The byte offset of the offending character.
    var offset: Int
    /// The category.
    var kind: ThemeError.Kind
    /// What was wrong.
    var message: String
    /// A likely fix.
    var suggestion: String?
  }

  /// Where one element of a top-level array lies, recorded for collections.
  struct Element: Equatable {
    /// The offset of the element's first byte.
    var start: Int
    /// The offset just past its last byte.
    var end: Int
    /// The index in ``JSONSyntaxScan/keyCounts`` of its first object (objects inside it follow).
    var firstObject: Int
  }

  /// Keys written in each object, objects in the order their `{` appears.
  private(set) var keyCounts: [Int32] = []
  /// The elements of the top-level array, when asked for and the document is an array.
  private(set) var topLevelElements: [Element] = []
  /// Whether every container the document opened was closed again.
  private(set) var isBalanced = false
  /// The deepest nesting of containers seen (json-c's tokener is sized by it).
  private(set) var deepestNesting = 0

  private enum Last { case none, open, comma, colon, string, value, close }

  /// Scans `bytes`, allowing containers nested at most `maximumDepth` deep; with
  /// `recordingElements`, also notes where each element of a top-level array starts and ends.
  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, recordingElements: Bool = false)
    throws(Issue)
  {
    var index = 0
    let count = bytes.count
    var stack: [Int] = []  // for each open container: its keyCounts index, or -1 for arrays
    var last = Last.none
    var lastComma = 0
    var finished = false

    func trailing(_ offset: Int) -> Issue {
      Issue(
        offset: offset, kind: .syntax,
        message: "unexpected text after the end of the JSON document",
        suggestion: "a theme file holds exactly one JSON object")
    }

    while index < count {
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: "\""):
        if finished { throw trailing(index) }
        let start = index
        index += 1
        while index < count {
          let c = bytes[index]
          if c == UInt8(ascii: "\"") { break }
          if c == UInt8(ascii: "\\") {
            index += try Self.checkedEscapeLength(bytes, at: index)
            continue
          }
          if c < 0x20 {
            let hex = String(c, radix: 16, uppercase: true)
            let code = String(repeating: "0", count: 4 - hex.count) + hex
            throw Issue(
              offset: index, kind: .syntax, message: "control character U+\(code) in a string",
              suggestion: c == 0x0A ? "write a line break as \\n" : "escape it as \\u00XX")
          }
          index += 1
        }
        index += 1
        last = .string
        if stack.isEmpty { finished = true }
        if recordingElements, stack.count == 1, stack[0] < 0 {
          topLevelElements.append(Element(start: start, end: index, firstObject: keyCounts.count))
        }
      case UInt8(ascii: ":"):
        if last == .string, let top = stack.last, top >= 0 { keyCounts[top] += 1 }
        last = .colon
        index += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if finished { throw trailing(index) }
        if stack.count >= maximumDepth {
          throw Issue(
            offset: index, kind: .nestingTooDeep,
            message: "arrays and objects nest more than \(maximumDepth) levels deep",
            suggestion: "a theme needs only a few levels; check for runaway nesting")
        }
        if recordingElements, stack.count == 1, stack[0] < 0 {
          topLevelElements.append(Element(start: index, end: -1, firstObject: keyCounts.count))
        }
        deepestNesting = max(deepestNesting, stack.count + 1)
        if byte == UInt8(ascii: "{") {
          stack.append(keyCounts.count)
          keyCounts.append(0)
        } else {
          stack.append(-1)
        }
        last = .open
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if finished { throw trailing(index) }
        if last == .comma {
          throw Issue(
            offset: lastComma, kind: .syntax, message: "trailing comma",
            suggestion: "remove the comma before '\(Character(Unicode.Scalar(byte)))'")
        }
        if stack.popLast() != nil, stack.isEmpty { finished = true }
        last = .close
        index += 1
        if recordingElements, stack.count == 1, stack[0] < 0, !topLevelElements.isEmpty {
          topLevelElements[topLevelElements.count - 1].end = index
        }
      case UInt8(ascii: ","):
        last = .comma
        lastComma = index
        index += 1
      case UInt8(ascii: "'"):
        throw Issue(
          offset: index, kind: .syntax, message: "single-quoted strings are not JSON",
          suggestion: "use double quotes")
      case UInt8(ascii: "/"), UInt8(ascii: "#"):
        throw Issue(
          offset: index, kind: .syntax, message: "comments are not allowed in JSON",
          suggestion: "remove the comment, or use a \"description\" key")
      default:
        // A bare word or number: read it whole and judge it.
        if finished { throw trailing(index) }
        let start = index
        while index < count, Self.isWordByte(bytes[index]) { index += 1 }
        if index == start {
          index += 1  // a stray byte: json-c reports it
          continue
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if Self.isNonFiniteLiteral(word) {
          throw Issue(
            offset: start, kind: .syntax,
            message: "'\(String(decoding: word, as: UTF8.self))' is not a JSON number",
            suggestion: "JSON has no NaN or Infinity; use a finite number")
        }
        if JSONNumberGrammar.startsNumber(word[0]),
          let bad = JSONNumberGrammar.firstInvalidIndex(in: word)
        {
          throw Issue(
            offset: start + bad, kind: .syntax,
            message: "invalid number '\(String(decoding: word, as: UTF8.self))'",
            suggestion:
              "write a decimal number such as 12, -0.5 or 1e3 (no leading zeros, '+' or hex)")
        }
        last = .value
        if stack.isEmpty { finished = true }
        if recordingElements, stack.count == 1, stack[0] < 0 {
          topLevelElements.append(Element(start: start, end: index, firstObject: keyCounts.count))
        }
      }
    }
    isBalanced = finished
  }

  /// The length of the escape at `index` (a backslash), after refusing `\u0000` and unpaired
  /// surrogates: json-c truncates keys at an escaped NUL (so `"primary\u0000x"` would read as
  /// `primary`) and turns lone surrogates into U+FFFD, so neither would round-trip.
  private static func checkedEscapeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    throws(Issue) -> Int
  {
    guard let unit = unicodeEscape(bytes, at: index) else { return 2 }
    if unit == 0 {
      throw Issue(
        offset: index, kind: .syntax, message: "escaped NUL character (\\u0000) in a string",
        suggestion: "theme files cannot hold NUL characters; remove it")
    }
    let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF
    if (0xD800...0xDBFF).contains(unit) {
      if let low = unicodeEscape(bytes, at: index + 6), lowSurrogates.contains(low) { return 12 }
    } else if !lowSurrogates.contains(unit) {
      return 6
    }
    let code = String(unit, radix: 16, uppercase: true)
    throw Issue(
      offset: index, kind: .syntax, message: "unpaired surrogate \\u\(code) in a string",
      suggestion: "write the character as UTF-8, or as a high and low surrogate pair")
  }

  /// The code unit of a complete `\uXXXX` escape at `index`, or `nil` (json-c reports bad escapes).
  private static func unicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
    guard index + 5 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
      bytes[index + 1] == UInt8(ascii: "u")
    else { return nil }
    var value: UInt32 = 0
    for offset in 2...5 {
      let byte = bytes[index + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }

  private static func isNonFiniteLiteral(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    var text = word[...]
    if let first = text.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      text = text.dropFirst()
    }
    guard let first = text.first else { return false }
    let lower = first | 0x20
    return lower == UInt8(ascii: "n") && text.count == 3 && (text.last! | 0x20) == UInt8(ascii: "n")
      || lower == UInt8(ascii: "i") && (text.count == 3 || text.count == 8)
  }
}

extension JSONSyntaxScan {
  /// The nesting depth to create json-c's tokener with: what the scan saw (it already refused
  /// anything deeper than the limit) plus headroom, since json-c allocates (and clears) a
  /// stack entry per level up front — 65 levels cost more than parsing a small theme.
  var jsonCDepth: Int32 { Int32(clamping: deepestNesting + Self.jsonCDepthHeadroom) }

  /// Levels beyond the deepest seen: json-c counts the top-level value as a level too.
  static let jsonCDepthHeadroom = 2
}
