/// Escapes text for HTML and XML (inline SVG): text content and quoted attribute values.
enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { Self.needsEscaping($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
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
