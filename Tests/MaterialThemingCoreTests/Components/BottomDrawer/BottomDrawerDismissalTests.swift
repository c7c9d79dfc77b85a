import Testing

@testable import MaterialThemingCore

/// Drag-distance and fling thresholds (the constants of `MDCBottomDrawerPresentationController.m`
/// and `MDCBottomDrawerContainerViewController.m`).
@Suite struct BottomDrawerDismissalTests {
  static func drawer(content: Double, header: Double? = nil) -> BottomDrawer {
    BottomDrawer(
      contentPreferredHeight: content, headerPreferredHeight: header,
      presentingContainerSize: Size(width: 375, height: 800))
  }

  @Test(arguments: [
    (400.0, 40.0), (160, 40), (159, 39.75), (100, 25), (40, 10), (0, 0),
  ])
  func dragDistanceThreshold(height: Double, threshold: Double) {
    #expect(BottomDrawerDismissal.dragDistanceThreshold(drawerContentHeight: height) == threshold)
  }

  @Test func thresholdCountsHeaderAndContent() {
    #expect(Self.drawer(content: 100).dismissalDragDistanceThreshold == 25)
    #expect(Self.drawer(content: 100, header: 56).dismissalDragDistanceThreshold == 39)
    #expect(Self.drawer(content: 104, header: 56).dismissalDragDistanceThreshold == 40)
  }

  @Test func overscrollPastTheThresholdDismisses() {
    let drawer = Self.drawer(content: 2000)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: -41, velocityY: 0, beganFromFullscreen: false)
        == .dismiss)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: -40, velocityY: 0, beganFromFullscreen: false)
        == .settleAtRest)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: -10, velocityY: 0, beganFromFullscreen: false)
        == .settleAtRest)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: 0, velocityY: 0, beganFromFullscreen: false)
        == .continueScrolling)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: 300, velocityY: 1, beganFromFullscreen: false)
        == .continueScrolling)
  }

  @Test func smallContentDismissesAfterAQuarterOfItsHeight() {
    let drawer = Self.drawer(content: 100)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: -26, velocityY: 0, beganFromFullscreen: false)
        == .dismiss)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: -24, velocityY: 0, beganFromFullscreen: false)
        == .settleAtRest)
  }

  @Test func flingBelowMinusTwoDismisses() {
    let drawer = Self.drawer(content: 2000)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: 120, velocityY: -2.1, beganFromFullscreen: false)
        == .dismiss)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: 120, velocityY: -2, beganFromFullscreen: false)
        == .continueScrolling)
  }

  @Test func flingFromFullScreenDoesNotDismiss() {
    let drawer = Self.drawer(content: 2000)
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: 500, velocityY: -5, beganFromFullscreen: true)
        == .continueScrolling)
    #expect(
      !BottomDrawerDismissal.flingDismisses(
        velocityY: -5, beganFromFullscreen: true, swipeToDismissEnabled: true))
  }

  @Test func flingNeedsSwipeToDismiss() {
    var drawer = Self.drawer(content: 2000)
    drawer.swipeToDismissEnabled = false
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: 120, velocityY: -5, beganFromFullscreen: false)
        == .continueScrolling)
    #expect(
      !BottomDrawerDismissal.flingDismisses(
        velocityY: -5, beganFromFullscreen: false, swipeToDismissEnabled: false))
    #expect(
      BottomDrawerDismissal.flingDismisses(
        velocityY: -5, beganFromFullscreen: false, swipeToDismissEnabled: true))
  }

  @Test func noDraggingNoDismissal() {
    var drawer = Self.drawer(content: 2000)
    drawer.userDraggingEnabled = false
    #expect(
      drawer.dragOutcome(endingAtContentOffsetY: -100, velocityY: -5, beganFromFullscreen: false)
        == .continueScrolling)
  }

  @Test func constants() {
    #expect(BottomDrawerDismissal.verticalDistanceThreshold == 40)
    #expect(BottomDrawerDismissal.smallContentMultiplier == 4)
    #expect(BottomDrawerDismissal.flingVelocityThreshold == -2)
  }
}
