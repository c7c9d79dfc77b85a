import Testing

@testable import MaterialThemingCore

/// The theming extension's values (`MDCBottomDrawerViewController+MaterialTheming.m`).
@Suite struct BottomDrawerThemingTests {
  static let dark201907 = ContainerScheme(
    colorScheme: SemanticColorScheme(
      defaults: .material201907, traits: ColorTraits(appearance: .dark)))

  @Test func componentDefaultsBeforeTheming() {
    let style = BottomDrawerStyle()
    #expect(style.scrimColor.hexString == "#00000052")
    #expect(style.topHandleColor.hexString == "#E0E0E0FF")
    #expect(style.topCornersRadius == TopCornerRadii(collapsed: 0, expanded: 0, fullScreen: 0))
    #expect(style.elevation == 16)
    #expect(style.shadowColor.hexString == "#00000033")
    #expect(style.headerBackgroundColor.hexString == "#FFFFFFFF")
    #expect(style.contentBackgroundColor.hexString == "#FFFFFFFF")
  }

  @Test(arguments: Appearance.allCases)
  func defaultContainerScheme(appearance: Appearance) {
    // 201804 background is white; white over white stays white even in the dark appearance.
    let style = BottomDrawerStyle.themed(with: ContainerScheme(), appearance: appearance)
    #expect(style.headerBackgroundColor.hexString == "#FFFFFFFF")
    #expect(style.contentBackgroundColor.hexString == "#FFFFFFFF")
    #expect(style.scrimColor.hexString == "#00000052")
    #expect(style.topHandleColor.hexString == "#0000001F")
    #expect(style.topCornersRadius.collapsed == 8)
    #expect(style.topCornersRadius.expanded == 0)
    #expect(style.topCornersRadius.fullScreen == 0)
    #expect(style.elevation == 16)
    #expect(style.shadowColor.hexString == "#00000033")
  }

  @Test func material201907DarkResolvesTheBackgroundAtElevationSixteen() {
    let style = BottomDrawerStyle.themed(with: Self.dark201907, appearance: .dark)
    #expect(style.headerBackgroundColor.hexString == "#353535FF")
    #expect(style.contentBackgroundColor.hexString == "#353535FF")
    #expect(style.scrimColor.hexString == "#FFFFFF52")
    #expect(style.topHandleColor.hexString == "#FFFFFF1F")
    #expect(style.topCornersRadius == TopCornerRadii(collapsed: 8, expanded: 0, fullScreen: 0))
  }

  @Test func material201907DarkSchemeInLightAppearanceGetsNoOverlay() {
    let style = BottomDrawerStyle.themed(with: Self.dark201907, appearance: .light)
    #expect(style.contentBackgroundColor.hexString == "#121212FF")
  }

  @Test func resolutionHappensEvenWithTheOverlayFlagOff() {
    var scheme = Self.dark201907
    scheme.colorScheme.elevationOverlayEnabledForDarkMode = false
    let style = BottomDrawerStyle.themed(with: scheme, appearance: .dark)
    #expect(style.headerBackgroundColor.hexString == "#353535FF")
  }

  @Test func backgroundIsResolvedAtTheDrawersOwnElevation() {
    // Elevation 8 on #121212 is #2E2E2E by `UIColor+MaterialElevation.m`'s formula.
    var style = BottomDrawerStyle(elevation: 8)
    style.applyTheme(with: Self.dark201907, appearance: .dark)
    #expect(style.contentBackgroundColor.hexString == "#2E2E2EFF")
    #expect(style.elevation == 8)
  }

  @Test func fullyCustomScheme() throws {
    let colors = SemanticColorScheme(
      primary: try Color(hex: "#00677F"), primaryVariant: try Color(hex: "#004E60"),
      secondary: try Color(hex: "#FFB300"), error: try Color(hex: "#BA1A1A"),
      surface: try Color(hex: "#F5F5F5"), background: try Color(hex: "#FAFAFA"),
      onPrimary: try Color(hex: "#FFFFFF"), onSecondary: try Color(hex: "#000000"),
      onSurface: try Color(hex: "#1B1B1F80"), onBackground: try Color(hex: "#1A1C1E"),
      elevationOverlayEnabledForDarkMode: true)
    let style = BottomDrawerStyle.themed(
      with: ContainerScheme(colorScheme: colors), appearance: .light)
    // Background (not surface) is used; onSurface's own alpha is replaced, not multiplied.
    #expect(style.headerBackgroundColor.hexString == "#FAFAFAFF")
    #expect(style.contentBackgroundColor.hexString == "#FAFAFAFF")
    #expect(style.scrimColor.hexString == "#1B1B1F52")
    #expect(style.topHandleColor.hexString == "#1B1B1F1F")
    #expect(style.topCornersRadius == TopCornerRadii(collapsed: 8, expanded: 0, fullScreen: 0))
  }

  @Test func fullyCustomDarkScheme() throws {
    var colors = SemanticColorScheme(
      defaults: .material201907, traits: ColorTraits(appearance: .dark))
    colors.background = try Color(hex: "#202124")
    colors.onSurface = try Color(hex: "#E3E3E3")
    let style = BottomDrawerStyle.themed(
      with: ContainerScheme(colorScheme: colors), appearance: .dark)
    // White at 4.5·ln(17) + 2 = 14.7495 % over #202124: 37.61 + 0.8525·c per channel.
    #expect(style.contentBackgroundColor.hexString == "#414244FF")
    #expect(style.scrimColor.hexString == "#E3E3E352")
    #expect(style.topHandleColor.hexString == "#E3E3E31F")
  }

  @Test func expandedRadiusElevationAndShadowAreUntouched() {
    var style = BottomDrawerStyle(
      topCornersRadius: TopCornerRadii(collapsed: 20, expanded: 12, fullScreen: 6),
      shadowColor: Color.black.withAlpha(0.5))
    style.applyTheme(with: ContainerScheme(), appearance: .light)
    #expect(style.topCornersRadius == TopCornerRadii(collapsed: 8, expanded: 12, fullScreen: 0))
    #expect(style.elevation == 16)
    #expect(style.shadowColor.hexString == "#00000080")
  }

  @Test func themingConstants() {
    #expect(BottomDrawerThemingConstants.collapsedCornerRadius == 8)
    #expect(BottomDrawerThemingConstants.fullScreenCornerRadius == 0)
    #expect(BottomDrawerThemingConstants.scrimAlpha == 0.32)
    #expect(BottomDrawerThemingConstants.topHandleAlpha == 0.12)
  }

  @Test func drawerAppliesThemeForItsAppearance() {
    var drawer = BottomDrawer(
      contentPreferredHeight: 300, presentingContainerSize: Size(width: 375, height: 812))
    drawer.appearance = .dark
    drawer.applyTheme(with: Self.dark201907)
    #expect(drawer.style.headerBackgroundColor.hexString == "#353535FF")
    #expect(drawer.style == BottomDrawerStyle.themed(with: Self.dark201907, appearance: .dark))
    #expect(drawer.topHandleHidden)
  }
}
