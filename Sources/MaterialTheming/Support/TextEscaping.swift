/// The one escaper for text taken from input that lands in output: diagnostics and terminal
/// lines, Swift string literals and comments, CSS strings, comments and identifiers, HTML text
/// and attributes, and JSON strings.
///
/// Every language's escapes go through one loop over the Unicode scalars (``append(_:to:replacing:)``),
/// and every language treats the same scalars as unsafe (``isPrintable(_:)``): C0 and C1
/// controls, DEL, format characters (the bidi embeddings, overrides and isolates U+202A–U+202E
/// and U+2066–U+2069, zero-width characters, the BOM) and the line and paragraph separators.
/// None of them is ever copied raw: each is written as an escape the language reads back as the
/// same scalar (a string literal, a JSON string, a CSS string) or as visible text that names it
/// (a comment, a diagnostic, HTML text), so input can neither start a new line of code or output
/// nor reorder what a reader sees around it.
package enum TextEscaping {
  /// Appends `text` to `out` with every scalar `replacement` names replaced by its text; the
  /// others are copied as they are.
  package static func append(
    _ text: String, to out: inout String, replacing replacement: (Unicode.Scalar) -> String?
  ) {
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        out += replaced
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }

  /// Whether `scalar` prints as itself without moving to another line or reordering the text
  /// around it: not a control (C0, DEL, C1), format character, line or paragraph separator.
  package static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value >= 0x20 && scalar.value != 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return false
    default: return true
    }
  }

  /// Whether every scalar of `text` is printable ASCII: the usual case, where no language
  /// needs anything but its own few replacements (checked over the bytes).
  @inline(__always)
  private static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// `\u{XX}`: the Swift spelling of a scalar (upper-case hex digits), also the visible name
  /// one-line text gives it.
  package static func swiftUnicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// The escapes JSON and Swift string literals share: quote, backslash, newline, carriage
  /// return and tab; `nil` for any other scalar.
  package static func stringLiteralEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }

  // MARK: One line of text (diagnostics, terminal, comments)

  /// `text` on one line: `\n`, `\r` and `\t` as those two characters, every other
  /// non-printable scalar (see ``isPrintable(_:)``) as `\u{XX}`; everything else as it is.
  ///
  /// The form of input inside a diagnostic or any other terminal line, and inside a comment of
  /// generated code: it cannot end the line, so it cannot forge another diagnostic or start a
  /// line of code. Escaping twice gives the same text as escaping once.
  package static func oneLine(_ text: String) -> String {
    guard !isPrintableASCII(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    append(text, to: &result, replacing: oneLineEscape)
    return result
  }

  /// The replacement ``oneLine(_:)`` writes for `scalar`, or `nil` for a printable one.
  private static func oneLineEscape(_ scalar: Unicode.Scalar) -> String? {
    guard !isPrintable(scalar) else { return nil }
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: return swiftUnicodeEscape(scalar)
    }
  }

  // MARK: Swift

  /// `text` as a Swift string literal, quotes included: `"` and `\` escaped, newline, carriage
  /// return and tab as `\n`, `\r`, `\t`, every other non-printable scalar as `\u{XX}`. The
  /// literal's value is `text`, scalar for scalar.
  package static func swiftStringLiteral(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C })
    else { return "\"" + text + "\"" }
    var out = "\""
    append(text, to: &out) { scalar in
      if let escape = stringLiteralEscape(scalar) { return escape }
      return isPrintable(scalar) ? nil : swiftUnicodeEscape(scalar)
    }
    return out + "\""
  }

  /// `text` as the text of a Swift comment (`//` or `///`): ``oneLine(_:)``, so it cannot end
  /// the comment's line, and `*/` and `/*` broken apart (`* /`, `/ *`), so it cannot end or open
  /// a block comment either.
  package static func swiftComment(_ text: String) -> String {
    blockCommentSafe(oneLine(text))
  }

  /// `text` with `*/` and `/*` written `* /` and `/ *`.
  private static func blockCommentSafe(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "*")) else { return text }
    return text.replacing("*/", with: "* /").replacing("/*", with: "/ *")
  }

  // MARK: CSS

  /// `text` as a CSS string, in `quote`s: the quote and `\` escaped with a backslash, every
  /// non-printable scalar (newlines included) as a CSS hex escape (`\a `, `\202e `). The
  /// string's value is `text`, scalar for scalar.
  package static func cssString(_ text: String, quote: Unicode.Scalar = "\"") -> String {
    var out = String(Character(quote))
    append(text, to: &out) { scalar in
      if scalar == quote || scalar == "\\" { return "\\" + String(Character(scalar)) }
      return isPrintable(scalar) ? nil : cssHexEscape(scalar)
    }
    out.unicodeScalars.append(quote)
    return out
  }

  /// `\<hex> `: a CSS escape of `scalar`, the space ending it (CSS Syntax §4.3.7).
  package static func cssHexEscape(_ scalar: Unicode.Scalar) -> String {
    "\\" + String(scalar.value, radix: 16) + " "
  }

  /// `text` as the text of a CSS comment (`/* … */`): ``oneLine(_:)``, with `*/` and `/*`
  /// broken apart so it can neither end the comment nor nest one.
  package static func cssComment(_ text: String) -> String {
    blockCommentSafe(oneLine(text))
  }

  // MARK: HTML

  /// `text` as HTML text or a quoted attribute value: `&`, `<`, `>`, `"` and `'` as character
  /// references, every non-printable scalar as in ``oneLine(_:)`` (visible, never raw: a
  /// character reference to a bidi override would still reorder the page).
  package static func html(_ text: String) -> String {
    guard text.utf8.contains(where: { htmlNeedsEscape($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    append(text, to: &result) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: oneLineEscape(scalar)
      }
    }
    return result
  }

  /// Whether `byte` may start a scalar ``html(_:)`` replaces.
  private static func htmlNeedsEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0..<0x20, 0x7F...:
      true
    default: false
    }
  }

  // MARK: JSON

  /// Appends `text` to `out` as a JSON string literal: the shared escapes, and every other
  /// non-printable scalar as `\uXXXX` (a surrogate pair past the BMP; hex digits in upper case
  /// when `uppercaseHex`). The string's value is `text`, scalar for scalar.
  package static func appendJSONString(
    _ text: String, to out: inout String, uppercaseHex: Bool = true
  ) {
    out += "\""
    if text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) {
      append(text, to: &out) { scalar in
        if let escape = stringLiteralEscape(scalar) { return escape }
        guard !isPrintable(scalar) else { return nil }
        func unit(_ value: UInt32) -> String {
          let hex = String(value, radix: 16, uppercase: uppercaseHex)
          return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        guard scalar.value > 0xFFFF else { return unit(scalar.value) }
        let offset = scalar.value - 0x1_0000
        return unit(0xD800 + (offset >> 10)) + unit(0xDC00 + (offset & 0x3FF))
      }
    } else {
      out += text  // Nothing to escape: the usual case (keys, hex colors, names).
    }
    out += "\""
  }
}
