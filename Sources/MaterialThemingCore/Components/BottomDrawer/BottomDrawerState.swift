/// How far a bottom drawer is open, as `MDCBottomDrawerState` reports it.
///
/// The raw values are those of the Objective-C enum (`NSUInteger`).
public enum BottomDrawerState: Int, Sendable, Hashable, CaseIterable, Codable {
  /// The drawer can still expand to show more content and does not fill the screen.
  case collapsed = 0
  /// The entire content is displayed, but the drawer does not fill the screen.
  case expanded = 1
  /// The drawer fills the screen.
  case fullScreen = 2
}
