import Testing

@testable import MaterialTheming

/// The printer generated Swift is written with: indentation, blocks, wrapping expressions and
/// string literals.
@Suite struct SwiftPrinterTests {
  /// `body` run at indentation `level`.
  static func printed(level: Int = 0, _ body: (inout SwiftPrinter) -> Void) -> String {
    var out = SwiftPrinter()
    func nest(_ depth: Int, _ out: inout SwiftPrinter) {
      guard depth > 0 else { return body(&out) }
      out.indent { nest(depth - 1, &$0) }
    }
    nest(level, &out)
    return out.text
  }

  @Test func indentationIsTwoSpacesALevelAndEmptyLinesStayEmpty() {
    func nest(_ depth: Int, _ out: inout SwiftPrinter) {
      out.line("x")
      out.line("")
      if depth < 20 { out.indent { nest(depth + 1, &$0) } }
    }
    let text = Self.printed { nest(0, &$0) }
    let expected = (0...20).map { String(repeating: " ", count: 2 * $0) + "x\n\n" }.joined()
    #expect(text == expected)
  }

  @Test func blocksCloseUnlessTheCloseIsEmpty() {
    let text = Self.printed { out in
      out.block("enum A {") { $0.doc("A `thing`.") }
      out.block("case x:", close: "") { $0.line("break") }
    }
    #expect(text == "enum A {\n  /// A `thing`.\n}\ncase x:\n  break\n")
  }

  /// A line fits when its characters (not its bytes) fit the 100 columns.
  @Test func aLineIsMeasuredInCharacters() {
    func call(_ count: Int) -> SwiftExpression {
      .call("f", [(label: "", value: .raw(String(repeating: "é", count: count)))])
    }
    // Two spaces, `f(`, the text, `)` and `,`: 100 characters fit.
    let fits = Self.printed(level: 1) { $0.expression(call(94), suffix: ",") }
    #expect(fits == "  f(" + String(repeating: "é", count: 94) + "),\n")
    let wraps = Self.printed(level: 1) { $0.expression(call(95), suffix: ",") }
    #expect(wraps == "  f(\n    " + String(repeating: "é", count: 95) + "\n  ),\n")
  }

  /// A call too wide for its line takes one argument a line, each wrapped the same way; text
  /// given as it is never wraps.
  @Test func wideCallsWrapAnArgumentALine() {
    let long = String(repeating: "x", count: 60)
    let inner = SwiftExpression.call("Inner", [("a", .raw(long)), ("b", .raw(long))])
    let text = Self.printed { out in
      out.expression(.call("Outer", [("first", inner), ("", .raw("1"))]), prefix: "let v = ")
      out.expression(.raw(String(repeating: "y", count: 120)))
    }
    #expect(
      text == """
        let v = Outer(
          first: Inner(
            a: \(long),
            b: \(long)
          ),
          1
        )
        \(String(repeating: "y", count: 120))

        """)
  }

  /// Fonts take each layout: one line; wrapped, with a named and an explicit scaling curve on
  /// lines of their own.
  @Test func fontsFitOrWrap() {
    let short = Font(family: "Inter", size: 12, weight: .medium, letterSpacing: 0.25)
    #expect(
      Self.printed { $0.expression(SwiftLiteral.font(short, style: nil), prefix: "f = ") }
        == "f = MaterialThemingCore.Font(family: \"Inter\", size: 12, weight: .medium, "
        + "letterSpacing: 0.25)\n")
    var named = short
    named.family = "IBM Plex Sans Condensed Extra Wide Display"
    named.scalingCurve = .material(for: .body1)
    let wrapped = Self.printed(level: 2) {
      $0.expression(SwiftLiteral.font(named, style: .body1), prefix: "scheme[.body1] = ")
    }
    #expect(
      wrapped == """
            scheme[.body1] = MaterialThemingCore.Font(
              family: "IBM Plex Sans Condensed Extra Wide Display",
              size: 12,
              weight: .medium,
              letterSpacing: 0.25,
              scalingCurve: .material(for: .body1)
            )

        """)
    named.scalingCurve = ScalingCurve(sizes: [10, 11, 12.5, 13, 14, 16, 18, 20, 22, 24, 28, 32])
    let explicit = Self.printed { $0.expression(SwiftLiteral.font(named, style: .body1)) }
    #expect(
      explicit.contains(
        "\n  scalingCurve: ScalingCurve(sizes: [10, 11, 12.5, 13, 14, 16, 18, 20, 22, 24, 28, 32])\n"
      ))
    #expect(SwiftLiteral.weight(FontWeight(clamping: 450)) == "FontWeight(clamping: 450)")
    #expect(SwiftLiteral.weight(.semibold) == ".semibold")
  }

  @Test func stringLiteralsEscapeQuotesBackslashesAndControls() {
    // Comments are one line, with no block-comment delimiter.
    #expect(SwiftPrinter.comment("a\nb */ c") == #"a\nb * / c"#)
    #expect(SwiftLiteral.string("Inter") == "\"Inter\"")
    #expect(SwiftLiteral.string("a\"b\\c") == #""a\"b\\c""#)
    #expect(SwiftLiteral.string("\n\r\t") == #""\n\r\t""#)
    #expect(SwiftLiteral.string("\u{1}\u{7F}x\u{202E}") == #""\u{1}\u{7F}x\u{202E}""#)
    #expect(SwiftLiteral.string("Zürich 🎨") == "\"Zürich 🎨\"")
  }

  @Test func colorsAreHexLiterals() {
    let color = Color(argb: 0x80AB_CDEF)
    #expect(SwiftLiteral.hex(color) == "0xABCD_EF80")
    #expect(SwiftLiteral.color(color) == "MaterialThemingCore.Color(rgba: 0xABCD_EF80)")
  }

  /// Theme names become lower-camel-case identifiers: words are runs of ASCII letters and
  /// digits.
  @Test(arguments: [
    ("High Contrast Dark", "highContrastDark"), ("2024 Brand", "theme2024Brand"),
    ("Café Brand", "cafBrand"), ("crlf\r\nname", "crlfName"), ("", "theme"), ("9", "theme9"),
    ("  lead and trail  ", "leadAndTrail"), ("UPPER lower", "uPPERLower"),
    ("my-brand_v2", "myBrandV2"),
  ])
  func themeNamesBecomeIdentifiers(name: String, identifier: String) {
    #expect(SwiftWriter.identifier(forName: name) == identifier)
  }
}
