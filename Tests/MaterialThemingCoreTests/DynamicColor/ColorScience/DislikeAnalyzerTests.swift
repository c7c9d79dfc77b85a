import Testing

@testable import MaterialThemingCore

/// `DislikeAnalyzer` against upstream's published vectors
/// (typescript/dislike/dislike_analyzer_test.ts; the same in dart/, cpp/ and swift/).
@Suite struct DislikeAnalyzerTests {
  /// 'likes Monk Skin Tone Scale colors' (from https://skintone.google).
  @Test func likesMonkSkinTones() {
    let monk: [UInt32] = [
      0xFFF6_EDE4, 0xFFF3_E7DB, 0xFFF7_EAD0, 0xFFEA_DABA, 0xFFD7_BD96, 0xFFA0_7E56, 0xFF82_5C43,
      0xFF60_4134, 0xFF3A_312A, 0xFF29_2420,
    ]
    for argb in monk { #expect(!DislikeAnalyzer.isDisliked(Hct(argb: argb))) }
  }

  /// 'dislikes bile colors' and 'makes bile colors likable'.
  @Test func fixesBileColors() {
    for argb: UInt32 in [0xFF95_884B, 0xFF71_6B40, 0xFFB0_8E00, 0xFF4C_4308, 0xFF46_4521] {
      let hct = Hct(argb: argb)
      #expect(DislikeAnalyzer.isDisliked(hct))
      let fixed = DislikeAnalyzer.fixIfDisliked(hct)
      #expect(!DislikeAnalyzer.isDisliked(fixed))
      #expect(abs(fixed.tone - DislikeAnalyzer.fixedTone) < 0.5)
      #expect(!DislikeAnalyzer.isDisliked(DislikeAnalyzer.fixIfDisliked(Color(argb: argb))))
    }
  }

  /// 'likes tone 67 colors': Hct.from(100, 50, 67) is kept as it is.
  @Test func likesToneSixtySeven() {
    let color = Hct.from(hue: 100, chroma: 50, tone: 67)
    #expect(!DislikeAnalyzer.isDisliked(color))
    #expect(DislikeAnalyzer.fixIfDisliked(color).argb == color.argb)
    let translucent = color.color.withAlpha(0.5)
    #expect(DislikeAnalyzer.fixIfDisliked(translucent) == translucent)
  }
}
