/// A bottom navigation drawer as a plain value: its content, its environment and its options.
///
/// The model mirrors `MDCBottomDrawerViewController` and its presentation controller. Layout
/// and scrolling are pure functions of it:
/// ```swift
/// var drawer = BottomDrawer(
///   contentPreferredHeight: 2000, headerPreferredHeight: 56,
///   presentingContainerSize: Size(width: 375, height: 812))
/// drawer.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
/// drawer.initialState                                  // .collapsed
/// drawer.scrollState(atContentOffsetY: 0).transitionToTopRatio  // 0
/// ```
public struct BottomDrawer: Sendable, Hashable {
  /// The content's preferred height (`contentViewController.preferredContentSize.height`).
  public var contentPreferredHeight: Double
  /// The header's preferred height, or `nil` when the drawer has no header.
  public var headerPreferredHeight: Double?
  /// The size of the presenting view the drawer covers.
  public var presentingContainerSize: Size
  /// The presenting view's y-offset when it is itself presented modally (non-fullscreen
  /// presentation styles); added to the container height.
  public var presentingViewYOffset: Double
  /// The key window's safe-area insets; `top` is the status-bar area a sticky header covers.
  public var safeAreaInsets: EdgeInsets
  /// The largest initial height in points; 0 means 50 % of the presenting view's height.
  ///
  /// A value larger than the container presents the drawer full screen.
  public var maximumInitialDrawerHeight: Double
  /// The height the drawer may expand to when scrolled; 0 means the whole screen.
  ///
  /// When set, the drawer stops there and reports ``BottomDrawerState/expanded``.
  public var maximumDrawerHeight: Double
  /// Whether the bottom safe-area inset is added to the content height. Default `false`.
  public var shouldIncludeSafeAreaInContentHeight: Bool
  /// Whether the bottom safe-area inset is added to the initial drawer height. Default `false`.
  public var shouldIncludeSafeAreaInInitialDrawerHeight: Bool
  /// Whether the header always expands over the status bar, even for short content.
  public var shouldAlwaysExpandHeader: Bool
  /// Whether a phone in landscape (compact vertical size class) shows the drawer full screen.
  ///
  /// Default `true`.
  public var shouldDisplayMobileLandscapeFullscreen: Bool
  /// The vertical size class of the presenting environment (compact in phone landscape).
  public var verticalSizeClass: SizeClass
  /// Whether VoiceOver or Switch Control is running; the drawer then opens full screen.
  public var isAssistiveTechnologyRunning: Bool
  /// Whether to opt out of the full-screen presentation under VoiceOver or Switch Control.
  public var disableFullScreenVoiceOver: Bool
  /// Whether `expandToFullscreenWithDuration:completion:` was called: full screen even for
  /// short content.
  public var expandToFullscreenRequested: Bool
  /// Whether, without a header, a view covering the status bar sticks to the top in full screen.
  ///
  /// Default `false`; ignored when there is a header.
  public var shouldUseStickyStatusBar: Bool
  /// Whether a fast downward swipe dismisses the drawer. Default `true`.
  public var swipeToDismissEnabled: Bool
  /// Whether the user can drag the drawer at all. Default `true`.
  public var userDraggingEnabled: Bool
  /// Whether the top handle is hidden. Default `true` (the documented default).
  public var topHandleHidden: Bool
  /// The light or dark appearance the drawer is themed for.
  public var appearance: Appearance
  /// The drawer's colors, corner radii, elevation and shadow.
  public var style: BottomDrawerStyle

  /// Creates a drawer; every option defaults to the `MDCBottomDrawerViewController` default.
  public init(
    contentPreferredHeight: Double,
    headerPreferredHeight: Double? = nil,
    presentingContainerSize: Size,
    presentingViewYOffset: Double = 0,
    safeAreaInsets: EdgeInsets = .zero,
    maximumInitialDrawerHeight: Double = 0,
    maximumDrawerHeight: Double = 0,
    shouldIncludeSafeAreaInContentHeight: Bool = false,
    shouldIncludeSafeAreaInInitialDrawerHeight: Bool = false,
    shouldAlwaysExpandHeader: Bool = false,
    shouldDisplayMobileLandscapeFullscreen: Bool = true,
    verticalSizeClass: SizeClass = .regular,
    isAssistiveTechnologyRunning: Bool = false,
    disableFullScreenVoiceOver: Bool = false,
    expandToFullscreenRequested: Bool = false,
    shouldUseStickyStatusBar: Bool = false,
    swipeToDismissEnabled: Bool = true,
    userDraggingEnabled: Bool = true,
    topHandleHidden: Bool = true,
    appearance: Appearance = .light,
    style: BottomDrawerStyle = BottomDrawerStyle()
  ) {
    self.contentPreferredHeight = contentPreferredHeight
    self.headerPreferredHeight = headerPreferredHeight
    self.presentingContainerSize = presentingContainerSize
    self.presentingViewYOffset = presentingViewYOffset
    self.safeAreaInsets = safeAreaInsets
    self.maximumInitialDrawerHeight = maximumInitialDrawerHeight
    self.maximumDrawerHeight = maximumDrawerHeight
    self.shouldIncludeSafeAreaInContentHeight = shouldIncludeSafeAreaInContentHeight
    self.shouldIncludeSafeAreaInInitialDrawerHeight = shouldIncludeSafeAreaInInitialDrawerHeight
    self.shouldAlwaysExpandHeader = shouldAlwaysExpandHeader
    self.shouldDisplayMobileLandscapeFullscreen = shouldDisplayMobileLandscapeFullscreen
    self.verticalSizeClass = verticalSizeClass
    self.isAssistiveTechnologyRunning = isAssistiveTechnologyRunning
    self.disableFullScreenVoiceOver = disableFullScreenVoiceOver
    self.expandToFullscreenRequested = expandToFullscreenRequested
    self.shouldUseStickyStatusBar = shouldUseStickyStatusBar
    self.swipeToDismissEnabled = swipeToDismissEnabled
    self.userDraggingEnabled = userDraggingEnabled
    self.topHandleHidden = topHandleHidden
    self.appearance = appearance
    self.style = style
  }

  /// Whether the drawer has a header.
  public var hasHeader: Bool { headerPreferredHeight != nil }

  /// The cached layout values the drawer scrolls with.
  public var layout: BottomDrawerLayout { BottomDrawerLayout(drawer: self) }

  /// The state the drawer opens in.
  public var initialState: BottomDrawerState { layout.initialState }

  /// Themes the drawer's style with `scheme` for the drawer's ``appearance``.
  ///
  /// See ``BottomDrawerStyle/applyTheme(with:appearance:)`` for the values set.
  public mutating func applyTheme(with scheme: ContainerScheme) {
    style.applyTheme(with: scheme, appearance: appearance)
  }
}
