import MaterialTheming

/// The app screen a drawer is presented over: status bar, top app bar and a list.
/// Illustration only; the drawer's geometry does not depend on it.
struct PresentingScreenDrawing {
  /// The top app bar's height below the status bar: 56 points (Material top app bar).
  static let appBarHeight: Double = 56
  /// The height of one placeholder list row: 72 points (Material two-line list item).
  static let rowHeight: Double = 72
  /// The inset of list content from the screen edges: 16 points (Material keyline).
  static let keyline: Double = 16

  /// The screen's size.
  var size: Size
  /// The status bar height (the top safe-area inset).
  var statusBarHeight: Double
  /// The screen's colors.
  var colors: SemanticColorScheme
  /// The app bar title's font.
  var titleFont: Font

  /// Draws the screen into `writer`.
  func draw(_ writer: inout MarkupWriter) {
    writer.open("g", [("class", "presenting-screen")])
    SVGShapes.rect(&writer, Rect(origin: .zero, size: size), fill: colors.background)
    SVGShapes.rect(
      &writer, Rect(x: 0, y: 0, width: size.width, height: statusBarHeight),
      fill: colors.primaryVariant)
    let appBar = Rect(x: 0, y: statusBarHeight, width: size.width, height: Self.appBarHeight)
    SVGShapes.rect(&writer, appBar, fill: colors.primary)
    writer.element(
      "text",
      [
        ("x", PreviewNumber.compact(Self.keyline)),
        ("y", PreviewNumber.compact(appBar.midY)), ("dominant-baseline", "central"),
        SVGShapes.fill(colors.onPrimary),
      ] + CSSFont.svgAttributes(for: titleFont), content: "Inbox")
    var rowTop = appBar.maxY
    while rowTop + Self.rowHeight <= size.height {
      drawRow(&writer, top: rowTop)
      rowTop += Self.rowHeight
    }
    writer.close()
  }

  /// Draws one placeholder list row: an avatar and two lines of "text".
  private func drawRow(_ writer: inout MarkupWriter, top: Double) {
    let avatarRadius = PlaceholderMetrics.avatarRadius
    let center = Point(x: Self.keyline + avatarRadius, y: top + Self.rowHeight / 2)
    writer.empty(
      "circle",
      [
        ("cx", PreviewNumber.compact(center.x)), ("cy", PreviewNumber.compact(center.y)),
        ("r", PreviewNumber.compact(avatarRadius)),
        SVGShapes.fill(colors.secondary),
      ], selfClosing: true)
    let textX = center.x + avatarRadius + Self.keyline
    let lineColor = colors.onBackground.withAlpha(PreviewPalette.placeholderTextAlpha)
    SVGShapes.rect(
      &writer,
      PlaceholderMetrics.textLine(
        x: textX, centerY: center.y - PlaceholderMetrics.lineOffset,
        width: size.width * PlaceholderMetrics.primaryLineWidthRatio),
      fill: lineColor, cornerRadius: PlaceholderMetrics.lineHeight / 2)
    SVGShapes.rect(
      &writer,
      PlaceholderMetrics.textLine(
        x: textX, centerY: center.y + PlaceholderMetrics.lineOffset,
        width: size.width * PlaceholderMetrics.secondaryLineWidthRatio),
      fill: lineColor.withAlpha(PreviewPalette.placeholderSecondaryAlpha),
      cornerRadius: PlaceholderMetrics.lineHeight / 2)
  }
}
