import Foundation
import MaterialTheming
import Testing

@testable import MaterialThemingPreview

@Suite struct ColorSwatchSectionTests {
  @Test func everyRoleIsShownForEveryAppearanceAndContrast() throws {
    let theme = try PreviewTestSupport.theme("adaptive.json")
    let html = PreviewRenderer(theme: theme).html()
    let colors = try #require(
      PreviewTestSupport.slice(html, from: "<section id=\"colors\"", to: "</section>"))
    let schemes = PreviewTestSupport.tags("div", in: colors, matching: ["class": "scheme"])
    #expect(schemes.map { $0["data-traits"] } == ["light", "light-high", "dark", "dark-high"])
    for traits in ColorTraits.all {
      let column = try #require(
        PreviewTestSupport.slice(
          colors, from: "data-traits=\"\(traits.description)\"", to: "class=\"pairs\""))
      let swatches = PreviewTestSupport.tags("li", in: column, matching: ["class": "swatch"])
      #expect(swatches.map { $0["data-role"] } == ColorRole.allCases.map(\.key))
      for swatch in swatches {
        let role = try #require(swatch["data-role"].flatMap(ColorRole.init(rawValue:)))
        #expect(swatch["data-hex"] == theme.colors[traits][role].hexString)
      }
    }
  }

  @Test func baselineSwatchesShowTheMaterial2018Colors() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json")).html()
    let primary = PreviewTestSupport.tags(
      "li", in: html, matching: ["data-role": "primary", "class": "swatch"])
    // MDCSemanticColorScheme.m: Material 201804 primary #6200EE, secondary #03DAC6.
    #expect(primary.count == 4)
    #expect(primary.allSatisfy { $0["data-hex"] == "#6200EEFF" })
    #expect(html.contains("style=\"background:#6200EE\""))
    let secondary = PreviewTestSupport.tags("li", in: html, matching: ["data-role": "secondary"])
    #expect(secondary.first?["data-hex"] == "#03DAC6FF")
  }

  @Test func contrastRatiosFollowTheColorMath() throws {
    let theme = try PreviewTestSupport.theme("adaptive.json")
    let html = PreviewRenderer(theme: theme).html()
    let pairs = PreviewTestSupport.tags("li", in: html, matching: ["class": "pair"])
    #expect(pairs.count == 16)
    for (index, pair) in pairs.enumerated() {
      let traits = ColorTraits.all[index / 4]
      let scheme = theme.colors[traits]
      let foreground = try #require(pair["data-foreground"].flatMap(ColorRole.init(rawValue:)))
      let background = try #require(pair["data-background"].flatMap(ColorRole.init(rawValue:)))
      #expect(foreground.background == background)
      let ratio = scheme[foreground].blended(over: scheme[background])
        .contrastRatio(with: scheme[background])
      #expect(pair["data-ratio"] == String(format: "%.2f", ratio))
      #expect(pair["data-aa"] == (ratio >= 4.5 ? "pass" : "fail"))
    }
  }

  @Test func whiteOnBaselinePrimaryIsSevenPointSixThree() throws {
    // WCAG 2.x: L(#6200EE) = 0.2126·0.1221 + 0.7152·0 + 0.0722·0.8550 ≈ 0.0877;
    // (1 + 0.05) / (0.0877 + 0.05) ≈ 7.63.
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json")).html()
    let pair = PreviewTestSupport.tags(
      "li", in: html, matching: ["class": "pair", "data-foreground": "onPrimary"]
    ).first
    #expect(pair?["data-ratio"] == "7.63")
    #expect(pair?["data-aa"] == "pass")
    #expect(html.contains("7.63:1</span><span class=\"mark pass\">AA ✓</span>"))
  }

  @Test func aFailingPairIsMarked() {
    var theme = Theme(builtIn: .material201804)
    theme.colors.light.onPrimary = Color(rgb: 0x7A4DF0)
    let html = PreviewRenderer(theme: theme).html()
    let pair = PreviewTestSupport.tags(
      "li", in: html, matching: ["class": "pair", "data-foreground": "onPrimary"]
    ).first
    #expect(pair?["data-aa"] == "fail")
    #expect(html.contains("<span class=\"mark fail\">AA ✗</span>"))
  }
}
