import MaterialTheming

/// The color-vision section: the component samples once per simulated deficiency
/// (protanopia, deuteranopia, tritanopia, achromatopsia), every color passed through
/// ``ColorVisionDeficiency/simulate(_:)``; geometry from the same layout models as elsewhere.
struct ColorVisionSection {
  /// The section's id in the page.
  static let id = "color-vision"
  /// How large the bars are drawn: 0.72, so four 360 pt bars fit side by side.
  static let barScale = 0.72
  /// How large the drawer picture is drawn: 0.4.
  static let drawerScale = 0.4

  /// The theme shown.
  var theme: Theme
  /// The text measurement the layouts use.
  var metrics: any FontMetrics

  /// Writes the section.
  func write(into writer: inout MarkupWriter) {
    writer.openPanel(
      id: Self.id, title: "Color vision",
      lead: "The light bars of every variant and the expanded drawer as seen with each "
        + "color-vision deficiency: Machado, Oliveira & Fernandes (2009) severity-1.0 "
        + "matrices applied in linear RGB, and luminance only for achromatopsia.")
    writer.open("div", [("class", "cvd-grid")])
    for deficiency in ColorVisionDeficiency.allCases {
      writeColumn(deficiency, into: &writer)
    }
    writer.close()
    writer.close()
    writer.newline()
  }

  /// Writes one deficiency's copies of the samples.
  private func writeColumn(
    _ deficiency: ColorVisionDeficiency, into writer: inout MarkupWriter
  ) {
    let traits = ColorTraits.standard
    let colors = theme.colors[traits].simulated(deficiency)
    writer.open("div", [("class", "cvd-column"), ("data-deficiency", deficiency.rawValue)])
    writer.element("h3", content: deficiency.displayName)
    writer.element("p", [("class", "cvd-summary")], content: deficiency.summary)
    for variant in BottomNavigationVariant.allCases {
      let style = theme.bottomNavigationStyle(variant, for: traits).simulated(deficiency)
      let bar = BottomNavigationSample.bar(
        style: style, variant: variant, titleVisibility: .always, alignment: .justified,
        sizeClass: .compact)
      let size = bar.sizeThatFits(Size(width: BottomNavigationSample.compactWidth, height: 0))
      let layout = bar.layout(in: size, metrics: metrics)
      writer.open(
        "figure",
        [
          ("class", "cvd-sample"), ("data-variant", variant.rawValue),
          ("data-deficiency", deficiency.rawValue),
          ("style", "background:\(colors.background.cssHex)"),
        ])
      writer.element(
        "figcaption", content: BottomNavigationSample.name(of: variant) + " variant")
      SVGShapes.openCanvas(
        &writer, size: size, scale: Self.barScale,
        label: "\(variant.rawValue) bottom navigation bar seen with \(deficiency.rawValue)",
        attributes: [("class", "bar")])
      BottomNavigationBarDrawing(bar: bar, layout: layout).draw(&writer)
      writer.close()
      writer.close()
    }
    writeDrawer(deficiency, colors: colors, into: &writer)
    writer.close()
  }

  /// Writes the short-content (expanded) drawer seen with `deficiency`.
  private func writeDrawer(
    _ deficiency: ColorVisionDeficiency, colors: SemanticColorScheme,
    into writer: inout MarkupWriter
  ) {
    let traits = ColorTraits.standard
    var drawer = BottomDrawerSample.drawer(
      contentHeight: BottomDrawerSample.shortContentHeight, theme: theme, traits: traits)
    drawer.style = drawer.style.simulated(deficiency)
    let state = drawer.scrollState(atContentOffsetY: 0)
    let size = drawer.presentingContainerSize
    writer.open(
      "figure",
      [("class", "cvd-sample drawer-sample"), ("data-deficiency", deficiency.rawValue)])
    SVGShapes.openCanvas(
      &writer, size: size, scale: Self.drawerScale,
      label: "Bottom drawer, expanded, seen with \(deficiency.rawValue)",
      attributes: [("class", "phone")])
    PresentingScreenDrawing(
      size: size, statusBarHeight: drawer.safeAreaInsets.top, colors: colors,
      titleFont: theme.typography.headline6
    ).draw(&writer)
    BottomDrawerDrawing(
      drawer: drawer, state: state, colors: colors, titleFont: theme.typography.subtitle1
    ).draw(&writer)
    writer.close()
    writer.close()
  }
}
