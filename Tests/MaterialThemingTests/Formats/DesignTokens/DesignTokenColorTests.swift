import Testing

@testable import MaterialTheming

/// DTCG 2025.10 colors in every space of the spec and CSS color strings, converted to sRGB with
/// CSS Color 4 gamut mapping; and Tokens Studio arithmetic.
@Suite struct DesignTokenColorTests {
  /// CSS color strings and the sRGB hex coloraide 8.13.1 gives for them with
  /// `fit('srgb', method='minde-chroma')` — CSS Color 4's binary search in OkLCh with local
  /// MINDE, JND 0.02 (an independent implementation).
  static let oracle: [(String, String)] = [
    ("color(display-p3 1 0 0)", "#FF0B0C"),
    ("color(display-p3 0 1 0)", "#00FB29"),
    ("oklch(0.2 0.02 300)", "#17141E"),
    ("oklch(0.7 0.4 150)", "#00C248"),
    ("oklch(0.6 0.2 30)", "#DE3E2D"),
    ("oklch(0.628 0.2577 29.23)", "#FF0000"),
    ("oklch(0.7 none 120)", "#9E9E9E"),
    ("oklch(1.0 0.1 100)", "#FFFFFF"),
    ("oklch(0.99 0.3 100)", "#FFFEA1"),
    ("oklab(0.6 0.3 -0.2)", "#D200DB"),
    ("lab(50 100 -100)", "#BD2DFF"),
    ("lab(50 0 0)", "#777777"),
    ("lch(60 150 30)", "#FF4D64"),
    ("color(rec2020 0 1 0)", "#00F272"),
    ("color(prophoto-rgb 0.2 0.8 0.3)", "#00D278"),
    ("color(a98-rgb 0 1 0)", "#00EC68"),
    ("color(xyz-d50 0.3 0.4 0.5)", "#3EBAD0"),
    ("color(xyz-d65 0.3 0.4 0.5)", "#5CB8B5"),
    ("color(srgb-linear 0.2 0.5 0.9)", "#7CBCF3"),
    ("color(srgb 1.2 0.5 -0.1)", "#FF9F6B"),
    ("hwb(120 20% 30%)", "#33B333"),
    ("hsl(none 50% 50%)", "#BF4040"),
  ]

  @Test(arguments: oracle) func cssColorStringsMatchCSSColor4(_ text: String, _ hex: String) throws
  {
    let color = try #require(CSSColorText.color(text))
    #expect(String(color.hexString.prefix(7)) == hex)
  }

  /// The Display P3 rule: a color authored in Display P3 keeps its components; one authored
  /// in another space keeps a Display P3 value only when it lies outside sRGB (gamut-mapped
  /// into Display P3 when outside that too); sRGB, HSL and HWB colors never do.
  @Test func colorsAuthoredOutsideSRGBKeepTheirDisplayP3Value() throws {
    let teal = try #require(CSSColorText.color("color(display-p3 0.2 0.5 0.5)"))
    #expect(teal.displayP3 == DisplayP3(red: 0.2, green: 0.5, blue: 0.5))
    let red = try #require(CSSColorText.color("color(display-p3 1 0 0 / 0.5)"))
    #expect(red.displayP3 == DisplayP3(red: 1, green: 0, blue: 0))
    #expect(red.alpha == 0.5 && red.withAlpha(1).displayP3 == red.displayP3)
    // Inside sRGB: nothing kept.
    #expect(try #require(CSSColorText.color("oklch(0.6 0.1 30)")).displayP3 == nil)
    #expect(try #require(CSSColorText.color("#FF0000")).displayP3 == nil)
    #expect(try #require(CSSColorText.color("color(srgb 0.2 0.4 0.6)")).displayP3 == nil)
    // Outside sRGB, inside P3: the exact P3 value (P3 red written in OkLCh).
    let wide = try #require(CSSColorText.color("oklch(0.65 0.28 29)"))
    let p3 = try #require(wide.displayP3)
    let back = DesignTokenColorSpace.displayP3.color([p3.red, p3.green, p3.blue], alpha: 1)
    #expect(back.hexString == wide.hexString)
    // Outside P3 too (Rec. 2020 green): mapped into P3 by the same CSS Color 4 search.
    let green = try #require(CSSColorText.color("color(rec2020 0 1 0)"))
    let mapped = try #require(green.displayP3)
    #expect([mapped.red, mapped.green, mapped.blue].allSatisfy { (0...1).contains($0) })
    #expect(mapped.green > 0.9 && mapped.red < mapped.green && mapped.blue < mapped.green)
    // Color science sees sRGB: the fallback difference is measured, and the sRGB color drops P3.
    let difference = try #require(DisplayP3Conversion.fallbackDifference(red))
    #expect(difference > DisplayP3Conversion.visibleDifference)
    #expect(DisplayP3Conversion.fallbackDifference(teal)! < DisplayP3Conversion.visibleDifference)
    #expect(red.srgb.displayP3 == nil && red.srgb.hexString == red.hexString)
    // An sRGB color's P3 value is its exact conversion: sRGB red is (0.9175, 0.2003, 0.1386).
    let converted = DisplayP3Conversion.displayP3(of: .init(rgb: 0xFF0000))
    #expect(abs(converted.red - 0.9175) < 0.0005 && abs(converted.green - 0.2003) < 0.0005)
    #expect(abs(converted.blue - 0.1386) < 0.0005)
  }

  @Test func everySpaceOfTheSpecReadsAsAnObject() throws {
    let cases: [(String, [JSONOutput], String)] = [
      ("display-p3", [.number(1), .number(0), .number(0)], "#FF0B0C"),
      ("oklch", [.number(0.7), .string("none"), .number(120)], "#9E9E9E"),
      ("lch", [.number(60), .number(150), .number(30)], "#FF4D64"),
      ("rec2020", [.number(0), .number(1), .number(0)], "#00F272"),
      ("prophoto-rgb", [.number(0.2), .number(0.8), .number(0.3)], "#00D278"),
      ("a98-rgb", [.number(0), .number(1), .number(0)], "#00EC68"),
      ("xyz-d50", [.number(0.3), .number(0.4), .number(0.5)], "#3EBAD0"),
      ("xyz-d65", [.number(0.3), .number(0.4), .number(0.5)], "#5CB8B5"),
      ("srgb-linear", [.number(0.2), .number(0.5), .number(0.9)], "#7CBCF3"),
      ("oklab", [.number(0.6), .number(0.3), .number(-0.2)], "#D200DB"),
      ("lab", [.number(50), .number(100), .number(-100)], "#BD2DFF"),
    ]
    #expect(
      Set(cases.map(\.0) + ["srgb", "hsl", "hwb"])
        == Set(DesignTokenColorSpace.allCases.map(\.rawValue)))
    for (space, components, hex) in cases {
      let color = try DesignTokenValues.color(
        .object([
          ("colorSpace", .string(space)), ("components", .array(components)),
          ("alpha", .number(0.25)),
        ]))
      #expect(color.hexString == hex + "40", "\(space)")
    }
  }

  @Test func cssFormsAndTokensStudioAlpha() {
    #expect(CSSColorText.color("rgba(#000000, 0.5)")?.hexString == "#00000080")
    #expect(CSSColorText.color("rgb(255 0 0 / 50%)")?.hexString == "#FF000080")
    #expect(CSSColorText.color("rgba(0, 128, 255, 1)")?.hexString == "#0080FFFF")
    #expect(CSSColorText.color("hsla(120, 100%, 25%, 0.5)")?.hexString == "#00800080")
    #expect(CSSColorText.color("oklch(62.8% 0.2577 29.23deg)")?.hexString == "#FF0000FF")
    #expect(CSSColorText.color("transparent") == .clear)
    #expect(CSSColorText.color("rgb(1, 2)") == nil)
    #expect(CSSColorText.color("color(cmyk 0 0 0 1)") == nil)
    #expect(CSSColorText.color("banana") == nil)
  }

  @Test func tokensStudioArithmetic() {
    let cases: [(String, Double?, String)] = [
      ("8 * 2", 16, ""), ("10px + 20px * 3", 70, "px"),
      ("(5rem + 10rem * 2rem) / 2rem", 12.5, "rem"),
      ("5% - 2% * 2%", 1, "%"), ("roundTo(16 * 1.25 ^ 2)", 25, ""),
      // sd-transforms: with + - / a unit other than px must be on every operand.
      ("(5rem + 10rem * 2) / 2", nil, ""), ("5% - 2% * 2", nil, ""),
      ("roundTo(1.23456, 2)", 1.23, ""),
      ("2 ^ 3 ^ 2", 512, ""), ("-2 * -3", 6, ""), ("min(4, 2, 8) + max(1, 3)", 5, ""),
      ("1rem + 1px", nil, ""), ("8 *", nil, ""), ("foo(2)", nil, ""), ("(1 + 2", nil, ""),
    ]
    for (text, value, unit) in cases {
      let result = DesignTokenMath.evaluate(text)
      #expect(result?.value == value, "\(text)")
      if value != nil { #expect(result?.unit == unit, "\(text)") }
    }
  }
}
