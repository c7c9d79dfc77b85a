/// What happens when the user lifts a finger after dragging the drawer
/// (`scrollViewWillEndDragging:withVelocity:targetContentOffset:`).
public enum BottomDrawerDragOutcome: Sendable, Hashable {
  /// The drawer is dismissed.
  case dismiss
  /// The drawer springs back to rest (content offset 0).
  case settleAtRest
  /// The drawer keeps scrolling to its target; dismissal does not apply.
  case continueScrolling
}

/// The drag-distance and fling-velocity thresholds that dismiss a bottom drawer.
///
/// ```swift
/// BottomDrawerDismissal.dragDistanceThreshold(drawerContentHeight: 100)  // 25
/// BottomDrawerDismissal.dragDistanceThreshold(drawerContentHeight: 400)  // 40
/// ```
public enum BottomDrawerDismissal {
  /// The downward overscroll that dismisses the drawer: `kVerticalDistanceDismissalThreshold`
  /// = 40 pt.
  public static let verticalDistanceThreshold = 40.0
  /// `kVerticalDistanceDismissalThresholdMultiplier` = 4: content shorter than 4 × 40 = 160 pt
  /// dismisses after a quarter of its height instead.
  public static let smallContentMultiplier = 4.0
  /// The fling velocity that dismisses the drawer: `kDragVelocityThresholdForHidingDrawer`
  /// = −2 (points per millisecond, negative is downward).
  public static let flingVelocityThreshold = -2.0

  /// The overscroll distance that dismisses a drawer whose header + content measure
  /// `drawerContentHeight`: 40 pt, or `drawerContentHeight / 4` when that height is below 160.
  public static func dragDistanceThreshold(drawerContentHeight: Double) -> Double {
    let smallContentLimit = verticalDistanceThreshold * smallContentMultiplier
    return drawerContentHeight < smallContentLimit
      ? drawerContentHeight / smallContentMultiplier : verticalDistanceThreshold
  }

  /// Whether a fling dismisses the drawer: velocity.y below −2, the drag did not start in
  /// full screen, and swipe-to-dismiss is enabled.
  public static func flingDismisses(
    velocityY: Double, beganFromFullscreen: Bool, swipeToDismissEnabled: Bool
  ) -> Bool {
    swipeToDismissEnabled && !beganFromFullscreen && velocityY < flingVelocityThreshold
  }
}

extension BottomDrawer {
  /// The overscroll distance that dismisses this drawer (from its preferred heights).
  public var dismissalDragDistanceThreshold: Double {
    BottomDrawerDismissal.dragDistanceThreshold(
      drawerContentHeight: contentPreferredHeight + (headerPreferredHeight ?? 0))
  }

  /// What happens when a drag ends at `contentOffsetY` with vertical velocity `velocityY`.
  ///
  /// A fling dismisses first (see ``BottomDrawerDismissal``).
  /// Otherwise, when the drawer is pulled below rest (negative offset), it is dismissed if the
  /// overscroll passes ``dismissalDragDistanceThreshold`` and settles back at rest if not.
  /// When ``userDraggingEnabled`` is off no drag can happen, so nothing dismisses.
  /// - Parameters:
  ///   - contentOffsetY: The drawer scroll view's content offset when the finger lifts.
  ///   - velocityY: The release velocity (points per millisecond; negative is downward).
  ///   - beganFromFullscreen: Whether the drawer was in full screen when the drag began.
  public func dragOutcome(
    endingAtContentOffsetY contentOffsetY: Double, velocityY: Double, beganFromFullscreen: Bool
  ) -> BottomDrawerDragOutcome {
    guard userDraggingEnabled else { return .continueScrolling }
    if BottomDrawerDismissal.flingDismisses(
      velocityY: velocityY, beganFromFullscreen: beganFromFullscreen,
      swipeToDismissEnabled: swipeToDismissEnabled)
    {
      return .dismiss
    }
    guard contentOffsetY < 0 else { return .continueScrolling }
    return contentOffsetY < -dismissalDragDistanceThreshold ? .dismiss : .settleAtRest
  }
}
