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

  /// A drag that ends at a content offset with a velocity, on a drawer of `content` points, and
  /// its outcome.
  @Test(
    arguments: [
      // Overscroll past the 40-point threshold dismisses; up to it the drawer settles.
      (2000.0, -41.0, 0.0, BottomDrawerDragOutcome.dismiss), (2000, -40, 0, .settleAtRest),
      (2000, -10, 0, .settleAtRest), (2000, 0, 0, .continueScrolling),
      (2000, 300, 1, .continueScrolling),
      // Small content dismisses after a quarter of its height.
      (100, -26, 0, .dismiss), (100, -24, 0, .settleAtRest),
      // A downward fling faster than 2 points per millisecond (velocity below -2) dismisses.
      (2000, 120, -2.1, .dismiss), (2000, 120, -2, .continueScrolling),
    ])
  func dragOutcome(
    content: Double, offset: Double, velocity: Double, outcome: BottomDrawerDragOutcome
  ) {
    let drawer = Self.drawer(content: content)
    #expect(
      drawer.dragOutcome(
        endingAtContentOffsetY: offset, velocityY: velocity, beganFromFullscreen: false)
        == outcome)
  }

  /// A fast downward fling dismisses only with swipe-to-dismiss on and from below full screen;
  /// otherwise the content keeps scrolling.
  @Test(arguments: [(false, true, true), (true, true, false), (false, false, false)])
  func flingDismissal(fromFullScreen: Bool, swipeToDismissEnabled: Bool, dismisses: Bool) {
    var drawer = Self.drawer(content: 2000)
    drawer.swipeToDismissEnabled = swipeToDismissEnabled
    #expect(
      BottomDrawerDismissal.flingDismisses(
        velocityY: -5, beganFromFullscreen: fromFullScreen,
        swipeToDismissEnabled: swipeToDismissEnabled) == dismisses)
    #expect(
      drawer.dragOutcome(
        endingAtContentOffsetY: 120, velocityY: -5, beganFromFullscreen: fromFullScreen)
        == (dismisses ? .dismiss : .continueScrolling))
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
