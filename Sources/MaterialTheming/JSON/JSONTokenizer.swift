/// One lexical token of a JSON text: its kind and where its bytes lie.
struct JSONToken {
  /// What the token is.
  enum Kind: UInt8 {
    /// `{`, `}`, `[`, `]`, `:` and `,`.
    case beginObject, endObject, beginArray, endArray, colon, comma
    /// A string, from its opening quote to its closing one (or the end of the input).
    case string
    /// A bare word: a number, a literal, or something JSON does not allow (`NaN`, `True`).
    case word
    /// One byte no JSON token starts with (a quote `'`, a `/`, a stray non-ASCII byte).
    case invalid
    /// The end of the input.
    case end
  }

  /// The kind.
  var kind: Kind
  /// The offset of the first byte.
  var start: Int
  /// The offset just past the last byte (past the closing quote of a string).
  var end: Int
  /// For strings: the offset of the first backslash, or -1 when there is no escape.
  var firstEscape = -1
  /// For strings: the offset of the first raw control character (below U+0020), or -1.
  var firstControl = -1
  /// For strings: whether the closing quote was found before the end of the input.
  var isTerminated = true
}

/// Splits JSON bytes into tokens: the one lexer behind the strict pre-scan
/// (``JSONSyntaxScan``), the position index (``PositionIndex``), the paths of syntax errors
/// (``SyntaxPath``) and key lookups, so that all of them agree on where strings end and what
/// an escaped key spells (``decodeString(_:in:)``).
struct JSONTokenizer {
  /// The input.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next token is looked for.
  var offset: Int

  /// A tokenizer over `bytes`, starting at `offset`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  /// The next token after any whitespace; `.end` at the end of the input.
  @inline(__always)
  mutating func next() -> JSONToken {
    let count = bytes.count
    while offset < count, Self.isWhitespace(bytes[offset]) { offset += 1 }
    let start = offset
    guard start < count else { return JSONToken(kind: .end, start: count, end: count) }
    let byte = bytes[start]
    let kind: JSONToken.Kind
    switch byte {
    case UInt8(ascii: "\""): return string(from: start)
    case UInt8(ascii: "{"): kind = .beginObject
    case UInt8(ascii: "}"): kind = .endObject
    case UInt8(ascii: "["): kind = .beginArray
    case UInt8(ascii: "]"): kind = .endArray
    case UInt8(ascii: ":"): kind = .colon
    case UInt8(ascii: ","): kind = .comma
    default:
      var index = start
      while index < count, Self.isWordByte(bytes[index]) { index += 1 }
      if index == start {
        offset = start + 1
        return JSONToken(kind: .invalid, start: start, end: start + 1)
      }
      offset = index
      return JSONToken(kind: .word, start: start, end: index)
    }
    offset = start + 1
    return JSONToken(kind: kind, start: start, end: start + 1)
  }

  /// The kind of the first token (what the document's root value is).
  var firstToken: JSONToken.Kind {
    var copy = self
    return copy.next().kind
  }

  /// The string token whose opening quote is at `start`.
  ///
  /// Not inlined: forced inline, its word-at-a-time loop kept ``next()`` itself from being
  /// inlined into the pre-scan, whose every token then cost a call.
  @inline(never)
  private mutating func string(from start: Int) -> JSONToken {
    var index = start + 1
    var firstEscape = -1
    var firstControl = -1
    let count = bytes.count
    // Eight bytes at a time up to the first that ends the string or needs a second look.
    let raw = UnsafeRawBufferPointer(bytes)
    while index &+ 8 <= count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let found = Self.bytesNeedingLook(word)
      guard found == 0 else {
        index &+= found.trailingZeroBitCount &>> 3
        break
      }
      index &+= 8
    }
    while index < count {
      let byte = bytes[index]
      // The common case first: a byte that neither ends the string nor needs a second look.
      if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        offset = index + 1
        return JSONToken(
          kind: .string, start: start, end: offset, firstEscape: firstEscape,
          firstControl: firstControl)
      }
      if byte == UInt8(ascii: "\\") {
        if firstEscape < 0 { firstEscape = index }
        index += 2
        continue
      }
      if firstControl < 0 { firstControl = index }
      index += 1
    }
    offset = count
    return JSONToken(
      kind: .string, start: start, end: count, firstEscape: firstEscape,
      firstControl: firstControl, isTerminated: false)
  }

  /// The high bit of each of the eight bytes of `word` (the first in the lowest byte) that is a
  /// quote, a backslash or a control character (below U+0020), at least up to the first such
  /// byte: the usual SWAR tests, whose lowest set bit is exact (a borrow only reaches the bytes
  /// above a match; bytes of 0x80 and above never match).
  @inline(__always)
  static func bytesNeedingLook(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte below `n` (here a zero byte of `word ^ quotes` or `word ^ backslashes`, or a byte
    // of `word` below 0x20) borrows into its high bit from a clear one when `n` is subtracted.
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let found =
      ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes)
      | ((backslashes &- ones) & ~backslashes)
    return found & (ones &* 0x80)
  }

  /// Whether `byte` is JSON whitespace.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Whether `byte` continues a bare word (numbers, literals and the non-JSON words json-c reads).
  @inline(__always)
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}

extension JSONTokenizer {
  /// The text of the string `token` with its escapes decoded: `\uXXXX` escapes (surrogate
  /// pairs joined into one scalar) and the two-character escapes. What no valid document holds
  /// (an unpaired surrogate, a cut escape) becomes U+FFFD, so a broken document still yields a
  /// name for its error message.
  static func decodeString(_ token: JSONToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let contentEnd = token.isTerminated ? token.end - 1 : token.end
    let contentStart = min(token.start + 1, contentEnd)
    guard token.firstEscape >= 0 else {
      return String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    var raw = contentStart
    var index = token.firstEscape
    func flush(upTo end: Int) {
      if raw < end {
        scalars.append(contentsOf: String(decoding: bytes[raw..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while index < contentEnd {
      guard bytes[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      flush(upTo: index)
      guard index + 1 < contentEnd else {
        scalars.append("\u{FFFD}")
        index = contentEnd
        raw = contentEnd
        break
      }
      let escape = bytes[index + 1]
      var length = 2
      switch escape {
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "u"):
        guard let unit = unicodeEscape(bytes, at: index, before: contentEnd) else {
          scalars.append("\u{FFFD}")
          break
        }
        length = 6
        if (0xD800...0xDBFF).contains(unit),
          let low = unicodeEscape(bytes, at: index + 6, before: contentEnd),
          (0xDC00...0xDFFF).contains(low)
        {
          length = 12
          scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
        } else {
          scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
      default:
        scalars.append(escape < 0x80 ? Unicode.Scalar(escape) : "\u{FFFD}")
      }
      index += length
      raw = index
    }
    flush(upTo: contentEnd)
    return String(scalars)
  }

  /// The code unit of a complete `\uXXXX` escape at `index` ending before `limit`, or `nil`.
  static func unicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before limit: Int)
    -> UInt32?
  {
    guard index + 5 < limit, bytes[index] == UInt8(ascii: "\\"),
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
}
