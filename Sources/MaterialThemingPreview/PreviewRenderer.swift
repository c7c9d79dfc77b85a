import MaterialTheming

/// Renders a theme preview: a self-contained HTML page or text for a terminal.
///
/// The renderer only draws: every size and position comes from the component models
/// (``BottomNavigationBar/layout(in:metrics:)``, ``BottomDrawer/scrollState(atContentOffsetY:)``).
/// The output is deterministic: the same theme gives byte-identical text.
/// ```swift
/// let theme = try ThemeLoader().load(contentsOf: "Themes/baseline.json")
/// let html = PreviewRenderer(theme: theme).html()
/// ```
public struct PreviewRenderer: Sendable {
  /// The theme to preview.
  public var theme: Theme
  /// The text measurement the bottom navigation layouts use.
  public var metrics: any FontMetrics

  /// Creates a renderer for `theme`, measuring text with `metrics`.
  public init(theme: Theme, metrics: some FontMetrics = ApproximateFontMetrics()) {
    self.theme = theme
    self.metrics = metrics
  }

  /// The HTML page: header, colors, typography, bottom navigation, bottom drawer and color
  /// vision sections.
  public func html() -> String {
    var body = MarkupWriter()
    PageHeader(theme: theme).write(into: &body)
    ColorSwatchSection(theme: theme).write(into: &body)
    TypographySection(theme: theme).write(into: &body)
    BottomNavigationSection(theme: theme, metrics: metrics).write(into: &body)
    BottomDrawerSection(theme: theme).write(into: &body)
    ColorVisionSection(theme: theme, metrics: metrics).write(into: &body)
    return HTMLDocument(title: "\(theme.name) — Material theme preview", body: body).render()
  }

  /// The terminal preview, `width` columns wide: truecolor swatches and the bar when
  /// `colorEnabled`, plain text without escape codes otherwise.
  public func terminal(colorEnabled: Bool, width: Int) -> String {
    TerminalRenderer(theme: theme, metrics: metrics, colorEnabled: colorEnabled, width: width)
      .render()
  }
}
