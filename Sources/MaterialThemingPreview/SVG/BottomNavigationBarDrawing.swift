import MaterialTheming

/// Draws a bottom navigation bar as SVG from its layout: every frame comes from
/// ``BottomNavigationBar/layout(in:metrics:)``.
struct BottomNavigationBarDrawing {
  /// The bar, for its items, style and colors.
  var bar: BottomNavigationBar
  /// The computed layout to draw.
  var layout: BottomNavigationLayout

  /// Draws the bar's background, items, icons, titles and badges into `writer`.
  ///
  /// The drawing is a group (`<g class="bottom-navigation-bar">`) in the bar's own coordinates;
  /// place it with `transform` when it is part of a larger picture.
  func draw(_ writer: inout MarkupWriter, transform: String? = nil) {
    var attributes: [MarkupWriter.Attribute] = [("class", "bottom-navigation-bar")]
    if let transform { attributes.append(("transform", transform)) }
    writer.open("g", attributes)
    SVGShapes.rect(
      &writer, layout.bounds, fill: BottomNavigationSample.background(of: bar.style),
      attributes: [("class", "bar-background")])
    for itemLayout in layout.items {
      drawItem(&writer, itemLayout)
    }
    writer.close()
  }

  /// Draws one item: its (transparent) frame, icon, title when visible, and badge.
  private func drawItem(_ writer: inout MarkupWriter, _ item: BottomNavigationItemLayout) {
    guard let appearance = bar.appearance(ofItemAt: item.index) else { return }
    writer.open(
      "g",
      [
        ("class", item.isSelected ? "item selected" : "item"),
        ("data-index", String(item.index)), ("data-selected", String(item.isSelected)),
        ("data-title-visible", String(item.isTitleVisible)),
        ("data-title-truncated", String(item.isTitleTruncated)),
      ])
    writer.element(
      "title", content: bar.items[item.index].title + (item.isSelected ? " (selected)" : ""))
    SVGShapes.rect(
      &writer, item.frame, fill: .clear, attributes: [("class", "item-frame")])
    if item.isSelected, let indicator = bar.style.selectionIndicatorColor {
      let frame = item.selectionIndicatorFrame
      SVGShapes.rect(
        &writer, frame, fill: indicator, cornerRadius: frame.height / 2,
        attributes: [("class", "selection-indicator")])
    }
    IconGlyph.forItem(at: item.index).draw(
      &writer, in: item.iconFrame, color: appearance.iconTintColor)
    if item.isTitleVisible {
      SVGShapes.centeredText(
        &writer, bar.items[item.index].title,
        center: Point(x: item.titleFrame.midX, y: item.titleFrame.midY),
        font: bar.style.itemTitleFont, color: appearance.titleColor,
        attributes: [("class", "item-title")] + SVGShapes.frameAttributesAsData(item.titleFrame))
    }
    if let badge = item.badge {
      drawBadge(&writer, badge, appearance: appearance)
    }
    writer.close()
  }

  /// Draws a badge: a pill (or dot) at its frame and its text centred in its text frame.
  private func drawBadge(
    _ writer: inout MarkupWriter, _ badge: BadgeLayout,
    appearance: BottomNavigationItemAppearance
  ) {
    writer.open("g", [("class", badge.isDot ? "badge dot" : "badge")])
    SVGShapes.rect(
      &writer, badge.frame, fill: appearance.badgeBackgroundColor,
      cornerRadius: badge.cornerRadius, attributes: [("class", "badge-background")])
    if !badge.isDot {
      SVGShapes.centeredText(
        &writer, badge.text, center: Point(x: badge.textFrame.midX, y: badge.textFrame.midY),
        font: bar.style.itemBadgeTextFont, color: appearance.badgeTextColor)
    }
    writer.close()
  }
}
