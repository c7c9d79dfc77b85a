/// The computed geometry of a bottom navigation bar, all frames in the bar's coordinates.
///
/// Produced by ``BottomNavigationBar/layout(in:metrics:)``.
public struct BottomNavigationLayout: Sendable, Hashable {
  /// The bar's bounds: the size it was laid out in, at the origin.
  public var bounds: Rect
  /// Where items are laid out: the top ``barHeight`` points, inset by the left and right safe area.
  public var itemsRegion: Rect
  /// The height of the item row (MDC's `calculateBarHeight`).
  public var barHeight: Double
  /// The alignment actually used (``BottomNavigationAlignment/centered`` only in regular width).
  public var alignment: BottomNavigationAlignment
  /// Whether titles sit below their icons.
  public var isTitleBelowIcon: Bool
  /// The width of one item slot before padding (the centered width, or the region ÷ item count).
  public var itemSlotWidth: Double
  /// One entry per item, in ``BottomNavigationBar/items`` order.
  public var items: [BottomNavigationItemLayout]
  /// The specification generation the layout follows.
  public var geometry: BottomNavigationGeometry = .materialComponents

  /// The indices of items whose title is currently shown.
  public var visibleTitleIndices: [Int] {
    items.filter(\.isTitleVisible).map(\.index)
  }

  /// The indices of items whose shown title is cut short.
  public var truncatedTitleIndices: [Int] {
    items.filter { $0.isTitleVisible && $0.isTitleTruncated }.map(\.index)
  }
}

/// The geometry of one bottom navigation item, in the bar's coordinates.
public struct BottomNavigationItemLayout: Sendable, Hashable {
  /// Where a selection indicator pill sits: ``selectionIndicatorSize`` centred on the icon
  /// (drawn only for the selected item, and only when the style has one).
  public var selectionIndicatorFrame: Rect {
    let size = selectionIndicatorSize
    return Rect(
      x: iconFrame.midX - size.width / 2, y: iconFrame.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The item's index in the bar.
  public var index: Int
  /// Whether the item is the selected one.
  public var isSelected: Bool
  /// The item's frame: its whole tappable (and accessible) area.
  public var frame: Rect
  /// The icon's frame.
  public var iconFrame: Rect
  /// The title label's frame; for a hidden title, where the hidden label sits.
  public var titleFrame: Rect
  /// Whether the title is shown, per the bar's title visibility and the selection.
  public var isTitleVisible: Bool
  /// Whether the title, whenever shown, is cut short (too wide, or more lines than allowed).
  public var isTitleTruncated: Bool
  /// The badge, when the item has a badge value.
  public var badge: BadgeLayout?
  /// The size of the selection indicator pill: 60 × 30 pt in Material Components' geometry,
  /// 64 × 32 pt in Material 3's.
  public var selectionIndicatorSize: Size = BottomNavigationMetrics.selectionIndicatorSize

  /// This layout mirrored horizontally within `region` (for right-to-left layouts).
  func mirrored(in region: Rect) -> BottomNavigationItemLayout {
    func flip(_ rect: Rect) -> Rect {
      Rect(
        x: region.minX + region.maxX - rect.maxX, y: rect.minY, width: rect.width,
        height: rect.height)
    }
    var copy = self
    copy.frame = flip(frame)
    copy.iconFrame = flip(iconFrame)
    copy.titleFrame = flip(titleFrame)
    if var badge {
      badge.frame = flip(badge.frame)
      badge.textFrame = flip(badge.textFrame)
      copy.badge = badge
    }
    return copy
  }
}
