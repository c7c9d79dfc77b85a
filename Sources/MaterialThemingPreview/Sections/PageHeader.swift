import MaterialTheming

/// The top of the page: the theme's name, description, a few facts and links to the sections.
struct PageHeader {
  /// The theme shown.
  var theme: Theme

  /// The sections the table of contents links to: id and title.
  static let contents: [(id: String, title: String)] = [
    (ColorSwatchSection.id, "Colors"), (TypographySection.id, "Typography"),
    (BottomNavigationSection.id, "Bottom navigation"), (BottomDrawerSection.id, "Bottom drawer"),
    (ColorVisionSection.id, "Color vision"),
  ]

  /// The file name of the theme's source, without directories (so the page does not depend on
  /// where the theme was loaded from).
  var sourceName: String? {
    theme.sourceFile.map { path in
      path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }
  }

  /// Writes the header.
  func write(into writer: inout MarkupWriter) {
    writer.open("header", [("class", "page")])
    writer.element("h1", content: theme.name)
    if let description = theme.description {
      writer.element("p", content: description)
    }
    writer.open("dl")
    var facts: [(String, String)] = []
    if let sourceName { facts.append(("Source", sourceName)) }
    facts.append(("Bottom navigation variant", theme.bottomNavigationVariant.rawValue))
    facts.append(("Shape scheme", theme.shape == nil ? "none" : "yes"))
    facts.append(("Caption", TypographySection.summary(of: theme.typography.caption)))
    for (term, value) in facts {
      writer.open("div")
      writer.element("dt", content: term)
      writer.element("dd", content: value)
      writer.close()
    }
    writer.close()
    if let dynamic = theme.dynamicColor, let image = dynamic.seedImage {
      SeedImageFigure(image: image, chosen: dynamic.seed).write(into: &writer)
    }
    writer.open("nav", [("class", "toc")])
    for entry in Self.contents {
      writer.element("a", [("href", "#" + entry.id)], content: entry.title)
    }
    writer.close()
    writer.close()
    writer.newline()
  }
}
