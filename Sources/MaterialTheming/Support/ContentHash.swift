/// A 64-bit hash of bytes for change detection (not security): FNV-1a's multiply over eight
/// bytes at a time, each run of bytes closed by its length so that `"ab" + "c"` and
/// `"a" + "bc"` differ.
///
/// The build cache hashes every input file and output with it, and the loader's
/// ``InputRecorder`` hashes what it reads, so both sides agree on what "unchanged" means.
///
/// ```swift
/// var hash = ContentHash()
/// hash.add("material-theme 1.0")
/// hash.add(bytes)
/// let value = hash.value
/// ```
package struct ContentHash: Sendable, Hashable {
  /// The hash of everything added so far.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  private static let prime: UInt64 = 0x100_0000_01b3

  /// An empty hash.
  package init() {}

  /// Adds `text`'s UTF-8 bytes.
  package mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
  }

  /// Adds `bytes`.
  package mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { add($0) }
  }

  /// Adds a 64-bit number (eight bytes, little-endian).
  package mutating func add(_ number: UInt64) {
    withUnsafeBytes(of: number.littleEndian) { add($0) }
  }

  /// Adds the bytes in `buffer`.
  package mutating func add(_ buffer: UnsafeRawBufferPointer) {
    var hash = value
    var offset = 0
    let count = buffer.count
    while offset + 8 <= count {
      let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash = (hash ^ word) &* Self.prime
      hash ^= hash >> 32
      offset += 8
    }
    while offset < count {
      hash = (hash ^ UInt64(buffer[offset])) &* Self.prime
      offset += 1
    }
    value = (hash ^ UInt64(count)) &* Self.prime
  }

  /// The hash of `bytes` alone.
  package static func of(_ bytes: [UInt8]) -> UInt64 {
    var hash = ContentHash()
    hash.add(bytes)
    return hash.value
  }
}
