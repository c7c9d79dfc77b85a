import Testing

@testable import MaterialThemingCore

/// The documented approximation: advance = size × 0.5 × (1 + (weight − 400) / 2000) + tracking,
/// line height = 1.2 × size, greedy wrapping at spaces.
@Suite struct ApproximateFontMetricsTests {
  let metrics = ApproximateFontMetrics()

  @Test func advanceScalesWithSizeWeightAndTracking() {
    #expect(metrics.advance(for: Font(size: 12, weight: .regular)) == 6)
    #expect(abs(metrics.advance(for: Font(size: 12, weight: .bold)) - 6.9) < 1e-9)
    #expect(abs(metrics.advance(for: Font(size: 12, weight: .light)) - 5.7) < 1e-9)
    #expect(metrics.advance(for: Font(size: 12, weight: .regular, letterSpacing: 1)) == 7)
  }

  @Test func singleLineSizeIsCharactersTimesAdvance() {
    let size = metrics.singleLineSize(of: "Home", font: Font(size: 12, weight: .regular))
    #expect(size.isClose(to: Size(width: 24, height: 14.4)))
    #expect(metrics.singleLineSize(of: "", font: Font(size: 12, weight: .regular)) == .zero)
  }

  @Test func wrapsGreedilyAtSpacesAndBreaksLongWords() {
    let font = Font(size: 10, weight: .regular)  // 5 points per character, 12 per line.
    let twoLines = metrics.size(
      of: "aaa bbb ccc", font: font, maxWidth: 40, maximumNumberOfLines: 0)
    #expect(twoLines.isClose(to: Size(width: 35, height: 24)))  // "aaa bbb" / "ccc"
    let broken = metrics.size(of: "abcdefghij", font: font, maxWidth: 20, maximumNumberOfLines: 0)
    #expect(broken.isClose(to: Size(width: 20, height: 36)))  // "abcd" / "efgh" / "ij"
    let limited = metrics.size(of: "abcdefghij", font: font, maxWidth: 20, maximumNumberOfLines: 2)
    #expect(limited.isClose(to: Size(width: 20, height: 24)))
  }
}
