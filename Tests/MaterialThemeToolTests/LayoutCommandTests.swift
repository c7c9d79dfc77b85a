import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool

@Suite struct LayoutCommandTests {
  static func items(_ json: [String: Any]) -> [[String: Any]] {
    json.value(at: "bottomNavigation/items") as? [[String: Any]] ?? []
  }

  static func frame(_ item: [String: Any], _ key: String = "frame") -> (Double, Double) {
    let frame = item[key] as? [String: Double] ?? [:]
    return (frame["x"] ?? .nan, frame["width"] ?? .nan)
  }

  @Test func justifiedItemsShareTheWidth() throws {
    let json = try ToolTestSupport.runJSON([
      "layout", ToolTestSupport.theme("baseline.json"), "--width", "400", "--items", "A,B,C,D",
    ])
    #expect(json.value(at: "bottomNavigation/size/height") as? Double == 56)
    #expect(Self.items(json).map { Self.frame($0).0 } == [0, 100, 200, 300])
    #expect(Self.items(json).map { $0["titleVisible"] as? Bool } == [true, false, false, false])
  }

  @Test func rightToLeftMirrorsLeftToRight() throws {
    let arguments = [
      "layout", ToolTestSupport.theme("baseline.json"), "--width", "375", "--items",
      "Home,Inbox:12,Me:",
      "--title-visibility", "always",
    ]
    let ltr = Self.items(try ToolTestSupport.runJSON(arguments))
    let rtl = Self.items(try ToolTestSupport.runJSON(arguments + ["--direction", "rtl"]))
    #expect(ltr.count == 3 && rtl.count == 3)
    for (left, right) in zip(ltr, rtl) {
      for key in ["frame", "iconFrame", "titleFrame"] {
        let (x, width) = Self.frame(left, key)
        let (mirroredX, mirroredWidth) = Self.frame(right, key)
        #expect(abs(mirroredX - (375 - x - width)) < 1e-9, "\(key)")
        #expect(mirroredWidth == width)
      }
    }
    let dot = try #require(ltr[2]["badge"] as? [String: Any])
    #expect(dot["isDot"] as? Bool == true)
  }

  @Test func adjacentTitlesInRegularWidthAre40PointsTall() throws {
    let json = try ToolTestSupport.runJSON([
      "layout", ToolTestSupport.theme("baseline.json"), "--width", "768", "--alignment",
      "justifiedAdjacentTitles", "--size-class", "regular",
    ])
    #expect(json.value(at: "bottomNavigation/size/height") as? Double == 40)
    #expect(json.value(at: "bottomNavigation/titleBelowIcon") as? Bool == false)
  }

  @Test func drawerReportsStateAtAnOffset() throws {
    let rest = try ToolTestSupport.runJSON([
      "layout", ToolTestSupport.theme("baseline.json"), "--drawer-content", "2000",
      "--drawer-header", "56",
    ])
    #expect(rest.value(at: "bottomDrawer/state") as? String == "collapsed")
    #expect(rest.value(at: "bottomDrawer/transitionToTopRatio") as? Double == 0)
    #expect(rest.value(at: "bottomDrawer/topCornerRadius") as? Double == 8)
    let scrolled = try ToolTestSupport.runJSON([
      "layout", ToolTestSupport.theme("baseline.json"), "--drawer-content", "2000",
      "--drawer-header", "56", "--drawer-offset", "1000",
    ])
    #expect(scrolled.value(at: "bottomDrawer/state") as? String == "fullScreen")
    #expect(scrolled.value(at: "bottomDrawer/transitionToTopRatio") as? Double == 1)
    #expect(scrolled.value(at: "bottomDrawer/topCornerRadius") as? Double == 0)
  }

  @Test func badArgumentsAreUsageErrors() {
    let theme = ToolTestSupport.theme("baseline.json")
    #expect(ToolTestSupport.run(["layout", theme, "--width", "-3"]).code == .usage)
    #expect(ToolTestSupport.run(["layout", theme, "--items", "A,,B"]).code == .usage)
    #expect(ToolTestSupport.run(["layout", theme, "--selected", "9"]).code == .usage)
    #expect(ToolTestSupport.run(["layout", theme, "--safe-area", "1,2"]).code == .usage)
    #expect(ToolTestSupport.run(["layout", theme, "--alignment", "center"]).code == .usage)
  }
}

@Suite struct Material3LayoutCommandTests {
  @Test func material3VariantPrintsTheMaterial3Geometry() throws {
    let json = try ToolTestSupport.runJSON([
      "layout", ToolTestSupport.theme("baseline.json"), "--width", "360", "--variant",
      "material3", "--items", "A,B,C,D", "--selected", "1",
    ])
    #expect(json.value(at: "bottomNavigation/geometry") as? String == "material3")
    #expect(json.value(at: "bottomNavigation/size/height") as? Double == 80)
    let items = LayoutCommandTests.items(json)
    #expect(items.map { LayoutCommandTests.frame($0).0 } == [0, 92, 184, 276])
    let indicator = items[1]["selectionIndicatorFrame"] as? [String: Double]
    #expect(indicator == ["x": 102, "y": 12, "width": 64, "height": 32])
    #expect(items[0]["selectionIndicatorFrame"] is NSNull)
  }

  @Test func surfaceVariantKeepsMaterialComponentsGeometry() throws {
    let json = try ToolTestSupport.runJSON([
      "layout", ToolTestSupport.theme("baseline.json"), "--variant", "surface",
    ])
    #expect(json.value(at: "bottomNavigation/geometry") as? String == "materialComponents")
    #expect(json.value(at: "bottomNavigation/size/height") as? Double == 56)
  }
}
