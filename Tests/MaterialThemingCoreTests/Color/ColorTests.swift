import Testing

@testable import MaterialThemingCore

@Suite struct ColorTests {
  @Test(arguments: [
    ("#6200EE", "#6200EEFF"), ("#6200ee", "#6200EEFF"), ("#F0A", "#FF00AAFF"),
    ("#F0A8", "#FF00AA88"), ("#12345678", "#12345678"), ("#000000", "#000000FF"),
  ])
  func parsesAndFormatsHex(input: String, expected: String) throws {
    #expect(try Color(hex: input).hexString == expected)
  }

  @Test(arguments: [
    "", "#", "#12", "#12345", "#GGGGGG", "6200EE", "#1234567", "#123456789", "rgb(1,2,3)",
  ])
  func rejectsInvalidHex(input: String) {
    #expect(throws: ColorParseError(text: input)) { try Color(hex: input) }
  }

  @Test func withAlphaReplacesAlpha() throws {
    let half = try Color(hex: "#FFFFFF80")
    #expect(half.withAlpha(0.74).hexString == "#FFFFFFBD")
    #expect(Color.black.withAlpha(0.6).hexString == "#00000099")
    #expect(Color.black.withAlpha(0.32).hexString == "#00000052")
  }

  @Test func blendingMatchesMaterialComponentsTestVector() {
    // MaterialElevationColorTests: rgba(0.9, 0.8, 0.6, 0.6) at elevation 10.
    let base = Color(red: 0.9, green: 0.8, blue: 0.6, alpha: 0.6)
    let result = ElevationOverlay.apply(to: base, elevation: 10)
    #expect(abs(result.red - 0.9196) < 0.0001)
    #expect(abs(result.green - 0.8393) < 0.0001)
    #expect(abs(result.blue - 0.6786) < 0.0001)
    #expect(abs(result.alpha - 0.6512) < 0.0001)
  }

  @Test func contrastRatioFollowsWCAG() {
    #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
    #expect(Color.white.contrastRatio(with: .white) == 1)
    // #767676 on white is the classic 4.54:1 AA boundary.
    #expect(abs(Color(rgb: 0x767676).contrastRatio(with: .white) - 4.54) < 0.01)
  }
}

/// The 8-bit rounding of a channel equals `rounded()` (halves away from zero) everywhere.
@Suite struct ColorByteRoundingTests {
  /// `round(value × 255)` as the standard library computes it.
  static func reference(_ value: Double) -> UInt32 {
    UInt32((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded())
  }

  @Test func everyByteAndTheHalvesAroundIt() {
    for byte in 0...255 {
      let exact = Double(byte) / 255
      for value in [
        exact, exact.nextUp, exact.nextDown, (Double(byte) + 0.5) / 255,
        ((Double(byte) + 0.5) / 255).nextUp, ((Double(byte) + 0.5) / 255).nextDown,
      ] {
        #expect(Color.byte(value) == Self.reference(value), "\(value)")
      }
    }
  }

  @Test func randomAndOutOfRangeValues() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200_000 {
      let value = Double.random(in: -0.1...1.1, using: &generator)
      #expect(Color.byte(value) == Self.reference(value), "\(value)")
    }
    for value in [-.infinity, .infinity, .nan, -0.0, 0.0, 1.0, 2.0, -1.0] {
      #expect(Color.byte(value) == Self.reference(value), "\(value)")
    }
  }
}
