import Testing

@testable import MaterialThemingCore

/// Pins every value of the theming table (`MDCBottomNavigationBar+MaterialTheming.m`) and the
/// defaults (`MDCBottomNavigationBar`'s `commonInit`).
@Suite struct BottomNavigationThemingTests {
  /// A scheme where every color and font is distinct; two "on" colors carry their own alpha to
  /// show that theming replaces alpha instead of multiplying it.
  static func customScheme() throws -> ContainerScheme {
    let colors = SemanticColorScheme(
      primary: try Color(hex: "#112233"), primaryVariant: try Color(hex: "#223344"),
      secondary: try Color(hex: "#334455"), error: try Color(hex: "#445566"),
      surface: try Color(hex: "#556677"), background: try Color(hex: "#667788"),
      onPrimary: try Color(hex: "#77889980"), onSecondary: try Color(hex: "#8899AA"),
      onSurface: try Color(hex: "#99AABB40"), onBackground: try Color(hex: "#AABBCC"),
      elevationOverlayEnabledForDarkMode: true)
    var typography = TypographyScheme(defaults: .material201804)
    for (offset, style) in TextStyle.allCases.enumerated() {
      typography[style] = Font(family: "Custom\(offset)", size: Double(30 + offset), weight: .bold)
    }
    return ContainerScheme(colorScheme: colors, typographyScheme: typography)
  }

  @Test func componentDefaultsMatchMaterialComponents() {
    let style = BottomNavigationStyle()
    #expect(style.barTintColor.hexString == "#FFFFFFFF")
    #expect(style.selectedItemTintColor.hexString == "#000000FF")
    #expect(style.selectedItemTitleColor.hexString == "#000000FF")
    #expect(style.unselectedItemTintColor == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(style.itemTitleFont == Font(family: Font.systemFamily, size: 12, weight: .regular))
    #expect(style.elevation == 8)
    #expect(style.itemsContentVerticalMargin == 0)
    #expect(style.itemBadgeBackgroundColor.hexString == "#D32F2FFF")
    #expect(style.itemBadgeTextColor.hexString == "#FFFFFFFF")
    #expect(style.itemBadgeTextFont == Font(family: Font.systemFamily, size: 8, weight: .regular))
    #expect(style.shadowColor.hexString == "#000000FF")
    #expect(style.rippleColor.hexString == "#00000026")
  }

  /// Each variant themed with the default and the custom scheme, and the colors theming sets:
  /// bar, selected tint (and title), unselected tint and ripple.
  static let variantTheming: [(BottomNavigationVariant, customScheme: Bool, colors: [String])] = [
    (.primary, false, ["#6200EEFF", "#FFFFFFFF", "#FFFFFFBD", "#FFFFFF26"]),
    (.surface, false, ["#FFFFFFFF", "#6200EEFF", "#00000099", "#6200EE26"]),
    (.primary, true, ["#112233FF", "#77889980", "#778899BD", "#77889926"]),
    (.surface, true, ["#556677FF", "#112233FF", "#99AABB99", "#11223326"]),
  ]

  @Test(arguments: variantTheming)
  func variantTheme(
    _ variant: BottomNavigationVariant, customScheme: Bool, colors: [String]
  ) throws {
    let scheme = customScheme ? try Self.customScheme() : ContainerScheme()
    let style: BottomNavigationStyle =
      variant == .primary ? .primary(with: scheme) : .surface(with: scheme)
    #expect(style.barTintColor.hexString == colors[0])
    #expect(style.selectedItemTintColor.hexString == colors[1])
    #expect(style.selectedItemTitleColor.hexString == colors[1])
    #expect(style.unselectedItemTintColor.hexString == colors[2])
    #expect(style.rippleColor.hexString == colors[3])
    #expect(style.itemTitleFont == scheme.typographyScheme.caption)
    #expect(
      customScheme
        ? style.itemTitleFont.family == "Custom10"
        : style.itemTitleFont == Font(size: 12, weight: .regular))
    #expect(style.elevation == 8)
    #expect(style.itemsContentVerticalMargin == 0)
    // Theming leaves the badge and shadow at the component defaults.
    #expect(style.itemBadgeBackgroundColor.hexString == "#D32F2FFF")
    #expect(style.itemBadgeTextColor.hexString == "#FFFFFFFF")
    #expect(style.itemBadgeTextFont == Font(size: 8, weight: .regular))
    #expect(style.shadowColor.hexString == "#000000FF")
  }

  @Test func themingLeavesBadgeCustomisationAndShadowUntouched() throws {
    var bar = BottomNavigationBar()
    bar.style.itemBadgeBackgroundColor = try Color(hex: "#00FF00")
    bar.style.itemBadgeTextColor = try Color(hex: "#0000FF")
    bar.style.itemBadgeTextFont = Font(size: 10, weight: .bold)
    bar.style.shadowColor = try Color(hex: "#333333")
    bar.itemsContentVerticalMargin = 6
    bar.style.elevation = 2
    bar.applyPrimaryTheme(with: ContainerScheme())
    #expect(bar.style.itemBadgeBackgroundColor.hexString == "#00FF00FF")
    #expect(bar.style.itemBadgeTextColor.hexString == "#0000FFFF")
    #expect(bar.style.itemBadgeTextFont == Font(size: 10, weight: .bold))
    #expect(bar.style.shadowColor.hexString == "#333333FF")
    #expect(bar.itemsContentVerticalMargin == 0)
    #expect(bar.style.elevation == 8)
  }

  @Test func barThemingMatchesStyleFactories() throws {
    let scheme = try Self.customScheme()
    var bar = BottomNavigationBar()
    bar.applySurfaceTheme(with: scheme)
    #expect(bar.style == .surface(with: scheme))
    bar.applyPrimaryTheme(with: scheme)
    #expect(bar.style == .primary(with: scheme))
    bar.applyTheme(.surface, with: scheme)
    #expect(bar.style == BottomNavigationVariant.surface.style(with: scheme))
  }

  @Test(arguments: [BottomNavigationVariant.primary, .surface])
  func variantsResolveTheirStyle(variant: BottomNavigationVariant) {
    let scheme = ContainerScheme()
    let expected: BottomNavigationStyle =
      variant == .primary ? .primary(with: scheme) : .surface(with: scheme)
    #expect(variant.style(with: scheme) == expected)
    #expect(BottomNavigationVariant(rawValue: variant.rawValue) == variant)
  }

  @Test func material3FromAContainerSchemeSeedsWithItsPrimary() {
    let scheme = ContainerScheme()
    let dynamic = DynamicScheme(seed: Color(rgb: 0x6200EE), isDark: false)
    let style = BottomNavigationVariant.material3.style(with: scheme)
    #expect(style.barTintColor == dynamic.color(for: .surfaceContainer))
    #expect(style.selectionIndicatorColor == dynamic.color(for: .secondaryContainer))
    var dark = ContainerScheme(colorScheme: SemanticColorScheme(defaults: .materialDark201907))
    dark.colorScheme.primary = Color(rgb: 0x6200EE)
    let darkStyle = BottomNavigationVariant.material3.style(with: dark)
    let darkDynamic = DynamicScheme(seed: Color(rgb: 0x6200EE), isDark: true)
    #expect(darkStyle.barTintColor == darkDynamic.color(for: .surfaceContainer))
  }

  @Test func namedConstantsCarryReferenceValues() {
    #expect(BottomNavigationStyle.unselectedPrimaryAlpha == 0.74)
    #expect(BottomNavigationStyle.unselectedSurfaceAlpha == 0.6)
    #expect(BottomNavigationStyle.bottomNavigationBarElevation == 8)
    #expect(BottomNavigationStyle.rippleAlpha == 0.15)
  }

  @Test func selectedTintAlsoSetsTitleColorAndRipple() throws {
    var style = BottomNavigationStyle()
    style.selectedItemTitleColor = try Color(hex: "#123456")
    style.selectedItemTintColor = try Color(hex: "#ABCDEF")
    #expect(style.selectedItemTitleColor.hexString == "#ABCDEFFF")
    #expect(style.rippleColor.hexString == "#ABCDEF26")
  }

  @Test func explicitRippleSurvivesTheming() throws {
    var style = BottomNavigationStyle()
    style.rippleColor = try Color(hex: "#FF000080")
    style.applySurfaceTheme(with: ContainerScheme())
    #expect(style.hasExplicitRippleColor)
    #expect(style.rippleColor.hexString == "#FF000080")
    style.resetRippleColor()
    #expect(style.rippleColor.hexString == "#6200EE26")
  }
}
