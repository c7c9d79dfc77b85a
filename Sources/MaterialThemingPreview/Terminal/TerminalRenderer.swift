import MaterialTheming

/// Renders the terminal preview: color roles with swatches and contrast, the type scale,
/// the bottom navigation bar in both variants and the drawer colors.
struct TerminalRenderer {
  /// The narrowest output: 40 columns; narrower requests are widened to it.
  static let minimumWidth = 40
  /// The indent of everything under a heading: 2 columns.
  static let indent = "  "
  /// The width of a color swatch: 4 columns.
  static let swatchWidth = 4

  /// The theme shown.
  var theme: Theme
  /// The text measurement for the bar layout.
  var metrics: any FontMetrics
  /// Whether to emit truecolor escapes.
  var colorEnabled: Bool
  /// The number of columns.
  var width: Int

  /// The whole preview, lines joined by newlines, ending with one.
  func render() -> String {
    var lines: [String] = []
    // The name, description and font families come from the theme file: escape what could
    // drive the terminal or start a line.
    lines.append(heading("\(DiagnosticText.escaped(theme.name)) — Material theme preview"))
    if let description = theme.description { lines.append(DiagnosticText.escaped(description)) }
    lines.append("")
    lines.append(heading("Colors"))
    for traits in ColorTraits.all {
      lines.append(Self.indent + ColorSwatchSection.title(for: traits))
      lines += colorLines(theme.colors[traits])
    }
    lines.append("")
    lines.append(heading("Typography"))
    let nameWidth = TextStyle.allCases.map(\.key.count).max() ?? 0
    for style in TextStyle.allCases {
      lines.append(
        Self.indent + padded(style.key, nameWidth + 2)
          + DiagnosticText.escaped(TypographySection.summary(of: theme.typography[style])))
    }
    lines.append("")
    lines.append(heading("Bottom navigation"))
    let variants: [BottomNavigationVariant] =
      theme.bottomNavigationVariant == .material3
      ? [.primary, .surface, .material3] : [.primary, .surface]
    for variant in variants {
      lines += barLines(variant: variant)
    }
    lines.append("")
    lines.append(heading("Bottom drawer"))
    for appearance in Appearance.allCases {
      let traits = ColorTraits(appearance: appearance)
      let style = theme.bottomDrawerStyle(for: traits)
      lines.append(
        Self.indent + padded(ColorSwatchSection.title(for: traits), 7)
          + colorCell("header", style.headerBackgroundColor) + "  "
          + colorCell("content", style.contentBackgroundColor) + "  "
          + colorCell("scrim", style.scrimColor))
    }
    return lines.map(Self.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  /// The lines of one scheme: each role with its on-color and their contrast, then the rest.
  private func colorLines(_ scheme: SemanticColorScheme) -> [String] {
    var lines: [String] = []
    for pair in ContrastPair.reported(in: scheme) {
      let ratio = PreviewNumber.fixed(pair.contrastRatio, fractionDigits: 2) + ":1"
      let mark = pair.passesAA ? "AA pass" : "AA fail"
      lines.append(
        Self.indent + Self.indent + colorCell(pair.backgroundRole.key, pair.background, 14)
          + "  " + colorCell(pair.foregroundRole.key, pair.foreground, 14) + "  "
          + padded(ratio, 8) + mark)
    }
    let others = ColorRole.allCases.filter { role in
      role.background == nil
        && !ContrastPair.reported(in: scheme).contains { $0.backgroundRole == role }
    }
    lines.append(
      Self.indent + Self.indent
        + others.map { colorCell($0.key, scheme[$0], 14) }.joined(separator: "  "))
    return lines
  }

  /// A labelled color: "name  ▒▒▒▒ #RRGGBB" with a truecolor swatch, or "name  #RRGGBB".
  private func colorCell(_ name: String, _ color: Color, _ nameWidth: Int = 0) -> String {
    let label = padded(name, nameWidth) + " "
    guard colorEnabled else { return label + padded(color.cssHex, 9) }
    let swatch =
      ANSI.background(color) + String(repeating: " ", count: Self.swatchWidth) + ANSI.reset
    return label + swatch + " " + padded(color.cssHex, 9)
  }

  /// The bar of `variant` in the light appearance at compact width, titles always shown.
  private func barLines(variant: BottomNavigationVariant) -> [String] {
    let style = theme.bottomNavigationStyle(variant, for: .standard)
    let bar = BottomNavigationSample.bar(
      style: style, variant: variant, titleVisibility: .always, alignment: .justified,
      sizeClass: .compact)
    let size = bar.sizeThatFits(Size(width: BottomNavigationSample.compactWidth, height: 0))
    let layout = bar.layout(in: size, metrics: metrics)
    let inner = max(width, Self.minimumWidth) - Self.indent.count - 2
    let drawing = TerminalBarDrawing(bar: bar, layout: layout, columns: inner)
    let rows = drawing.rows(colorEnabled: colorEnabled)
    var lines = [
      Self.indent + BottomNavigationSample.name(of: variant) + " variant, light, "
        + "\(PreviewNumber.compact(size.width)) × \(PreviewNumber.compact(size.height)) pt"
    ]
    if colorEnabled {
      let background = BottomNavigationSample.background(of: style)
      let blank = TerminalRow(width: inner + 2)
      lines.append(Self.indent + blank.colored(on: background))
      for row in rows {
        var padded = TerminalRow(width: 1).colored(on: background)
        padded += row.colored(on: background)
        padded += TerminalRow(width: 1).colored(on: background)
        lines.append(Self.indent + padded)
      }
    } else {
      let border = "+" + String(repeating: "-", count: inner) + "+"
      lines.append(Self.indent + border)
      for row in rows { lines.append(Self.indent + "|" + row.plain + "|") }
      lines.append(Self.indent + border)
    }
    return lines
  }

  /// `line` without trailing spaces (colored lines end with a reset, so they keep theirs).
  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }

  /// A heading: bold when colors are on.
  private func heading(_ text: String) -> String {
    colorEnabled ? ANSI.bold + text + ANSI.reset : text
  }

  /// `text` padded with spaces to `count` characters.
  private func padded(_ text: String, _ count: Int) -> String {
    text.count >= count ? text : text + String(repeating: " ", count: count - text.count)
  }
}
