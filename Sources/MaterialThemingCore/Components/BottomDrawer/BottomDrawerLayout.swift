/// The layout values a drawer computes once when it is presented (`cacheLayoutCalculations`).
///
/// All distances are in points, vertical coordinates grow downward, and content offsets are
/// those of the drawer's scroll view (0 at rest, positive as the drawer is pulled up).
/// ```swift
/// let layout = BottomDrawer(
///   contentPreferredHeight: 200, presentingContainerSize: Size(width: 375, height: 800)
/// ).layout
/// layout.contentHeaderTopInset  // 600: the drawer hugs its content
/// layout.initialState           // .expanded
/// ```
public struct BottomDrawerLayout: Sendable, Hashable {
  /// The default initial height as a fraction of the presenting view:
  /// `kInitialDrawerHeightFactor` = 0.5.
  public static let initialDrawerHeightFactor = 0.5
  /// The header animation distance before the top safe area is added:
  /// `kHeaderAnimationDistanceAddedDistanceFromTopSafeAreaInset` = 20 pt.
  public static let headerAnimationBaseDistance = 20.0
  /// The comparison tolerance of the container: `kEpsilon` = 0.001 pt.
  public static let epsilon = 0.001

  /// Whether the drawer has a header.
  public let hasHeader: Bool
  /// The header's height while it scrolls with the content (0 without a header).
  public let headerHeight: Double
  /// The top safe-area inset (the status-bar area a sticky header covers).
  public let topSafeAreaInset: Double
  /// The sticky header's height in full screen: header height + top safe area
  /// (just the top safe area without a header).
  public let topHeaderHeight: Double
  /// Whether VoiceOver/Switch Control (unless opted out), an expand request or phone
  /// landscape forces a full-screen presentation.
  public let shouldPresentFullScreen: Bool
  /// Whether `maximumDrawerHeight` limits the drawer (set, and not presenting full screen).
  public let usesMaximumDrawerHeight: Bool
  /// The full height of the presenting view.
  public let presentingViewHeight: Double
  /// The height of the view the drawer lays out in: `maximumDrawerHeight` when that is in use,
  /// else the presenting view's height.
  public let presentingBoundsHeight: Double
  /// The container height: presenting bounds height + `presentingViewYOffset`.
  public let containerHeight: Double
  /// The content height (with the bottom safe area when asked; at least
  /// `containerHeight − topHeaderHeight` in full screen).
  public let contentHeight: Double
  /// The height added under short content so that it can cover the status bar (see
  /// ``init(drawer:)``); 0 in most layouts.
  public let addedContentHeight: Double
  /// Header plus content (plus ``addedContentHeight``).
  public let totalHeight: Double
  /// The largest height the drawer opens at.
  public let maximumInitialDrawerHeight: Double
  /// The distance from the top of the container to the top of the header (or of the content
  /// without a header) when the drawer opens.
  public let contentHeaderTopInset: Double
  /// How far the content extends below the container when the drawer opens; ≤ 0 when all of
  /// it is visible.
  public let contentHeightSurplus: Double
  /// Whether scrolling can take the drawer to full screen.
  public let contentReachesFullscreen: Bool
  /// The state the drawer opens in.
  public let initialState: BottomDrawerState

  /// Computes the layout of `drawer`, as `cacheLayoutCalculations` does.
  ///
  /// - The initial height is capped by `maximumInitialDrawerHeight` (50 % of the presenting
  ///   view by default, plus the bottom safe area when asked; the whole container when the
  ///   drawer presents full screen).
  /// - When header + content reach that cap (or full screen was requested), the top inset is
  ///   `round(min(container, container − cap))`, but not above the sticky header's bottom
  ///   unless `maximumDrawerHeight` is in use; otherwise the drawer hugs its content.
  /// - Content shorter than the container whose top would end less than the top safe area
  ///   below its full-screen position is lengthened by the difference, so that it scrolls
  ///   to full screen instead of stopping just under the status bar (the container's
  ///   added-content-height pass).
  public init(drawer: BottomDrawer) {
    let epsilon = Self.epsilon
    hasHeader = drawer.hasHeader
    headerHeight = max(drawer.headerPreferredHeight ?? 0, 0)
    topSafeAreaInset = drawer.safeAreaInsets.top
    topHeaderHeight = headerHeight + topSafeAreaInset
    let assistiveFullScreen =
      drawer.isAssistiveTechnologyRunning && !drawer.disableFullScreenVoiceOver
    let landscapeFullScreen =
      drawer.shouldDisplayMobileLandscapeFullscreen && drawer.verticalSizeClass == .compact
    shouldPresentFullScreen =
      assistiveFullScreen || landscapeFullScreen || drawer.expandToFullscreenRequested
    usesMaximumDrawerHeight = drawer.maximumDrawerHeight > 0 && !shouldPresentFullScreen
    presentingViewHeight = drawer.presentingContainerSize.height
    presentingBoundsHeight =
      usesMaximumDrawerHeight ? drawer.maximumDrawerHeight : presentingViewHeight
    containerHeight = presentingBoundsHeight + drawer.presentingViewYOffset

    let bottomSafeArea = drawer.safeAreaInsets.bottom
    var content =
      drawer.contentPreferredHeight
      + (drawer.shouldIncludeSafeAreaInContentHeight ? bottomSafeArea : 0)
    if shouldPresentFullScreen {
      content = max(content, containerHeight - topHeaderHeight)
    }
    contentHeight = content

    if shouldPresentFullScreen {
      maximumInitialDrawerHeight = containerHeight
    } else {
      let requested =
        drawer.maximumInitialDrawerHeight > 0
        ? drawer.maximumInitialDrawerHeight
        : presentingViewHeight * Self.initialDrawerHeightFactor
      maximumInitialDrawerHeight =
        requested + (drawer.shouldIncludeSafeAreaInInitialDrawerHeight ? bottomSafeArea : 0)
    }

    let unpaddedTotal = content + headerHeight
    var topInset: Double
    if unpaddedTotal >= maximumInitialDrawerHeight || drawer.expandToFullscreenRequested {
      topInset = min(containerHeight, containerHeight - maximumInitialDrawerHeight).rounded()
      let stickyHeaderBottom = topHeaderHeight - headerHeight
      if topInset <= stickyHeaderBottom && !usesMaximumDrawerHeight {
        topInset = stickyHeaderBottom + epsilon
      }
    } else {
      topInset = containerHeight - unpaddedTotal
    }
    contentHeaderTopInset = topInset

    var added = 0.0
    let unpaddedSurplus = topInset + unpaddedTotal - containerHeight
    if containerHeight > unpaddedTotal && topInset - unpaddedSurplus < topSafeAreaInset {
      added = topInset - unpaddedSurplus
    }
    addedContentHeight = added
    totalHeight = unpaddedTotal + added
    contentHeightSurplus = topInset + totalHeight - containerHeight

    contentReachesFullscreen =
      shouldPresentFullScreen || contentHeightSurplus >= contentHeaderTopInset
    if shouldPresentFullScreen {
      initialState = .fullScreen
    } else if contentHeightSurplus <= 0 {
      initialState = .expanded
    } else {
      initialState = .collapsed
    }
  }

  /// Whether the content extends below the container when the drawer opens.
  public var contentScrollsToReveal: Bool { contentHeightSurplus > Self.epsilon }

  /// The content offset at which the header transition completes: the top inset minus the
  /// status-bar area when the content reaches full screen, else the surplus.
  public var transitionCompleteContentOffset: Double {
    contentReachesFullscreen
      ? contentHeaderTopInset - (topHeaderHeight - headerHeight) : contentHeightSurplus
  }

  /// The scroll distance the header transition takes: `min(20 + presentingViewYOffset,
  /// surplus)`, plus the top safe area when the content reaches full screen.
  public var headerAnimationDistance: Double {
    let yOffset = containerHeight - presentingBoundsHeight
    let base = min(Self.headerAnimationBaseDistance + yOffset, contentHeightSurplus)
    return contentReachesFullscreen ? base + topSafeAreaInset : base
  }

  /// The transition percentage for a content offset: `1 − clamp((complete − offsetY −
  /// shift) / distance, 0, 1)`, or 1 when the distance is not above ``epsilon``.
  /// - Parameters:
  ///   - contentOffsetY: The drawer scroll view's vertical content offset.
  ///   - shift: Moves the start of the animation; positive starts it earlier.
  ///   - distance: The scroll distance over which the percentage goes from 0 to 1.
  public func transitionPercentage(
    atContentOffsetY contentOffsetY: Double, shiftedBy shift: Double = 0, over distance: Double
  ) -> Double {
    guard distance > Self.epsilon else { return 1 }
    let remaining = (transitionCompleteContentOffset - contentOffsetY - shift) / distance
    return 1 - min(max(remaining, 0), 1)
  }
}
