import Testing

@testable import MaterialThemingCore

/// Initial-state rules and `cacheLayoutCalculations` (`MDCBottomDrawerContainerViewController.m`).
@Suite struct BottomDrawerLayoutTests {
  static let phone = Size(width: 375, height: 800)

  static func drawer(content: Double, header: Double? = nil) -> BottomDrawer {
    BottomDrawer(
      contentPreferredHeight: content, headerPreferredHeight: header,
      presentingContainerSize: phone)
  }

  @Test func shortContentOpensExpandedAndHugsItsContent() {
    let layout = Self.drawer(content: 200).layout
    #expect(layout.maximumInitialDrawerHeight == 400)  // 0.5 × 800
    #expect(layout.contentHeaderTopInset == 600)
    #expect(layout.contentHeightSurplus == 0)
    #expect(!layout.contentReachesFullscreen)
    #expect(!layout.contentScrollsToReveal)
    #expect(layout.initialState == .expanded)
  }

  @Test func longContentOpensCollapsedAtHalfHeight() {
    let layout = Self.drawer(content: 2000, header: 56).layout
    #expect(layout.contentHeaderTopInset == 400)
    #expect(layout.totalHeight == 2056)
    #expect(layout.contentHeightSurplus == 1656)  // 400 + 2056 − 800
    #expect(layout.contentReachesFullscreen)
    #expect(layout.initialState == .collapsed)
  }

  @Test func contentAtExactlyTheInitialHeightScrollsToReveal() {
    // totalH ≥ maxInitial takes the capped branch: the top inset is 800 − 400.
    let layout = Self.drawer(content: 350, header: 50).layout
    #expect(layout.contentHeaderTopInset == 400)
    #expect(layout.contentHeightSurplus == 0)
    #expect(layout.initialState == .expanded)
  }

  @Test func topHeaderHeightAddsTheTopSafeArea() {
    var drawer = Self.drawer(content: 2000, header: 56)
    drawer.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
    #expect(drawer.layout.topHeaderHeight == 100)
    drawer.headerPreferredHeight = nil
    #expect(drawer.layout.topHeaderHeight == 44)
    #expect(drawer.layout.headerHeight == 0)
  }

  @Test func voiceOverOrSwitchControlPresentsFullScreen() {
    var drawer = Self.drawer(content: 200, header: 56)
    drawer.isAssistiveTechnologyRunning = true
    let layout = drawer.layout
    #expect(layout.shouldPresentFullScreen)
    #expect(layout.initialState == .fullScreen)
    #expect(layout.contentReachesFullscreen)
    // In full screen the content is at least containerH − topHeaderHeight.
    #expect(layout.contentHeight == 800 - 56)
    #expect(layout.maximumInitialDrawerHeight == 800)
  }

  @Test func disableFullScreenVoiceOverOptsOut() {
    var drawer = Self.drawer(content: 200)
    drawer.isAssistiveTechnologyRunning = true
    drawer.disableFullScreenVoiceOver = true
    #expect(drawer.initialState == .expanded)
    drawer.contentPreferredHeight = 2000
    #expect(drawer.initialState == .collapsed)
  }

  @Test func phoneLandscapePresentsFullScreen() {
    var drawer = Self.drawer(content: 100)
    drawer.verticalSizeClass = .compact
    #expect(drawer.initialState == .fullScreen)
    drawer.shouldDisplayMobileLandscapeFullscreen = false
    #expect(drawer.initialState == .expanded)
    drawer.shouldDisplayMobileLandscapeFullscreen = true
    drawer.verticalSizeClass = .regular
    #expect(drawer.initialState == .expanded)
  }

  @Test func expandToFullscreenForcesFullScreenForShortContent() {
    var drawer = Self.drawer(content: 100)
    drawer.expandToFullscreenRequested = true
    let layout = drawer.layout
    #expect(layout.initialState == .fullScreen)
    // round(min(800, 800 − 800)) = 0 is raised just past the sticky header bottom (0 + ε).
    #expect(abs(layout.contentHeaderTopInset - BottomDrawerLayout.epsilon) < 1e-12)
  }

  @Test func maximumInitialDrawerHeightCapsTheOpening() {
    var drawer = Self.drawer(content: 250)
    drawer.maximumInitialDrawerHeight = 300
    #expect(drawer.layout.contentHeaderTopInset == 550)
    #expect(drawer.initialState == .expanded)
    drawer.contentPreferredHeight = 350
    #expect(drawer.layout.contentHeaderTopInset == 500)
    #expect(drawer.layout.contentHeightSurplus == 50)
    #expect(drawer.initialState == .collapsed)
  }

  @Test func maximumInitialDrawerHeightLargerThanTheContainerOpensAtTheTop() {
    var drawer = Self.drawer(content: 1100, header: 56)
    drawer.safeAreaInsets = EdgeInsets(top: 44)
    drawer.maximumInitialDrawerHeight = 1000
    let layout = drawer.layout
    // round(min(800, −200)) is below the sticky header bottom (100 − 56): raised to 44 + ε.
    #expect(abs(layout.contentHeaderTopInset - (44 + BottomDrawerLayout.epsilon)) < 1e-9)
    #expect(layout.contentReachesFullscreen)
  }

  @Test func topInsetIsRounded() {
    let drawer = BottomDrawer(
      contentPreferredHeight: 2000, presentingContainerSize: Size(width: 375, height: 667))
    // 667 − 333.5 = 333.5 rounds to 334.
    #expect(drawer.layout.contentHeaderTopInset == 334)
  }

  @Test func bottomSafeAreaOptions() {
    var drawer = Self.drawer(content: 380)
    drawer.safeAreaInsets = EdgeInsets(bottom: 34)
    #expect(drawer.initialState == .expanded)
    drawer.shouldIncludeSafeAreaInContentHeight = true
    #expect(drawer.layout.contentHeight == 414)
    #expect(drawer.initialState == .collapsed)
    drawer.shouldIncludeSafeAreaInInitialDrawerHeight = true
    #expect(drawer.layout.maximumInitialDrawerHeight == 434)
    #expect(drawer.initialState == .expanded)
  }

  @Test func presentingViewYOffsetGrowsTheContainer() {
    var drawer = Self.drawer(content: 2000)
    drawer.presentingViewYOffset = 20
    let layout = drawer.layout
    #expect(layout.containerHeight == 820)
    #expect(layout.maximumInitialDrawerHeight == 400)
    #expect(layout.contentHeaderTopInset == 420)
    #expect(layout.contentHeightSurplus == 1600)
    #expect(layout.headerAnimationDistance == 40)  // min(20 + 20, 1600), no top safe area
  }

  @Test func maximumDrawerHeightLimitsTheContainer() {
    var drawer = Self.drawer(content: 2000)
    drawer.maximumDrawerHeight = 600
    let layout = drawer.layout
    #expect(layout.usesMaximumDrawerHeight)
    #expect(layout.containerHeight == 600)
    #expect(layout.contentHeaderTopInset == 200)
    #expect(layout.initialState == .collapsed)
    // Ignored when the drawer presents full screen.
    drawer.isAssistiveTechnologyRunning = true
    #expect(!drawer.layout.usesMaximumDrawerHeight)
  }

  @Test func contentEndingJustUnderTheStatusBarIsLengthenedToReachFullScreen() {
    var drawer = Self.drawer(content: 780)
    drawer.safeAreaInsets = EdgeInsets(top: 44)
    let layout = drawer.layout
    // Top inset 400, surplus 380: the content would stop 20 pt under the 44 pt status bar.
    #expect(layout.addedContentHeight == 20)
    #expect(layout.contentHeightSurplus == 400)
    #expect(layout.contentReachesFullscreen)
  }

  @Test func transitionValues() {
    var drawer = Self.drawer(content: 2000, header: 56)
    drawer.safeAreaInsets = EdgeInsets(top: 44)
    let layout = drawer.layout
    #expect(layout.transitionCompleteContentOffset == 356)  // 400 − (100 − 56)
    #expect(layout.headerAnimationDistance == 64)  // min(20, 1656) + 44
    let short = Self.drawer(content: 200).layout
    #expect(short.transitionCompleteContentOffset == short.contentHeightSurplus)
  }
}
