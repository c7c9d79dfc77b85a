internal import CJSONC
import Testing

@testable import MaterialTheming

/// ``JSONNode/lookUp(_:in:_:)`` walks small objects instead of asking json-c's hash table; it
/// finds what `json_object_object_get_ex` finds.
@Suite struct JSONNodeLookupTests {
  /// Keys that share prefixes, differ only in their last byte, are empty or non-ASCII.
  static let keys = [
    "", "a", "ab", "abc", "b", "ba", "primary", "primaryVariant", "onPrimary", "caf\u{E9}",
    "cafe", "x\u{1F600}", "n0", "n1", "n2", "n3", "n4", "n5", "n6", "n7",
  ]

  @Test(arguments: [
    0, 1, 2, JSONNode.linearLookupLimit - 1, JSONNode.linearLookupLimit,
    JSONNode.linearLookupLimit + 1, keys.count,
  ])
  func walkFindsWhatJSONCFinds(holding count: Int) throws {
    let members = Self.keys.prefix(count).enumerated().map { index, key in
      "\"\(key)\": " + (index % 4 == 0 ? "null" : "\(index)")
    }
    let text = "{" + members.joined(separator: ", ") + "}"
    let document = try JSONDocument.parse(Array(text.utf8), file: "t.json", limits: .default)
    let root = try #require(document.rootNode.handle)
    for key in Self.keys + ["abcd", "primar", "primaryVariants", "n", "n8", "\u{E9}"] {
      var walked: OpaquePointer?
      var hashed: OpaquePointer?
      let found = key.withCString { JSONNode.lookUp($0, in: root, &walked) }
      let expected = key.withCString { json_object_object_get_ex(root, $0, &hashed) } != 0
      #expect(found == expected, "\(key) in \(count) members")
      #expect(walked == hashed, "\(key) in \(count) members")
      #expect(document.rootNode.member(key)?.handle == (expected ? hashed : nil))
    }
  }
}
