import MaterialTheming

/// Sizes of the placeholder content drawn around the components (list rows, text lines).
///
/// They only illustrate a screen; no component geometry depends on them. Values follow the
/// Material list specs where there is one.
enum PlaceholderMetrics {
  /// The avatar of a two-line list row: 40 points across (Material list avatar).
  static let avatarRadius: Double = 20
  /// The icon of a one-line list row: 24 points across (Material icon size).
  static let iconRadius: Double = 12
  /// The height of a one-line list row in the drawer: 54 points (3/4 of a two-line row).
  static let drawerRowHeight: Double = 54
  /// The start of text after a leading icon: 72 points (Material list text keyline).
  static let drawerTextInset: Double = 72
  /// The height of a placeholder text line: 8 points.
  static let lineHeight: Double = 8
  /// How far each of two text lines sits from the row's centre: 8 points.
  static let lineOffset: Double = 8
  /// The primary line's width as a fraction of the screen: 0.45.
  static let primaryLineWidthRatio = 0.45
  /// The secondary line's width as a fraction of the screen: 0.3.
  static let secondaryLineWidthRatio = 0.3
  /// A drawer row's line width as a fraction of the drawer: 0.55.
  static let drawerLineWidthRatio = 0.55
  /// The close mark's distance from the header's leading edge: 24 points.
  static let closeMarkInset: Double = 24
  /// The close mark's width and height: 14 points.
  static let closeMarkSize: Double = 14

  /// A placeholder text line of `width` starting at `x`, centred on `centerY`.
  static func textLine(x: Double, centerY: Double, width: Double) -> Rect {
    Rect(x: x, y: centerY - lineHeight / 2, width: width, height: lineHeight)
  }
}
