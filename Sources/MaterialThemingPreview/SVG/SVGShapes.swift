import MaterialTheming

/// SVG primitives drawn at frames the layout models computed; they never size anything.
enum SVGShapes {
  /// The SVG namespace, required on the outermost `<svg>` element.
  static let namespace = "http://www.w3.org/2000/svg"

  /// `x`, `y`, `width` and `height` attributes for `frame`.
  static func frameAttributes(_ frame: Rect) -> [MarkupWriter.Attribute] {
    [
      ("x", PreviewNumber.compact(frame.minX)), ("y", PreviewNumber.compact(frame.minY)),
      ("width", PreviewNumber.compact(frame.width)),
      ("height", PreviewNumber.compact(frame.height)),
    ]
  }

  /// The `fill` attribute for `color`.
  static func fill(_ color: Color) -> MarkupWriter.Attribute { ("fill", color.cssHex) }

  /// Opens an outermost `<svg>` whose user space is `size` points, displayed `scale` times as large.
  static func openCanvas(
    _ writer: inout MarkupWriter, size: Size, scale: Double = 1, label: String,
    attributes: [MarkupWriter.Attribute] = []
  ) {
    let width = PreviewNumber.compact(size.width)
    let height = PreviewNumber.compact(size.height)
    writer.open(
      "svg",
      [
        ("xmlns", namespace), ("width", PreviewNumber.compact(size.width * scale)),
        ("height", PreviewNumber.compact(size.height * scale)),
        ("viewBox", "0 0 \(width) \(height)"), ("role", "img"), ("aria-label", label),
      ] + attributes)
  }

  /// A rectangle at `frame`, with rounded corners of `cornerRadius`.
  static func rect(
    _ writer: inout MarkupWriter, _ frame: Rect, fill color: Color, cornerRadius: Double = 0,
    attributes: [MarkupWriter.Attribute] = []
  ) {
    var all = attributes + frameAttributes(frame) + [fill(color)]
    if cornerRadius > 0 { all.append(("rx", PreviewNumber.compact(cornerRadius))) }
    writer.empty("rect", all, selfClosing: true)
  }

  /// The path of `frame` with only its two top corners rounded by `radius` (clamped to the frame).
  static func topRoundedPath(_ frame: Rect, radius: Double) -> String {
    let r = max(0, min(radius, frame.width / 2, frame.height))
    let n = { (value: Double) in PreviewNumber.compact(value) }
    guard r > 0 else {
      return "M\(n(frame.minX)),\(n(frame.minY))H\(n(frame.maxX))V\(n(frame.maxY))"
        + "H\(n(frame.minX))Z"
    }
    return "M\(n(frame.minX)),\(n(frame.minY + r))"
      + "A\(n(r)),\(n(r)) 0 0 1 \(n(frame.minX + r)),\(n(frame.minY))"
      + "H\(n(frame.maxX - r))"
      + "A\(n(r)),\(n(r)) 0 0 1 \(n(frame.maxX)),\(n(frame.minY + r))"
      + "V\(n(frame.maxY))H\(n(frame.minX))Z"
  }

  /// One line of text centred on `center`, in `font` and `color`.
  static func centeredText(
    _ writer: inout MarkupWriter, _ content: String, center: Point, font: Font, color: Color,
    attributes: [MarkupWriter.Attribute] = []
  ) {
    writer.element(
      "text",
      attributes + [
        ("x", PreviewNumber.compact(center.x)), ("y", PreviewNumber.compact(center.y)),
        ("text-anchor", "middle"), ("dominant-baseline", "central"), fill(color),
      ] + CSSFont.svgAttributes(for: font),
      content: content)
  }
}

extension SVGShapes {
  /// `data-x`, `data-y`, `data-width` and `data-height` for a frame a shape does not spell out
  /// (a text's frame, for example).
  static func frameAttributesAsData(_ frame: Rect) -> [MarkupWriter.Attribute] {
    frameAttributes(frame).map { ("data-" + $0.name, $0.value) }
  }
}
