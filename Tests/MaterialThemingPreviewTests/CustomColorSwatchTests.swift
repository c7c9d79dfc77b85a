import MaterialTheming
import Testing

@testable import MaterialThemingPreview

/// The preview's custom-color swatch rows.
@Suite struct CustomColorSwatchTests {
  /// One row per custom color in every column; the colors are the mcu-oracle's answer to
  /// `custom E6781E 6750A4 true` (light #A53C13 … #390C00, dark #FFB59D … #FFDBD0).
  @Test func everyColumnShowsTheCustomRoles() throws {
    let json = ##"""
      {"colors": {"seed": "#6750A4", "custom": {"brand": {"color": "#E6781E", "harmonize": true}}}}
      """##
    let theme = try ThemeLoader().load(bytes: Array(json.utf8), fileName: "brand.json")
    let html = PreviewRenderer(theme: theme).html()
    let rows = PreviewTestSupport.tags("ul", in: html, matching: ["data-custom-color": "brand"])
    #expect(rows.count == 4)
    let light = try #require(
      PreviewTestSupport.slice(html, from: "data-traits=\"light\"", to: "data-traits="))
    let row = try #require(
      PreviewTestSupport.slice(light, from: "data-custom-color=\"brand\"", to: "</ul>"))
    let swatches = PreviewTestSupport.tags("li", in: row, matching: ["class": "swatch"])
    #expect(
      swatches.map { $0["data-role"] } == [
        "color", "onColor", "colorContainer", "onColorContainer",
      ])
    #expect(
      swatches.map { $0["data-hex"] } == ["#A53C13FF", "#FFFFFFFF", "#FFDBD0FF", "#390C00FF"])
    let plain = PreviewRenderer(theme: Theme(builtIn: .material201804)).html()
    #expect(!plain.contains("data-custom-color"))
  }
}
