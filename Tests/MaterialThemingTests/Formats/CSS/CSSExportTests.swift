import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// CSS custom properties: every role and component style, per appearance and contrast.
@Suite struct CSSExportTests {
  static let blocks: [(String?, ColorTraits)] = [
    (nil, ColorTraits(appearance: .light)),
    ("(prefers-color-scheme: dark)", ColorTraits(appearance: .dark)),
    ("(prefers-contrast: more)", ColorTraits(appearance: .light, contrast: .high)),
    (
      "(prefers-color-scheme: dark) and (prefers-contrast: more)",
      ColorTraits(appearance: .dark, contrast: .high)
    ),
  ]

  @Test func blocksAndMediaQueriesAreInCascadeOrder() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("baseline.json"))
    let sheet = CSSStylesheet(CSSWriter.stylesheet(theme))
    #expect(sheet.blocks.map(\.query) == Self.blocks.map(\.0))
  }

  @Test func everyRoleAndComponentStyleIsPresentWithItsResolvedValue() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("baseline.json"))
    let sheet = CSSStylesheet(CSSWriter.stylesheet(theme))
    for (query, traits) in Self.blocks {
      let declarations = try #require(sheet.declarations(for: query))
      let roles = theme.material3Scheme(
        appearance: traits.appearance, contrast: Material3Contrast(traits.contrast))
      for role in DynamicColorRole.spec2021Roles {
        let name = "--md-sys-color-" + CSSWriter.kebab(role.rawValue)
        #expect(declarations[name] == roles[role].map(CSSWriter.value), "\(name)")
      }
      for role in ColorRole.allCases {
        let name = "--mt-color-" + CSSWriter.kebab(role.key)
        #expect(declarations[name] == CSSWriter.value(theme.colors[traits][role]))
      }
      for variant in BottomNavigationVariant.allCases {
        let style = theme.bottomNavigationStyle(variant, for: traits)
        let prefix = "--mt-bottom-navigation-\(CSSWriter.kebab(variant.rawValue))"
        #expect(declarations[prefix + "-bar-tint-color"] == CSSWriter.value(style.barTintColor))
        #expect(declarations[prefix + "-ripple-color"] == CSSWriter.value(style.rippleColor))
        #expect(
          declarations[prefix + "-item-title-font-size"] == "\(Int(style.itemTitleFont.size))px")
      }
      let drawer = theme.bottomDrawerStyle(for: traits)
      #expect(
        declarations["--mt-bottom-drawer-scrim-color"] == CSSWriter.value(drawer.scrimColor))
    }
  }

  @Test func baselineValuesMatchTheReference() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("baseline.json"))
    let sheet = CSSStylesheet(CSSWriter.stylesheet(theme))
    let root = try #require(sheet.declarations(for: nil))
    // MDC Material 2018: primary 6200EE, onPrimary FFFFFF (MDCSemanticColorScheme.m).
    #expect(root["--mt-color-primary"] == "#6200ee")
    #expect(root["--mt-color-on-primary"] == "#ffffff")
    #expect(root["--mt-bottom-navigation-primary-bar-tint-color"] == "#6200ee")
    // The drawer scrim is onSurface at 0.32 (MDCBottomDrawerViewController+MaterialTheming.m):
    // #000000 with alpha 0x52.
    #expect(root["--mt-bottom-drawer-scrim-color"] == "#00000052")
    #expect(root["--mt-typography-caption-font-size"] == "12px")
    #expect(root["--mt-typography-caption-font-family"] == CSSWriter.systemFontStack)
  }

  @Test(arguments: InteropFixtures.themeBuilderExports)
  func themeBuilderSchemesBecomeSystemColors(_ name: String) throws {
    let theme = try ThemeLoader().load(contentsOf: InteropFixtures.path(name))
    let sheet = CSSStylesheet(CSSWriter.stylesheet(theme))
    let schemes = try InteropFixtures.schemes(name)
    let keys = ["light", "dark", "light-high-contrast", "dark-high-contrast"]
    for ((query, _), key) in zip(Self.blocks, keys) {
      let declarations = try #require(sheet.declarations(for: query))
      for (role, hex) in try #require(schemes[key]) {
        #expect(declarations["--md-sys-color-" + CSSWriter.kebab(role)] == hex.lowercased())
      }
    }
  }

  @Test func namesAreKebabCase() {
    #expect(CSSWriter.kebab("surfaceContainerLowest") == "surface-container-lowest")
    #expect(CSSWriter.kebab("onPrimaryFixedVariant") == "on-primary-fixed-variant")
    #expect(CSSWriter.kebab("headline1") == "headline1")
    #expect(CSSWriter.fontFamily("Roboto \"Flex\"") == "\"Roboto \\\"Flex\\\"\"")
  }
}
