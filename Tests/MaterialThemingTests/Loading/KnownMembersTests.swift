import Foundation
import Testing

@testable import MaterialTheming

/// The member values ``KnownMembers`` keeps from its key check (``MemberSlots``) are what
/// json-c's own lookup returns, for objects smaller and larger than the slots, and keys short
/// and long enough to need more than their ``KeySet`` signature.
@Suite struct KnownMembersTests {
  /// Keys of every length around the signature's seven bytes, one escaped, one non-ASCII.
  static let names = [
    "a", "size", "family", "letterS", "letterSp", "letterSpacing", "topLeft", "topLeftX",
    "bottomRightCornerRadius", "caf\u{E9}", "tab\tkey", "n0", "n1", "n2", "n3", "n4",
  ]

  /// An object holding the first `count` of ``names`` (every third one `null`), in an order
  /// other than the key set's.
  static func document(holding count: Int) throws -> JSONDocument {
    let members = names.prefix(count).enumerated().reversed().map { index, name in
      let escaped = name.replacingOccurrences(of: "\t", with: "\\t")
      return "\"\(escaped)\": " + (index % 3 == 0 ? "null" : "[\(index)]")
    }
    let text = "{\"outer\": {" + members.joined(separator: ", ") + "}}"
    return try JSONDocument.parse(Array(text.utf8), file: "t.json", limits: .default)
  }

  @Test(arguments: [0, 1, 3, MemberSlots.capacity, MemberSlots.capacity + 1, names.count])
  func slotsAgreeWithJSONCLookups(holding count: Int) throws {
    let document = try Self.document(holding: count)
    let context = DecodingContext(document: document, chain: [])
    let outer = try #require(document.rootNode.member("outer"))
    // Absent keys too: every name is in the set, and a few the object never holds.
    let keys = KeySet(Self.names + ["absent", "absentLongerThanSeven"])
    let members = try KnownMembers(outer, context, keys: keys)
    for (index, name) in keys.names.enumerated() {
      let expected = outer.member(name)
      let found = members[index]
      #expect((found == nil) == (expected == nil), "\(name) in \(count) members")
      #expect(found?.handle == expected?.handle, "\(name) in \(count) members")
      #expect(found?.kind == expected?.kind, "\(name) in \(count) members")
      #expect(found?.pointer == expected?.pointer, "\(name) in \(count) members")
    }
  }

  @Test func keySetMatchesWholeKeysOnly() {
    let keys = KeySet(Self.names)
    for (index, name) in Self.names.enumerated() {
      #expect(name.withCString { keys.index(of: $0) } == index)
    }
    for name in ["", "siz", "sizes", "letterSpacinG", "letterSpacing2", "bottomRightCornerRadiu"] {
      #expect(name.withCString { keys.index(of: $0) } == nil, "\(name)")
    }
  }

  @Test func anUnknownKeyIsStillTheFirstInDocumentOrder() throws {
    let text = #"{"outer": {"size": 1, "sise": 2, "famly": 3}}"#
    let document = try JSONDocument.parse(Array(text.utf8), file: "t.json", limits: .default)
    let context = DecodingContext(document: document, chain: [])
    let outer = try #require(document.rootNode.member("outer"))
    let keys: KeySet = ["family", "size"]
    #expect {
      try KnownMembers(outer, context, keys: keys)
    } throws: { error in
      guard let error = error as? ThemeError else { return false }
      return error.kind == .unknownKey && error.pointer == JSONPointer(tokens: ["outer", "sise"])
        && error.suggestion == "did you mean 'size'?" && error.position?.column == 23
    }
  }
}
