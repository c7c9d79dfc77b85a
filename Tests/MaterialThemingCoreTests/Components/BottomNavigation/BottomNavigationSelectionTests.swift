import Testing

@testable import MaterialThemingCore

/// Delegate-driven selection (`MDCBottomNavigationBar.m`'s selection handling) and per-item
/// appearance.
@Suite struct BottomNavigationSelectionTests {
  /// A value delegate that records calls and can refuse one index.
  struct RecordingDelegate: BottomNavigationBarDelegate {
    var refusedIndex: Int?
    var asked: [Int] = []
    var selected: [Int] = []
    var selectionSeenInDidSelect: [Int?] = []

    mutating func shouldSelect(
      item: BottomNavigationItem, at index: Int, in bar: BottomNavigationBar
    ) -> Bool {
      asked.append(index)
      return index != refusedIndex
    }

    mutating func didSelect(item: BottomNavigationItem, at index: Int, in bar: BottomNavigationBar)
    {
      selected.append(index)
      selectionSeenInDidSelect.append(bar.selectedIndex)
    }
  }

  /// A class delegate using the protocol's defaults.
  final class DefaultDelegate: BottomNavigationBarDelegate {}

  static func bar() -> BottomNavigationBar {
    BottomNavigationBar(items: [
      BottomNavigationItem(title: "Home", iconName: "home", selectedIconName: "home.fill", tag: 10),
      BottomNavigationItem(title: "Mail", iconName: "mail", badgeValue: "1", tag: 20),
      BottomNavigationItem(
        title: "Chat", iconName: "chat", badgeValue: "", badgeColor: Color(rgb: 0x00FF00), tag: 30),
    ])
  }

  @Test func nothingIsSelectedInitiallyOrAfterSettingItems() {
    var bar = Self.bar()
    #expect(bar.selectedIndex == nil)
    bar.selectItem(at: 2)
    #expect(bar.selectedItem?.title == "Chat")
    bar.items = Array(bar.items.reversed())
    #expect(bar.selectedIndex == nil)
    #expect(bar.selectedItem == nil)
  }

  @Test func tapAsksThenSelectsThenReports() {
    var bar = Self.bar()
    var delegate = RecordingDelegate()
    #expect(bar.tap(itemAt: 1, delegate: &delegate) == .selected(index: 1))
    #expect(bar.selectedIndex == 1)
    #expect(delegate.asked == [1])
    #expect(delegate.selected == [1])
    #expect(delegate.selectionSeenInDidSelect == [1])
  }

  @Test func refusedTapLeavesSelectionUnchanged() {
    var bar = Self.bar()
    bar.selectItem(at: 0)
    var delegate = RecordingDelegate(refusedIndex: 2)
    #expect(bar.tap(itemAt: 2, delegate: &delegate) == .declined(index: 2))
    #expect(bar.selectedIndex == 0)
    #expect(delegate.asked == [2])
    #expect(delegate.selected.isEmpty)
  }

  @Test func tappingTheSelectedItemReportsAgain() {
    var bar = Self.bar()
    var delegate = RecordingDelegate()
    bar.tap(itemAt: 0, delegate: &delegate)
    bar.tap(itemAt: 0, delegate: &delegate)
    #expect(delegate.selected == [0, 0])
  }

  @Test func tapOutsideTheItemsDoesNothing() {
    var bar = Self.bar()
    var delegate = RecordingDelegate()
    #expect(bar.tap(itemAt: 3, delegate: &delegate) == .noSuchItem)
    #expect(bar.tap(itemAt: -1) == .noSuchItem)
    #expect(delegate.asked.isEmpty)
    #expect(bar.selectedIndex == nil)
  }

  @Test func classDelegateDefaultsAllowSelection() {
    var bar = Self.bar()
    #expect(bar.tap(itemAt: 2, delegate: DefaultDelegate()) == .selected(index: 2))
    #expect(bar.selectedIndex == 2)
    #expect(bar.tap(itemAt: 1) == .selected(index: 1))
  }

  @Test func selectionByTagAndByIndex() {
    var bar = Self.bar()
    let byTag = bar.selectItem(withTag: 30)
    #expect(byTag && bar.selectedIndex == 2)
    let unknownTag = bar.selectItem(withTag: 99)
    #expect(!unknownTag && bar.selectedIndex == 2)
    let outOfRange = bar.selectItem(at: 5)
    #expect(!outOfRange && bar.selectedIndex == 2)
    let cleared = bar.selectItem(at: nil)
    #expect(cleared && bar.selectedIndex == nil)
  }

  @Test func selectedItemUsesSelectedColorsAndImage() throws {
    var bar = Self.bar()
    bar.applySurfaceTheme(with: ContainerScheme())
    bar.selectItem(at: 0)
    let selected = try #require(bar.appearance(ofItemAt: 0))
    #expect(selected.iconTintColor.hexString == "#6200EEFF")
    #expect(selected.titleColor.hexString == "#6200EEFF")
    #expect(selected.iconName == "home.fill")
    #expect(selected.rippleColor.hexString == "#6200EE26")
    let unselected = try #require(bar.appearance(ofItemAt: 1))
    #expect(unselected.iconTintColor.hexString == "#00000099")
    #expect(unselected.titleColor.hexString == "#00000099")
    #expect(unselected.iconName == "mail")
    #expect(bar.appearance(ofItemAt: 3) == nil)
  }

  @Test func itemBadgeColorWinsOverTheBarColor() throws {
    let bar = Self.bar()
    #expect(try #require(bar.appearance(ofItemAt: 1)).badgeBackgroundColor.hexString == "#D32F2FFF")
    #expect(try #require(bar.appearance(ofItemAt: 2)).badgeBackgroundColor.hexString == "#00FF00FF")
    #expect(try #require(bar.appearance(ofItemAt: 2)).badgeTextColor.hexString == "#FFFFFFFF")
  }

  @Test func itemFlagsDescribeBadgesAndSelectedImages() {
    let items = Self.bar().items
    #expect(items[0].hasSelectedIcon && !items[1].hasSelectedIcon)
    #expect(!items[0].showsBadge && items[1].showsBadge && !items[1].showsDotBadge)
    #expect(items[2].showsDotBadge)
    #expect(items[0].iconSize == Size(width: 24, height: 24))
  }
}
