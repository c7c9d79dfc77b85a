/// The geometry of an item's badge: a pill (or a dot) pinned to the icon's top trailing corner.
///
/// Sizes follow `MDCBottomNavigationItemBadge.m` and `MDCBadgeView.m`:
/// height = max(9, text height + 2); horizontal padding = the pill's rounded-end inset,
/// `round((sin 45° × height / 2 + 1) × scale) / scale`; width = max(9, text width + padding),
/// never less than the height; corner radius = height / 2. The badge's top is level with the
/// icon's top; its centre sits at `icon.maxX − 8 + width / 2` with text, or `icon.maxX − 1` for a
/// dot (an empty badge value), mirrored from the icon's leading edge in right-to-left layouts.
public struct BadgeLayout: Sendable, Hashable {
  /// The smallest badge diameter: 9 points (`kMinDiameter`).
  public static let minimumDiameter: Double = 9
  /// The vertical padding added to the text height: 2 points (`kBadgeYPadding`).
  public static let verticalPadding: Double = 2
  /// How far a text badge reaches back over the icon: 8 points (centre = icon.maxX − 8 + w / 2).
  public static let textBadgeIconOverlap: Double = 8
  /// How far a dot badge's centre sits inside the icon's trailing edge: 1 point.
  public static let dotBadgeIconOverlap: Double = 1

  /// The badge's frame, in the bar's coordinates.
  public var frame: Rect
  /// The frame of the badge text, centred in the badge (zero-sized for a dot).
  public var textFrame: Rect
  /// The corner radius: half the height, making a pill or a circle.
  public var cornerRadius: Double
  /// The text shown; empty for a dot.
  public var text: String

  /// Whether the badge is a dot (its value is the empty string).
  public var isDot: Bool { text.isEmpty }

  /// The badge size for a text size: see the type's summary for the formula.
  public static func size(forTextSize textSize: Size, displayScale: Double) -> Size {
    let height = max(minimumDiameter, textSize.height + verticalPadding)
    let horizontalPadding = roundedEndInset(height: height, displayScale: displayScale)
    let width = max(max(minimumDiameter, textSize.width + horizontalPadding), height)
    return Size(width: width, height: height)
  }

  /// The horizontal text inset of a pill of `height`: `round((sin 45° × h/2 + 1) × s) / s`.
  public static func roundedEndInset(height: Double, displayScale: Double) -> Double {
    let sine45 = 2.0.squareRoot() / 2
    let scale = displayScale > 0 ? displayScale : 1
    return ((sine45 * height / 2 + 1) * scale).rounded() / scale
  }

  /// Places a badge showing `text` on an icon, in a left-to-right layout.
  ///
  /// Right-to-left layouts mirror the result together with the rest of the item.
  public static func placed(
    text: String, onIcon icon: Rect, font: Font, metrics: some FontMetrics, displayScale: Double
  ) -> BadgeLayout {
    let textSize = text.isEmpty ? Size.zero : metrics.singleLineSize(of: text, font: font)
    let size = size(forTextSize: textSize, displayScale: displayScale)
    let centerX =
      text.isEmpty
      ? icon.maxX - dotBadgeIconOverlap : icon.maxX - textBadgeIconOverlap + size.width / 2
    let frame = Rect(
      x: centerX - size.width / 2, y: icon.minY, width: size.width, height: size.height)
    let textFrame = Rect(
      x: frame.midX - textSize.width / 2, y: frame.midY - textSize.height / 2,
      width: textSize.width, height: textSize.height)
    return BadgeLayout(
      frame: frame, textFrame: textFrame, cornerRadius: size.height / 2, text: text)
  }
}
