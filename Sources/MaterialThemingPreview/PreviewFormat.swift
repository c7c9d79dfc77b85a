/// The kinds of preview the renderer produces.
public enum PreviewFormat: String, Sendable, CaseIterable {
  /// One self-contained HTML file with inline SVG and CSS.
  case html
  /// ANSI truecolor swatches and a text rendering, for a shell.
  case terminal
}
