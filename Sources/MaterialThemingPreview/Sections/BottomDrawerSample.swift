import MaterialTheming

/// One drawer picture of the preview: a drawer and the scroll offset it is shown at.
struct BottomDrawerScenario {
  /// The caption's name of the scenario.
  var name: String
  /// The drawer.
  var drawer: BottomDrawer
  /// The drawer scroll view's content offset shown.
  var contentOffsetY: Double

  /// What the drawer shows at that offset, from the drawer model.
  var scrollState: BottomDrawerScrollState { drawer.scrollState(atContentOffsetY: contentOffsetY) }
}

/// The sample drawers: a long list that opens collapsed and scrolls to full screen, and a short
/// one that opens expanded; all on a phone-sized container with a status bar.
enum BottomDrawerSample {
  /// The presenting container: 360 × 640 points, a typical phone in portrait.
  static let containerSize = Size(width: 360, height: 640)
  /// The safe area: a 24-point status bar at the top (Android's and pre-notch iOS' height).
  static let safeAreaInsets = EdgeInsets(top: 24)
  /// The header's preferred height: 56 points, a Material app-bar row.
  static let headerHeight: Double = 56
  /// The long content: 1200 points, taller than the container, so the drawer opens collapsed.
  static let longContentHeight: Double = 1200
  /// The short content: 200 points, so header and content fit and the drawer opens expanded.
  static let shortContentHeight: Double = 200
  /// The header transition ratios shown for the long drawer.
  static let transitionRatios: [Double] = [0, 0.5, 1]

  /// A drawer with `contentHeight` of content, themed for `traits` from `theme`.
  static func drawer(contentHeight: Double, theme: Theme, traits: ColorTraits) -> BottomDrawer {
    BottomDrawer(
      contentPreferredHeight: contentHeight, headerPreferredHeight: headerHeight,
      presentingContainerSize: containerSize, safeAreaInsets: safeAreaInsets,
      topHandleHidden: false, appearance: traits.appearance,
      style: theme.bottomDrawerStyle(for: traits))
  }

  /// The scenarios for `traits`: the long drawer at header transition ratios 0, 0.5 and 1
  /// (collapsed, mid-transition and full screen) and the short drawer expanded.
  ///
  /// The offset for a ratio `r` is read off the drawer's layout: the transition completes at
  /// ``BottomDrawerLayout/transitionCompleteContentOffset`` and takes
  /// ``BottomDrawerLayout/headerAnimationDistance``, so `r` is reached that fraction of the
  /// distance before completion.
  static func scenarios(theme: Theme, traits: ColorTraits) -> [BottomDrawerScenario] {
    let long = drawer(contentHeight: longContentHeight, theme: theme, traits: traits)
    let layout = long.layout
    var result = transitionRatios.map { ratio in
      let offset =
        layout.transitionCompleteContentOffset - (1 - ratio) * layout.headerAnimationDistance
      let name = ratio == 0 ? "At rest" : ratio == 1 ? "Scrolled to the top" : "Scrolling"
      return BottomDrawerScenario(name: name, drawer: long, contentOffsetY: ratio == 0 ? 0 : offset)
    }
    let short = drawer(contentHeight: shortContentHeight, theme: theme, traits: traits)
    result.append(BottomDrawerScenario(name: "Short content", drawer: short, contentOffsetY: 0))
    return result
  }
}
