import MaterialTheming

extension ColorSwatchSection {
  /// Writes one swatch row per custom color for `traits`: color, onColor, colorContainer and
  /// onColorContainer, each chip showing its on-color's text sample where it has one.
  func writeCustomColors(traits: ColorTraits, into writer: inout MarkupWriter) {
    for (name, scheme) in theme.customColorSchemes {
      let roles = scheme[traits]
      writer.element("h4", [("class", "custom-color-name")], content: name)
      writer.open("ul", [("class", "swatches custom-color"), ("data-custom-color", name)])
      let onColors = [
        "color": roles.onColor, "colorContainer": roles.onColorContainer,
        "onColor": roles.color, "onColorContainer": roles.colorContainer,
      ]
      for (key, color) in roles.named {
        let text = onColors[key] ?? color
        writer.open(
          "li", [("class", "swatch"), ("data-role", key), ("data-hex", color.hexString)])
        writer.element(
          "span",
          [("class", "chip"), ("style", "background:\(color.cssHex);color:\(text.cssHex)")],
          content: "Aa")
        writer.element("span", [("class", "role")], content: key)
        writer.element("code", content: color.cssHex)
        writer.close()
      }
      writer.close()
    }
  }
}
