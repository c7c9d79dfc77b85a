/// How a bottom navigation bar distributes its items (`MDCBottomNavigationBarAlignment`).
public enum BottomNavigationAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  /// Items share the full width equally, titles below icons (MDC raw value 0). The default.
  case justified
  /// Items share the full width; in regular width the title sits beside the icon and the bar is
  /// 40 points tall, in compact width the title stays below the icon (MDC raw value 1).
  case justifiedAdjacentTitles
  /// Items are clustered in the centre at a computed width (80–168 points), but only in regular
  /// width; in compact width the bar lays out as ``justified`` (MDC raw value 2).
  case centered

  /// The alignment actually used in `sizeClass`: ``centered`` falls back to ``justified`` in
  /// compact width.
  public func effective(in sizeClass: SizeClass) -> BottomNavigationAlignment {
    self == .centered && sizeClass == .compact ? .justified : self
  }

  /// Whether titles sit below icons in `sizeClass` (MDC's `isTitleBelowIcon`).
  ///
  /// Always for ``justified`` and ``centered``; for ``justifiedAdjacentTitles`` only when the
  /// horizontal size class is not regular.
  public func isTitleBelowIcon(in sizeClass: SizeClass) -> Bool {
    self != .justifiedAdjacentTitles || sizeClass != .regular
  }
}
