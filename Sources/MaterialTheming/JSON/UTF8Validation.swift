/// Finds ill-formed UTF-8, which json-c does not always reject.
///
/// json-c 0.16's `JSON_TOKENER_VALIDATE_UTF8` catches stray bytes but accepts overlong forms
/// (`C0 AF`) and encoded surrogates (`ED A0 80`), which Swift would then silently replace
/// with U+FFFD. This check follows the well-formed byte sequences of the Unicode Standard,
/// Table 3-7 (Unicode 15, §3.9), exactly.
enum UTF8Validation {
  /// The offset of the first byte of the first ill-formed sequence, or `nil` when `bytes` is valid UTF-8.
  static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    while index < count {
      // Theme files are mostly ASCII: skip eight ASCII bytes at a time.
      while index + Self.wordSize <= count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & Self.highBits == 0
      {
        index += Self.wordSize
      }
      guard index < count else { break }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      guard let (second, length) = Self.sequence(startingWith: lead) else { return index }
      guard index + length <= count, second.contains(bytes[index + 1]) else { return index }
      for offset in 2..<length where !Self.continuation.contains(bytes[index + offset]) {
        return index
      }
      index += length
    }
    return nil
  }

  /// The bytes tested at once by the ASCII fast path.
  private static let wordSize = MemoryLayout<UInt64>.size
  /// The high bit of each of eight bytes: zero after masking means all eight are ASCII.
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Any continuation byte.
  private static let continuation: ClosedRange<UInt8> = 0x80...0xBF

  /// The allowed range of the second byte and the sequence length for a lead byte (Table 3-7).
  private static func sequence(startingWith lead: UInt8) -> (ClosedRange<UInt8>, Int)? {
    switch lead {
    case 0xC2...0xDF: (continuation, 2)
    case 0xE0: (0xA0...0xBF, 3)
    case 0xE1...0xEC, 0xEE...0xEF: (continuation, 3)
    case 0xED: (0x80...0x9F, 3)
    case 0xF0: (0x90...0xBF, 4)
    case 0xF1...0xF3: (continuation, 4)
    case 0xF4: (0x80...0x8F, 4)
    default: nil
    }
  }
}
