import Testing

@testable import MaterialThemingCore

/// Every dated color default against `MDCSemanticColorScheme.m`.
@Suite struct SemanticColorSchemeTests {
  /// Rows of the static and the 201907 sets: role, then one hex per column.
  typealias Row = (role: ColorRole, values: [String])

  static let staticTable: [Row] = [
    (.primary, ["#6200EE", "#BB86FC"]),
    (.primaryVariant, ["#3700B3", "#3700B3"]),
    (.secondary, ["#03DAC6", "#03DAC6"]),
    (.error, ["#B00020", "#CF6679"]),
    (.surface, ["#FFFFFF", "#121212"]),
    (.background, ["#FFFFFF", "#121212"]),
    (.onPrimary, ["#FFFFFF", "#000000"]),
    (.onSecondary, ["#000000", "#000000"]),
    (.onSurface, ["#000000", "#FFFFFF"]),
    (.onBackground, ["#000000", "#FFFFFF"]),
  ]

  /// 201907 columns: light normal, light high, dark normal, dark high.
  static let dynamicTable: [Row] = [
    (.primary, ["#6200EE", "#0000BA", "#BB86FC", "#EFB7FF"]),
    (.primaryVariant, ["#3700B3", "#000088", "#3700B3", "#BE9EFF"]),
    (.secondary, ["#03DAC6", "#66FFF9", "#03DAC6", "#66FFF9"]),
    (.error, ["#B00020", "#790000", "#CF6679", "#9B374D"]),
    (.surface, ["#FFFFFF", "#FFFFFF", "#121212", "#000000"]),
    (.background, ["#FFFFFF", "#FFFFFF", "#121212", "#000000"]),
    (.onPrimary, ["#FFFFFF", "#FFFFFF", "#000000", "#000000"]),
    (.onSecondary, ["#000000", "#000000", "#000000", "#000000"]),
    (.onSurface, ["#000000", "#000000", "#FFFFFF", "#FFFFFF"]),
    (.onBackground, ["#000000", "#000000", "#FFFFFF", "#FFFFFF"]),
  ]

  @Test func material201804MatchesReference() throws {
    let scheme = SemanticColorScheme(defaults: .material201804)
    for row in Self.staticTable {
      #expect(scheme[row.role] == (try Color(hex: row.values[0])), "\(row.role)")
    }
    #expect(scheme.elevationOverlayEnabledForDarkMode == false)
  }

  @Test func materialDark201907MatchesReference() throws {
    let scheme = SemanticColorScheme(defaults: .materialDark201907)
    for row in Self.staticTable {
      #expect(scheme[row.role] == (try Color(hex: row.values[1])), "\(row.role)")
    }
    #expect(scheme.elevationOverlayEnabledForDarkMode == true)
  }

  @Test func staticDefaultsIgnoreTraits() {
    for defaults in [ColorSchemeDefaults.material201804, .materialDark201907] {
      let light = SemanticColorScheme(defaults: defaults)
      for traits in ColorTraits.all {
        #expect(SemanticColorScheme(defaults: defaults, traits: traits) == light)
      }
    }
  }

  @Test(arguments: Array(ColorTraits.all.enumerated()))
  func material201907MatchesReference(column: Int, traits: ColorTraits) throws {
    let scheme = SemanticColorScheme(defaults: .material201907, traits: traits)
    for row in Self.dynamicTable {
      #expect(scheme[row.role] == (try Color(hex: row.values[column])), "\(row.role) \(traits)")
    }
    #expect(scheme.elevationOverlayEnabledForDarkMode == true)
  }

  @Test func everyDefaultColorIsOpaque() {
    for defaults in ColorSchemeDefaults.allCases {
      for traits in ColorTraits.all {
        let scheme = SemanticColorScheme(defaults: defaults, traits: traits)
        #expect(ColorRole.allCases.allSatisfy { scheme[$0].alpha == 1 })
      }
    }
  }
}
