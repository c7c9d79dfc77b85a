extension BottomNavigationBar {
  /// The baseline Material 3 layout (``BottomNavigationGeometry/material3``) in `bounds`.
  ///
  /// Items share the region between the safe-area insets equally, 8 pt apart
  /// (`width = (region − 8 × (n − 1)) ÷ n`), each the full 80 pt tall; alignment and size class
  /// do not change it (the baseline bar has top-icon items only). In each item the 64 × 32 pt
  /// indicator sits 12 pt from the top, centred, with the icon centred in it; the label's 16 pt
  /// line starts 4 pt below the indicator. Without a shown label the indicator is centred
  /// vertically. Badges follow Compose's `BadgedBox` offsets: a text badge 16 pt tall starting
  /// 12 pt before the icon's trailing edge with its bottom 14 pt below the icon's top; a dot 6 pt
  /// wide starting 6 pt before the trailing edge, its bottom 6 pt below the icon's top.
  func material3Layout(in bounds: Size, metrics: some FontMetrics) -> BottomNavigationLayout {
    typealias M3 = BottomNavigationMetrics.Material3
    let height = automaticBarHeight
    let region = Rect(
      x: safeAreaInsets.left, y: 0,
      width: max(bounds.width - safeAreaInsets.left - safeAreaInsets.right, 0), height: height)
    let count = items.count
    let spacing = M3.itemSpacing * Double(max(count - 1, 0))
    let itemWidth = count > 0 ? max((region.width - spacing) / Double(count), 0) : 0
    let itemLayouts = items.indices.map { index in
      let frame = Rect(
        x: region.minX + Double(index) * (itemWidth + M3.itemSpacing), y: region.minY,
        width: itemWidth, height: height)
      let item = material3ItemLayout(at: index, in: frame, metrics: metrics)
      return layoutDirection == .rightToLeft ? item.mirrored(in: region) : item
    }
    return BottomNavigationLayout(
      bounds: Rect(origin: .zero, size: bounds), itemsRegion: region, barHeight: height,
      alignment: .justified, isTitleBelowIcon: true, itemSlotWidth: itemWidth + M3.itemSpacing,
      items: itemLayouts, geometry: .material3)
  }

  /// One Material 3 item, left to right, inside `frame`.
  private func material3ItemLayout(
    at index: Int, in frame: Rect, metrics: some FontMetrics
  ) -> BottomNavigationItemLayout {
    typealias M3 = BottomNavigationMetrics.Material3
    let item = items[index]
    let isSelected = selectedIndex == index
    let isTitleVisible = titleVisibility.showsTitle(isSelected: isSelected)
    let title = BottomNavigationItemContentLayout.stackedTitle(
      item.title, font: style.itemTitleFont,
      itemWidth: max(frame.width - 2 * M3.labelHorizontalPadding, 0),
      numberOfLines: titlesNumberOfLines, truncates: truncatesLongTitles, metrics: metrics)
    let indicatorTop =
      isTitleVisible
      ? frame.minY + M3.itemPaddingTop : frame.midY - M3.indicatorSize.height / 2
    let indicator = Rect(
      x: frame.midX - M3.indicatorSize.width / 2, y: indicatorTop,
      width: M3.indicatorSize.width, height: M3.indicatorSize.height)
    let icon = Rect(
      x: indicator.midX - M3.iconSize / 2, y: indicator.midY - M3.iconSize / 2,
      width: M3.iconSize, height: M3.iconSize)
    let lineHeight = max(M3.labelLineHeight, title.size.height)
    let titleFrame = Rect(
      x: frame.midX - title.size.width / 2,
      y: indicator.maxY + M3.indicatorLabelSpacing + (lineHeight - title.size.height) / 2,
      width: title.size.width, height: title.size.height)
    let badge = item.badgeValue.map {
      Self.material3Badge(text: $0, onIcon: icon, font: style.itemBadgeTextFont, metrics: metrics)
    }
    return BottomNavigationItemLayout(
      index: index, isSelected: isSelected, frame: frame, iconFrame: icon, titleFrame: titleFrame,
      isTitleVisible: isTitleVisible, isTitleTruncated: title.isTruncated, badge: badge,
      selectionIndicatorSize: M3.indicatorSize)
  }

  /// A Material 3 badge on `icon`, left to right (see ``material3Layout(in:metrics:)``).
  static func material3Badge(
    text: String, onIcon icon: Rect, font: Font, metrics: some FontMetrics
  ) -> BadgeLayout {
    typealias M3 = BottomNavigationMetrics.Material3
    if text.isEmpty {
      let size = M3.smallBadgeSize
      let frame = Rect(
        x: icon.maxX - M3.smallBadgeOffset, y: icon.minY + M3.smallBadgeOffset - size,
        width: size, height: size)
      return BadgeLayout(
        frame: frame, textFrame: Rect(x: frame.midX, y: frame.midY, width: 0, height: 0),
        cornerRadius: size / 2, text: text)
    }
    let textSize = metrics.singleLineSize(of: text, font: font)
    let height = M3.largeBadgeHeight
    let width = max(height, textSize.width + 2 * M3.largeBadgeTextPadding)
    let frame = Rect(
      x: icon.maxX - M3.largeBadgeHorizontalOffset,
      y: icon.minY + M3.largeBadgeVerticalOffset - height, width: width, height: height)
    let textFrame = Rect(
      x: frame.midX - textSize.width / 2, y: frame.midY - textSize.height / 2,
      width: textSize.width, height: textSize.height)
    return BadgeLayout(frame: frame, textFrame: textFrame, cornerRadius: height / 2, text: text)
  }
}
