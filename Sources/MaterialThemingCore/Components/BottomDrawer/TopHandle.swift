/// The small drag handle drawn at the top of the drawer (hidden by default).
///
/// Its geometry is that of `MDCBottomDrawerPresentationController`: a 24 × 2 pt capsule with
/// corner radius 1, 5 pt below the top of the header (or of the content when there is no
/// header), centred horizontally.
public enum TopHandle {
  /// The handle's size: 24 × 2 pt (`MDCBottomDrawerPresentationController`).
  public static let size = Size(width: 24, height: 2)
  /// The handle's corner radius: 1 pt, half its height.
  public static let cornerRadius = 1.0
  /// The distance from the top of the header (or content) to the handle: 5 pt.
  public static let topOffset = 5.0
  /// The smallest top inset reported to the delegate while the handle is visible:
  /// `topOffset + size.height` = 7 pt, so that content never covers the handle.
  public static let minimumTopInset = topOffset + size.height

  /// The handle's frame inside a top view (header or content) of width `width`.
  public static func frame(inTopViewOfWidth width: Double) -> Rect {
    Rect(x: (width - size.width) / 2, y: topOffset, width: size.width, height: size.height)
  }
}
