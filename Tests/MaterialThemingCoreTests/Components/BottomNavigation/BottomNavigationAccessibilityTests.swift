import Testing

@testable import MaterialThemingCore

/// Accessibility elements (`MDCBottomNavigationBar`'s accessibility behaviour) and the guideline
/// audit.
@Suite struct BottomNavigationAccessibilityTests {
  static func bar() -> BottomNavigationBar {
    var bar = BottomNavigationBar(items: [
      BottomNavigationItem(
        title: "Inbox", badgeValue: "10", accessibilityValue: "10 unread emails",
        accessibilityHint: "Shows your mail", accessibilityIdentifier: "tab.inbox"),
      BottomNavigationItem(title: "Chat", badgeValue: "2", accessibilityLabel: "Messages"),
      BottomNavigationItem(title: "Alerts", badgeValue: ""),
      BottomNavigationItem(title: "Settings"),
    ])
    bar.selectItem(at: 1)
    return bar
  }

  @Test func oneElementPerItemLabelledWithTheTitle() {
    let elements = Self.bar().accessibilityElements
    #expect(elements.map(\.index) == [0, 1, 2, 3])
    // The custom accessibilityLabel stays on the item view; the element reads the title.
    #expect(elements.map(\.label) == ["Inbox", "Chat", "Alerts", "Settings"])
  }

  @Test func valueIsTheAccessibilityValueElseTheBadgeValue() {
    let elements = Self.bar().accessibilityElements
    #expect(elements[0].value == "10 unread emails")
    #expect(elements[1].value == "2")
    #expect(elements[2].value == "")
    #expect(elements[3].value == nil)
  }

  @Test func traitsAreButtonPlusSelected() {
    let elements = Self.bar().accessibilityElements
    #expect(elements[1].traits == [.button, .selected])
    #expect(elements[0].traits == .button)
    #expect(elements.filter { $0.traits.contains(.selected) }.count == 1)
  }

  @Test func hintAndIdentifierAreForwarded() {
    let element = Self.bar().accessibilityElements[0]
    #expect(element.hint == "Shows your mail")
    #expect(element.identifier == "tab.inbox")
  }

  @Test func containerIsATabBarAndNotItselfAnElement() {
    let bar = Self.bar()
    #expect(bar.accessibilityContainerTraits == .tabBar)
    #expect(!bar.isAccessibilityElement)
  }

  @Test func comfortableBarHasNoFindings() {
    #expect(Self.bar().audit(in: Size(width: 375, height: 56)).isEmpty)
  }

  @Test func narrowItemsAreReportedUnder48Points() {
    var bar = BottomNavigationBar(items: (0..<8).map { BottomNavigationItem(title: "T\($0)") })
    bar.selectItem(at: 0)
    // 320 / 8 = 40 points per item.
    let findings = bar.audit(in: Size(width: 320, height: 56))
    #expect(findings.count == 8)
    #expect(
      findings.allSatisfy { $0.kind == .touchTargetTooSmall(size: Size(width: 40, height: 56)) })
  }

  @Test func shortBarIsReportedUnder48Points() {
    var bar = Self.bar()
    bar.barHeight = 40
    let findings = bar.audit(in: Size(width: 375, height: 40))
    #expect(findings.map(\.index) == [0, 1, 2, 3])
    #expect(findings[0].kind == .touchTargetTooSmall(size: Size(width: 93, height: 40)))
  }

  @Test func truncatedTitlesAreReportedEvenWhileUnselected() {
    var bar = Self.bar()
    bar.items[3].title = "Notifications and alerts"
    bar.selectItem(at: 0)
    let findings = bar.audit(in: Size(width: 375, height: 56))
    #expect(
      findings == [
        BottomNavigationAuditFinding(index: 3, kind: .titleTruncated(availableWidth: 93))
      ])
    #expect(findings[0].message.contains("truncated"))
    bar.titleVisibility = .never
    #expect(bar.audit(in: Size(width: 375, height: 56)).isEmpty)
  }

  @Test func auditDoesNotChangeTheLayout() {
    var bar = Self.bar()
    bar.barHeight = 40
    let before = bar.layout(in: Size(width: 375, height: 40))
    _ = bar.audit(in: Size(width: 375, height: 40))
    #expect(bar.layout(in: Size(width: 375, height: 40)) == before)
    #expect(before.items[0].frame.height == 40)
  }

  @Test func centeredItemsWiderThanTheBarAreReported() {
    let bar = BottomNavigationBar(
      items: (0..<8).map { BottomNavigationItem(title: "T\($0)") }, alignment: .centered,
      horizontalSizeClass: .regular)
    // 8 × 80 = 640 > 500: start = floor((500 − 640) / 2) = −70, so items 0 and 7 stick out.
    let outside = bar.audit(in: Size(width: 500, height: 56)).filter { $0.kind == .itemOutsideBar }
    #expect(outside.map(\.index) == [0, 7])
  }

  @Test func emptyTitleIsReportedAsMissingLabel() {
    let bar = BottomNavigationBar(items: [
      BottomNavigationItem(title: ""), BottomNavigationItem(title: "Home"),
      BottomNavigationItem(title: "Mail"),
    ])
    #expect(
      bar.audit(in: Size(width: 375, height: 56)) == [
        BottomNavigationAuditFinding(index: 0, kind: .missingAccessibilityLabel)
      ])
  }
}
