import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool

@Suite struct ResolveCommandTests {
  @Test func baselineShowsMaterial2018Values() throws {
    let json = try ToolTestSupport.runJSON(["resolve", ToolTestSupport.theme("baseline.json")])
    #expect(json.value(at: "colorScheme/primary") as? String == "#6200EEFF")
    #expect(json.value(at: "colorScheme/onSurface") as? String == "#000000FF")
    let caption = json.value(at: "typographyScheme/caption") as? [String: Any]
    #expect(caption?["size"] as? Double == 12)
    #expect(caption?["weight"] as? Double == 400)
    #expect(caption?["family"] as? String == "system")
    #expect(json["shapeScheme"] is NSNull)
  }

  @Test func material201907DarkHighContrast() throws {
    let json = try ToolTestSupport.runJSON([
      "resolve", ToolTestSupport.theme("adaptive.json"), "--appearance", "dark", "--contrast",
      "high",
    ])
    #expect(json.value(at: "colorScheme/primary") as? String == "#EFB7FFFF")
    #expect(json.value(at: "colorScheme/surface") as? String == "#000000FF")
    #expect(json["appearance"] as? String == "dark")
    #expect(json["contrast"] as? String == "high")
  }

  @Test func bottomNavigationSectionsFollowTheTheming() throws {
    let json = try ToolTestSupport.runJSON(["resolve", ToolTestSupport.theme("baseline.json")])
    #expect(json.value(at: "bottomNavigation/variant") as? String == "primary")
    #expect(
      json.value(at: "bottomNavigation/primary/unselectedItemTintColor") as? String == "#FFFFFFBD")
    #expect(json.value(at: "bottomNavigation/primary/barTintColor") as? String == "#6200EEFF")
    #expect(json.value(at: "bottomNavigation/primary/rippleColor") as? String == "#FFFFFF26")
    #expect(
      json.value(at: "bottomNavigation/surface/unselectedItemTintColor") as? String == "#00000099")
    #expect(
      json.value(at: "bottomNavigation/surface/selectedItemTitleColor") as? String == "#6200EEFF")
    #expect(
      json.value(at: "bottomNavigation/surface/itemBadgeBackgroundColor") as? String == "#D32F2FFF")
    #expect(json.value(at: "bottomNavigation/surface/elevation") as? Double == 8)
    let keys = (json.value(at: "bottomNavigation/primary") as? [String: Any]).map { Set($0.keys) }
    #expect(
      keys == [
        "barTintColor", "selectedItemTintColor", "selectedItemTitleColor",
        "unselectedItemTintColor", "rippleColor", "itemTitleFont", "elevation",
        "itemsContentVerticalMargin", "itemBadgeBackgroundColor", "itemBadgeTextColor",
      ])
  }

  @Test func drawerSectionFollowsTheTheming() throws {
    let light = try ToolTestSupport.runJSON(["resolve", ToolTestSupport.theme("baseline.json")])
    #expect(light.value(at: "bottomDrawer/scrimColor") as? String == "#00000052")
    let dark = try ToolTestSupport.runJSON([
      "resolve", ToolTestSupport.theme("adaptive.json"), "--appearance", "dark",
    ])
    #expect(dark.value(at: "bottomDrawer/headerBackgroundColor") as? String == "#353535FF")
    #expect(dark.value(at: "bottomDrawer/contentBackgroundColor") as? String == "#353535FF")
  }

  @Test func keysAreStableAndOrdered() {
    let result = ToolTestSupport.run([
      "resolve", ToolTestSupport.theme("baseline.json"), "--compact",
    ])
    let keys = [
      "\"name\"", "\"appearance\"", "\"contrast\"", "\"colorScheme\"",
      "\"typographyScheme\"", "\"shapeScheme\"", "\"bottomNavigation\"", "\"bottomDrawer\"",
    ]
    let offsets = keys.compactMap { result.out.range(of: $0)?.lowerBound }
    #expect(offsets.count == keys.count)
    #expect(offsets == offsets.sorted())
  }

  @Test func badArgumentsAreUsageErrors() {
    #expect(ToolTestSupport.run(["resolve"]).code == .usage)
    #expect(ToolTestSupport.run(["resolve", "a.json", "--appearance", "dim"]).code == .usage)
    let typo = ToolTestSupport.run(["resolve", "a.json", "--apperance", "dark"])
    #expect(typo.code == .usage)
    #expect(typo.err.contains("Did you mean '--appearance'?"))
    #expect(ToolTestSupport.run(["resolv"]).err.contains("Did you mean 'resolve'?"))
  }

  @Test func missingFileIsNoInput() {
    let result = ToolTestSupport.run(["resolve", "/nonexistent/theme.json"])
    #expect(result.code == .noInput)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("/nonexistent/theme.json: error: no such file"))
  }

  @Test func helpIsPrintedForEveryCommand() {
    for command in MaterialThemeCommand.subcommands {
      let result = ToolTestSupport.run([command.name, "--help"])
      #expect(result.code == .success)
      #expect(result.out.contains("USAGE: material-theme \(command.name)"))
    }
    #expect(ToolTestSupport.run(["--help"]).out.contains("SUBCOMMANDS"))
  }
}
