import MaterialTheming

/// The bottom drawer section: the drawer collapsed, mid-transition, full screen and expanded,
/// with its scrim, in light and dark; all geometry from the drawer's scroll states.
struct BottomDrawerSection {
  /// The section's id in the page.
  static let id = "bottom-drawer"
  /// How large a phone-sized picture is drawn: 0.7, so four fit side by side on a 1280-pixel-wide page.
  static let pictureScale = 0.7

  /// The theme shown.
  var theme: Theme

  /// Writes the section.
  func write(into writer: inout MarkupWriter) {
    writer.openPanel(
      id: Self.id, title: "Bottom navigation drawer",
      lead: "A drawer with a \(PreviewNumber.compact(BottomDrawerSample.headerHeight)) pt "
        + "header over a \(PreviewNumber.compact(BottomDrawerSample.containerSize.width)) × "
        + "\(PreviewNumber.compact(BottomDrawerSample.containerSize.height)) pt screen with a "
        + "\(PreviewNumber.compact(BottomDrawerSample.safeAreaInsets.top)) pt status bar: "
        + "long content at header transition ratios 0, 0.5 and 1, and short content.")
    for appearance in Appearance.allCases {
      writeAppearance(ColorTraits(appearance: appearance), into: &writer)
    }
    writer.close()
    writer.newline()
  }

  /// Writes the pictures for one appearance.
  private func writeAppearance(_ traits: ColorTraits, into writer: inout MarkupWriter) {
    let style = theme.bottomDrawerStyle(for: traits)
    writer.open("div", [("class", "drawer-block"), ("data-traits", traits.description)])
    writer.element("h3", content: ColorSwatchSection.title(for: traits))
    StyleLegend.write(
      [
        ("header", style.headerBackgroundColor), ("content", style.contentBackgroundColor),
        ("scrim", style.scrimColor), ("top handle", style.topHandleColor),
        ("shadow", style.shadowColor),
      ], into: &writer)
    writer.open("div", [("class", "drawer-row")])
    for scenario in BottomDrawerSample.scenarios(theme: theme, traits: traits) {
      writeFigure(scenario, traits: traits, into: &writer)
    }
    writer.close()
    writer.close()
  }

  /// Writes one picture with its caption.
  private func writeFigure(
    _ scenario: BottomDrawerScenario, traits: ColorTraits, into writer: inout MarkupWriter
  ) {
    let state = scenario.scrollState
    let colors = theme.colors[traits]
    let ratio = PreviewNumber.compact(state.transitionToTopRatio, fractionDigits: 2)
    writer.open(
      "figure",
      [
        ("class", "drawer-sample"), ("data-traits", traits.description),
        ("data-state", Self.stateName(state.drawerState)),
        ("data-transition-to-top-ratio", ratio),
        ("data-content-offset", PreviewNumber.compact(scenario.contentOffsetY)),
        ("data-scrim", scenario.drawer.style.scrimColor.hexString),
      ])
    let size = scenario.drawer.presentingContainerSize
    SVGShapes.openCanvas(
      &writer, size: size, scale: Self.pictureScale,
      label: "Bottom drawer, \(Self.stateName(state.drawerState)), header ratio \(ratio)",
      attributes: [("class", "phone")])
    PresentingScreenDrawing(
      size: size, statusBarHeight: scenario.drawer.safeAreaInsets.top, colors: colors,
      titleFont: theme.typography.headline6
    ).draw(&writer)
    BottomDrawerDrawing(
      drawer: scenario.drawer, state: state, colors: colors, titleFont: theme.typography.subtitle1
    ).draw(&writer)
    writer.close()
    writer.open("figcaption")
    writer.element("strong", content: "\(scenario.name) — \(Self.stateName(state.drawerState))")
    writer.element(
      "span",
      content: "header transition ratio \(ratio) · offset "
        + "\(PreviewNumber.compact(scenario.contentOffsetY)) pt · corner radius "
        + "\(PreviewNumber.compact(state.topCornerRadius)) pt")
    writer.close()
    writer.close()
  }

  /// The name of `state` in data attributes and captions.
  static func stateName(_ state: BottomDrawerState) -> String {
    switch state {
    case .collapsed: "collapsed"
    case .expanded: "expanded"
    case .fullScreen: "fullScreen"
    }
  }
}
