import Testing

@testable import MaterialThemingCore

/// The header mask's radius interpolation and the top handle geometry
/// (`MDCBottomDrawerContainerViewController.m` and `MDCBottomDrawerHeaderMask.m`).
@Suite struct TopCornerRadiiTests {
  static let radii = TopCornerRadii(collapsed: 12, expanded: 4, fullScreen: 0)
  static let wide = Size(width: 375, height: 56)

  @Test func endpointsAreTheStateRadii() {
    let r = Self.radii
    #expect(
      r.radius(atTransitionRatio: 0, contentReachesFullscreen: true, maskedSize: Self.wide) == 12)
    #expect(
      r.radius(atTransitionRatio: 1, contentReachesFullscreen: true, maskedSize: Self.wide) == 0)
    #expect(
      r.radius(atTransitionRatio: 1, contentReachesFullscreen: false, maskedSize: Self.wide) == 4)
    #expect(
      r.radius(atTransitionRatio: 0, contentReachesFullscreen: false, maskedSize: Self.wide) == 12)
  }

  @Test func interpolatesLinearlyBetweenTheStateRadii() {
    let r = Self.radii
    for step in 0...100 {
      let ratio = Double(step) / 100
      let toFull = r.radius(
        atTransitionRatio: ratio, contentReachesFullscreen: true, maskedSize: Self.wide)
      let toExpanded = r.radius(
        atTransitionRatio: ratio, contentReachesFullscreen: false, maskedSize: Self.wide)
      #expect(abs(toFull - 12 * (1 - ratio)) < 1e-9)
      #expect(abs(toExpanded - (8 * (1 - ratio) + 4)) < 1e-9)
      #expect((0...12).contains(toFull) && (4...12).contains(toExpanded))
    }
  }

  @Test func ratioOutsideZeroToOneIsClamped() {
    let r = Self.radii
    #expect(
      r.radius(atTransitionRatio: -3, contentReachesFullscreen: true, maskedSize: Self.wide) == 12)
    #expect(
      r.radius(atTransitionRatio: 4, contentReachesFullscreen: true, maskedSize: Self.wide) == 0)
  }

  @Test func radiusIsClampedToHalfTheMaskedSize() {
    let r = TopCornerRadii(collapsed: 40)
    #expect(
      r.radius(
        atTransitionRatio: 0, contentReachesFullscreen: true,
        maskedSize: Size(width: 375, height: 30)) == 15)
    #expect(
      r.radius(
        atTransitionRatio: 0, contentReachesFullscreen: true,
        maskedSize: Size(width: 50, height: 300)) == 25)
  }

  @Test func subscriptReadsAndWritesPerState() {
    var r = TopCornerRadii()
    #expect(BottomDrawerState.allCases.allSatisfy { r[$0] == 0 })
    r[.expanded] = 6
    #expect(r == TopCornerRadii(collapsed: 0, expanded: 6, fullScreen: 0))
    #expect(r[.expanded] == 6)
  }

  @Test func stateRawValues() {
    #expect(BottomDrawerState.collapsed.rawValue == 0)
    #expect(BottomDrawerState.expanded.rawValue == 1)
    #expect(BottomDrawerState.fullScreen.rawValue == 2)
  }

  @Test func topHandleGeometry() {
    #expect(TopHandle.frame(inTopViewOfWidth: 375) == Rect(x: 175.5, y: 5, width: 24, height: 2))
    #expect(TopHandle.frame(inTopViewOfWidth: 24) == Rect(x: 0, y: 5, width: 24, height: 2))
    #expect(TopHandle.cornerRadius == 1)
    #expect(TopHandle.minimumTopInset == 7)
  }
}
