import MaterialTheming

/// How a theme ``Font`` is written as CSS and as SVG text attributes.
enum CSSFont {
  /// The stack that stands for the platform's system font (``Font/systemFamily``).
  static let systemStack =
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

  /// The CSS `font-family` value: the system stack, or the named family (a CSS string in single
  /// quotes, ``TextEscaping/cssString(_:quote:)``) with it as fallback.
  static func family(of font: Font) -> String {
    guard font.family != Font.systemFamily else { return systemStack }
    return TextEscaping.cssString(font.family, quote: "'") + ", " + systemStack
  }

  /// CSS declarations for `font`: family, size in px (1 pt = 1 CSS px), weight and tracking.
  static func declarations(for font: Font) -> String {
    "font-family:\(family(of: font));font-size:\(PreviewNumber.compact(font.size))px;"
      + "font-weight:\(font.weight.rawValue);"
      + "letter-spacing:\(PreviewNumber.compact(font.letterSpacing))px"
  }

  /// SVG presentation attributes for `font`.
  static func svgAttributes(for font: Font) -> [(String, String)] {
    [
      ("font-family", family(of: font)), ("font-size", PreviewNumber.compact(font.size)),
      ("font-weight", String(font.weight.rawValue)),
      ("letter-spacing", PreviewNumber.compact(font.letterSpacing)),
    ]
  }
}
