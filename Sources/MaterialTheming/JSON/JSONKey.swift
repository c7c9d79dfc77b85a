/// A JSON object key that is equal to another only when both spell the same Unicode scalars.
///
/// Swift's `String` equality is canonical equivalence, under which `"\u{E9}"` and `"e\u{301}"`
/// are one key; JSON (RFC 8259 §8.3) and json-c compare keys code unit by code unit, so sets and
/// dictionaries of JSON keys use this wrapper (the UTF-8 bytes of equal scalars are equal).
package struct JSONKey: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  package let text: String

  /// Wraps `text`.
  package init(_ text: String) { self.text = text }

  /// Whether both keys are the same scalars.
  package static func == (lhs: JSONKey, rhs: JSONKey) -> Bool { sameScalars(lhs.text, rhs.text) }

  /// Hashes the UTF-8 bytes.
  package func hash(into hasher: inout Hasher) { Self.hashScalars(text, into: &hasher) }

  /// The key itself.
  package var description: String { text }

  /// Whether `lhs` and `rhs` are the same Unicode scalars (not merely canonically equivalent).
  package static func sameScalars(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.elementsEqual(rhs.utf8)
  }

  /// Whether `lhs` and `rhs` have as many names, each the same scalars as its counterpart.
  static func same(_ lhs: [String], _ rhs: [String]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { sameScalars($0, $1) }
  }

  /// Whether both are absent, or both present and the same scalars.
  static func same(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): sameScalars(lhs, rhs)
    default: false
    }
  }

  /// Whether `names` holds `name` (compared by Unicode scalars).
  static func contains<S: Sequence<String>>(_ names: S, _ name: String) -> Bool {
    names.contains { sameScalars($0, name) }
  }

  /// Feeds the UTF-8 bytes of `text`, and their count, to `hasher`.
  static func hashScalars(_ text: String, into hasher: inout Hasher) {
    var text = text
    text.withUTF8 {
      hasher.combine($0.count)
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
  }
}
