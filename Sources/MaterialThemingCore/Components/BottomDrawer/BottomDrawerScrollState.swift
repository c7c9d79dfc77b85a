/// Everything a drawer shows for one content offset of its scroll view.
///
/// Produced by ``BottomDrawer/scrollState(atContentOffsetY:)``; see there for the rules.
public struct BottomDrawerScrollState: Sendable, Hashable {
  /// The drawer scroll view's vertical content offset this state is for.
  public var contentOffsetY: Double
  /// The transition ratio the presentation controller receives (0 at rest, 1 at the top);
  /// it drives ``drawerState``, the corner mask and the reported top inset.
  public var transitionRatio: Double
  /// The ratio the header receives (`updateDrawerHeaderTransitionRatio:`): 0 while the header
  /// sits above the content, 1 once it is a sticky top header of height header + safe area.
  public var transitionToTopRatio: Double
  /// The drawer state for this offset.
  public var drawerState: BottomDrawerState
  /// Whether the drawer currently fills the screen with a pinned header.
  public var isCurrentlyFullscreen: Bool
  /// The header frame, or the sticky status-bar view's frame without a header; `nil` when
  /// there is neither.
  ///
  /// While scrolling it is in the drawer scroll view's content coordinates; once pinned in full
  /// screen it is in the container's coordinates (y = 0).
  public var headerFrame: Rect?
  /// The radius of the two top corners of the header (or of the content without a header).
  public var topCornerRadius: Double
  /// The top inset reported to the drawer's delegate.
  public var topInset: Double
  /// The distance from the container's top to the drawer's top edge, never negative
  /// (`bottomDrawerDidChangeTopYOffset:`).
  public var topYOffset: Double
  /// The opacity of the sticky header's bottom shadow; 0 (hidden) unless in full screen.
  public var headerShadowOpacity: Double
}
