import MaterialTheming

/// The bottom navigation section: the sample bar in all three variants, every title visibility
/// and alignment (Material 3: justified only), at compact and regular width; all geometry from
/// the bar's layout model.
struct BottomNavigationSection {
  /// The section's id in the page.
  static let id = "bottom-navigation"

  /// The theme shown.
  var theme: Theme
  /// The text measurement the layouts use.
  var metrics: any FontMetrics

  /// The variant and appearance of each block: every variant in light, and the theme's own
  /// variant in dark.
  var blocks: [(variant: BottomNavigationVariant, traits: ColorTraits)] {
    BottomNavigationVariant.allCases.map { ($0, ColorTraits.standard) } + [
      (theme.bottomNavigationVariant, ColorTraits(appearance: .dark))
    ]
  }

  /// Writes the section.
  func write(into writer: inout MarkupWriter) {
    writer.openPanel(
      id: Self.id, title: "Bottom navigation",
      lead: "Four items; Inbox is selected and has a counter badge, Alerts has a dot badge. "
        + "Compact width is \(PreviewNumber.compact(BottomNavigationSample.compactWidth)) pt, "
        + "regular width \(PreviewNumber.compact(BottomNavigationSample.regularWidth)) pt. "
        + "The theme's variant is \(theme.bottomNavigationVariant.rawValue).")
    for block in blocks {
      writeBlock(variant: block.variant, traits: block.traits, into: &writer)
    }
    writer.close()
    writer.newline()
  }

  /// Writes one variant in one appearance: a legend and the grid of bars.
  private func writeBlock(
    variant: BottomNavigationVariant, traits: ColorTraits, into writer: inout MarkupWriter
  ) {
    let style = theme.bottomNavigationStyle(variant, for: traits)
    let stageColor = theme.colors[traits].background
    writer.open(
      "div",
      [
        ("class", "variant-block"), ("data-variant", variant.rawValue),
        ("data-traits", traits.description),
      ])
    let variantName = BottomNavigationSample.name(of: variant)
    writer.element(
      "h3", content: "\(variantName) variant · \(ColorSwatchSection.title(for: traits))")
    StyleLegend.write(BottomNavigationSample.legend(of: style), into: &writer)
    for visibility in BottomNavigationTitleVisibility.allCases {
      writer.element("h4", content: "Titles: \(visibility.rawValue)")
      for alignment in BottomNavigationSample.alignments(for: variant) {
        writer.open("div", [("class", "bar-row")])
        for width in BottomNavigationSample.widths {
          let bar = BottomNavigationSample.bar(
            style: style, variant: variant, titleVisibility: visibility, alignment: alignment,
            sizeClass: width.sizeClass)
          writeFigure(
            bar: bar, width: width.width, variant: variant, traits: traits,
            stageColor: stageColor, into: &writer)
        }
        writer.close()
      }
    }
    writer.close()
  }

  /// The luminance below which a background counts as dark for caption text: 0.18, where
  /// black and white text have about equal WCAG contrast (√(1.05 × 0.05) − 0.05 ≈ 0.179).
  static let darkBackgroundLuminance = 0.18

  /// Whether captions on `background` need light text.
  static func isDark(_ background: Color) -> Bool {
    background.relativeLuminance < darkBackgroundLuminance
  }

  /// Writes one bar: a caption and the bar drawn on the appearance's background.
  private func writeFigure(
    bar: BottomNavigationBar, width: Double, variant: BottomNavigationVariant,
    traits: ColorTraits, stageColor: Color, into writer: inout MarkupWriter
  ) {
    let size = bar.sizeThatFits(Size(width: width, height: 0))
    let layout = bar.layout(in: size, metrics: metrics)
    let sizeClass = bar.horizontalSizeClass.rawValue
    var alignmentText = bar.alignment.rawValue
    if layout.alignment != bar.alignment { alignmentText += " → " + layout.alignment.rawValue }
    writer.open(
      "figure",
      [
        ("class", "bar-sample stage"), ("style", "background:\(stageColor.cssHex)"),
        ("data-variant", variant.rawValue),
        ("data-traits", traits.description),
        ("data-title-visibility", bar.titleVisibility.rawValue),
        ("data-alignment", bar.alignment.rawValue),
        ("data-effective-alignment", layout.alignment.rawValue),
        ("data-size-class", sizeClass), ("data-width", PreviewNumber.compact(width)),
      ])
    writer.element(
      "figcaption", [("class", Self.isDark(stageColor) ? "on-dark" : "on-light")],
      content: "\(alignmentText) · \(PreviewNumber.compact(width)) pt \(sizeClass)"
        + " · \(PreviewNumber.compact(layout.barHeight)) pt tall")
    SVGShapes.openCanvas(
      &writer, size: size,
      label: "\(variant.rawValue) bottom navigation bar, \(bar.alignment.rawValue), "
        + "titles \(bar.titleVisibility.rawValue), \(sizeClass) width",
      attributes: [
        ("class", "bar"), ("data-elevation", PreviewNumber.compact(bar.style.elevation)),
      ])
    BottomNavigationBarDrawing(bar: bar, layout: layout).draw(&writer)
    writer.close()
    writer.close()
  }
}
