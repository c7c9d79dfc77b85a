import MaterialTheming

/// The placeholder icons the preview draws: simple shapes filling an icon frame.
///
/// Each glyph is drawn in a nested `<svg>` placed exactly at the icon frame the layout model
/// computed, with a 24-unit view box (the size of Material's template icons), so the glyph
/// scales with the frame.
enum IconGlyph: CaseIterable {
  /// A filled circle.
  case circle
  /// A filled rounded square.
  case roundedSquare
  /// A ring.
  case ring
  /// A filled diamond.
  case diamond

  /// The units of the glyph's view box: Material icons are drawn on a 24-unit grid.
  static let viewBoxSize: Double = 24

  /// The glyph for the item at `index`, cycling through the cases.
  static func forItem(at index: Int) -> IconGlyph {
    allCases[index % allCases.count]
  }

  /// Draws the glyph at `frame` in `color`.
  func draw(_ writer: inout MarkupWriter, in frame: Rect, color: Color) {
    writer.open(
      "svg",
      [("class", "icon")] + SVGShapes.frameAttributes(frame) + [
        (
          "viewBox",
          "0 0 \(PreviewNumber.compact(Self.viewBoxSize)) \(PreviewNumber.compact(Self.viewBoxSize))"
        )
      ])
    switch self {
    case .circle:
      writer.empty(
        "circle", [("cx", "12"), ("cy", "12"), ("r", "9"), SVGShapes.fill(color)],
        selfClosing: true)
    case .roundedSquare:
      writer.empty(
        "rect",
        [
          ("x", "3"), ("y", "3"), ("width", "18"), ("height", "18"), ("rx", "5"),
          SVGShapes.fill(color),
        ], selfClosing: true)
    case .ring:
      writer.empty(
        "circle",
        [
          ("cx", "12"), ("cy", "12"), ("r", "8"), ("fill", "none"), ("stroke", color.cssHex),
          ("stroke-width", "3"),
        ], selfClosing: true)
    case .diamond:
      writer.empty(
        "path", [("d", "M12 2L22 12L12 22L2 12Z"), SVGShapes.fill(color)], selfClosing: true)
    }
    writer.close()
  }
}
