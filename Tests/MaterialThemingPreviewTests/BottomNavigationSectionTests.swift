import Foundation
import MaterialTheming
import Testing

@testable import MaterialThemingPreview

@Suite struct BottomNavigationSectionTests {
  /// The markup of the first figure whose start tag has all of `attributes`.
  func figure(_ html: String, _ attributes: [String: String]) -> String? {
    var rest = Substring(html)
    while let start = rest.range(of: "<figure class=\"bar-sample stage\"") {
      let end = rest.range(of: "</figure>", range: start.upperBound..<rest.endIndex)!
      let markup = String(rest[start.lowerBound..<end.upperBound])
      let tag = PreviewTestSupport.tags("figure", in: markup).first ?? [:]
      if attributes.allSatisfy({ tag[$0.key] == $0.value }) { return markup }
      rest = rest[end.upperBound...]
    }
    return nil
  }

  @Test func everyCombinationIsShown() throws {
    let theme = try PreviewTestSupport.theme("baseline.json")
    let html = PreviewRenderer(theme: theme).html()
    let figures = PreviewTestSupport.tags(
      "figure", in: html, matching: ["class": "bar-sample stage"])
    // Primary and surface in light + the theme's variant in dark, × 3 visibilities × 3
    // alignments × 2 widths; Material 3 in light × 3 visibilities × 2 widths (justified only).
    #expect(figures.count == 3 * 3 * 3 * 2 + 3 * 2)
    let material3 = figures.filter { $0["data-variant"] == "material3" }
    #expect(material3.count == 6)
    #expect(material3.allSatisfy { $0["data-alignment"] == "justified" })
    for variant in [BottomNavigationVariant.primary, .surface] {
      for visibility in BottomNavigationTitleVisibility.allCases {
        for alignment in BottomNavigationAlignment.allCases {
          for width in ["360", "768"] {
            let matches = figures.filter {
              $0["data-variant"] == variant.rawValue && $0["data-traits"] == "light"
                && $0["data-title-visibility"] == visibility.rawValue
                && $0["data-alignment"] == alignment.rawValue && $0["data-width"] == width
            }
            #expect(matches.count == 1)
          }
        }
      }
    }
    let dark = figures.filter { $0["data-traits"] == "dark" }
    #expect(dark.count == 18)
    #expect(dark.allSatisfy { $0["data-variant"] == theme.bottomNavigationVariant.rawValue })
  }

  @Test func centeredFallsBackToJustifiedInCompactWidth() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json")).html()
    let compact = try #require(
      figure(html, ["data-alignment": "centered", "data-size-class": "compact"]))
    #expect(compact.contains("data-effective-alignment=\"justified\""))
    #expect(compact.contains("centered → justified · 360 pt compact · 56 pt tall"))
    let adjacent = try #require(
      figure(
        html, ["data-alignment": "justifiedAdjacentTitles", "data-size-class": "regular"]))
    // MDCBottomNavigationBar.m: adjacent titles in regular width make the bar 40 pt tall.
    #expect(adjacent.contains("height=\"40\" viewBox=\"0 0 768 40\""))
  }

  @Test func svgGeometryEqualsTheLayoutModel() throws {
    let theme = try PreviewTestSupport.theme("ocean.json")
    let html = PreviewRenderer(theme: theme).html()
    for (alignment, sizeClass, width) in [
      (BottomNavigationAlignment.centered, SizeClass.regular, 768.0),
      (.justifiedAdjacentTitles, .regular, 768), (.justified, .compact, 360),
    ] {
      let markup = try #require(
        figure(
          html,
          [
            "data-variant": "surface", "data-traits": "light", "data-title-visibility": "always",
            "data-alignment": alignment.rawValue, "data-size-class": sizeClass.rawValue,
          ]))
      var bar = BottomNavigationBar(
        items: BottomNavigationSample.items, titleVisibility: .always, alignment: alignment,
        horizontalSizeClass: sizeClass, style: theme.bottomNavigationStyle(.surface))
      bar.selectItem(at: 1)
      let layout = bar.layout(in: bar.sizeThatFits(Size(width: width, height: 0)))
      #expect(
        PreviewTestSupport.same(
          PreviewTestSupport.tags("rect", in: markup, matching: ["class": "bar-background"])
            .first.flatMap { PreviewTestSupport.frame($0) }, layout.bounds))
      let frames = PreviewTestSupport.tags("rect", in: markup, matching: ["class": "item-frame"])
      let icons = PreviewTestSupport.tags("svg", in: markup, matching: ["class": "icon"])
      let titles = PreviewTestSupport.tags("text", in: markup, matching: ["class": "item-title"])
      #expect(frames.count == 4 && icons.count == 4 && titles.count == 4)
      for (index, item) in layout.items.enumerated() where index < min(frames.count, 4) {
        #expect(PreviewTestSupport.same(PreviewTestSupport.frame(frames[index]), item.frame))
        #expect(PreviewTestSupport.same(PreviewTestSupport.frame(icons[index]), item.iconFrame))
        #expect(
          PreviewTestSupport.same(
            PreviewTestSupport.frame(titles[index], prefix: "data-"), item.titleFrame))
        #expect(Double(titles[index]["x"] ?? "") == item.titleFrame.midX)
      }
      let badges = PreviewTestSupport.tags(
        "rect", in: markup, matching: ["class": "badge-background"])
      let expectedBadges = layout.items.compactMap(\.badge)
      #expect(badges.count == expectedBadges.count)
      for (badge, expected) in zip(badges, expectedBadges) {
        #expect(PreviewTestSupport.same(PreviewTestSupport.frame(badge), expected.frame))
        #expect(Double(badge["rx"] ?? "") == expected.cornerRadius)
      }
    }
  }

  @Test func selectionAndTitleVisibilityFollowTheModel() throws {
    let theme = try PreviewTestSupport.theme("baseline.json")
    let html = PreviewRenderer(theme: theme).html()
    let markup = try #require(
      figure(html, ["data-variant": "primary", "data-title-visibility": "selected"]))
    let items = PreviewTestSupport.tags("g", in: markup).filter { $0["data-index"] != nil }
    #expect(items.map { $0["data-selected"] } == ["false", "true", "false", "false"])
    #expect(items.map { $0["data-title-visible"] } == ["false", "true", "false", "false"])
    #expect(markup.contains(">Inbox</text>"))
    #expect(!markup.contains(">Home</text>"))
    // Primary variant (MDCBottomNavigationBar+MaterialTheming.m): bar = primary, unselected =
    // onPrimary at 0.74.
    #expect(
      markup.contains(
        "class=\"bar-background\" x=\"0\" y=\"0\" width=\"360\" height=\"56\" fill=\"#6200EE\""))
    #expect(markup.contains("fill=\"#FFFFFFBD\""))
    #expect(markup.contains("<g class=\"badge dot\">"))
    #expect(markup.contains(">12</text>"))
  }
}

@Suite struct Material3PreviewTests {
  @Test func material3ThemesShowTheIndicatorBehindTheSelectedIcon() throws {
    let theme = try PreviewTestSupport.theme("lavender.json")
    let html = PreviewRenderer(theme: theme).html()
    let blocks = PreviewTestSupport.tags("div", in: html, matching: ["class": "variant-block"])
    #expect(
      blocks.map { $0["data-variant"] ?? "" } == ["primary", "surface", "material3", "material3"])
    let indicators = PreviewTestSupport.tags(
      "rect", in: html, matching: ["class": "selection-indicator"])
    // One selected item per bar: the two Material 3 blocks of 6 bars each (justified only) and
    // the Material 3 bar of each of the 4 color-vision simulations.
    #expect(indicators.count == 6 + 6 + 4)
    let fill = theme.bottomNavigationStyle(.material3).selectionIndicatorColor
    #expect(indicators.contains { $0["fill"]?.uppercased() == fill?.opaqueHexString })
  }
}
