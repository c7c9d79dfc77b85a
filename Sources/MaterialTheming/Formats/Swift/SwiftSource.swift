/// A builder for generated Swift text: indented lines and literal formatting, written as UTF-8
/// bytes into one ``ByteBuffer``.
///
/// Cold parts (headers, helpers) go through ``line(_:)``; the per-color and per-field lines,
/// which are most of a file, are assembled piece by piece (``indent()``, ``append(_:)``,
/// ``append(rgba:)``, ``append(number:)``, ``endLine()``) so that no temporary string is made for
/// them.
struct SwiftSource {
  /// The UTF-8 bytes so far.
  private var bytes: ByteBuffer
  /// The current indentation level (two spaces each).
  private var level = 0

  /// Creates an empty source with room for `capacity` bytes.
  init(capacity: Int = 32_768) { bytes = ByteBuffer(capacity: capacity) }

  /// The text so far.
  var text: String { bytes.string }

  /// The UTF-8 bytes so far (every piece appended is valid UTF-8, so they need no validation).
  var utf8: [UInt8] { bytes.array }

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
    indent()
    append(content)
    endLine()
  }

  /// Appends the current indentation: the start of a line assembled piece by piece.
  mutating func indent() {
    bytes.append(repeating: 0x20, count: level * 2)
  }

  /// Appends `text` as it is.
  mutating func append(_ text: String) { bytes.append(text) }

  /// Appends a documentation line naming `code` in backticks, then what `rest` appends (a
  /// full stop by default): ``/// `code`.``.
  mutating func codeDoc(_ code: String, _ rest: (inout SwiftSource) -> Void = { $0.append(".") }) {
    indent()
    append("/// `")
    append(code)
    append("`")
    rest(&self)
    endLine()
  }

  /// Appends a line break.
  mutating func endLine() { bytes.append(0x0A) }

  /// Appends `0xRRGG_BBAA`: the color quantised to 8 bits per channel.
  mutating func append(rgba color: Color) {
    let argb = color.argb
    let rgba = argb << 8 | argb >> 24
    bytes.append(count: 11) { out in
      out[0] = 0x30  // 0
      out[1] = 0x78  // x
      out[6] = 0x5F  // _
      // Digits from the last: BBAA at 7...10, then RRGG at 2...5.
      var value = rgba
      for digit in 0..<8 {
        out[digit < 4 ? 10 - digit : 9 - digit] = Self.hexDigits[Int(value & 0xF)]
        value >>= 4
      }
    }
  }

  /// Appends `0xRRGG_BBAA` (as ``append(rgba:)``) and then `tail`, in one reservation: the end
  /// of a color line.
  mutating func append(rgba color: Color, tail: [UInt8]) {
    append(rgba: color)
    bytes.append(tail)
  }

  /// Appends bytes rendered before (a line start with its indentation, say).
  mutating func append(rendered: [UInt8]) { bytes.append(rendered) }

  /// The uppercase hexadecimal digits as UTF-8.
  private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

  /// Appends a number literal: whole numbers without a fraction (as ``number(_:)``).
  mutating func append(number value: Double) {
    guard value == value.rounded(), abs(value) < 1e15 else { return append(Self.number(value)) }
    var whole = Int64(value)
    if whole < 0 { bytes.append(0x2D) }
    whole = abs(whole)
    var digits: (UInt64, UInt64) = (0, 0)  // 16 digits at most, most significant last
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(whole % 10) + 0x30
        whole /= 10
        count += 1
      } while whole > 0
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// Appends `text` as a string literal with escapes (as ``literal(_:)``).
  mutating func append(literal text: String) {
    if text.utf8.contains(where: Self.needsEscape) {
      append(Self.literal(text))
    } else {
      bytes.append(0x22)
      append(text)
      bytes.append(0x22)
    }
  }

  /// Appends each line of `lines` at the current indentation; empty ones stay empty.
  mutating func lines(_ lines: [String]) {
    for content in lines {
      if content.isEmpty { blank() } else { line(content) }
    }
  }

  /// Lines rendered once at a fixed indentation level, appended as bytes.
  struct Snippet {
    /// The indentation level the lines were rendered at.
    let level: Int
    /// The rendered lines.
    let bytes: [UInt8]

    /// Renders the lines of `text` at `level`.
    init(_ text: String, level: Int) {
      var source = SwiftSource(capacity: text.utf8.count * 2)
      source.level = level
      source.lines(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      self.level = level
      self.bytes = source.bytes.array
    }
  }

  /// Appends `snippet`, which must have been rendered at the current level.
  mutating func append(_ snippet: Snippet) {
    precondition(snippet.level == level, "a snippet rendered at another indentation level")
    bytes.append(snippet.bytes)
  }

  /// Appends an empty line.
  mutating func blank() { endLine() }

  /// Writes one line at the current indentation with `body`; when it comes out wider than
  /// ``SwiftExpression/lineWidth``, takes it back and lets `wrapped` write it instead.
  ///
  /// Most lines fit, so building them piece by piece and checking afterwards spares measuring
  /// an expression tree for each.
  mutating func fittedLine(
    _ body: (inout SwiftSource) -> Void, wrapped: (inout SwiftSource) -> Void
  ) {
    let start = bytes.count
    indent()
    body(&self)
    if bytes.width(from: start) <= SwiftExpression.lineWidth {
      endLine()
    } else {
      bytes.removeLast(from: start)
      wrapped(&self)
    }
  }

  /// Writes `prefix` + a `Font(...)` expression (as ``font(_:style:)`` builds it) as one line,
  /// or — when that is wider than the column limit — as ``SwiftExpression`` wraps it: one
  /// argument per line.
  ///
  /// A file states the same few fonts many times (a style's font for every trait), so each
  /// distinct font's arguments are rendered once per file.
  mutating func fontLine(_ font: Font, style: TextStyle?, prefix: String) {
    let rendered = renderedFont(font, style: style)
    let width =
      indentationWidth + Self.characterCount(prefix) + "Font()".utf8.count + rendered.width
    indent()
    append(prefix)
    append("Font(")
    if width <= SwiftExpression.lineWidth {
      bytes.append(rendered.text)
      append(")")
      endLine()
      return
    }
    endLine()
    level += 1
    var start = 0
    for (index, end) in rendered.ends.enumerated() {
      indent()
      bytes.append(rendered.text[start..<end])
      if index < rendered.ends.count - 1 { append(",") }
      endLine()
      start = end + 2  // past ", "
    }
    level -= 1
    line(")")
  }

  /// The arguments of a `Font(...)` expression with their labels, rendered once.
  private struct RenderedFont {
    /// The font and the text style it was rendered for (which decides how a curve is named).
    let font: Font
    let style: TextStyle?
    /// The arguments on one line: `family: "Inter", size: 12, …`.
    let text: [UInt8]
    /// Where each argument ends in ``text``.
    let ends: [Int]
    /// The width of ``text`` in characters.
    let width: Int
  }

  /// Material Components' scaling curve of each text style, built once.
  private static let materialCurves = Dictionary(
    uniqueKeysWithValues: TextStyle.allCases.map { ($0, ScalingCurve.material(for: $0)) })

  /// The fonts rendered so far in this file.
  private var renderedFonts: [RenderedFont] = []

  /// `font`'s arguments for `style`, rendered now (at the end of the buffer, then taken back)
  /// or found among those rendered before.
  private mutating func renderedFont(_ font: Font, style: TextStyle?) -> RenderedFont {
    if let found = renderedFonts.first(where: { $0.style == style && $0.font == font }) {
      return found
    }
    let start = bytes.count
    var ends: [Int] = []
    ends.reserveCapacity(5)
    append("family: ")
    append(literal: font.family)
    ends.append(bytes.count - start)
    append(", size: ")
    append(number: font.size)
    ends.append(bytes.count - start)
    append(", weight: ")
    append(weight: font.weight)
    ends.append(bytes.count - start)
    if font.letterSpacing != 0 {
      append(", letterSpacing: ")
      append(number: font.letterSpacing)
      ends.append(bytes.count - start)
    }
    if let curve = font.scalingCurve {
      append(", scalingCurve: ")
      if let style, curve == Self.materialCurves[style] {
        append(".material(for: .")
        append(style.rawValue)
        append(")")
      } else {
        // An explicit curve stays on its line, as the expression tree writes it (a raw
        // argument).
        append("ScalingCurve(sizes: [")
        for (index, size) in curve.sizes.enumerated() {
          if index > 0 { append(", ") }
          append(number: size)
        }
        append("])")
      }
      ends.append(bytes.count - start)
    }
    let rendered = RenderedFont(
      font: font, style: style, text: bytes.array(from: start), ends: ends,
      width: bytes.width(from: start))
    bytes.removeLast(from: start)
    renderedFonts.append(rendered)
    return rendered
  }

  /// Appends a `FontWeight` expression (as ``weight(_:)``).
  mutating func append(weight: FontWeight) {
    let hundreds = weight.rawValue / 100
    if weight.rawValue % 100 == 0, (1...9).contains(hundreds) {
      append(Self.weightConstants[hundreds - 1])
    } else {
      append(Self.weight(weight))
    }
  }

  /// `.thin` … `.black`: the expressions of weights 100 … 900.
  private static let weightConstants = (1...9).map { weight(FontWeight(clamping: $0 * 100)) }

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
    if !text.utf8.contains(where: needsEscape) { return "\"" + text + "\"" }
    var out = "\""
    TextEscaping.append(text, to: &out) { scalar in
      if let escape = TextEscaping.stringLiteralEscape(scalar) { return escape }
      guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
      return "\\u{\(String(scalar.value, radix: 16))}"
    }
    return out + "\""
  }

  /// Whether a UTF-8 byte stands for a character a string literal escapes: a control character,
  /// a quote or a backslash.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
  }

  /// The number of characters of `text`, counted as bytes when it is ASCII (the common case).
  static func characterCount(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
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
    arguments.reserveCapacity(5)
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
    weightNames[weight].map { ".\($0)" } ?? "FontWeight(clamping: \(weight.rawValue))"
  }

  /// The named `FontWeight` constants.
  private static let weightNames: [FontWeight: String] = [
    .thin: "thin", .extraLight: "extraLight", .light: "light", .regular: "regular",
    .medium: "medium", .semibold: "semibold", .bold: "bold", .heavy: "heavy", .black: "black",
  ]
}
