import Foundation
import MaterialTheming
import Testing

@testable import MaterialThemingPreview

@Suite struct HTMLPreviewTests {
  @Test func pageIsOneSelfContainedHTML5Document() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json")).html()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
    #expect(html.contains("<title>Baseline — Material theme preview</title>"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("src="))
    #expect(!html.contains("url("))
    let withoutNamespace = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
    #expect(!withoutNamespace.contains("http://"))
    #expect(!withoutNamespace.contains("https://"))
  }

  @Test func everySectionIsPresentOnce() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json")).html()
    for id in ["colors", "typography", "bottom-navigation", "bottom-drawer"] {
      #expect(html.components(separatedBy: "<section id=\"\(id)\"").count == 2, "\(id)")
    }
  }

  @Test func elementsAreBalanced() throws {
    let html = PreviewRenderer(theme: try PreviewTestSupport.theme("adaptive.json")).html()
    for name in ["section", "div", "figure", "svg", "g", "ul", "li", "text"] {
      let opened =
        html.components(separatedBy: "<\(name) ").count - 1
        + html.components(separatedBy: "<\(name)>").count - 1
      let closed = html.components(separatedBy: "</\(name)>").count - 1
      #expect(opened == closed, "<\(name)>: \(opened) opened, \(closed) closed")
    }
  }

  @Test func outputIsDeterministic() throws {
    let theme = try PreviewTestSupport.theme("ocean.json")
    let first = PreviewRenderer(theme: theme).html()
    let second = PreviewRenderer(theme: try PreviewTestSupport.theme("ocean.json")).html()
    #expect(first == second)
    #expect(
      PreviewRenderer(theme: theme).terminal(colorEnabled: true, width: 80)
        == PreviewRenderer(theme: theme).terminal(colorEnabled: true, width: 80))
  }

  @Test func themeTextIsEscaped() {
    var theme = Theme(builtIn: .material201804)
    theme.name = "<b>&\""
    theme.description = "<script>alert('x')</script>"
    let html = PreviewRenderer(theme: theme).html()
    #expect(html.contains("<h1>&lt;b&gt;&amp;&quot;</h1>"))
    #expect(html.contains("<title>&lt;b&gt;&amp;&quot; — Material theme preview</title>"))
    #expect(!html.contains("<b>&\""))
    #expect(!html.contains("<script"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
  }

  @Test func fontFamiliesAreEscapedInAttributes() {
    var theme = Theme(builtIn: .material201804)
    theme.typography[.caption].family = "Evil\"><b>"
    let html = PreviewRenderer(theme: theme).html()
    #expect(!html.contains("Evil\"><b>"))
    #expect(html.contains("Evil&quot;&gt;&lt;b&gt;"))
  }

  @Test func typographyShowsEveryStyleWithItsMetrics() throws {
    let theme = try PreviewTestSupport.theme("baseline.json")
    let html = PreviewRenderer(theme: theme).html()
    let rows = PreviewTestSupport.tags("div", in: html, matching: ["class": "type-row"])
    #expect(rows.map { $0["data-style"] } == TextStyle.allCases.map(\.key))
    // Material 201804 (MDCTypographyScheme.m): headline1 96 light, overline 12 medium.
    #expect(rows.first?["data-size"] == "96")
    #expect(rows.first?["data-weight"] == "300")
    #expect(rows.last?["data-size"] == "12")
    #expect(rows.last?["data-weight"] == "500")
    #expect(rows.allSatisfy { $0["data-family"] == "system" && $0["data-letter-spacing"] == "0" })
    #expect(html.contains("font-size:96px;font-weight:300;letter-spacing:0px"))
  }
}
