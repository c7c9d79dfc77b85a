import Testing

@testable import MaterialThemingCore

/// The rows a tracking scroll view materialises (`MDCBottomDrawerContainerViewController.m`: scroll
/// buffer 20).
@Suite struct TrackingScrollRowsTests {
  /// Rows whose span intersects `lower ..< upper`, found by checking every row.
  static func rowsIntersecting(lower: Double, upper: Double, rowHeight: Double, rowCount: Int)
    -> [Int]
  {
    (0..<rowCount).filter { row in
      let top = Double(row) * rowHeight
      return top < upper && top + rowHeight > lower
    }
  }

  @Test(arguments: [1.0, 17.5, 44, 333, 1000])
  func neverMissesAVisibleRow(rowHeight: Double) {
    let rowCount = 120
    let viewport = 600.0
    let contentHeight = Double(rowCount) * rowHeight
    for offset in stride(from: -300.0, through: contentHeight + 300, by: max(rowHeight / 3, 3.7)) {
      let range = TrackingScrollRows.visibleRowRange(
        contentOffsetY: offset, rowHeight: rowHeight, rowCount: rowCount, viewportHeight: viewport)
      let visible = Self.rowsIntersecting(
        lower: offset, upper: offset + viewport, rowHeight: rowHeight, rowCount: rowCount)
      #expect(visible.allSatisfy(range.contains), "offset \(offset)")
      // Nothing beyond the 20 pt buffer is loaded.
      let buffered = Self.rowsIntersecting(
        lower: offset - 20, upper: offset + viewport + 20, rowHeight: rowHeight, rowCount: rowCount)
      #expect(range.allSatisfy(buffered.contains), "offset \(offset)")
      #expect(range.lowerBound >= 0 && range.upperBound <= rowCount)
    }
  }

  @Test func loadsTheBufferAroundTheViewport() {
    // Viewport 440 ..< 1040 widened to 420 ..< 1060: rows 9 (396 ..< 440) through 24.
    let range = TrackingScrollRows.visibleRowRange(
      contentOffsetY: 440, rowHeight: 44, rowCount: 1000, viewportHeight: 600)
    #expect(range == 9..<25)
    #expect(TrackingScrollRows.scrollBuffer == 20)
  }

  @Test func staysBoundedForOneHundredThousandRows() {
    let rowCount = 100_000
    let rowHeight = 44.0
    let viewport = 812.0
    let bound = Int(((viewport + 40) / rowHeight).rounded(.up)) + 1
    let contentHeight = Double(rowCount) * rowHeight
    var offset = 0.0
    while offset <= contentHeight {
      let range = TrackingScrollRows.visibleRowRange(
        contentOffsetY: offset, rowHeight: rowHeight, rowCount: rowCount, viewportHeight: viewport)
      #expect(range.count <= bound)
      #expect(!range.isEmpty)
      let lastVisible = min(Int((offset + viewport) / rowHeight), rowCount - 1)
      #expect(range.contains(Int(offset / rowHeight)) && range.contains(lastVisible))
      offset += 4_321.7
    }
    let end = TrackingScrollRows.visibleRowRange(
      contentOffsetY: contentHeight - viewport, rowHeight: rowHeight, rowCount: rowCount,
      viewportHeight: viewport)
    #expect(end.upperBound == rowCount)
  }

  @Test func degenerateInputsLoadNothing() {
    #expect(
      TrackingScrollRows.visibleRowRange(
        contentOffsetY: 0, rowHeight: 44, rowCount: 0, viewportHeight: 600
      ).isEmpty)
    #expect(
      TrackingScrollRows.visibleRowRange(
        contentOffsetY: 0, rowHeight: 0, rowCount: 10, viewportHeight: 600
      ).isEmpty)
    #expect(
      TrackingScrollRows.visibleRowRange(
        contentOffsetY: 0, rowHeight: 44, rowCount: 10, viewportHeight: 0
      ).isEmpty)
    #expect(
      TrackingScrollRows.visibleRowRange(
        contentOffsetY: .nan, rowHeight: 44, rowCount: 10, viewportHeight: 600
      ).isEmpty)
    // Far beyond the content: nothing to load.
    #expect(
      TrackingScrollRows.visibleRowRange(
        contentOffsetY: 1e12, rowHeight: 44, rowCount: 10, viewportHeight: 600
      ).isEmpty)
  }
}
