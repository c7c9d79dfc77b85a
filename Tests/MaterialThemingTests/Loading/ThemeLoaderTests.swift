import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

@Suite struct ThemeLoaderTests {
  @Test func aThemeWithoutExtendsIsTheBaseline() throws {
    let theme = try ThemeLoader().load(bytes: Array("{}".utf8), fileName: "empty.json")
    #expect(theme.name == "empty")
    #expect(theme.containerScheme() == ContainerScheme())
  }

  @Test func colorLayersApplyPerAppearanceAndContrast() throws {
    let json = """
      {"extends": "material-201907",
       "colors": {"light": {"primary": "#112233"}, "darkHighContrast": {"primary": "#445566"},
                  "elevationOverlayEnabledForDarkMode": false}}
      """
    let theme = try ThemeLoader().load(bytes: Array(json.utf8), fileName: "t.json")
    let lightHigh = theme.colors[ColorTraits(appearance: .light, contrast: .high)]
    #expect(theme.colors.light.primary == Color(rgb: 0x112233))
    // The appearance layer reaches both contrasts; 201907's other high-contrast roles stay.
    #expect(lightHigh.primary == Color(rgb: 0x112233))
    #expect(lightHigh.secondary == Color(rgb: 0x66FFF9))
    #expect(theme.colors.dark.primary == Color(rgb: 0xBB86FC))
    #expect(theme.colors.darkHighContrast.primary == Color(rgb: 0x445566))
    #expect(ColorTraits.all.allSatisfy { !theme.colors[$0].elevationOverlayEnabledForDarkMode })
  }

  @Test func extendsChainsLayerInOrder() throws {
    let directory = try TemporaryDirectory()
    try directory.write("base.json", ##"{"extends": "material-dark-201907", "name": "Base"}"##)
    try directory.write(
      "brand/mid.json", ##"{"extends": "../base.json", "colors": {"light": {"error": "#FF0000"}}}"##
    )
    let top = try directory.write(
      "brand/top.json",
      ##"{"extends": "./mid.json", "colors": {"light": {"primary": "#00FF00"}}}"##)
    let theme = try ThemeLoader(rootDirectory: directory.path).load(contentsOf: top)
    #expect(theme.name == "top")
    #expect(theme.colors.light.primary == Color(rgb: 0x00FF00))
    #expect(theme.colors.light.error == Color(rgb: 0xFF0000))
    #expect(theme.colors.light.surface == Color(rgb: 0x121212))
  }

  @Test func typographyOverridesApplyDefaultsThenFamilyThenStyles() throws {
    let json = """
      {"typography": {"defaults": "material-201902", "fontFamily": "Inter",
        "useCurrentContentSizeCategoryWhenApplied": true,
        "styles": {"caption": {"size": 13, "weight": "medium", "letterSpacing": 0.4},
                   "button": {"family": "Inter Display"}}}}
      """
    let theme = try ThemeLoader().load(bytes: Array(json.utf8), fileName: "t.json")
    let typography = theme.typography
    #expect(typography.overline.size == 10)
    #expect(typography.overline.family == "Inter")
    #expect(typography.caption.size == 13)
    #expect(typography.caption.weight == .medium)
    #expect(typography.caption.letterSpacing == 0.4)
    #expect(typography.button.family == "Inter Display")
    #expect(typography.useCurrentContentSizeCategoryWhenApplied)
  }

  @Test func shapeSettings() throws {
    let loader = ThemeLoader()
    let none = try loader.load(bytes: Array(##"{"shape": null}"##.utf8), fileName: "a.json")
    #expect(none.shape == nil)
    let dated = try loader.load(
      bytes: Array(##"{"shape": "material-201809"}"##.utf8), fileName: "b.json")
    #expect(dated.shape == ShapeScheme(defaults: .material201809))
    let custom = try loader.load(
      bytes: Array(
        ##"{"shape": {"large": {"family": "cut", "size": 16, "bottomLeft": {"size": 0}}}}"##.utf8),
      fileName: "c.json")
    let large = try #require(custom.shape?.largeComponentShape)
    #expect(large.topLeft == CornerTreatment(family: .cut, size: 16))
    #expect(large.bottomLeft == CornerTreatment(family: .cut, size: 0))
    #expect(custom.shape?.smallComponentShape == ShapeScheme().smallComponentShape)
  }

  @Test func componentOverridesMergeAcrossExtends() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "base.json",
      ##"{"components": {"bottomNavigation": {"variant": "surface", "surface": {"elevation": 4}}, "bottomDrawer": {"scrimColor": "#11223344"}}}"##
    )
    let top = try directory.write(
      "top.json",
      ##"{"extends": "base.json", "components": {"bottomDrawer": {"topCornersRadius": {"collapsed": 24}, "topHandleColor": {"role": "primary", "alpha": 0.5}}}}"##
    )
    let theme = try ThemeLoader().load(contentsOf: top)
    #expect(theme.components.bottomNavigationVariant == .surface)
    #expect(theme.components.bottomNavigationSurface.elevation == 4)
    let drawer = theme.bottomDrawerStyle()
    #expect(drawer.scrimColor.hexString == "#11223344")
    #expect(drawer.topCornersRadius.collapsed == 24)
    #expect(drawer.topHandleColor.hexString == "#6200EE80")
  }

  @Test func bottomNavigationOverridesApplyAfterTheming() throws {
    let json = """
      {"components": {"bottomNavigation": {"variant": "surface",
        "surface": {"selectedItemTintColor": "secondary", "unselectedItemTintColor": {"role": "onSurface", "alpha": 0.74},
                    "itemTitleFont": "button", "itemBadgeBackgroundColor": "#00FF00"},
        "primary": {"itemTitleFont": {"size": 14, "letterSpacing": 0.4}, "rippleColor": "#01020304"}}}}
      """
    let theme = try ThemeLoader().load(bytes: Array(json.utf8), fileName: "t.json")
    #expect(theme.bottomNavigationVariant == .surface)
    let surface = theme.bottomNavigationStyle(.surface)
    #expect(surface.selectedItemTintColor == Color(rgb: 0x03DAC6))
    #expect(surface.selectedItemTitleColor == Color(rgb: 0x03DAC6))
    #expect(surface.unselectedItemTintColor.hexString == "#000000BD")
    #expect(surface.itemTitleFont == TypographyScheme(defaults: .material201804).button)
    #expect(surface.itemBadgeBackgroundColor == Color(rgb: 0x00FF00))
    #expect(surface.barTintColor == Color.white)
    let primary = theme.bottomNavigationStyle(.primary)
    #expect(primary.itemTitleFont.size == 14)
    #expect(primary.itemTitleFont.letterSpacing == 0.4)
    #expect(primary.rippleColor.hexString == "#01020304")
    #expect(primary.barTintColor == Color(rgb: 0x6200EE))
  }

  @Test func everyShippedThemeLoads() throws {
    #expect(Repository.themeFiles.count >= 8)
    for file in Repository.themeFiles {
      let theme = try ThemeLoader().load(contentsOf: file)
      #expect(!theme.name.isEmpty)
    }
  }
}
