extension BottomNavigationBar {
  /// Lays the bar out in `bounds`: item, icon, title and badge frames in the bar's coordinates.
  ///
  /// Items occupy the top ``automaticBarHeight`` points, between the left and right safe-area
  /// insets. Item slots are `region ÷ count` wide (justified) or the centered width (centered,
  /// regular width only), and each item frame is `x = floor(start + i × slot + padding)`,
  /// `width = floor(slot − 2 × padding)`. Right to left is the exact mirror of left to right
  /// within the items region, so the item order reverses. With ``geometry`` set to
  /// ``BottomNavigationGeometry/material3`` the bar follows the baseline Material 3 layout
  /// instead (see ``BottomNavigationGeometry/material3``).
  public func layout(
    in bounds: Size, metrics: some FontMetrics = ApproximateFontMetrics()
  ) -> BottomNavigationLayout {
    if geometry == .material3 { return material3Layout(in: bounds, metrics: metrics) }
    let height = automaticBarHeight
    let region = Rect(
      x: safeAreaInsets.left, y: 0,
      width: max(bounds.width - safeAreaInsets.left - safeAreaInsets.right, 0), height: height)
    let effectiveAlignment = alignment.effective(in: horizontalSizeClass)
    let count = items.count
    var slotWidth = count > 0 ? region.width / Double(count) : 0
    var startX = region.minX
    if effectiveAlignment == .centered && count > 0 {
      slotWidth = centeredItemWidth(availableWidth: region.width, metrics: metrics)
      startX = region.minX + ((region.width - slotWidth * Double(count)) / 2).rounded(.down)
    }
    let itemLayouts = items.indices.map { index in
      let frame = Rect(
        x: (startX + Double(index) * slotWidth + itemsHorizontalPadding).rounded(.down),
        y: region.minY,
        width: max((slotWidth - 2 * itemsHorizontalPadding).rounded(.down), 0), height: height)
      let item = itemLayout(at: index, in: frame, metrics: metrics)
      return layoutDirection == .rightToLeft ? item.mirrored(in: region) : item
    }
    return BottomNavigationLayout(
      bounds: Rect(origin: .zero, size: bounds), itemsRegion: region, barHeight: height,
      alignment: effectiveAlignment, isTitleBelowIcon: isTitleBelowIcon,
      itemSlotWidth: slotWidth, items: itemLayouts)
  }

  /// The width of each centered item for `availableWidth` (`MDCBottomNavigationBar.m`).
  ///
  /// Start from max(120, the widest item's fitted width + 2 × padding); cap at 168; when the
  /// items would not fit, share the available width equally; never go below 80.
  public func centeredItemWidth(
    availableWidth: Double, metrics: some FontMetrics = ApproximateFontMetrics()
  ) -> Double {
    guard !items.isEmpty else { return 0 }
    let widest = items.map { fittedWidth(of: $0, metrics: metrics) }.max() ?? 0
    var width = max(
      BottomNavigationMetrics.centeredPreferredItemWidth, widest + 2 * itemsHorizontalPadding)
    width = min(width, BottomNavigationMetrics.centeredMaximumItemWidth)
    if width * Double(items.count) > availableWidth {
      width = availableWidth / Double(items.count)
    }
    return max(width, BottomNavigationMetrics.centeredMinimumItemWidth)
  }

  /// The width an item's content needs: icon and title stacked (the wider of the two) or side by
  /// side (icon + margin + title).
  ///
  /// The title counts unless titles are never shown.
  public func fittedWidth(
    of item: BottomNavigationItem, metrics: some FontMetrics = ApproximateFontMetrics()
  ) -> Double {
    guard titleVisibility != .never, !item.title.isEmpty else { return item.iconSize.width }
    let titleWidth = metrics.singleLineSize(of: item.title, font: style.itemTitleFont).width
    return isTitleBelowIcon
      ? max(item.iconSize.width, titleWidth)
      : item.iconSize.width + itemsContentHorizontalMargin + titleWidth
  }

  /// The left-to-right layout of the item at `index` inside `frame`.
  private func itemLayout(
    at index: Int, in frame: Rect, metrics: some FontMetrics
  ) -> BottomNavigationItemLayout {
    let item = items[index]
    let isSelected = selectedIndex == index
    let isTitleVisible = titleVisibility.showsTitle(isSelected: isSelected)
    let title: BottomNavigationItemContentLayout.Title
    let placement: (icon: Rect, title: Rect)
    if isTitleBelowIcon {
      title = BottomNavigationItemContentLayout.stackedTitle(
        item.title, font: style.itemTitleFont, itemWidth: frame.width,
        numberOfLines: titlesNumberOfLines, truncates: truncatesLongTitles, metrics: metrics)
      placement = BottomNavigationItemContentLayout.stacked(
        in: frame, iconSize: item.iconSize, titleSize: title.size, isTitleVisible: isTitleVisible,
        margin: itemsContentVerticalMargin)
    } else {
      title = BottomNavigationItemContentLayout.adjacentTitle(
        item.title, font: style.itemTitleFont,
        availableWidth: frame.width - item.iconSize.width - itemsContentHorizontalMargin,
        truncates: truncatesLongTitles, metrics: metrics)
      placement = BottomNavigationItemContentLayout.adjacent(
        in: frame, iconSize: item.iconSize, titleSize: title.size, isTitleVisible: isTitleVisible,
        margin: itemsContentHorizontalMargin)
    }
    let badge = item.badgeValue.map {
      BadgeLayout.placed(
        text: $0, onIcon: placement.icon, font: style.itemBadgeTextFont, metrics: metrics,
        displayScale: displayScale)
    }
    return BottomNavigationItemLayout(
      index: index, isSelected: isSelected, frame: frame, iconFrame: placement.icon,
      titleFrame: placement.title, isTitleVisible: isTitleVisible,
      isTitleTruncated: title.isTruncated, badge: badge)
  }
}
