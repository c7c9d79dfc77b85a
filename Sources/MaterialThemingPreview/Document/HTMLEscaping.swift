import MaterialTheming

/// Escapes text for HTML and XML (inline SVG): text content and quoted attribute values.
enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { Self.needsEscaping($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    TextEscaping.append(text, to: &result) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
    return result
  }

  /// Whether `byte` is one of the characters ``escape(_:)`` replaces.
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }
}
