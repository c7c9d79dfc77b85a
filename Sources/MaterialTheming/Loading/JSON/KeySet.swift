internal import MaterialThemingPOSIX

/// The keys an object may hold, matched against json-c's C-string keys without creating
/// Swift strings (the decoders check every key of every object they read).
struct KeySet: Sendable, Sequence, ExpressibleByArrayLiteral {
  /// The keys, in the order given (suggestions and messages list them in this order).
  let names: [String]
  /// Each key's UTF-8 bytes.
  private let bytes: [[UInt8]]
  /// Each key's length and first bytes packed into one word (see ``signature(_:length:)``),
  /// so that most candidates are ruled out by one comparison.
  private let signatures: [UInt64]

  /// Creates a set of `names`.
  init(_ names: [String]) {
    self.names = names
    bytes = names.map { Array($0.utf8) }
    signatures = bytes.map { key in
      key.withUnsafeBufferPointer { Self.signature($0.baseAddress!, length: key.count) }
    }
  }

  /// The bytes of a key that go into its signature, after one byte of length.
  private static let signaturePrefixLength = 7

  /// The length (low byte, saturated) and the first seven bytes of a key as one word.
  private static func signature(_ key: UnsafePointer<UInt8>, length: Int) -> UInt64 {
    var word = UInt64(Swift.min(length, 0xFF))
    for index in 0..<Swift.min(length, signaturePrefixLength) {
      word |= UInt64(key[index]) << (8 * (index + 1))
    }
    return word
  }

  /// Creates a set from a literal list of keys.
  init(arrayLiteral names: String...) { self.init(names) }

  /// The position of `key` (a NUL-terminated UTF-8 string) in ``names``, or `nil`.
  func index(of key: UnsafePointer<CChar>) -> Int? {
    let length = POSIX.length(ofCString: key)
    let signature = key.withMemoryRebound(to: UInt8.self, capacity: length) {
      Self.signature($0, length: length)
    }
    for index in signatures.indices where signatures[index] == signature {
      if length <= Self.signaturePrefixLength { return index }
      let equal = bytes[index].withUnsafeBufferPointer {
        $0.count == length && POSIX.bytesEqual($0.baseAddress!, key, count: length)
      }
      if equal { return index }
    }
    return nil
  }

  /// Whether `key` is one of the names (compared by Unicode scalars, as JSON compares keys).
  func contains(_ key: String) -> Bool { names.contains { JSONKey.sameScalars($0, key) } }

  /// Iterates the names.
  func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }
}
