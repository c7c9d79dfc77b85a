import Testing

@testable import MaterialThemingCore

/// `Contrast` against upstream's published vectors (typescript/contrast/contrast_test.ts, the
/// same cases in dart/test/contrast_test.dart) and the WCAG definition.
@Suite struct ContrastTests {
  @Test func ratioOfOutOfBoundsTonesIsClamped() {
    // ratioOfTones_outOfBoundsInput: 21.0 for (-10, 110).
    #expect(abs(Contrast.ratio(ofTones: -10, 110) - 21) < 0.001)
  }

  @Test func lighterFailsWhenImpossibleOrOutOfBounds() {
    // lighter_impossibleRatioErrors (90, 10), lighter_outOfBoundsInputAbove/BelowErrors
    // (110, 2) and (-10, 2): −1 upstream, nil here.
    #expect(Contrast.lighter(tone: 90, ratio: 10) == nil)
    #expect(Contrast.lighter(tone: 110, ratio: 2) == nil)
    #expect(Contrast.lighter(tone: -10, ratio: 2) == nil)
    // lighterUnsafe_returnsMaxTone: 100 for (100, 2).
    #expect(Contrast.lighterUnsafe(tone: 100, ratio: 2) == 100)
  }

  @Test func darkerFailsWhenImpossibleOrOutOfBounds() {
    // darker_impossibleRatioErrors (10, 20), darker_outOfBoundsInputAbove/BelowErrors
    // (110, 2) and (-10, 2).
    #expect(Contrast.darker(tone: 10, ratio: 20) == nil)
    #expect(Contrast.darker(tone: 110, ratio: 2) == nil)
    #expect(Contrast.darker(tone: -10, ratio: 2) == nil)
    // darkerUnsafe_returnsMinTone: 0 for (0, 2).
    #expect(Contrast.darkerUnsafe(tone: 0, ratio: 2) == 0)
  }

  /// The tone ratio is the WCAG ratio of the gray with that L*: tone 0 vs 100 is 21, tone 50
  /// vs 100 is (100 + 5)/(18.42 + 5) (Y(L* 50) = 18.4187..., color-facts §1.6).
  @Test func ratioFollowsTheWCAGFormula() {
    #expect(abs(Contrast.ratio(ofTones: 0, 100) - Contrast.maximumRatio) < 1e-9)
    #expect(Contrast.ratio(ofTones: 37, 37) == Contrast.minimumRatio)
    #expect(abs(Contrast.ratio(ofTones: 50, 100) - 105 / (18.418651851244416 + 5)) < 1e-9)
    let gray = Color(argb: ColorMath.argb(lstar: 50))
    #expect(abs(gray.contrastRatio(with: .white) - Contrast.ratio(ofTones: 50, 100)) < 0.05)
  }

  /// A solved tone reaches the ratio and sits 0.4 beyond the exact solution, on the right side.
  @Test func solvedTonesReachTheRatio() {
    for tone in stride(from: 0.0, through: 100.0, by: 5.0) {
      for ratio in [1.5, 3.0, 4.5, 7.0] {
        if let light = Contrast.lighter(tone: tone, ratio: ratio) {
          #expect(light > tone)
          #expect(Contrast.ratio(ofTones: light, tone) >= ratio - Contrast.ratioTolerance)
          #expect(Contrast.ratio(ofTones: light - 0.4, tone) < ratio + 1e-6)
          #expect(Contrast.lighterUnsafe(tone: tone, ratio: ratio) == light)
        } else {
          #expect(Contrast.ratio(ofTones: 100, tone) < ratio + Contrast.ratioTolerance)
          #expect(Contrast.lighterUnsafe(tone: tone, ratio: ratio) == 100)
        }
        if let dark = Contrast.darker(tone: tone, ratio: ratio) {
          #expect(dark < tone)
          #expect(Contrast.ratio(ofTones: tone, dark) >= ratio - Contrast.ratioTolerance)
        } else {
          #expect(Contrast.ratio(ofTones: tone, 0) < ratio + Contrast.ratioTolerance)
          #expect(Contrast.darkerUnsafe(tone: tone, ratio: ratio) == 0)
        }
      }
    }
  }
}
