import Testing

@testable import MaterialTheming

/// The writers' piecewise fast paths write exactly what the expression tree they stand in for
/// writes: font lines (single or wrapped), hex colors and taken-back lines.
@Suite struct SwiftSourceFastPathTests {
  /// Fonts covering each argument and every way a line can end up too wide.
  static let fonts: [Font] = {
    let families = [
      "system", "Inter", "IBM Plex Sans Condensed Extra Wide Display", "Quote \"Sans\"",
      "Zürich Grotesk", "Back\\slash",
    ]
    let curves: [ScalingCurve?] = [
      nil, .material(for: .body1), .material(for: .caption),
      ScalingCurve(sizes: [10, 11, 12.5, 13, 14, 16, 18, 20, 22, 24, 28, 32])!,
      ScalingCurve(sizes: [
        1.2345678901234567, 2.2345678901234567, 3.2345678901234567,
        4.2345678901234567, 5.2345678901234567, 6.2345678901234567, 7.2345678901234567,
        8.2345678901234567, 9.2345678901234567, 10.234567890123457, 11.234567890123457,
        12.234567890123457,
      ])!,
    ]
    var fonts: [Font] = []
    for (index, family) in families.enumerated() {
      for curve in curves {
        for spacing in [0, 0.25, -1.5, 0.123456789012345] {
          fonts.append(
            Font(
              family: family, size: [12, 96, 14.5, 1e20][index % 4],
              weight: FontWeight(clamping: [400, 500, 650, 1000, 1][index % 5]),
              letterSpacing: spacing, scalingCurve: curve))
        }
      }
    }
    return fonts
  }()

  /// `body` run at indentation `level`.
  private static func source(level: Int, _ body: (inout SwiftSource) -> Void) -> String {
    var out = SwiftSource(capacity: 16)
    func nest(_ depth: Int, _ out: inout SwiftSource) {
      guard depth > 0 else { return body(&out) }
      out.indented { nest(depth - 1, &$0) }
    }
    nest(level, &out)
    return out.text
  }

  @Test(arguments: [0, 3, 6])
  func fontLinesMatchTheExpressionTree(level: Int) {
    var checked = 0
    for font in Self.fonts {
      for style in [nil, TextStyle.body1, .caption] {
        for prefix in ["", "style.itemTitleFont = ", "scheme[.headline1] = "] {
          let tree = Self.source(level: level) {
            SwiftSource.font(font, style: style).write(into: &$0, prefix: prefix)
          }
          // Written straight, rendered for reuse, and found again for a second line.
          let straight = Self.source(level: level) {
            $0.fontLine(font, style: style, prefix: prefix, reused: false)
          }
          let reused = Self.source(level: level) { out in
            out.fontLine(font, style: style, prefix: prefix)
            out.fontLine(font, style: style, prefix: prefix)
          }
          #expect(straight == tree, "\(font) \(String(describing: style)) '\(prefix)'")
          #expect(reused == tree + tree, "\(font) \(String(describing: style)) '\(prefix)'")
          checked += 1
        }
      }
    }
    #expect(checked == Self.fonts.count * 9)
  }

  @Test func theFontsCoverEveryLayout() {
    let texts = Self.fonts.map { font in
      Self.source(level: 3) { $0.fontLine(font, style: .body1, prefix: "style.itemTitleFont = ") }
    }
    // One line; wrapped, a named and an explicit curve on their own lines.
    #expect(texts.contains { $0.split(separator: "\n").count == 1 })
    #expect(texts.contains { $0.contains("\n        scalingCurve: .material(for: .body1)\n") })
    #expect(texts.contains { $0.contains("\n        scalingCurve: ScalingCurve(sizes: [") })
  }

  /// Indentation is copied from a run of spaces up to its width and written space by space
  /// deeper: both give two spaces a level.
  @Test func indentationOfEveryDepthIsTwoSpacesALevel() {
    func nest(_ depth: Int, _ out: inout SwiftSource) {
      out.line("x")
      if depth < 20 { out.indented { nest(depth + 1, &$0) } }
    }
    var out = SwiftSource(capacity: 8)
    nest(0, &out)
    let expected = (0...20).map { String(repeating: " ", count: 2 * $0) + "x\n" }.joined()
    #expect(out.text == expected)
  }

  @Test func hexColorsMatchTheStringForm() {
    var generator = SystemRandomNumberGenerator()
    // Every digit value at every position (the digits are worked out eight at once), then
    // random colors.
    var everyDigit: [UInt32] = []
    for position in 0..<8 {
      let shift = UInt32(4 * position)
      let others: UInt32 = 0x9A5F_0C63 & ~(0xF << shift)
      for digit in UInt32(0)..<16 { everyDigit.append(digit << shift | others) }
    }
    let random = (0..<2_000).map { _ in UInt32.random(in: 0...UInt32.max, using: &generator) }
    for argb in everyDigit + [0, .max] + random {
      let color = Color(argb: argb)
      var out = SwiftSource(capacity: 4)
      out.append("Color(rgba: ")
      out.append(rgba: color)
      out.append(")")
      #expect(out.text == SwiftSource.color(color))
    }
  }

  /// Numbers are written as `number(_:)` (`String(value)` for fractions) spells them, whether
  /// they take the whole-number path, the short-decimal one or neither: every decimal of up to
  /// four places at several magnitudes, the doubles beside them, and random values.
  @Test func numbersMatchTheStringForm() {
    var values: [Double] = [
      0, -0.0, 0.04, -0.04, 0.5, 12.5, 0.001, 0.0009999, 0.0001, 999_999.9999, 1_000_000.5,
      1e15, 1e15 + 0.5, 1e20, -1e-7, .pi, 0.1 + 0.2, 1.0 / 3, .infinity, -.infinity, .nan,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude, 4503599627370495.5,
    ]
    for places in 1...4 {
      let scale = Double([10, 100, 1_000, 10_000][places - 1])
      for magnitude in [0.0, 1, 12, 345, 99_999] {
        for step in stride(from: 0.0, to: scale, by: max(1, scale / 997).rounded()) {
          let value = magnitude + step / scale
          values += [value, -value, value.nextUp, value.nextDown]
        }
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      values.append(Double.random(in: -2_000_000...2_000_000, using: &generator))
      values.append(Double.random(in: -1...1, using: &generator))
      let decimal = Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) / 10_000
      values.append(decimal)
    }
    var mismatches: [String] = []
    for value in values {
      var out = SwiftSource(capacity: 4)
      out.append(number: value)
      if out.text != SwiftSource.number(value) { mismatches.append("\(value): \(out.text)") }
    }
    let mismatchCount = mismatches.count
    #expect(mismatchCount == 0, "the first: \(mismatches.prefix(10))")
    // The short-decimal path is taken: these have no whole-number form.
    var out = SwiftSource(capacity: 4)
    out.append(number: 0.04)
    #expect(out.text == "0.04")
  }

  /// A color member written in one reservation equals the same lines written piece by piece,
  /// at every depth (past the run of spaces it copies indentation from, too), for names of every
  /// kind: empty, long and non-ASCII.
  @Test func colorMembersMatchThePieceByPieceLines() {
    let texts = [
      "", "primary", "bottomNavigation.primary.selectedItemTintColor", "Zürich", "é\u{301}",
      String(repeating: "long", count: 40), "NSColor", "UIColor", "Brand0Theme",
    ]
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for depth in 0...18 {
      for (index, text) in texts.enumerated() {
        let name = texts[(index + depth) % texts.count]
        let colors = (
          Color(argb: UInt32.random(in: 0...UInt32.max, using: &generator)),
          Color(argb: UInt32.random(in: 0...UInt32.max, using: &generator)),
          Color(argb: UInt32.random(in: 0...UInt32.max, using: &generator)),
          Color(argb: UInt32.random(in: 0...UInt32.max, using: &generator))
        )
        func nest(_ depth: Int, _ out: inout SwiftSource, _ body: (inout SwiftSource) -> Void) {
          if depth == 0 { return body(&out) }
          out.indented { nest(depth - 1, &$0, body) }
        }
        func written(_ write: (inout SwiftSource) -> Void) -> String {
          var out = SwiftSource(capacity: 8)
          out.line("// before")
          nest(depth, &out, write)
          out.line("// after")
          return out.text
        }
        let fast = written {
          $0.colorMember(doc: text, name: name, type: "NSColor", namespace: text, colors: colors)
        }
        let reference = written {
          $0.colorMemberPieceByPiece(
            doc: text, name: name, type: "NSColor", namespace: text, colors: colors)
        }
        #expect(Array(fast.utf8) == Array(reference.utf8), "depth \(depth), \(text)")
        checked += 1
      }
    }
    #expect(checked == 19 * texts.count)
  }

  @Test func aLineIsMeasuredInCharacters() {
    // 100 characters fit however many bytes they take; 101 do not.
    let wide = String(repeating: "é", count: 100)
    let fits = Self.source(level: 0) { out in
      out.fittedLine {
        $0.append(wide)
      } wrapped: {
        $0.line("wrapped")
      }
    }
    #expect(fits == wide + "\n")
    let tooWide = Self.source(level: 1) { out in
      out.fittedLine {
        $0.append(String(wide.dropFirst()))
      } wrapped: {
        $0.line("wrapped")
      }
    }
    #expect(tooWide == "  wrapped\n")
  }

  @Test func takingALineBackKeepsWhatCameBefore() {
    var buffer = ByteBuffer(capacity: 4)
    buffer.append("kept\n")
    buffer.append("dropped")
    #expect(buffer.width(from: 5) == 7)
    buffer.removeLast(from: 5)
    buffer.append("again")
    #expect(buffer.string == "kept\nagain")
  }

  /// An ASCII theme name becomes an identifier byte by byte; the result is the one worked out
  /// over characters, for names of every shape.
  @Test func asciiNamesBecomeTheIdentifiersCharactersGive() {
    var names = [
      "", " ", "Brand 0", "High Contrast Dark", "2024 Brand", "ocean", "my-brand_v2", "A1b C2d",
      "  lead and trail  ", "UPPER lower", "9", "x", "crlf\r\nname", "tab\tname", "--",
    ]
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aZ09 -_.\t\r\nqQ".unicodeScalars)
    for _ in 0..<500 {
      let length = Int.random(in: 0...12, using: &generator)
      names.append(
        String(
          String.UnicodeScalarView(
            (0..<length).map { _ in alphabet.randomElement(using: &generator)! })))
    }
    for name in names {
      #expect(
        SwiftCodeGenerator.identifier(forName: name)
          == SwiftCodeGenerator.identifier(fromCharacters: name), "\(name.debugDescription)")
    }
    // Names with other characters take the character path.
    #expect(SwiftCodeGenerator.identifier(forName: "Café Brand") == "cafBrand")
  }
}
