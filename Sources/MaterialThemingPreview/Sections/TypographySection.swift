import MaterialTheming

/// The typography section: a specimen of each of the thirteen text styles with its metrics.
struct TypographySection {
  /// The section's id in the page.
  static let id = "typography"

  /// The theme shown.
  var theme: Theme

  /// The specimen text of `style`: its display name, and a pangram for running text.
  static func specimen(for style: TextStyle) -> String {
    switch style {
    case .headline1: "Headline 1"
    case .headline2: "Headline 2"
    case .headline3: "Headline 3"
    case .headline4: "Headline 4"
    case .headline5: "Headline 5"
    case .headline6: "Headline 6"
    case .subtitle1: "Subtitle 1 — The quick brown fox jumps over the lazy dog"
    case .subtitle2: "Subtitle 2 — The quick brown fox jumps over the lazy dog"
    case .body1: "Body 1 — The quick brown fox jumps over the lazy dog"
    case .body2: "Body 2 — The quick brown fox jumps over the lazy dog"
    case .caption: "Caption — item titles of the bottom navigation bar"
    case .button: "BUTTON"
    case .overline: "OVERLINE"
    }
  }

  /// The metrics line of `font`: "system · 96 pt · weight 300 · tracking 0".
  static func summary(of font: Font) -> String {
    "\(font.family) · \(PreviewNumber.compact(font.size)) pt · weight \(font.weight.rawValue)"
      + " · tracking \(PreviewNumber.compact(font.letterSpacing))"
  }

  /// Writes the section.
  func write(into writer: inout MarkupWriter) {
    writer.openPanel(
      id: Self.id, title: "Typography",
      lead: "The thirteen styles of the type scale (1 pt is drawn as 1 CSS pixel).")
    writer.open("div", [("class", "type-scale")])
    for style in TextStyle.allCases {
      let font = theme.typography[style]
      writer.open(
        "div",
        [
          ("class", "type-row"), ("data-style", style.key), ("data-family", font.family),
          ("data-size", PreviewNumber.compact(font.size)),
          ("data-weight", String(font.weight.rawValue)),
          ("data-letter-spacing", PreviewNumber.compact(font.letterSpacing)),
        ])
      writer.open("div", [("class", "type-meta")])
      writer.element("strong", content: style.key)
      writer.element("span", content: Self.summary(of: font))
      writer.close()
      writer.element(
        "div", [("class", "specimen"), ("style", CSSFont.declarations(for: font))],
        content: Self.specimen(for: style))
      writer.close()
    }
    writer.close()
    writer.close()
    writer.newline()
  }
}
