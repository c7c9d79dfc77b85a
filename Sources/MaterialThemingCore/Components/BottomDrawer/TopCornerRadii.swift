/// The radius of the drawer's two top corners for each ``BottomDrawerState``.
///
/// Material Components stores one radius per state (`setTopCornersRadius:forDrawerState:`);
/// an unset state reads as 0. While the drawer scrolls, the mask interpolates between the
/// collapsed radius and the expanded (or full-screen) radius:
/// ```swift
/// let radii = TopCornerRadii(collapsed: 8, expanded: 0, fullScreen: 0)
/// radii.radius(atTransitionRatio: 0.5, contentReachesFullscreen: true,
///              maskedSize: Size(width: 375, height: 56))  // 4
/// ```
public struct TopCornerRadii: Sendable, Hashable {
  /// The radius while the drawer is collapsed; the largest radius of the animation.
  public var collapsed: Double
  /// The radius once the whole content shows without filling the screen.
  public var expanded: Double
  /// The radius once the drawer fills the screen.
  public var fullScreen: Double

  /// Creates per-state radii; each defaults to 0, the value of an unset state.
  public init(collapsed: Double = 0, expanded: Double = 0, fullScreen: Double = 0) {
    self.collapsed = collapsed
    self.expanded = expanded
    self.fullScreen = fullScreen
  }

  /// Square corners in every state: the component default.
  public static let zero = TopCornerRadii()

  /// The radius for `state`.
  public subscript(state: BottomDrawerState) -> Double {
    get {
      switch state {
      case .collapsed: collapsed
      case .expanded: expanded
      case .fullScreen: fullScreen
      }
    }
    set {
      switch state {
      case .collapsed: collapsed = newValue
      case .expanded: expanded = newValue
      case .fullScreen: fullScreen = newValue
      }
    }
  }

  /// The radius the header mask (`MDCBottomDrawerHeaderMask`) draws for a transition ratio.
  ///
  /// The maximum is the collapsed radius; the minimum is the full-screen radius when the
  /// content reaches full screen, else the expanded radius. The current radius is
  /// `(max − min)·p + min` with `p = 1 − transitionRatio` clamped to `0...1`, and never more
  /// than half the masked view's width or height.
  /// - Parameters:
  ///   - transitionRatio: The drawer's transition ratio, 0 at rest and 1 at the top.
  ///   - contentReachesFullscreen: Whether the content can scroll the drawer to full screen.
  ///   - maskedSize: The size of the masked view (the header, or the content without a header).
  public func radius(
    atTransitionRatio transitionRatio: Double, contentReachesFullscreen: Bool, maskedSize: Size
  ) -> Double {
    let maximum = collapsed
    let minimum = contentReachesFullscreen ? fullScreen : expanded
    let progress = min(max(1 - transitionRatio, 0), 1)
    let radius = (maximum - minimum) * progress + minimum
    let limit = min(maskedSize.width / 2, maskedSize.height / 2)
    return max(min(radius, limit), 0)
  }
}
