/// Checks a bare word against the JSON number grammar of RFC 8259 §6.
///
/// json-c reports a malformed number (`01`, `0x1`, `1.`) where its token ends, one or more
/// characters past the mistake; this check names the first byte that breaks the grammar:
/// `number = [ "-" ] ( "0" / digit1-9 *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT ]`.
enum JSONNumberGrammar {
  /// Whether `byte` can begin something meant as a number (so the grammar applies to its word).
  static func startsNumber(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: ".")
  }

  /// The index in `word` of the first byte that breaks the grammar (`word.count` when the
  /// number stops short), or `nil` when `word` is a JSON number.
  static func firstInvalidIndex(in word: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = word.count
    func digits() {
      while index < count, isDigit(word[index]) { index += 1 }
    }
    if index < count, word[index] == UInt8(ascii: "-") { index += 1 }
    guard index < count, isDigit(word[index]) else { return index }
    if word[index] == UInt8(ascii: "0") { index += 1 } else { digits() }
    if index < count, word[index] == UInt8(ascii: ".") {
      index += 1
      guard index < count, isDigit(word[index]) else { return index }
      digits()
    }
    if index < count, word[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, word[index] == UInt8(ascii: "+") || word[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard index < count, isDigit(word[index]) else { return index }
      digits()
    }
    return index == count ? nil : index
  }

  /// Whether `byte` can appear in a JSON number.
  static func isNumberByte(_ byte: UInt8) -> Bool {
    startsNumber(byte) || byte | 0x20 == UInt8(ascii: "e")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
