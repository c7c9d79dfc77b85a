import Foundation
import Testing

@testable import MaterialTheming

/// Hostile keys and documents: diagnostics stay one escaped line, keys compare by scalars, the
/// first syntax error wins, and the tokenizer's consumers agree on escaped keys.
@Suite struct HostileInputTests {
  @Test func aNewlineInAKeyCannotForgeASecondDiagnostic() throws {
    let found = try #require(loadingError(#"{"colors":{"x\n<file>:1:1: error: fake":{}}}"#))
    #expect(found.kind == .unknownKey)
    #expect(!found.description.contains("\n"))
    #expect(
      found.description.hasPrefix("t.json:1:12: error: unknown key 'x\\n<file>:1:1: error: fake'"))
    #expect(found.description.contains(" at /colors/x\\n<file>:1:1: error: fake"))
  }

  @Test func terminalEscapesAndBidiControlsAreSpelledOut() throws {
    let found = try #require(loadingError(#"{"colors":{"\u001b]0;pwned\u0007":{},"x":1}}"#))
    #expect(!found.description.unicodeScalars.contains { $0.value < 0x20 })
    #expect(found.description.contains(#"unknown key '\u{1B}]0;pwned\u{7}'"#))
    let bidi = try #require(loadingError("{\"colors\":{\"a\u{202E}b\":{}}}"))
    #expect(bidi.description.contains(#"unknown key 'a\u{202E}b'"#))
    #expect(!bidi.description.unicodeScalars.contains("\u{202E}"))
  }

  @Test func escapingKeepsPrintableTextAndSpellsTheRest() {
    #expect(DiagnosticText.escaped("primäry → ✓") == "primäry → ✓")
    #expect(
      DiagnosticText.escaped("a\tb\r\n\u{7F}\u{85}\u{200B}\u{2028}")
        == #"a\tb\r\n\u{7F}\u{85}\u{200B}\u{2028}"#)
  }

  @Test func keysThatAreOnlyCanonicallyEquivalentAreDistinct() throws {
    // "é" precomposed and decomposed are two JSON keys; the duplicate is 'x' (1:31).
    let found = try #require(loadingError(#"{"\u00e9":1,"e\u0301":2,"x":3,"x":4}"#))
    #expect(found.kind == .duplicateKey)
    #expect(found.message == "duplicate key 'x'")
    #expect(found.pointer == JSONPointer(tokens: ["x"]))
    #expect(found.position?.line == 1 && found.position?.column == 31)
    #expect(JSONPointer(tokens: ["\u{E9}"]) != JSONPointer(tokens: ["e\u{301}"]))
    #expect(JSONKey("\u{E9}") != JSONKey("e\u{301}"))
    #expect(
      !ColorSectionReader.keys.contains("se\u{301}ed") && ColorSectionReader.keys.contains("seed")
    )
  }

  /// Names are JSON keys, compared by Unicode scalars: two canonically equivalent spellings are
  /// two custom colors, neither merged nor dropped.
  @Test func extendedColorsNamedByEquivalentSpellingsAreNotMerged() throws {
    let text = #"""
      {"name": "T", "colors": {"extended": {
        "\u00e9": {"color": "#000000"}, "e\u0301": {"color": "#FFFFFF"}}}}
      """#
    let document = try ThemeLoader().document(bytes: Array(text.utf8), fileName: "t.json")
    let theme = Theme(builtIn: .material201804).applying(
      document, defaultName: "T", sourceFile: nil)
    #expect(theme.customColors.count == 2)
    // Loaded, the two are refused: both would be the Swift name `customTheme`.
    #expect(loadingError(text)?.pointer.description == "/colors/extended/e\u{301}")
    #expect(theme.customColors["\u{E9}"]?.color == Color(rgb: 0x000000))
    #expect(theme.customColors["e\u{301}"]?.color == Color(rgb: 0xFFFFFF))
  }

  @Test func theFirstSyntaxErrorInDocumentOrderIsReported() throws {
    let found = try #require(loadingError("{\n  \"name\": \"x\"\n  \"colors\": {}\n}}"))
    #expect(found.kind == .syntax)
    #expect(found.position?.line == 3 && found.position?.column == 3)
    #expect(found.message.hasPrefix("invalid JSON"))
  }

  @Test func aCommaAfterTheDocumentIsTrailingText() throws {
    let found = try #require(loadingError(#"{"name": "x"},"#))
    #expect(found.message == "unexpected text after the end of the JSON document")
    #expect(found.position?.column == 14)
  }

  /// Keys with escapes: the position index, the syntax-error path and the top-level lookup all
  /// decode them through the one tokenizer, so they name the same members.
  @Test(arguments: [
    (#""a\u002Fb""#, "a/b"), (#""c~d""#, "c~d"), (#""\uD83D\uDE00""#, "😀"),
    (#""t\"q\\""#, "t\"q\\"), (#""\u00e9""#, "\u{E9}"),
  ])
  func escapedKeysAgreeAcrossTheTokenizersConsumers(written: String, key: String) throws {
    let text = "{\(written): {\"x\": 1 \"y\": 2}}"
    let syntax = try #require(loadingError(text))
    #expect(syntax.pointer == JSONPointer(tokens: [key, "x"]))
    let valid = "{\(written): {\"x\": 1}}"
    let index = Array(valid.utf8).withUnsafeBufferPointer { PositionIndex($0) }
    let entry = try #require(index.entries[JSONPointer(tokens: [key, "x"])])
    #expect(entry.keyOffset == written.utf8.count + 4)
    let member = JSONPointer(tokens: [key])
    #expect(index.entries[member]?.keyOffset == 1)
    #expect(JSONPointer(member.description) == member)
    let document = try JSONDocument.parse(Array(valid.utf8), file: "t.json", limits: .default)
    #expect(document.valuePosition(ofTopLevelKey: key)?.offset == written.utf8.count + 3)
  }

  /// The one string decoder: escapes decoded once, exactly; what no valid document holds
  /// becomes U+FFFD rather than a misleading spelling.
  @Test(arguments: [
    (#""plain""#, "plain"), (#""a\u002Fb~""#, "a/b~"), (#""\uD83D\uDE00x""#, "😀x"),
    (#""\n\t\r\b\f\/\\\"""#, "\n\t\r\u{8}\u{C}/\\\""), (#""\uD83D""#, "\u{FFFD}"),
    (#""\u12""#, "\u{FFFD}12"), (#""cut"#, "cut"),
  ])
  func stringsDecodeExactly(written: String, decoded: String) {
    let bytes = Array(written.utf8)
    let result = bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = JSONTokenizer(buffer)
      let token = tokenizer.next()
      return (token.kind, JSONTokenizer.decodeString(token, in: buffer))
    }
    #expect(result.0 == .string)
    #expect(result.1.unicodeScalars.elementsEqual(decoded.unicodeScalars))
  }

  /// Strings are read eight bytes at a time while no byte needs a look: a quote, a backslash or
  /// a control character at any position (and bytes just above and below them) are still found
  /// exactly where a byte-by-byte read finds them.
  @Test func stringsEndAndEscapeAtEveryPosition() {
    for special: UInt8 in [0x22, 0x5C, 0x00, 0x0A, 0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0xC3] {
      for length in 0..<20 {
        for position in 0...length {
          var content = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          if position < length { content[position] = special }
          let bytes = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")]
          let token = bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = JSONTokenizer(buffer)
            return tokenizer.next()
          }
          let expected = Self.byteByByteString(bytes)
          #expect(token.end == expected.end, "byte \(special) at \(position) of \(length)")
          #expect(token.firstEscape == expected.firstEscape)
          #expect(token.firstControl == expected.firstControl)
          #expect(token.isTerminated == expected.isTerminated)
        }
      }
    }
  }

  /// The string token starting at offset 0 of `bytes`, read one byte at a time.
  private static func byteByByteString(_ bytes: [UInt8])
    -> (end: Int, firstEscape: Int, firstControl: Int, isTerminated: Bool)
  {
    var index = 1
    var firstEscape = -1
    var firstControl = -1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""): return (index + 1, firstEscape, firstControl, true)
      case UInt8(ascii: "\\"):
        if firstEscape < 0 { firstEscape = index }
        index += 2
      case let byte where byte < 0x20:
        if firstControl < 0 { firstControl = index }
        index += 1
      default: index += 1
      }
    }
    return (bytes.count, firstEscape, firstControl, false)
  }
}
