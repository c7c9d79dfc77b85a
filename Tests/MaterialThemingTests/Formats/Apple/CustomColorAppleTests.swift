import Testing

@testable import MaterialTheming

/// Custom colors in the Apple outputs' inventory (SwiftUI, UIKit, AppKit, asset catalogs).
@Suite struct CustomColorAppleTests {
  /// The mcu-oracle's `custom E6781E 6750A4 true`: light color #A53C13, dark #FFB59D.
  @Test func inventoryListsTheFourRolesOfEachCustomColor() throws {
    let json = ##"""
      {"colors": {"seed": "#6750A4",
                  "custom": {"Brand Gold": {"color": "#E6781E", "harmonize": true},
                             "odd`\nname": {"color": "#0000FF"}}}}
      """##
    let theme = try ThemeLoader().load(bytes: Array(json.utf8), fileName: "b.json")
    let inventory = ThemeInventory(theme: theme)
    let custom = inventory.colors.filter { $0.origin.hasPrefix("customColors.") }
    #expect(
      custom.map(\.name) == [
        "customBrandGold", "customOnBrandGold", "customBrandGoldContainer",
        "customOnBrandGoldContainer", "customOddName", "customOnOddName",
        "customOddNameContainer", "customOnOddNameContainer",
      ])
    #expect(custom[0][.standard] == Color(rgb: 0xA53C13))
    #expect(custom[0][ColorTraits(appearance: .dark, contrast: .high)] == Color(rgb: 0xFFB59D))
    // The origin lands in a doc comment in backticks: on one line, without the backtick.
    #expect(custom[4].origin == #"customColors.odd?\nname.color"#)
    let source = SwiftWriter(
      theme: theme, identifier: "brand", sourceName: "b.json", style: .swiftui
    ).text()
    #expect(source.contains("\"customOnBrandGoldContainer\": ThemeColor("))
    let catalog = AssetCatalogWriter(theme: theme, identifier: "brand").files().map(\.path)
    #expect(catalog.contains("brand/customBrandGold.colorset/Contents.json"))
  }
}
