#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys an object may hold, matched against json-c's C-string keys without creating
/// Swift strings (the decoders check every key of every object they read).
struct KeySet: Sendable, Sequence, ExpressibleByArrayLiteral {
  /// The keys, in the order given (suggestions and messages list them in this order).
  let names: [String]
  /// Each key's UTF-8 bytes.
  private let bytes: [[UInt8]]

  /// Creates a set of `names`.
  init(_ names: [String]) {
    self.names = names
    bytes = names.map { Array($0.utf8) }
  }

  /// Creates a set from a literal list of keys.
  init(arrayLiteral names: String...) { self.init(names) }

  /// The position of `key` (a NUL-terminated UTF-8 string) in ``names``, or `nil`.
  func index(of key: UnsafePointer<CChar>) -> Int? {
    let length = strlen(key)
    for index in bytes.indices where bytes[index].count == length {
      let equal = bytes[index].withUnsafeBufferPointer {
        memcmp($0.baseAddress!, key, length) == 0
      }
      if equal { return index }
    }
    return nil
  }

  /// Whether `key` is one of the names.
  func contains(_ key: String) -> Bool { names.contains(key) }

  /// Iterates the names.
  func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }
}
