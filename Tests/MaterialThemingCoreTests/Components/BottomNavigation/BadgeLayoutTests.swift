import Testing

@testable import MaterialThemingCore

/// Badge size and placement (`MDCBottomNavigationItemBadge.m`, `MDCBadgeView.m`). The 8-point badge
/// font measures 4 points per character and 9.6 points per line with ``ApproximateFontMetrics``.
@Suite struct BadgeLayoutTests {
  static func bar(badge: String, direction: LayoutDirection = .leftToRight) -> BottomNavigationBar {
    var bar = BottomNavigationBar(
      items: [
        BottomNavigationItem(title: "Home", badgeValue: badge), BottomNavigationItem(title: "Mail"),
        BottomNavigationItem(title: "Search"), BottomNavigationItem(title: "Profile"),
      ], layoutDirection: direction)
    bar.selectItem(at: 0)
    return bar
  }

  @Test(arguments: [
    // (height, display scale, inset) — round((sin 45° × h / 2 + 1) × scale) / scale.
    (11.6, 2.0, 5.0), (18.8, 2.0, 7.5), (18.8, 1.0, 8.0), (18.8, 3.0, 23.0 / 3.0), (9.0, 2.0, 4.0),
  ])
  func roundedEndInsetFollowsTheFormula(height: Double, scale: Double, inset: Double) {
    #expect(abs(BadgeLayout.roundedEndInset(height: height, displayScale: scale) - inset) < 1e-9)
  }

  @Test func singleDigitBadgeIsACircleOnTheIconCorner() throws {
    let item = Self.bar(badge: "3").layout(in: Size(width: 375, height: 56)).items[0]
    let badge = try #require(item.badge)
    // height = max(9, 9.6 + 2) = 11.6; width = max(9, 4 + 5) = 9, raised to the height.
    #expect(badge.frame.size.isClose(to: Size(width: 11.6, height: 11.6)))
    #expect(abs(badge.cornerRadius - 5.8) < 1e-9)
    // Top level with the icon top; centre x = icon.maxX − 8 + width / 2.
    #expect(badge.frame.minY == item.iconFrame.minY)
    #expect(abs(badge.frame.midX - (item.iconFrame.maxX - 8 + 5.8)) < 1e-9)
    #expect(!badge.isDot)
    #expect(abs(badge.textFrame.midX - badge.frame.midX) < 1e-9)
  }

  @Test func longBadgeGrowsIntoAPill() throws {
    let item = Self.bar(badge: "999").layout(in: Size(width: 375, height: 56)).items[0]
    let badge = try #require(item.badge)
    // width = 3 × 4 + 5 = 17.
    #expect(badge.frame.size.isClose(to: Size(width: 17, height: 11.6)))
    #expect(abs(badge.frame.minX - (item.iconFrame.maxX - 8)) < 1e-9)
    #expect(badge.textFrame.size.isClose(to: Size(width: 12, height: 9.6)))
  }

  @Test func emptyBadgeValueIsADot() throws {
    let item = Self.bar(badge: "").layout(in: Size(width: 375, height: 56)).items[0]
    let badge = try #require(item.badge)
    #expect(badge.isDot)
    #expect(badge.frame.size == Size(width: 9, height: 9))
    #expect(badge.frame.midX == item.iconFrame.maxX - 1)
    #expect(badge.frame.minY == item.iconFrame.minY)
    #expect(badge.cornerRadius == 4.5)
  }

  @Test func noBadgeValueMeansNoBadge() {
    let layout = Self.bar(badge: "1").layout(in: Size(width: 375, height: 56))
    #expect(layout.items[1].badge == nil)
  }

  @Test(arguments: ["", "3", "999"])
  func rightToLeftBadgeMirrorsFromTheIconLeadingEdge(badge: String) throws {
    let item = Self.bar(badge: badge, direction: .rightToLeft).layout(
      in: Size(width: 375, height: 56)
    ).items[0]
    let frame = try #require(item.badge).frame
    #expect(frame.minY == item.iconFrame.minY)
    if badge.isEmpty {
      #expect(frame.midX == item.iconFrame.minX + 1)
    } else {
      #expect(abs(frame.maxX - (item.iconFrame.minX + 8)) < 1e-9)
    }
  }

  @Test func largerBadgeFontUsesTheDisplayScale() throws {
    var bar = Self.bar(badge: "12")
    bar.style.itemBadgeTextFont = Font(size: 14, weight: .regular)
    bar.displayScale = 1
    // text 2 × 7 = 14 by 16.8; height 18.8; inset round(7.6468) = 8; width 22.
    let badge = try #require(bar.layout(in: Size(width: 375, height: 56)).items[0].badge)
    #expect(badge.frame.size.isClose(to: Size(width: 22, height: 18.8)))
  }
}
