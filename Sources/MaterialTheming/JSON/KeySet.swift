internal import MaterialThemingPOSIX

/// The keys an object may hold, matched against json-c's C-string keys without creating
/// Swift strings (the decoders check every key of every object they read).
struct KeySet: Sendable, Sequence, ExpressibleByArrayLiteral {
  /// The keys, in the order given (suggestions and messages list them in this order).
  let names: [String]
  /// The keys' UTF-8 bytes, one after another (read in place: no inner array to retain).
  private let utf8: [UInt8]
  /// Where each key's bytes start in ``utf8``, and where the last one ends.
  private let starts: [Int]
  /// Each key's length and first bytes packed into one word (see ``signature(_:length:)``),
  /// so that most candidates are ruled out by one comparison.
  private let signatures: [UInt64]

  /// Creates a set of `names`.
  init(_ names: [String]) {
    self.names = names
    var utf8: [UInt8] = []
    var starts = [0]
    for name in names {
      utf8.append(contentsOf: name.utf8)
      starts.append(utf8.count)
    }
    self.utf8 = utf8
    self.starts = starts
    signatures = names.map { name in
      let bytes = Array(name.utf8)
      return bytes.withUnsafeBufferPointer { Self.signature($0.baseAddress!, length: bytes.count) }
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
    return key.withMemoryRebound(to: UInt8.self, capacity: length) {
      index(ofBytes: $0, length: length)
    }
  }

  /// The position in ``names`` of the `length` bytes at `key`, or `nil`.
  @inline(__always)
  private func index(ofBytes key: UnsafePointer<UInt8>, length: Int) -> Int? {
    let signature = Self.signature(key, length: length)
    return signatures.withUnsafeBufferPointer { signatures in
      for index in signatures.indices where signatures[index] == signature {
        // The signature holds the whole of a short key.
        if length <= Self.signaturePrefixLength { return index }
        let equal = utf8.withUnsafeBufferPointer { utf8 in
          starts[index + 1] - starts[index] == length
            && POSIX.bytesEqual(utf8.baseAddress! + starts[index], key, count: length)
        }
        if equal { return index }
      }
      return nil
    }
  }

  /// Whether `key` is one of the names (compared by Unicode scalars, as JSON compares keys).
  func contains(_ key: String) -> Bool { names.contains { JSONKey.sameScalars($0, key) } }

  /// Iterates the names.
  func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }
}
