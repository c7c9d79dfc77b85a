/// Makes text taken from input safe to print inside a one-line diagnostic.
///
/// A key such as `"x\n<file>:1:1: error: fake"` would otherwise forge a second diagnostic, and
/// `"\u001b]0;pwned\u0007"` would reach the terminal as an escape sequence. Every message and
/// output that echoes input goes through ``escaped(_:)``.
public enum DiagnosticText {
  /// `text` with every non-printable scalar spelled out: `\n`, `\r` and `\t` as those two
  /// characters, every other control (C0, DEL, C1), format character (bidi controls, zero-width
  /// characters, the BOM) and line or paragraph separator as `\u{XX}`.
  public static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isPrintable(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += spelled(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` prints as itself without moving the cursor to another line or
  /// reordering the text around it.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value >= 0x20 && scalar.value != 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return false
    default: return true
    }
  }

  /// The escape that names `scalar`.
  private static func spelled(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }
}
