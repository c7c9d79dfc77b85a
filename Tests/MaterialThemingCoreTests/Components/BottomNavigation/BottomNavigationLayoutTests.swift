import Testing

@testable import MaterialThemingCore

/// Layout rules of `MDCBottomNavigationBar.m`. Text is measured with ``ApproximateFontMetrics``: at
/// the 12-point caption a character is 6 points wide and a line 14.4 points tall.
@Suite struct BottomNavigationLayoutTests {
  static let titles = ["Home", "Mail", "Search", "Profile"]

  static func bar(
    alignment: BottomNavigationAlignment = .justified, sizeClass: SizeClass = .compact,
    direction: LayoutDirection = .leftToRight,
    visibility: BottomNavigationTitleVisibility = .selected,
    titles: [String] = titles
  ) -> BottomNavigationBar {
    var items = titles.map { BottomNavigationItem(title: $0) }
    if items.count > 2 {
      items[0].badgeValue = "3"
      items[2].badgeValue = ""
    }
    var bar = BottomNavigationBar(
      items: items, titleVisibility: visibility, alignment: alignment,
      horizontalSizeClass: sizeClass, layoutDirection: direction)
    bar.selectItem(at: 1)
    return bar
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var alignment: BottomNavigationAlignment
    var sizeClass: SizeClass
    var visibility: BottomNavigationTitleVisibility
    var testDescription: String { "\(alignment)/\(sizeClass)/\(visibility)" }
  }

  static let matrix: [Case] = BottomNavigationAlignment.allCases.flatMap { alignment in
    SizeClass.allCases.flatMap { sizeClass in
      BottomNavigationTitleVisibility.allCases.map {
        Case(alignment: alignment, sizeClass: sizeClass, visibility: $0)
      }
    }
  }

  static func width(for sizeClass: SizeClass) -> Double { sizeClass == .compact ? 375 : 1024 }

  @Test(arguments: matrix, LayoutDirection.allCases)
  func framesStayInsideTheBarAndNeverOverlap(testCase: Case, direction: LayoutDirection) {
    let bar = Self.bar(
      alignment: testCase.alignment, sizeClass: testCase.sizeClass, direction: direction,
      visibility: testCase.visibility)
    let bounds = bar.sizeThatFits(Size(width: Self.width(for: testCase.sizeClass), height: 800))
    let layout = bar.layout(in: bounds)
    let barRect = Rect(origin: .zero, size: bounds)
    #expect(layout.items.count == 4)
    for item in layout.items {
      #expect(barRect.contains(item.frame))
      #expect(item.frame.contains(item.iconFrame))
      if let badge = item.badge { #expect(barRect.contains(badge.frame)) }
      if item.isTitleVisible {
        #expect(item.frame.contains(item.titleFrame))
        #expect(!item.titleFrame.intersects(item.iconFrame))
      }
      for other in layout.items where other.index != item.index {
        #expect(!item.frame.intersects(other.frame))
      }
    }
  }

  @Test(arguments: matrix)
  func rightToLeftIsTheMirrorOfLeftToRight(testCase: Case) {
    let width = Self.width(for: testCase.sizeClass)
    let ltrBar = Self.bar(
      alignment: testCase.alignment, sizeClass: testCase.sizeClass, visibility: testCase.visibility)
    var rtlBar = ltrBar
    rtlBar.layoutDirection = .rightToLeft
    let bounds = ltrBar.sizeThatFits(Size(width: width, height: 800))
    let ltr = ltrBar.layout(in: bounds)
    let rtl = rtlBar.layout(in: bounds)
    for (left, right) in zip(ltr.items, rtl.items) {
      #expect(right.frame == left.frame.mirrored(inWidth: width))
      #expect(right.iconFrame == left.iconFrame.mirrored(inWidth: width))
      #expect(right.titleFrame == left.titleFrame.mirrored(inWidth: width))
      #expect(right.badge?.frame == left.badge?.frame.mirrored(inWidth: width))
      #expect(right.isTitleVisible == left.isTitleVisible)
    }
    // The first item sits at the trailing (right) end in right to left.
    #expect(rtl.items[0].frame.minX > rtl.items[3].frame.minX)
  }

  @Test(arguments: matrix)
  func titlesAreVisiblePerTitleVisibility(testCase: Case) {
    let bar = Self.bar(
      alignment: testCase.alignment, sizeClass: testCase.sizeClass, visibility: testCase.visibility)
    let layout = bar.layout(in: Size(width: Self.width(for: testCase.sizeClass), height: 56))
    let expected: [Int] =
      switch testCase.visibility {
      case .selected: [1]
      case .always: [0, 1, 2, 3]
      case .never: []
      }
    #expect(layout.visibleTitleIndices == expected)
    #expect(layout.truncatedTitleIndices.isEmpty)
  }

  @Test(arguments: [
    (BottomNavigationAlignment.justified, SizeClass.compact, 56.0),
    (.justified, .regular, 56), (.centered, .compact, 56), (.centered, .regular, 56),
    (.justifiedAdjacentTitles, .compact, 56), (.justifiedAdjacentTitles, .regular, 40),
  ])
  func sizeThatFitsIs56Or40ForAdjacentTitlesInRegularWidth(
    alignment: BottomNavigationAlignment, sizeClass: SizeClass, height: Double
  ) {
    var bar = Self.bar(alignment: alignment, sizeClass: sizeClass)
    bar.safeAreaInsets = EdgeInsets(bottom: 34)
    #expect(bar.sizeThatFits(Size(width: 414, height: 896)) == Size(width: 414, height: height))
    bar.sizeThatFitsIncludesSafeArea = true
    #expect(bar.sizeThatFits(Size(width: 414, height: 896)).height == height + 34)
    bar.barHeight = 64
    #expect(bar.sizeThatFits(Size(width: 414, height: 896)).height == 64 + 34)
    bar.sizeThatFitsIncludesSafeArea = false
    #expect(bar.sizeThatFits(Size(width: 414, height: 896)).height == 64)
    #expect(bar.layout(in: Size(width: 414, height: 98)).items[0].frame.height == 64)
  }

  @Test func justifiedFramesFloorEachSlot() {
    let layout = Self.bar().layout(in: Size(width: 375, height: 56))
    // slot = 375 / 4 = 93.75; x = floor(i × 93.75), width = floor(93.75).
    #expect(layout.items.map(\.frame.minX) == [0, 93, 187, 281])
    #expect(layout.items.allSatisfy { $0.frame.width == 93 && $0.frame.height == 56 })
  }

  @Test func horizontalPaddingInsetsEachItem() {
    var bar = Self.bar()
    bar.itemsHorizontalPadding = 8
    let layout = bar.layout(in: Size(width: 375, height: 56))
    // x = floor(i × 93.75 + 8), width = floor(93.75 − 16).
    #expect(layout.items.map(\.frame.minX) == [8, 101, 195, 289])
    #expect(layout.items.allSatisfy { $0.frame.width == 77 })
  }

  @Test(arguments: LayoutDirection.allCases)
  func leftAndRightSafeAreaInsetTheItems(direction: LayoutDirection) {
    var bar = Self.bar(direction: direction)
    bar.safeAreaInsets = EdgeInsets(left: 44, bottom: 21, right: 44)
    let layout = bar.layout(in: Size(width: 812, height: 77))
    #expect(layout.itemsRegion == Rect(x: 44, y: 0, width: 724, height: 56))
    let expected: [Double] = [44, 225, 406, 587]
    #expect(
      layout.items.map(\.frame.minX) == (direction == .leftToRight ? expected : expected.reversed())
    )
    #expect(layout.items.allSatisfy { $0.frame.width == 181 })
  }

  @Test func stackedIconAndTitlePositions() {
    let layout = Self.bar().layout(in: Size(width: 375, height: 56))
    // Selected item 1 ("Mail"): content = 24 + 0 + 14.4; icon centre = floor(28 − 19.2 + 12) = 20.
    let selected = layout.items[1]
    #expect(selected.iconFrame == Rect(x: 127.5, y: 8, width: 24, height: 24))
    #expect(selected.titleFrame.isClose(to: Rect(x: 127.5, y: 32, width: 24, height: 14.4)))
    // Unselected item 0: the title is hidden, so the icon centres: floor(28) = 28.
    #expect(layout.items[0].iconFrame == Rect(x: 34.5, y: 16, width: 24, height: 24))
  }

  @Test func verticalMarginSeparatesIconAndTitle() {
    var bar = Self.bar()
    bar.itemsContentVerticalMargin = 4
    let item = bar.layout(in: Size(width: 375, height: 56)).items[1]
    // content = 24 + 4 + 14.4 = 42.4; icon centre = floor(28 − 21.2 + 12) = 18.
    #expect(item.iconFrame.minY == 6)
    #expect(item.titleFrame.minY == 34)
  }

  @Test func adjacentTitlesSitBesideTheIconInRegularWidth() {
    let bar = Self.bar(alignment: .justifiedAdjacentTitles, sizeClass: .regular)
    let layout = bar.layout(in: bar.sizeThatFits(Size(width: 1024, height: 800)))
    #expect(!layout.isTitleBelowIcon)
    #expect(layout.barHeight == 40)
    // Slot 256; "Mail" is 24 wide; group = 24 + 12 + 24 = 60 centred at 256 + 128.
    let item = layout.items[1]
    #expect(item.iconFrame == Rect(x: 354, y: 8, width: 24, height: 24))
    #expect(item.titleFrame.isClose(to: Rect(x: 390, y: 12.8, width: 24, height: 14.4)))
  }

  @Test func adjacentTitlesStackInCompactWidth() {
    let layout = Self.bar(alignment: .justifiedAdjacentTitles).layout(
      in: Size(width: 375, height: 56))
    #expect(layout.isTitleBelowIcon)
    #expect(layout.items[1].titleFrame.minY > layout.items[1].iconFrame.maxY - 1e-9)
  }

  @Test func centeredLaysOutJustifiedInCompactWidth() {
    let layout = Self.bar(alignment: .centered).layout(in: Size(width: 375, height: 56))
    #expect(layout.alignment == .justified)
    #expect(layout.items.map(\.frame.minX) == [0, 93, 187, 281])
  }

  @Test(arguments: [
    // (item count, width, title, expected item width) — 120 unless a title is wider (capped at 168),
    // shared equally when 120 × count does not fit, never below 80.
    (4, 1024.0, "Home", 120.0), (3, 768, "Home", 120), (5, 1024, "Home", 120),
    (4, 1024, "Notifications and alerts", 144), (4, 1024, "Notifications and alerts for all", 168),
    (5, 500, "Home", 100), (6, 600, "Home", 100), (8, 500, "Home", 80), (10, 600, "Home", 80),
  ])
  func centeredItemWidthRule(count: Int, width: Double, title: String, expected: Double) {
    var bar = Self.bar(
      alignment: .centered, sizeClass: .regular,
      titles: Array(repeating: "Home", count: count - 1) + [title])
    bar.titleVisibility = .always
    #expect(bar.centeredItemWidth(availableWidth: width) == expected)
    let layout = bar.layout(in: Size(width: width, height: 56))
    #expect(layout.itemSlotWidth == expected)
    let start = ((width - expected * Double(count)) / 2).rounded(.down)
    #expect(
      layout.items.map(\.frame.minX)
        == (0..<count).map { (start + Double($0) * expected).rounded(.down) })
  }

  @Test func centeredWidthCountsPaddingAndIgnoresNeverShownTitles() {
    var bar = Self.bar(
      alignment: .centered, sizeClass: .regular, titles: ["Home", "Notifications and alerts"])
    bar.itemsHorizontalPadding = 8
    // 144 + 2 × 8 = 160.
    #expect(bar.centeredItemWidth(availableWidth: 1024) == 160)
    bar.titleVisibility = .never
    #expect(bar.centeredItemWidth(availableWidth: 1024) == 120)
  }

  @Test func longTitlesAreTruncatedToTheItemWidth() {
    var bar = Self.bar(titles: ["Home", "Notifications and alerts", "Search", "Profile"])
    let item = bar.layout(in: Size(width: 375, height: 56)).items[1]
    #expect(item.isTitleTruncated)
    #expect(item.titleFrame.width == 93)
    bar.truncatesLongTitles = false
    let overflowing = bar.layout(in: Size(width: 375, height: 56)).items[1]
    #expect(!overflowing.isTitleTruncated)
    #expect(overflowing.titleFrame.width == 144)
  }

  @Test func multilineTitlesWrapAtTheItemWidth() {
    var bar = Self.bar(titles: ["Home", "Notifications and alerts", "Search", "Profile"])
    bar.titlesNumberOfLines = 2
    // 93 points hold 15 characters: "Notifications" / "and alerts".
    let item = bar.layout(in: Size(width: 375, height: 56)).items[1]
    #expect(!item.isTitleTruncated)
    #expect(item.titleFrame.size.isClose(to: Size(width: 78, height: 28.8)))
    // content = 24 + 28.8; icon centre = floor(28 − 26.4 + 12) = 13.
    #expect(item.iconFrame.minY == 1)
    bar.items[1].title = "Notifications and alerts for everyone"
    bar.selectItem(at: 1)
    #expect(bar.layout(in: Size(width: 375, height: 56)).items[1].isTitleTruncated)
  }

  @Test func emptyBarHasNoItems() {
    let layout = BottomNavigationBar().layout(in: Size(width: 375, height: 56))
    #expect(layout.items.isEmpty)
    #expect(layout.barHeight == 56)
  }
}
