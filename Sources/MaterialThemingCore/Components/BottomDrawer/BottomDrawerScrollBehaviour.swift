extension BottomDrawerLayout {
  /// The scroll distance over which the sticky header's bottom shadow fades in:
  /// `kVerticalShadowAnimationDistance` = 10 pt.
  public static let headerShadowAnimationDistance = 10.0
}

extension BottomDrawer {
  /// Returns what the drawer shows at a content offset of its scroll view
  /// (`updateViewWithContentOffset:`).
  ///
  /// - `transitionRatio` is the layout's transition percentage; without a header and with a
  ///   sticky status bar it snaps to 0 or 1. At 0.999 or more the state is full screen when
  ///   the content reaches full screen and `maximumDrawerHeight` is unused, else expanded;
  ///   below, collapsed.
  /// - `transitionToTopRatio` is 1 from the transition-complete offset on, else the
  ///   percentage; the header receives it only when the content reaches full screen (0
  ///   otherwise), unless `shouldAlwaysExpandHeader`, which for content shorter than the
  ///   presenting view recomputes it past the surplus as
  ///   `min(1, (offsetY − surplus) / (topInset − (surplus + topSafeArea)))`.
  ///   At or below the surplus the plain ratio applies; content that fits (surplus 0, no
  ///   animation distance) therefore hands the header 1 at rest, as Material Components does.
  /// - The header frame grows from the header height by `ratio × (topHeaderHeight − header
  ///   height)` while its top moves up by the same amount; it is pinned at y = 0 in full
  ///   screen.
  /// - The top inset is `safeAreaTop × transitionRatio` when the content reaches full screen,
  ///   else 0, and at least 7 while the top handle is visible.
  /// - Parameter contentOffsetY: The drawer scroll view's vertical content offset; 0 at rest.
  public func scrollState(atContentOffsetY contentOffsetY: Double) -> BottomDrawerScrollState {
    let layout = self.layout
    let percentage = layout.transitionPercentage(
      atContentOffsetY: contentOffsetY, over: layout.headerAnimationDistance)
    var transitionRatio = percentage
    if !hasHeader && shouldUseStickyStatusBar {
      transitionRatio = transitionRatio > 0 ? 1 : 0
    }
    let drawerState = Self.state(forTransitionRatio: transitionRatio, layout: layout)

    var headerTransitionToTop =
      contentOffsetY >= layout.transitionCompleteContentOffset ? 1 : percentage
    let isCurrentlyFullscreen =
      layout.contentReachesFullscreen && headerTransitionToTop >= 1 && contentOffsetY > 0
    var fullscreenHeaderHeight =
      layout.contentReachesFullscreen ? layout.topHeaderHeight : layout.headerHeight
    let unpaddedContent = layout.totalHeight - layout.addedContentHeight
    if shouldAlwaysExpandHeader && unpaddedContent < layout.presentingBoundsHeight
      && contentOffsetY > layout.contentHeightSurplus
    {
      let remainingDistance =
        layout.contentHeaderTopInset - (layout.contentHeightSurplus + layout.topSafeAreaInset)
      fullscreenHeaderHeight = layout.topHeaderHeight
      headerTransitionToTop =
        remainingDistance > BottomDrawerLayout.epsilon
        ? min(1, (contentOffsetY - layout.contentHeightSurplus) / remainingDistance) : 1
    }
    let transitionToTopRatio =
      shouldAlwaysExpandHeader || layout.contentReachesFullscreen ? headerTransitionToTop : 0

    let headerFrame = self.headerFrame(
      layout: layout, ratio: headerTransitionToTop,
      fullscreenHeaderHeight: fullscreenHeaderHeight, isCurrentlyFullscreen: isCurrentlyFullscreen)
    let maskedHeight =
      hasHeader ? (headerFrame?.height ?? layout.headerHeight) : layout.contentHeight
    let radius = style.topCornersRadius.radius(
      atTransitionRatio: transitionRatio, contentReachesFullscreen: layout.contentReachesFullscreen,
      maskedSize: Size(width: presentingContainerSize.width, height: maskedHeight))

    var topInset = layout.contentReachesFullscreen ? layout.topSafeAreaInset * transitionRatio : 0
    if !topHandleHidden { topInset = max(topInset, TopHandle.minimumTopInset) }

    let visibleHeaderHeight = hasHeader ? (headerFrame?.height ?? 0) : 0
    let topYOffset =
      layout.contentHeaderTopInset + layout.headerHeight - visibleHeaderHeight - contentOffsetY
    let shadowOpacity =
      isCurrentlyFullscreen
      ? layout.transitionPercentage(
        atContentOffsetY: contentOffsetY,
        shiftedBy: -BottomDrawerLayout.headerShadowAnimationDistance,
        over: BottomDrawerLayout.headerShadowAnimationDistance) : 0

    return BottomDrawerScrollState(
      contentOffsetY: contentOffsetY, transitionRatio: transitionRatio,
      transitionToTopRatio: transitionToTopRatio, drawerState: drawerState,
      isCurrentlyFullscreen: isCurrentlyFullscreen, headerFrame: headerFrame,
      topCornerRadius: radius, topInset: topInset, topYOffset: max(0, topYOffset),
      headerShadowOpacity: shadowOpacity)
  }

  /// The state for a transition ratio (`updateDrawerState:`).
  static func state(forTransitionRatio ratio: Double, layout: BottomDrawerLayout)
    -> BottomDrawerState
  {
    guard ratio >= 1 - BottomDrawerLayout.epsilon else { return .collapsed }
    return layout.contentReachesFullscreen && !layout.usesMaximumDrawerHeight
      ? .fullScreen : .expanded
  }

  /// The header (or sticky status-bar view) frame (`updateContentHeaderWithTransitionToTop:`).
  private func headerFrame(
    layout: BottomDrawerLayout, ratio: Double, fullscreenHeaderHeight: Double,
    isCurrentlyFullscreen: Bool
  ) -> Rect? {
    guard hasHeader || shouldUseStickyStatusBar else { return nil }
    let growth =
      layout.usesMaximumDrawerHeight ? 0 : fullscreenHeaderHeight - layout.headerHeight
    var height = layout.headerHeight + ratio * growth
    var top = isCurrentlyFullscreen ? 0 : layout.contentHeaderTopInset - ratio * growth
    if isCurrentlyFullscreen && layout.usesMaximumDrawerHeight {
      top = layout.presentingViewHeight - maximumDrawerHeight
      height = layout.headerHeight
    }
    return Rect(x: 0, y: top, width: presentingContainerSize.width, height: height)
  }
}
