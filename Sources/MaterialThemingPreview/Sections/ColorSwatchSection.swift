import MaterialTheming

/// The color section: every role as a swatch for each appearance and contrast, a row per custom
/// color, and the contrast ratio of each on-color pair with an AA mark.
struct ColorSwatchSection {
  /// The section's id in the page.
  static let id = "colors"

  /// The theme shown.
  var theme: Theme

  /// A heading for `traits`: "Light", "Light · high contrast", …
  static func title(for traits: ColorTraits) -> String {
    let appearance = traits.appearance == .light ? "Light" : "Dark"
    return traits.contrast == .normal ? appearance : appearance + " · high contrast"
  }

  /// Writes the section.
  func write(into writer: inout MarkupWriter) {
    writer.openPanel(
      id: Self.id, title: "Color roles",
      lead: "Every role for each appearance and contrast. Each on-color is checked against "
        + "its role with the WCAG 2.x contrast ratio; AA for normal text needs 4.5:1.")
    writer.open("div", [("class", "scheme-grid")])
    for traits in ColorTraits.all {
      writeScheme(theme.colors[traits], traits: traits, into: &writer)
    }
    writer.close()
    writer.close()
    writer.newline()
  }

  /// Writes one column: the swatches and the contrast pairs of `scheme`.
  private func writeScheme(
    _ scheme: SemanticColorScheme, traits: ColorTraits, into writer: inout MarkupWriter
  ) {
    writer.open("div", [("class", "scheme"), ("data-traits", traits.description)])
    writer.element("h3", content: Self.title(for: traits))
    writer.open("ul", [("class", "swatches")])
    for role in ColorRole.allCases {
      let color = scheme[role]
      writer.open(
        "li", [("class", "swatch"), ("data-role", role.key), ("data-hex", color.hexString)])
      writer.element(
        "span", [("class", "chip"), ("style", "background:\(color.cssHex)")])
      writer.element("span", [("class", "role")], content: role.key)
      writer.element("code", content: color.cssHex)
      writer.close()
    }
    writer.close()
    writer.open("ul", [("class", "pairs")])
    for pair in ContrastPair.reported(in: scheme) {
      writePair(pair, into: &writer)
    }
    writer.close()
    writeCustomColors(traits: traits, into: &writer)
    writer.close()
  }

  /// Writes one pair: a sample of the on-color on its role, the ratio and the AA mark.
  private func writePair(_ pair: ContrastPair, into writer: inout MarkupWriter) {
    let ratio = PreviewNumber.fixed(pair.contrastRatio, fractionDigits: 2)
    writer.open(
      "li",
      [
        ("class", "pair"), ("data-foreground", pair.foregroundRole.key),
        ("data-background", pair.backgroundRole.key), ("data-ratio", ratio),
        ("data-aa", pair.passesAA ? "pass" : "fail"),
      ])
    writer.element(
      "span",
      [
        ("class", "sample"),
        ("style", "background:\(pair.background.cssHex);color:\(pair.foreground.cssHex)"),
      ], content: "Aa")
    writer.element(
      "span", [("class", "pair-name")],
      content: "\(pair.foregroundRole.key) / \(pair.backgroundRole.key)")
    writer.element("span", [("class", "ratio")], content: ratio + ":1")
    writer.element(
      "span", [("class", pair.passesAA ? "mark pass" : "mark fail")],
      content: pair.passesAA ? "AA ✓" : "AA ✗")
    writer.close()
  }
}
