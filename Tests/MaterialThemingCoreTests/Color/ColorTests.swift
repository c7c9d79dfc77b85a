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

/// The one hex formatter: every spelling the package writes, channels rounded to 8 bits with
/// halves away from zero.
@Suite struct ColorHexTests {
  @Test func everySpellingOfOneColor() {
    let color = Color(argb: 0x80AB_CDEF)
    #expect(color.hexString == "#ABCDEF80")
    #expect(color.opaqueHexString == "#ABCDEF")
    #expect(color.hex() == "#ABCDEF80")
    #expect(color.hex(alpha: false) == "#ABCDEF")
    #expect(color.hex(lowercase: true) == "#abcdef80")
    #expect(color.hex(alpha: false, lowercase: true) == "#abcdef")
    #expect(Color.clear.hexString == "#00000000")
    #expect(Color.white.hexString == "#FFFFFFFF")
  }

  @Test func channelsRoundHalvesUpAndClamp() {
    // 127.5 / 255 is a half: it rounds up to 0x80; just below it, down to 0x7F.
    #expect(Color(red: 127.5 / 255, green: 0, blue: 0).hex(alpha: false) == "#800000")
    #expect(Color(red: (127.5 / 255).nextDown, green: 0, blue: 0).hex(alpha: false) == "#7F0000")
    #expect(Color(red: 0.5 / 255, green: 0.49 / 255, blue: 0).hex(alpha: false) == "#010000")
    var color = Color.black
    color.red = -0.1
    color.green = 1.1
    color.blue = .nan
    #expect(color.hex(alpha: false) == "#00FF00")
  }

  @Test func everyByteReadsBackAsItself() {
    for byte in UInt32(0)...255 {
      let color = Color(argb: byte << 24 | byte << 16 | (255 - byte) << 8 | byte)
      let digits = String(byte, radix: 16, uppercase: true)
      let pair = (byte < 16 ? "0" : "") + digits
      let other = String(255 - byte, radix: 16, uppercase: true)
      let otherPair = (255 - byte < 16 ? "0" : "") + other
      #expect(color.hexString == "#" + pair + otherPair + pair + pair)
      #expect(Color(argb: color.argb) == color)
    }
  }
}
