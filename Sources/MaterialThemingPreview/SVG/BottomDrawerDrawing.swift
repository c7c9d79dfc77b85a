import MaterialTheming

/// Draws a bottom drawer over its presenting screen from the drawer model's scroll state:
/// scrim, header (frame, corner radius, transition), top handle and content.
struct BottomDrawerDrawing {
  /// The drawer.
  var drawer: BottomDrawer
  /// Its state at the offset shown.
  var state: BottomDrawerScrollState
  /// The colors of the drawer's appearance, for text on the drawer.
  var colors: SemanticColorScheme
  /// The header title's font.
  var titleFont: Font

  /// The header's frame in the container's coordinates.
  ///
  /// While the drawer scrolls the model reports it in the scroll view's content coordinates, so
  /// the content offset is subtracted; once pinned in full screen it is already in the
  /// container's coordinates.
  var headerFrameInContainer: Rect? {
    guard let frame = state.headerFrame else { return nil }
    if state.isCurrentlyFullscreen { return frame }
    return Rect(
      x: frame.minX, y: frame.minY - state.contentOffsetY, width: frame.width,
      height: frame.height)
  }

  /// Draws the scrim and the drawer into `writer`.
  func draw(_ writer: inout MarkupWriter) {
    let style = drawer.style
    let size = drawer.presentingContainerSize
    SVGShapes.rect(
      &writer, Rect(origin: .zero, size: size), fill: style.scrimColor,
      attributes: [("class", "scrim")])
    let layout = drawer.layout
    writer.open(
      "g",
      [
        ("class", "drawer"), ("data-state", BottomDrawerSection.stateName(state.drawerState)),
        ("data-top-y-offset", PreviewNumber.compact(state.topYOffset)),
        ("data-corner-radius", PreviewNumber.compact(state.topCornerRadius)),
      ])
    let header =
      headerFrameInContainer
      ?? Rect(x: 0, y: state.topYOffset, width: size.width, height: 0)
    let content = Rect(
      x: 0, y: header.maxY, width: size.width, height: max(size.height - header.maxY, 0))
    writer.empty(
      "path",
      [
        ("class", "drawer-content"),
        (
          "d",
          SVGShapes.topRoundedPath(content, radius: drawer.hasHeader ? 0 : state.topCornerRadius)
        ),
        SVGShapes.fill(style.contentBackgroundColor),
      ] + SVGShapes.frameAttributesAsData(content), selfClosing: true)
    drawContentRows(&writer, in: content)
    if drawer.hasHeader {
      writer.empty(
        "path",
        [
          ("class", "drawer-header"),
          ("d", SVGShapes.topRoundedPath(header, radius: state.topCornerRadius)),
          SVGShapes.fill(style.headerBackgroundColor),
        ] + SVGShapes.frameAttributesAsData(header), selfClosing: true)
      drawHeaderContent(&writer, header: header, headerHeight: layout.headerHeight)
    }
    if state.headerShadowOpacity > 0 {
      SVGShapes.rect(
        &writer, Rect(x: 0, y: header.maxY, width: size.width, height: 1),
        fill: style.shadowColor.withAlpha(style.shadowColor.alpha * state.headerShadowOpacity),
        attributes: [("class", "header-shadow")])
    }
    if !drawer.topHandleHidden {
      let handle = TopHandle.frame(inTopViewOfWidth: size.width)
      SVGShapes.rect(
        &writer,
        Rect(
          x: header.minX + handle.minX, y: header.minY + handle.minY, width: handle.width,
          height: handle.height),
        fill: style.topHandleColor, cornerRadius: TopHandle.cornerRadius,
        attributes: [("class", "top-handle")])
    }
    writer.close()
  }

  /// Draws the header's title in its bottom `headerHeight` points (the part above it is the
  /// status-bar area it grows into) and a close mark that fades in with the transition ratio.
  private func drawHeaderContent(
    _ writer: inout MarkupWriter, header: Rect, headerHeight: Double
  ) {
    let rowMidY = header.maxY - headerHeight / 2
    let textColor = colors.onSurface
    writer.element(
      "text",
      [
        ("class", "drawer-title"),
        ("x", PreviewNumber.compact(header.minX + PlaceholderMetrics.drawerTextInset)),
        ("y", PreviewNumber.compact(rowMidY)), ("dominant-baseline", "central"),
        SVGShapes.fill(textColor),
      ] + CSSFont.svgAttributes(for: titleFont), content: "Drawer header")
    let x0 = header.minX + PlaceholderMetrics.closeMarkInset
    let half = PlaceholderMetrics.closeMarkSize / 2
    let n = { (value: Double) in PreviewNumber.compact(value) }
    writer.empty(
      "path",
      [
        ("class", "close-mark"),
        (
          "d",
          "M\(n(x0)),\(n(rowMidY - half))l\(n(2 * half)),\(n(2 * half))"
            + "M\(n(x0 + 2 * half)),\(n(rowMidY - half))l-\(n(2 * half)),\(n(2 * half))"
        ),
        ("stroke", textColor.cssHex), ("stroke-width", "2"), ("stroke-linecap", "round"),
        ("opacity", PreviewNumber.compact(state.transitionToTopRatio)),
      ], selfClosing: true)
  }

  /// Draws placeholder list rows in the content area.
  private func drawContentRows(_ writer: inout MarkupWriter, in content: Rect) {
    let lineColor = colors.onSurface.withAlpha(PreviewPalette.placeholderSecondaryAlpha)
    var top = content.minY + PresentingScreenDrawing.keyline
    let rowHeight = PlaceholderMetrics.drawerRowHeight
    while top + rowHeight <= content.maxY {
      let y = top + rowHeight / 2
      writer.empty(
        "circle",
        [
          ("cx", PreviewNumber.compact(PresentingScreenDrawing.keyline * 2)),
          ("cy", PreviewNumber.compact(y)),
          ("r", PreviewNumber.compact(PlaceholderMetrics.iconRadius)),
          SVGShapes.fill(colors.primary),
        ], selfClosing: true)
      SVGShapes.rect(
        &writer,
        PlaceholderMetrics.textLine(
          x: PlaceholderMetrics.drawerTextInset, centerY: y,
          width: content.width * PlaceholderMetrics.drawerLineWidthRatio),
        fill: lineColor, cornerRadius: PlaceholderMetrics.lineHeight / 2)
      top += rowHeight
    }
  }
}
