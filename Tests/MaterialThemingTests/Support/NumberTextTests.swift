import Testing

@testable import MaterialTheming

/// The one number formatter: the shortest decimal for outputs, and rounded decimals for
/// messages, reports, catalogs and previews.
@Suite struct NumberTextTests {
  @Test(
    arguments: [
      (12, "12"), (-3, "-3"), (-0.0, "0"), (0.04, "0.04"), (-0.04, "-0.04"), (12.5, "12.5"),
      (1e-7, "1e-07"), (1e21, "1e+21"), (1e15, "1000000000000000.0"), (1e16, "1e+16"),
      (999_999_999_999_999, "999999999999999"),
      (0.1 + 0.2, "0.30000000000000004"), (.nan, "null"), (.infinity, "null"),
    ] as [(Double, String)])
  func decimals(value: Double, text: String) {
    #expect(NumberText.decimal(value) == text)
  }

  /// Every decimal reads back as the value it was written from.
  @Test func decimalsReadBack() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
      guard value.isFinite else { continue }
      #expect(Double(NumberText.decimal(value)) == value, "\(value)")
    }
  }

  @Test func roundedDropsTrailingZeros() {
    #expect(NumberText.rounded(0.8666, fractionDigits: 2) == "0.87")
    #expect(NumberText.rounded(0.9, fractionDigits: 2) == "0.9")
    #expect(NumberText.rounded(0.05, fractionDigits: 2) == "0.05")
    #expect(NumberText.rounded(1, fractionDigits: 2) == "1")
    #expect(NumberText.rounded(-4.5, fractionDigits: 3) == "-4.5")
    #expect(NumberText.rounded(-0.0004, fractionDigits: 3) == "0")
    #expect(NumberText.rounded(56, fractionDigits: 3) == "56")
    #expect(NumberText.rounded(1.0 / 3, fractionDigits: 3) == "0.333")
    #expect(NumberText.rounded(7, fractionDigits: 0) == "7")
    // Too large to scale: written as the shortest decimal.
    #expect(NumberText.rounded(1e20, fractionDigits: 3) == "1e+20")
  }

  @Test func fixedKeepsEveryDigit() {
    #expect(NumberText.fixed(4.5, fractionDigits: 2) == "4.50")
    #expect(NumberText.fixed(21, fractionDigits: 2) == "21.00")
    #expect(NumberText.fixed(4.546, fractionDigits: 2) == "4.55")
    #expect(NumberText.fixed(0, fractionDigits: 3) == "0.000")
  }

  /// A catalog channel is the byte's fraction of 255 to three places, rounded: the same as
  /// rounding in integers, for every byte.
  @Test func everyByteAsThousandths() {
    for byte in 0...255 {
      let thousandths = (byte * 1000 + 127) / 255
      let digits = String(thousandths % 1000)
      let expected =
        "\(thousandths / 1000)." + String(repeating: "0", count: 3 - digits.count) + digits
      #expect(NumberText.fixed(Double(byte) / 255, fractionDigits: 3) == expected, "\(byte)")
    }
  }
}
