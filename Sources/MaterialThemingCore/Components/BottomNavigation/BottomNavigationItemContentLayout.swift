/// Places an item's icon and title inside its frame, as `MDCBottomNavigationItemView` does.
///
/// All results are for a left-to-right layout; the bar mirrors them for right to left.
enum BottomNavigationItemContentLayout {
  /// A measured title: the label size and whether it was cut short.
  struct Title: Equatable {
    /// The label's size.
    var size: Size
    /// Whether the text did not fit.
    var isTruncated: Bool
  }

  /// The tolerance for comparing measured lengths.
  static let tolerance = 1e-9

  /// Measures a title below its icon: wrapped to the item width when more than one line is
  /// allowed, otherwise one line cut to the item width when `truncates` is on.
  static func stackedTitle(
    _ text: String, font: Font, itemWidth: Double, numberOfLines: Int, truncates: Bool,
    metrics: some FontMetrics
  ) -> Title {
    let natural = metrics.singleLineSize(of: text, font: font)
    guard numberOfLines != 1 else {
      let isTruncated = truncates && natural.width > itemWidth + tolerance
      let width = truncates ? min(natural.width, itemWidth) : natural.width
      return Title(size: Size(width: width, height: natural.height), isTruncated: isTruncated)
    }
    let wrapped = metrics.size(
      of: text, font: font, maxWidth: itemWidth, maximumNumberOfLines: numberOfLines)
    let unlimited = metrics.size(of: text, font: font, maxWidth: itemWidth, maximumNumberOfLines: 0)
    return Title(size: wrapped, isTruncated: unlimited.height > wrapped.height + tolerance)
  }

  /// Measures a title beside its icon: one line, cut to the space right of the icon when
  /// `truncates` is on.
  static func adjacentTitle(
    _ text: String, font: Font, availableWidth: Double, truncates: Bool,
    metrics: some FontMetrics
  ) -> Title {
    let natural = metrics.singleLineSize(of: text, font: font)
    let available = max(availableWidth, 0)
    let isTruncated = truncates && natural.width > available + tolerance
    let width = truncates ? min(natural.width, available) : natural.width
    return Title(size: Size(width: width, height: natural.height), isTruncated: isTruncated)
  }

  /// The icon and title frames for a title below the icon.
  ///
  /// Content height = icon + (shown title ? margin + title : 0); icon centre Y =
  /// max(floor(midY − content / 2 + icon / 2), floor(minY + icon / 2)); the title's centre sits
  /// `icon / 2 + margin + title / 2` below the icon's centre; both are centred horizontally.
  static func stacked(
    in frame: Rect, iconSize: Size, titleSize: Size, isTitleVisible: Bool, margin: Double
  ) -> (icon: Rect, title: Rect) {
    let iconHeight = iconSize.height
    let contentHeight = iconHeight + (isTitleVisible ? margin + titleSize.height : 0)
    let iconCenterY = max(
      (frame.midY - contentHeight / 2 + iconHeight / 2).rounded(.down),
      (frame.minY + iconHeight / 2).rounded(.down))
    let icon = Rect(
      x: frame.midX - iconSize.width / 2, y: iconCenterY - iconHeight / 2,
      width: iconSize.width, height: iconHeight)
    let titleCenterY = iconCenterY + iconHeight / 2 + margin + titleSize.height / 2
    let title = Rect(
      x: frame.midX - titleSize.width / 2, y: titleCenterY - titleSize.height / 2,
      width: titleSize.width, height: titleSize.height)
    return (icon, title)
  }

  /// The icon and title frames for a title beside the icon: icon, margin and title centred as a
  /// group (the icon alone when the title is hidden), each centred vertically.
  static func adjacent(
    in frame: Rect, iconSize: Size, titleSize: Size, isTitleVisible: Bool, margin: Double
  ) -> (icon: Rect, title: Rect) {
    let groupWidth = iconSize.width + (isTitleVisible ? margin + titleSize.width : 0)
    let startX = frame.midX - groupWidth / 2
    let icon = Rect(
      x: startX, y: frame.midY - iconSize.height / 2, width: iconSize.width,
      height: iconSize.height)
    let title = Rect(
      x: icon.maxX + margin, y: frame.midY - titleSize.height / 2, width: titleSize.width,
      height: titleSize.height)
    return (icon, title)
  }
}
