/// A small builder for generated Swift text: indented lines and literal formatting.
struct SwiftSource {
  /// The text so far.
  private(set) var text = ""
  /// The current indentation level (two spaces each).
  private var level = 0

  /// Keywords that cannot name a member without backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout",
    "let", "operator", "protocol", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "self", "Self", "super", "throw", "throws", "true", "try", "public", "private", "internal",
  ]

  /// The width of the current indentation in columns.
  var indentationWidth: Int { level * 2 }

  /// Appends one line at the current indentation.
  mutating func line(_ content: String) {
    for _ in 0..<level { text += "  " }
    text += content
    text += "\n"
  }

  /// Appends each line of `lines` at the current indentation; empty ones stay empty.
  mutating func lines(_ lines: [String]) {
    for content in lines {
      if content.isEmpty { blank() } else { line(content) }
    }
  }

  /// Appends an empty line.
  mutating func blank() { text += "\n" }

  /// Appends `open`, the lines `body` writes one level deeper, then `close` (if not empty).
  mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftSource) -> Void) {
    line(open)
    level += 1
    body(&self)
    level -= 1
    if !close.isEmpty { line(close) }
  }

  /// Appends the lines `body` writes one level deeper.
  mutating func indented(_ body: (inout SwiftSource) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// A string literal with escapes.
  static func literal(_ text: String) -> String {
    var out = "\""
    TextEscaping.append(text, to: &out) { scalar in
      if let escape = TextEscaping.stringLiteralEscape(scalar) { return escape }
      guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
      return "\\u{\(String(scalar.value, radix: 16))}"
    }
    return out + "\""
  }

  /// A number literal: whole numbers without a fraction.
  static func number(_ value: Double) -> String { JSONOutput.format(value) }

  /// `Color(rgba: 0xRRGGBBAA)`, the color quantised to 8 bits per channel.
  static func color(_ color: Color) -> String {
    let hex = color.hexString.dropFirst()
    return "Color(rgba: 0x\(hex.prefix(4))_\(hex.suffix(4)))"
  }

  /// A `Font(...)` expression.
  static func font(_ font: Font, style: TextStyle?) -> SwiftExpression {
    var arguments: [(label: String, value: SwiftExpression)] = [
      ("family", .raw(literal(font.family))), ("size", .raw(number(font.size))),
      ("weight", .raw(weight(font.weight))),
    ]
    if font.letterSpacing != 0 {
      arguments.append(("letterSpacing", .raw(number(font.letterSpacing))))
    }
    if let curve = font.scalingCurve {
      if let style, curve == ScalingCurve.material(for: style) {
        arguments.append(("scalingCurve", .raw(".material(for: .\(style.rawValue))")))
      } else {
        let sizes = curve.sizes.map(number).joined(separator: ", ")
        arguments.append(("scalingCurve", .raw("ScalingCurve(sizes: [\(sizes)])")))
      }
    }
    return .call("Font", arguments)
  }

  /// A `FontWeight` expression: a named constant where one exists.
  static func weight(_ weight: FontWeight) -> String {
    let names: [FontWeight: String] = [
      .thin: "thin", .extraLight: "extraLight", .light: "light", .regular: "regular",
      .medium: "medium", .semibold: "semibold", .bold: "bold", .heavy: "heavy", .black: "black",
    ]
    return names[weight].map { ".\($0)" } ?? "FontWeight(clamping: \(weight.rawValue))"
  }
}
