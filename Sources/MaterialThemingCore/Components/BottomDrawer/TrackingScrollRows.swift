/// Which rows of a tracking scroll view must exist for a given scroll position.
///
/// With a `trackingScrollView` (a table or collection view filling the content), Material
/// Components scrolls that view itself instead of laying out the whole content, so rows are
/// materialised only as they scroll into view (the "performant scrolling" of the seed). The
/// drawer keeps a 20 pt buffer on each side of the viewport.
/// ```swift
/// TrackingScrollRows.visibleRowRange(
///   contentOffsetY: 4400, rowHeight: 44, rowCount: 100_000, viewportHeight: 600)  // 99..<115
/// ```
public enum TrackingScrollRows {
  /// The extra distance kept loaded around the viewport: `kScrollViewBufferForPerformance`
  /// = 20 pt.
  public static let scrollBuffer = 20.0

  /// The rows intersecting the viewport widened by ``scrollBuffer`` on both sides.
  ///
  /// Row `i` spans `i·rowHeight ..< (i + 1)·rowHeight`. The range never misses a row that is
  /// visible in `contentOffsetY ..< contentOffsetY + viewportHeight`, and holds at most
  /// `⌈(viewportHeight + 2·buffer) / rowHeight⌉ + 1` rows whatever `rowCount` is. An empty
  /// viewport, no rows or a non-positive row height give an empty range.
  /// - Parameters:
  ///   - contentOffsetY: The tracking scroll view's vertical content offset.
  ///   - rowHeight: The height of every row, in points.
  ///   - rowCount: The number of rows in the content.
  ///   - viewportHeight: The height of the tracking scroll view's visible area.
  public static func visibleRowRange(
    contentOffsetY: Double, rowHeight: Double, rowCount: Int, viewportHeight: Double
  ) -> Range<Int> {
    guard rowCount > 0, rowHeight > 0, viewportHeight > 0, contentOffsetY.isFinite else {
      return 0..<0
    }
    let top = contentOffsetY - scrollBuffer
    let bottom = contentOffsetY + viewportHeight + scrollBuffer
    let first = clampedRow((top / rowHeight).rounded(.down), rowCount: rowCount)
    let end = clampedRow((bottom / rowHeight).rounded(.up), rowCount: rowCount)
    return first..<max(first, end)
  }

  /// Converts a row position to an index in `0...rowCount` without overflowing.
  private static func clampedRow(_ position: Double, rowCount: Int) -> Int {
    if position <= 0 { return 0 }
    if position >= Double(rowCount) { return rowCount }
    return Int(position)
  }
}
