import Foundation

/// An RFC 6901 JSON pointer naming a value inside a document, such as `/colors/light/primary`.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
  /// The reference tokens, unescaped (object keys or array indices as text).
  public private(set) var tokens: [String]

  /// The pointer to the whole document.
  public static let root = JSONPointer(tokens: [])

  /// Creates a pointer from unescaped tokens.
  public init(tokens: [String]) { self.tokens = tokens }

  /// Parses the textual form (`""` or `/a/b~1c`).
  public init?(_ text: String) {
    if text.isEmpty {
      tokens = []
      return
    }
    guard text.hasPrefix("/") else { return nil }
    tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// The pointer to member `key` of the object this pointer names.
  public func appending(_ key: String) -> JSONPointer {
    var copy = self
    copy.tokens.append(key)
    return copy
  }

  /// The pointer to element `index` of the array this pointer names.
  public func appending(index: Int) -> JSONPointer { appending(String(index)) }

  /// The last token (a key or index), or `nil` for the root.
  public var lastToken: String? { tokens.last }

  /// The escaped textual form; the root is the empty string.
  public var description: String {
    tokens.map {
      "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }.joined()
  }

  /// Whether both pointers have the same tokens, compared by Unicode scalars: keys that are
  /// merely canonically equivalent (`"\u{E9}"`, `"e\u{301}"`) name different members in JSON.
  public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    lhs.tokens.count == rhs.tokens.count
      && zip(lhs.tokens, rhs.tokens).allSatisfy { JSONKey.sameScalars($0, $1) }
  }

  /// Hashes the tokens' scalars (consistent with ``==(_:_:)``).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tokens.count)
    for token in tokens { JSONKey.hashScalars(token, into: &hasher) }
  }

  /// The textual form, or `(document root)` for the root: what error messages print.
  public var displayText: String { tokens.isEmpty ? "(document root)" : description }
}
