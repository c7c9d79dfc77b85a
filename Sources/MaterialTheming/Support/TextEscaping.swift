/// Escaping text for the languages the package writes (JSON, Swift, HTML): one loop over the
/// Unicode scalars, each language's replacements in one function.
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

  /// Appends `text` to `out` as a JSON string literal: the shared escapes, and every other C0
  /// control as `\uXXXX` (hex digits in upper case when `uppercaseHex`).
  package static func appendJSONString(
    _ text: String, to out: inout String, uppercaseHex: Bool = true
  ) {
    out += "\""
    if text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      append(text, to: &out) { scalar in
        if let escape = stringLiteralEscape(scalar) { return escape }
        guard scalar.value < 0x20 else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: uppercaseHex)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    } else {
      out += text  // Nothing to escape: the usual case (keys, hex colors, names).
    }
    out += "\""
  }
}
