import Testing

@testable import MaterialThemingCore

/// Content offset → ratio, state, header frame, corner radius and top inset
/// (`MDCBottomDrawerContainerViewController.m`).
@Suite struct BottomDrawerScrollBehaviourTests {
  /// 375 × 800, header 56, top safe area 44, content 2000, themed radii 8/0/0.
  /// Top inset 400, surplus 1656, transition complete at 400 − 44 = 356 over 20 + 44 = 64 pt.
  static var longDrawer: BottomDrawer {
    var drawer = BottomDrawer(
      contentPreferredHeight: 2000, headerPreferredHeight: 56,
      presentingContainerSize: Size(width: 375, height: 800),
      safeAreaInsets: EdgeInsets(top: 44, bottom: 34))
    drawer.applyTheme(with: ContainerScheme())
    return drawer
  }

  static let offsets = Array(stride(from: -60.0, through: 1700, by: 0.5))

  @Test func atRest() {
    let state = Self.longDrawer.scrollState(atContentOffsetY: 0)
    #expect(state.transitionRatio == 0)
    #expect(state.transitionToTopRatio == 0)
    #expect(state.drawerState == .collapsed)
    #expect(!state.isCurrentlyFullscreen)
    #expect(state.headerFrame == Rect(x: 0, y: 400, width: 375, height: 56))
    #expect(state.topCornerRadius == 8)
    #expect(state.topInset == 0)
    #expect(state.topYOffset == 400)
    #expect(state.headerShadowOpacity == 0)
  }

  @Test func ratioStaysZeroUntilTheAnimationDistanceBeforeTheTop() {
    let drawer = Self.longDrawer
    for offset in stride(from: 0.0, through: 292, by: 1) {
      #expect(drawer.scrollState(atContentOffsetY: offset).transitionToTopRatio == 0)
    }
  }

  @Test func halfwayThroughTheTransition() {
    // (356 − 324) / 64 = 0.5.
    let state = Self.longDrawer.scrollState(atContentOffsetY: 324)
    #expect(state.transitionRatio == 0.5)
    #expect(state.transitionToTopRatio == 0.5)
    #expect(state.drawerState == .collapsed)
    #expect(state.headerFrame == Rect(x: 0, y: 378, width: 375, height: 78))
    #expect(state.topCornerRadius == 4)
    #expect(state.topInset == 22)
  }

  @Test func stickyOnceTheTransitionCompletes() {
    let drawer = Self.longDrawer
    for offset in [356.0, 360, 500, 1656] {
      let state = drawer.scrollState(atContentOffsetY: offset)
      #expect(state.transitionToTopRatio == 1)
      #expect(state.transitionRatio == 1)
      #expect(state.drawerState == .fullScreen)
      #expect(state.isCurrentlyFullscreen)
      #expect(state.headerFrame == Rect(x: 0, y: 0, width: 375, height: 100))
      #expect(state.topCornerRadius == 0)
      #expect(state.topInset == 44)
    }
  }

  @Test func headerShadowFadesInOverTenPoints() {
    let drawer = Self.longDrawer
    #expect(drawer.scrollState(atContentOffsetY: 356).headerShadowOpacity == 0)
    #expect(drawer.scrollState(atContentOffsetY: 361).headerShadowOpacity == 0.5)
    #expect(drawer.scrollState(atContentOffsetY: 366).headerShadowOpacity == 1)
    #expect(drawer.scrollState(atContentOffsetY: 340).headerShadowOpacity == 0)
  }

  @Test func ratioIsMonotonicAndBounded() {
    let drawer = Self.longDrawer
    let states = Self.offsets.map { drawer.scrollState(atContentOffsetY: $0) }
    for state in states {
      #expect((0...1).contains(state.transitionToTopRatio))
      #expect((0...1).contains(state.transitionRatio))
    }
    for (before, after) in zip(states, states.dropFirst()) {
      #expect(before.transitionToTopRatio <= after.transitionToTopRatio)
      #expect(before.transitionRatio <= after.transitionRatio)
      #expect(before.topCornerRadius >= after.topCornerRadius)
      #expect(before.topInset <= after.topInset)
      #expect(before.drawerState.rawValue <= after.drawerState.rawValue)
    }
    #expect(states.first?.transitionToTopRatio == 0)
    #expect(states.last?.transitionToTopRatio == 1)
  }

  @Test func headerHeightFollowsTheRatio() throws {
    let drawer = Self.longDrawer
    for offset in Self.offsets {
      let state = drawer.scrollState(atContentOffsetY: offset)
      let frame = try #require(state.headerFrame)
      #expect(abs(frame.height - (56 + state.transitionToTopRatio * 44)) < 1e-9)
      if !state.isCurrentlyFullscreen {
        #expect(abs(frame.minY - (400 - state.transitionToTopRatio * 44)) < 1e-9)
      }
    }
  }

  @Test func shortContentIsExpandedAndNeverTransitionsTheHeader() {
    var drawer = Self.longDrawer
    drawer.contentPreferredHeight = 200
    // Surplus 0: the animation distance is 0, so the percentage is 1 and the state expanded.
    let state = drawer.scrollState(atContentOffsetY: 0)
    #expect(state.drawerState == .expanded)
    #expect(state.transitionRatio == 1)
    #expect(state.transitionToTopRatio == 0)
    #expect(state.topInset == 0)
    // The minimum radius is the expanded one (0) because the content does not reach full screen.
    #expect(state.topCornerRadius == 0)
    #expect(state.headerFrame == Rect(x: 0, y: 544, width: 375, height: 56))
  }

  @Test func shouldAlwaysExpandHeaderRecomputesTheRatioForShortContent() {
    var drawer = Self.longDrawer
    drawer.contentPreferredHeight = 200
    drawer.shouldAlwaysExpandHeader = true
    // Top inset 544, surplus 0: ratio = min(1, offset / (544 − 44)).
    let half = drawer.scrollState(atContentOffsetY: 250)
    #expect(half.transitionToTopRatio == 0.5)
    #expect(half.headerFrame == Rect(x: 0, y: 522, width: 375, height: 78))
    #expect(drawer.scrollState(atContentOffsetY: 100).transitionToTopRatio == 0.2)
    #expect(drawer.scrollState(atContentOffsetY: 500).transitionToTopRatio == 1)
    #expect(drawer.scrollState(atContentOffsetY: 800).transitionToTopRatio == 1)
    let samples = stride(from: 1.0, through: 700, by: 0.5).map {
      drawer.scrollState(atContentOffsetY: $0).transitionToTopRatio
    }
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func stickyStatusBarWithoutHeaderSnapsTheRatio() {
    var drawer = Self.longDrawer
    drawer.headerPreferredHeight = nil
    drawer.shouldUseStickyStatusBar = true
    // Complete at 400 − 44 = 356 over 64 pt: the percentage is 0.125 at 300, snapped to 1.
    let moving = drawer.scrollState(atContentOffsetY: 300)
    #expect(moving.transitionRatio == 1)
    #expect(moving.transitionToTopRatio == 0.125)
    #expect(moving.headerFrame == Rect(x: 0, y: 400 - 5.5, width: 375, height: 5.5))
    #expect(drawer.scrollState(atContentOffsetY: 292).transitionRatio == 0)
    for offset in Self.offsets {
      let ratio = drawer.scrollState(atContentOffsetY: offset).transitionRatio
      #expect(ratio == 0 || ratio == 1)
    }
    // Pinned in full screen: a 44 pt view covering the status bar.
    #expect(
      drawer.scrollState(atContentOffsetY: 400).headerFrame
        == Rect(x: 0, y: 0, width: 375, height: 44))
  }

  @Test func noHeaderAndNoStickyStatusBarHasNoHeaderFrame() {
    var drawer = Self.longDrawer
    drawer.headerPreferredHeight = nil
    #expect(drawer.scrollState(atContentOffsetY: 0).headerFrame == nil)
    #expect(drawer.scrollState(atContentOffsetY: 0).topCornerRadius == 8)
  }

  @Test func visibleTopHandleKeepsTheTopInsetAtLeastSeven() {
    var drawer = Self.longDrawer
    drawer.topHandleHidden = false
    #expect(drawer.scrollState(atContentOffsetY: 0).topInset == 7)
    #expect(drawer.scrollState(atContentOffsetY: 324).topInset == 22)
    #expect(drawer.scrollState(atContentOffsetY: 400).topInset == 44)
    drawer.contentPreferredHeight = 200
    #expect(drawer.scrollState(atContentOffsetY: 0).topInset == 7)
  }

  @Test func maximumDrawerHeightReportsExpandedAtTheTop() {
    var drawer = Self.longDrawer
    drawer.maximumDrawerHeight = 600
    let layout = drawer.layout
    let state = drawer.scrollState(atContentOffsetY: layout.transitionCompleteContentOffset + 10)
    #expect(state.transitionRatio == 1)
    #expect(state.drawerState == .expanded)
    // The header keeps its height and sits at the drawer's top, 800 − 600.
    #expect(state.headerFrame == Rect(x: 0, y: 200, width: 375, height: 56))
  }

  @Test func topYOffsetFollowsTheScroll() {
    let drawer = Self.longDrawer
    #expect(drawer.scrollState(atContentOffsetY: 100).topYOffset == 300)
    #expect(drawer.scrollState(atContentOffsetY: -30).topYOffset == 430)
    #expect(drawer.scrollState(atContentOffsetY: 1000).topYOffset == 0)
  }
}
