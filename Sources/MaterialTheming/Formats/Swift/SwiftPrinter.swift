/// Writes generated Swift a line at a time: two spaces of indentation a level, blocks that open
/// and close around an indented body, and expressions that wrap one argument a line when they do
/// not fit the column limit.
///
/// Text that comes from a theme (names, font families, the source path) reaches the output only
/// through ``SwiftLiteral/string(_:)`` (a string literal) or ``doc(_:)`` (a documentation
/// comment, through ``comment(_:)``): the two places that decide how such text is written.
///
/// ```swift
/// var out = SwiftPrinter()
/// out.block("extension Brand {") { out in
///   out.doc("The brand's name.")
///   out.line("static let name = " + SwiftLiteral.string("Brand"))
/// }
/// out.text  // "extension Brand {\n  /// The brand's name.\n  static let name = \"Brand\"\n}\n"
/// ```
struct SwiftPrinter {
  /// The column limit generated files respect (swift-format's default).
  static let lineWidth = 100

  /// The UTF-8 of the text written so far (appending bytes costs less than appending to a
  /// `String`, which checks its storage and counts on every append).
  private(set) var bytes: [UInt8] = []
  /// The indentation of the current level.
  private var indentation = ""
  /// The width of the current level's indentation, in spaces.
  var indentationWidth: Int { indentation.utf8.count }

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Creates an empty printer.
  init() { bytes.reserveCapacity(32_768) }

  /// Appends `piece` as it is.
  private mutating func write(_ piece: String) { bytes.append(contentsOf: piece.utf8) }

  /// Writes `content` as one line at the current indentation; an empty `content` writes an
  /// empty line.
  mutating func line(_ content: String) {
    if !content.isEmpty {
      write(indentation)
      write(content)
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes an empty line.
  mutating func blank() { bytes.append(UInt8(ascii: "\n")) }

  /// Writes each line of `lines` at the current indentation; empty ones stay empty.
  mutating func lines(_ lines: String) {
    // Split at the line breaks' bytes: splitting the characters would check every grapheme break.
    let breaks = lines.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for content in breaks {
      if !content.isEmpty { write(indentation) }
      bytes.append(contentsOf: content)
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  /// Writes `text` as a `///` documentation line.
  mutating func doc(_ text: String) { line("/// " + Self.comment(text)) }

  /// Writes the lines `body` writes one level deeper.
  mutating func indent(_ body: (inout SwiftPrinter) -> Void) {
    let outer = indentation
    indentation += "  "
    body(&self)
    indentation = outer
  }

  /// Writes `open`, the lines `body` writes one level deeper, then `close` (unless it is empty).
  mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftPrinter) -> Void) {
    line(open)
    indent(body)
    if !close.isEmpty { line(close) }
  }

  /// Writes `prefix`, `expression` and `suffix` as one line when it fits the column limit; a
  /// call that does not fit is written with one argument a line and its closing parenthesis on
  /// a line of its own, each argument wrapped the same way (the layout swift-format keeps).
  mutating func expression(_ expression: SwiftExpression, prefix: String = "", suffix: String = "")
  {
    switch expression {
    case .raw(let raw):
      // Text as it is (a color, a number: most lines) is written in its pieces.
      write(indentation)
      write(prefix)
      write(raw)
      write(suffix)
      bytes.append(UInt8(ascii: "\n"))
    case .call(let name, let arguments):
      let single = prefix + expression.singleLine + suffix
      guard !fits(single) else { return line(single) }
      block(prefix + name + "(", close: ")" + suffix) { out in
        for (index, argument) in arguments.enumerated() {
          out.expression(
            argument.value, prefix: argument.label.isEmpty ? "" : argument.label + ": ",
            suffix: index == arguments.count - 1 ? "" : ",")
        }
      }
    }
  }

  /// Whether `content` fits on a line at the current indentation, counted in characters.
  private func fits(_ content: String) -> Bool {
    let room = Self.lineWidth - indentation.utf8.count
    // A character is a byte at the least: most lines are short enough not to be counted.
    return content.utf8.count <= room || content.count <= room
  }

  /// `text` as the text of a comment (``TextEscaping/swiftComment(_:)``): on one line, with no
  /// block-comment delimiter. The one way generated Swift writes a comment's text.
  static func comment(_ text: String) -> String { TextEscaping.swiftComment(text) }
}
