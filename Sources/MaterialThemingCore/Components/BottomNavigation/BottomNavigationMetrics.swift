/// The layout constants of `MDCBottomNavigationBar` (in `MDCBottomNavigationBar.m`).
public enum BottomNavigationMetrics {
  /// The automatic bar height when titles sit below icons: 56 points (`MDCBottomNavigationBar.m`).
  public static let stackedBarHeight: Double = 56
  /// The automatic bar height with adjacent titles in regular width: 40 points.
  public static let adjacentTitlesBarHeight: Double = 40
  /// The narrowest centered item: 80 points (centered mode floor).
  public static let centeredMinimumItemWidth: Double = 80
  /// The centered item width to start from: 120 points.
  public static let centeredPreferredItemWidth: Double = 120
  /// The widest centered item: 168 points (the 2019–2021 value; 350 at MDC HEAD).
  public static let centeredMaximumItemWidth: Double = 168
  /// The default gap between icon and adjacent title: 12 points (`itemsContentHorizontalMargin`).
  public static let defaultItemsContentHorizontalMargin: Double = 12
  /// The icon size examples use: 24 points square (MDC has no icon-size constant; images size
  /// themselves and the examples ship 24-point template images).
  public static let defaultIconSize = Size(width: 24, height: 24)
  /// The Material guideline's minimum touch target: 48 points each way (seed doc, "Accessibility").
  ///
  /// MDC never enforces it in layout; ``BottomNavigationBar/audit(in:metrics:)`` reports it.
  public static let minimumTouchTarget: Double = 48
  /// The selection indicator pill behind the selected icon: 60 × 30 pt (Material Components HEAD).
  public static let selectionIndicatorSize = Size(width: 60, height: 30)
}
