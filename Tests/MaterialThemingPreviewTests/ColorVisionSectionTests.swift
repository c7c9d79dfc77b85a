import Foundation
import MaterialTheming
import Testing

@testable import MaterialThemingPreview

@Suite struct ColorVisionSectionTests {
  @Test func everyDeficiencyShowsEveryVariantAndTheDrawer() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json")).html()
    #expect(html.contains("<section id=\"color-vision\""))
    let figures = PreviewTestSupport.tags("figure", in: html, matching: ["class": "cvd-sample"])
    let drawers = PreviewTestSupport.tags(
      "figure", in: html, matching: ["class": "cvd-sample drawer-sample"])
    for deficiency in ColorVisionDeficiency.allCases {
      let bars = figures.filter { $0["data-deficiency"] == deficiency.rawValue }
      #expect(bars.compactMap { $0["data-variant"] } == ["primary", "surface", "material3"])
      #expect(drawers.filter { $0["data-deficiency"] == deficiency.rawValue }.count == 1)
    }
  }

  @Test func barsAreDrawnInTheSimulatedColors() throws {
    let theme = try PreviewTestSupport.theme("baseline.json")
    let html = PreviewRenderer(theme: theme).html()
    let primary = theme.bottomNavigationStyle(.primary).barTintColor
    for deficiency in ColorVisionDeficiency.allCases {
      let seen = primary.simulated(deficiency).cssHex
      #expect(seen != primary.cssHex)
      #expect(html.contains("fill=\"\(seen)\""), "\(deficiency): \(seen)")
    }
  }
}
