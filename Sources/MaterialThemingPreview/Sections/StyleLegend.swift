import MaterialTheming

/// A row of small labelled swatches naming the colors of a component style.
enum StyleLegend {
  /// Writes `entries` (label and color) as a legend list.
  static func write(_ entries: [(label: String, color: Color)], into writer: inout MarkupWriter) {
    writer.open("ul", [("class", "legend")])
    for entry in entries {
      writer.open("li", [("data-label", entry.label), ("data-hex", entry.color.hexString)])
      writer.element("span", [("class", "chip"), ("style", "background:\(entry.color.cssHex)")])
      writer.write("\(entry.label) ")
      writer.element("code", content: entry.color.cssHex)
      writer.close()
    }
    writer.close()
  }
}
