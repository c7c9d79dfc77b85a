/// Makes text taken from input safe to print inside a one-line diagnostic.
///
/// A key such as `"x\n<file>:1:1: error: fake"` would otherwise forge a second diagnostic, and
/// `"\u001b]0;pwned\u0007"` would reach the terminal as an escape sequence. Every message and
/// output that echoes input goes through ``escaped(_:)``.
package enum DiagnosticText {
  /// `text` with every non-printable scalar spelled out: `\n`, `\r` and `\t` as those two
  /// characters, every other control (C0, DEL, C1), format character (bidi controls, zero-width
  /// characters, the BOM) and line or paragraph separator as `\u{XX}`.
  ///
  /// Escaping twice gives the same text as escaping once.
  package static func escaped(_ text: String) -> String { TextEscaping.oneLine(text) }
}
