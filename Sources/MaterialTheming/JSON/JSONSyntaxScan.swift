/// A single linear pass over the raw bytes that catches what json-c tolerates but JSON forbids.
///
/// json-c 0.16, even in strict mode, accepts single-quoted strings, `NaN` and `Infinity`,
/// raw control characters inside strings and silently keeps the last of duplicate keys; it
/// reports malformed numbers (`01`, `0x1`) where their token ends rather than where they break.
/// This scan (over ``JSONTokenizer``'s tokens) rejects all but the duplicates with a precise
/// offset and records, for every object in document order, how many keys it wrote, so duplicates
/// can be found by comparing with the parsed tree. It also bounds nesting depth before json-c
/// allocates anything. It follows the JSON grammar and stops at the first token the grammar
/// forbids (a missing colon, an unterminated string), leaving the wording of that error to json-c.
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
  /// Whether the document is one complete value: every container closed, nothing after it.
  private(set) var isBalanced = false
  /// The deepest nesting of containers seen (json-c's tokener is sized by it).
  private(set) var deepestNesting = 0
  /// The offset of the first token the JSON grammar does not allow there (a missing comma or
  /// colon, a stray or mismatched bracket, an unterminated string, a bare word that is not a
  /// literal). The scan stops there and leaves the wording to json-c, so that the error
  /// reported is always the first in document order; `nil` when the grammar held throughout.
  private(set) var grammarErrorOffset: Int?

  /// Which of the keys format detection looks for — bit 0 `$value`, bit 1 `$ref`, bit 2 `value`
  /// (``detectionKeyNames``) — some object reached from the root through object members only
  /// (no array on the way) holds: once duplicate keys are ruled out, what
  /// ``JSONNode/nestedMemberNames(among:)`` finds in json-c's tree, without walking it again.
  private(set) var detectionKeys: UInt = 0

  /// The keys of ``detectionKeys``, bit 0 first.
  static let detectionKeyNames: [StaticString] = ["$value", "$ref", "value"]

  /// The containers the stack has room for at first; it grows past them as arrays do.
  static let initialStackCapacity = 16
  /// A small guess at the bytes per object of a theme file (they write 60 to 100), to make
  /// room for ``keyCounts`` up front.
  static let bytesPerObjectEstimate = 32
  /// The most objects room is made for up front, whatever the file's size.
  static let maximumInitialObjectCapacity = 4_096

  /// What the grammar allows next.
  private enum Expectation { case value, valueOrEnd, key, keyOrEnd, colon, commaOrEnd, nothing }

  /// Scans `bytes`, allowing containers nested at most `maximumDepth` deep; with
  /// `recordingElements`, also notes where each element of a top-level array starts and ends.
  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, recordingElements: Bool = false)
    throws(Issue)
  {
    var tokenizer = JSONTokenizer(bytes)
    var stack: [Int] = []  // for each open container: its keyCounts index, or -1 for arrays
    // Room for what a theme holds from the start: growing an array one doubling at a time
    // costs an allocation and a copy each time, several times for every file.
    stack.reserveCapacity(Self.initialStackCapacity)
    keyCounts.reserveCapacity(
      Swift.min(bytes.count / Self.bytesPerObjectEstimate, Self.maximumInitialObjectCapacity))
    var expected = Expectation.value
    var lastComma = -1  // the offset of the comma just read, or -1
    var openArrays = 0  // arrays on the stack: keys count for detection only at 0

    func trailing(_ offset: Int) -> Issue {
      Issue(
        offset: offset, kind: .syntax,
        message: "unexpected text after the end of the JSON document",
        suggestion: "a theme file holds exactly one JSON object")
    }
    // (No local functions read `stack`: capturing it would box it on the heap.)

    scanning: while true {
      let token = tokenizer.next()
      let comma = lastComma
      lastComma = -1
      switch token.kind {
      case .end:
        break scanning
      case .string:
        if expected == .nothing { throw trailing(token.start) }
        let isKey = expected == .key || expected == .keyOrEnd
        guard isKey || expected == .value || expected == .valueOrEnd else {
          grammarErrorOffset = token.start
          break scanning
        }
        if token.firstEscape >= 0 || token.firstControl >= 0 {
          try Self.checkStringContent(token, bytes)
        }
        guard token.isTerminated else {
          grammarErrorOffset = token.start
          break scanning
        }
        if isKey {
          keyCounts[stack[stack.count - 1]] += 1
          if openArrays == 0 { detectionKeys |= Self.detectionBit(token, bytes) }
          expected = .colon
        } else {
          if recordingElements, stack.count == 1, stack[0] < 0 {
            topLevelElements.append(
              Element(start: token.start, end: token.end, firstObject: keyCounts.count))
          }
          expected = (stack.isEmpty ? .nothing : .commaOrEnd)
        }
      case .colon:
        guard expected == .colon else {
          grammarErrorOffset = token.start
          break scanning
        }
        expected = .value
      case .beginObject, .beginArray:
        if expected == .nothing { throw trailing(token.start) }
        guard expected == .value || expected == .valueOrEnd else {
          grammarErrorOffset = token.start
          break scanning
        }
        if stack.count >= maximumDepth {
          throw Issue(
            offset: token.start, kind: .nestingTooDeep,
            message: "arrays and objects nest more than \(maximumDepth) levels deep",
            suggestion: "a theme needs only a few levels; check for runaway nesting")
        }
        if recordingElements, stack.count == 1, stack[0] < 0 {
          topLevelElements.append(
            Element(start: token.start, end: -1, firstObject: keyCounts.count))
        }
        deepestNesting = max(deepestNesting, stack.count + 1)
        if token.kind == .beginObject {
          stack.append(keyCounts.count)
          keyCounts.append(0)
          expected = .keyOrEnd
        } else {
          stack.append(-1)
          openArrays += 1
          expected = .valueOrEnd
        }
      case .endObject, .endArray:
        if expected == .nothing { throw trailing(token.start) }
        if comma >= 0 { throw Self.trailingComma(at: comma, before: bytes[token.start]) }
        let closesObject = token.kind == .endObject
        guard let top = stack.last, (top >= 0) == closesObject,
          expected == .commaOrEnd || expected == (closesObject ? .keyOrEnd : .valueOrEnd)
        else {
          grammarErrorOffset = token.start
          break scanning
        }
        stack.removeLast()
        if !closesObject { openArrays -= 1 }
        expected = (stack.isEmpty ? .nothing : .commaOrEnd)
        if recordingElements, stack.count == 1, stack[0] < 0, !topLevelElements.isEmpty {
          topLevelElements[topLevelElements.count - 1].end = token.end
        }
      case .comma:
        if expected == .nothing { throw trailing(token.start) }
        guard expected == .commaOrEnd, let top = stack.last else {
          if expected == .keyOrEnd || expected == .valueOrEnd {
            // `{,}` or `[,]`: a comma with nothing before it, reported as trailing when a
            // closing bracket follows.
            var lookahead = tokenizer
            let next = lookahead.next()
            if next.kind == .endObject || next.kind == .endArray {
              throw Self.trailingComma(at: token.start, before: bytes[next.start])
            }
          }
          grammarErrorOffset = token.start
          break scanning
        }
        lastComma = token.start
        expected = top >= 0 ? .key : .value
      case .invalid:
        switch bytes[token.start] {
        case UInt8(ascii: "'"):
          throw Issue(
            offset: token.start, kind: .syntax, message: "single-quoted strings are not JSON",
            suggestion: "use double quotes")
        case UInt8(ascii: "/"), UInt8(ascii: "#"):
          throw Issue(
            offset: token.start, kind: .syntax, message: "comments are not allowed in JSON",
            suggestion: "remove the comment, or use a \"description\" key")
        default:
          if expected == .nothing { throw trailing(token.start) }
          grammarErrorOffset = token.start  // a stray byte: json-c words it
          break scanning
        }
      case .word:
        if expected == .nothing { throw trailing(token.start) }
        let word = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
        if Self.isNonFiniteLiteral(word) {
          throw Issue(
            offset: token.start, kind: .syntax,
            message: "'\(String(decoding: word, as: UTF8.self))' is not a JSON number",
            suggestion: "JSON has no NaN or Infinity; use a finite number")
        }
        let isNumber = JSONNumberGrammar.startsNumber(word[0])
        if isNumber, let bad = JSONNumberGrammar.firstInvalidIndex(in: word) {
          throw Issue(
            offset: token.start + bad, kind: .syntax,
            message: "invalid number '\(String(decoding: word, as: UTF8.self))'",
            suggestion:
              "write a decimal number such as 12, -0.5 or 1e3 (no leading zeros, '+' or hex)")
        }
        guard expected == .value || expected == .valueOrEnd, isNumber || Self.isLiteral(word)
        else {
          grammarErrorOffset = token.start
          break scanning
        }
        if recordingElements, stack.count == 1, stack[0] < 0 {
          topLevelElements.append(
            Element(start: token.start, end: token.end, firstObject: keyCounts.count))
        }
        expected = (stack.isEmpty ? .nothing : .commaOrEnd)
      }
    }
    isBalanced = grammarErrorOffset == nil && expected == .nothing
  }

  /// The bit in ``detectionKeys`` of the terminated string `token` as a key (its escapes
  /// decoded, as json-c stores it), or 0.
  private static func detectionBit(_ token: JSONToken, _ bytes: UnsafeBufferPointer<UInt8>)
    -> UInt
  {
    let length = token.end - token.start - 2
    // Most keys are ruled out by their length and first byte (every name starts with `$` or
    // `v`), without comparing them with each name.
    guard token.firstEscape >= 0 || (4...6).contains(length) else { return 0 }
    let first = bytes[token.start + 1]
    guard token.firstEscape >= 0 || first == UInt8(ascii: "$") || first == UInt8(ascii: "v")
    else { return 0 }
    func bit(_ key: some Sequence<UInt8>) -> UInt {
      for (index, name) in detectionKeyNames.enumerated()
      where UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        .elementsEqual(key)
      {
        return 1 << index
      }
      return 0
    }
    guard token.firstEscape < 0 else {
      return bit(JSONTokenizer.decodeString(token, in: bytes).utf8)
    }
    return bit(UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<(token.end - 1)]))
  }

  /// Refuses raw control characters, `\u0000` and unpaired surrogates in the string `token`,
  /// whichever comes first: json-c truncates keys at an escaped NUL (so `"primary\u0000x"` would
  /// read as `primary`) and turns lone surrogates into U+FFFD, so neither would round-trip.
  private static func checkStringContent(_ token: JSONToken, _ bytes: UnsafeBufferPointer<UInt8>)
    throws(Issue)
  {
    let limit = token.firstControl >= 0 ? token.firstControl : token.end
    if token.firstEscape >= 0 {
      let contentEnd = token.isTerminated ? token.end - 1 : token.end
      var index = token.firstEscape
      while index < limit {
        if bytes[index] == UInt8(ascii: "\\") {
          index += try checkedEscapeLength(bytes, at: index, before: contentEnd)
        } else {
          index += 1
        }
      }
    }
    guard token.firstControl >= 0 else { return }
    let byte = bytes[token.firstControl]
    let hex = String(byte, radix: 16, uppercase: true)
    let code = String(repeating: "0", count: 4 - hex.count) + hex
    throw Issue(
      offset: token.firstControl, kind: .syntax, message: "control character U+\(code) in a string",
      suggestion: byte == 0x0A ? "write a line break as \\n" : "escape it as \\u00XX")
  }

  /// The length of the escape at `index` (a backslash), after refusing `\u0000` and unpaired
  /// surrogates.
  private static func checkedEscapeLength(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before limit: Int
  ) throws(Issue) -> Int {
    guard let unit = JSONTokenizer.unicodeEscape(bytes, at: index, before: limit) else { return 2 }
    if unit == 0 {
      throw Issue(
        offset: index, kind: .syntax, message: "escaped NUL character (\\u0000) in a string",
        suggestion: "theme files cannot hold NUL characters; remove it")
    }
    let lowSurrogates: ClosedRange<UInt32> = 0xDC00...0xDFFF
    if (0xD800...0xDBFF).contains(unit) {
      if let low = JSONTokenizer.unicodeEscape(bytes, at: index + 6, before: limit),
        lowSurrogates.contains(low)
      {
        return 12
      }
    } else if !lowSurrogates.contains(unit) {
      return 6
    }
    let code = String(unit, radix: 16, uppercase: true)
    throw Issue(
      offset: index, kind: .syntax, message: "unpaired surrogate \\u\(code) in a string",
      suggestion: "write the character as UTF-8, or as a high and low surrogate pair")
  }

  /// The error for a comma at `offset` directly before the closing `bracket`.
  private static func trailingComma(at offset: Int, before bracket: UInt8) -> Issue {
    Issue(
      offset: offset, kind: .syntax, message: "trailing comma",
      suggestion: "remove the comma before '\(Character(Unicode.Scalar(bracket)))'")
  }

  /// Whether `word` is `true`, `false` or `null`.
  private static func isLiteral(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8)
      || word.elementsEqual("null".utf8)
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
