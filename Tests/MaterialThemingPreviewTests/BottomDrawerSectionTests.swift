import Foundation
import MaterialTheming
import Testing

@testable import MaterialThemingPreview

@Suite struct BottomDrawerSectionTests {
  @Test func statesAndHeaderRatiosAreShownInBothAppearances() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("adaptive.json")).html()
    let figures = PreviewTestSupport.tags("figure", in: html, matching: ["class": "drawer-sample"])
    #expect(figures.count == 8)
    for appearance in ["light", "dark"] {
      let pictures = figures.filter { $0["data-traits"] == appearance }
      #expect(
        pictures.map { $0["data-state"] } == ["collapsed", "collapsed", "fullScreen", "expanded"])
      #expect(pictures.map { $0["data-transition-to-top-ratio"] }.prefix(3) == ["0", "0.5", "1"])
    }
  }

  @Test func scrimIsTheThemedOnSurfaceAt32Percent() throws {
    let theme = try PreviewTestSupport.theme("adaptive.json")
    // The drawer section only: the color-vision section shows simulated drawers too.
    let html = PreviewRenderer(theme: theme).html()
      .components(separatedBy: "<section id=\"color-vision\"")[0]
    let figures = PreviewTestSupport.tags("figure", in: html, matching: ["class": "drawer-sample"])
    for figure in figures {
      let traits = ColorTraits(appearance: figure["data-traits"] == "dark" ? .dark : .light)
      // MDCBottomDrawerViewController+MaterialTheming.m: the themed scrim is onSurface with alpha
      // 0.32.
      #expect(figure["data-scrim"] == theme.colors[traits].onSurface.withAlpha(0.32).hexString)
    }
    let scrims = PreviewTestSupport.tags("rect", in: html, matching: ["class": "scrim"])
    #expect(scrims.count == 8)
    #expect(scrims.allSatisfy { $0["width"] == "360" && $0["height"] == "640" })
  }

  @Test func headerGeometryEqualsTheScrollState() throws {
    let theme = try PreviewTestSupport.theme("baseline.json")
    let html = PreviewRenderer(theme: theme).html()
      .components(separatedBy: "<section id=\"color-vision\"")[0]
    let headers = PreviewTestSupport.tags("path", in: html, matching: ["class": "drawer-header"])
    let drawers = PreviewTestSupport.tags("g", in: html, matching: ["class": "drawer"])
    let scenarios =
      BottomDrawerSample.scenarios(theme: theme, traits: .standard)
      + BottomDrawerSample.scenarios(theme: theme, traits: ColorTraits(appearance: .dark))
    #expect(headers.count == scenarios.count && drawers.count == scenarios.count)
    for (index, scenario) in scenarios.enumerated() where index < headers.count {
      let state = scenario.drawer.scrollState(atContentOffsetY: scenario.contentOffsetY)
      var expected = try #require(state.headerFrame)
      if !state.isCurrentlyFullscreen { expected.origin.y -= scenario.contentOffsetY }
      #expect(
        PreviewTestSupport.same(PreviewTestSupport.frame(headers[index], prefix: "data-"), expected)
      )
      #expect(Double(drawers[index]["data-top-y-offset"] ?? "") == state.topYOffset)
      #expect(Double(drawers[index]["data-corner-radius"] ?? "") == state.topCornerRadius)
    }
  }

  @Test func cornersFollowTheThemedRadii() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json")).html()
    let drawers = PreviewTestSupport.tags("g", in: html, matching: ["class": "drawer"])
    // MDCBottomDrawerViewController+MaterialTheming.m: themed drawer corners are 8 collapsed and 0
    // full screen; halfway through the transition the mask interpolates to 4.
    #expect(drawers.prefix(3).map { $0["data-corner-radius"] } == ["8", "4", "0"])
    let headers = PreviewTestSupport.tags("path", in: html, matching: ["class": "drawer-header"])
    #expect(headers.first?["d"]?.contains("A8,8 0 0 1") == true)
  }
}
