import Testing

@testable import MaterialThemingCore

/// The baseline Material 3 navigation bar geometry (m3-a11y-formats-facts §1.2, §1.5, §1.6):
/// 80 pt bar, 64 × 32 indicator 12 pt from the top, 24 pt icon centred in it, label line 4 pt
/// below the indicator, items equal and 8 pt apart.
@Suite struct Material3LayoutTests {
  static func bar(
    titleVisibility: BottomNavigationTitleVisibility = .always,
    direction: LayoutDirection = .leftToRight
  ) -> BottomNavigationBar {
    var bar = BottomNavigationBar(
      items: [
        BottomNavigationItem(title: "Home"), BottomNavigationItem(title: "Inbox", badgeValue: "3"),
        BottomNavigationItem(title: "Alerts", badgeValue: ""),
        BottomNavigationItem(title: "Profile"),
      ], titleVisibility: titleVisibility, layoutDirection: direction)
    bar.applyTheme(.material3, with: ContainerScheme())
    bar.selectItem(at: 1)
    return bar
  }

  @Test func material3VariantSelectsTheMaterial3Geometry() {
    #expect(Self.bar().geometry == .material3)
    var surface = BottomNavigationBar()
    surface.applyTheme(.surface, with: ContainerScheme())
    #expect(surface.geometry == .materialComponents)
    #expect(surface.automaticBarHeight == 56)
    #expect(BottomNavigationVariant.primary.geometry == .materialComponents)
  }

  @Test func barIs80PointsTallInEverySizeClassAndAlignment() {
    var bar = Self.bar()
    #expect(bar.sizeThatFits(Size(width: 360, height: 0)).height == 80)
    bar.horizontalSizeClass = .regular
    bar.alignment = .justifiedAdjacentTitles
    #expect(bar.isTitleBelowIcon)
    let layout = bar.layout(in: Size(width: 768, height: 80))
    #expect(layout.barHeight == 80 && layout.geometry == .material3)
    #expect(layout.items.allSatisfy { $0.frame.height == 80 })
  }

  @Test func itemsAreEqualAndEightPointsApart() {
    let layout = Self.bar().layout(in: Size(width: 360, height: 80))
    // (360 − 3 × 8) / 4 = 84 each.
    #expect(layout.items.map(\.frame.minX) == [0, 92, 184, 276])
    #expect(layout.items.allSatisfy { $0.frame.width == 84 })
  }

  @Test func indicatorIconAndLabelFollowTheSpec() {
    let item = Self.bar().layout(in: Size(width: 360, height: 80)).items[1]
    #expect(item.selectionIndicatorSize == Size(width: 64, height: 32))
    let indicator = item.selectionIndicatorFrame
    #expect(indicator == Rect(x: 92 + 42 - 32, y: 12, width: 64, height: 32))
    #expect(item.iconFrame == Rect(x: 122, y: 16, width: 24, height: 24))
    // The label's 16 pt line runs from 44 + 4 = 48 to 64, leaving 16 pt below it.
    #expect(item.titleFrame.midY == 56)
    #expect(item.titleFrame.midX == 134)
  }

  @Test func hiddenLabelCentresTheIndicator() {
    let layout = Self.bar(titleVisibility: .selected).layout(in: Size(width: 360, height: 80))
    #expect(!layout.items[0].isTitleVisible)
    #expect(layout.items[0].selectionIndicatorFrame.minY == 24)
    #expect(layout.items[1].selectionIndicatorFrame.minY == 12)
  }

  @Test func badgesUseTheMaterial3Offsets() throws {
    let items = Self.bar().layout(in: Size(width: 360, height: 80)).items
    let text = try #require(items[1].badge)
    // 16 pt tall, starting 12 pt before the icon's trailing edge, bottom 14 pt below its top.
    #expect(text.frame.height == 16 && text.cornerRadius == 8)
    #expect(text.frame.minX == items[1].iconFrame.maxX - 12)
    #expect(text.frame.maxY == items[1].iconFrame.minY + 14)
    let dot = try #require(items[2].badge)
    #expect(dot.isDot && dot.frame.size == Size(width: 6, height: 6))
    #expect(dot.frame.minX == items[2].iconFrame.maxX - 6)
    #expect(dot.frame.maxY == items[2].iconFrame.minY + 6)
  }

  @Test func rightToLeftMirrorsTheMaterial3Layout() {
    let ltr = Self.bar().layout(in: Size(width: 360, height: 80))
    let rtl = Self.bar(direction: .rightToLeft).layout(in: Size(width: 360, height: 80))
    for (left, right) in zip(ltr.items, rtl.items) {
      #expect(right.iconFrame.minX == 360 - left.iconFrame.maxX)
      #expect(right.selectionIndicatorFrame.minX == 360 - left.selectionIndicatorFrame.maxX)
    }
  }
}
