import Testing

@testable import MaterialThemingCore

/// The full tonal-spot tables of materialyoucolor 3.0.4 (2021 spec, contrast 0) and the 2025
/// rows of material-color-utilities' tests and of materialyoucolor.
@Suite struct TonalSpotTableTests {
  /// Role → (6750A4 light, 6750A4 dark, 0000FF light, 0000FF dark), RRGGBB.
  static let table2021: [(DynamicColorRole, [UInt32])] = [
    (.background, [0xFDF7FF, 0x141218, 0xFBF8FF, 0x131318]),
    (.surface, [0xFDF7FF, 0x141218, 0xFBF8FF, 0x131318]),
    (.onBackground, [0x1D1B20, 0xE6E0E9, 0x1B1B21, 0xE4E1E9]),
    (.onSurface, [0x1D1B20, 0xE6E0E9, 0x1B1B21, 0xE4E1E9]),
    (.surfaceDim, [0xDED8E0, 0x141218, 0xDBD9E0, 0x131318]),
    (.surfaceBright, [0xFDF7FF, 0x3B383E, 0xFBF8FF, 0x39393F]),
    (.surfaceContainerLowest, [0xFFFFFF, 0x0F0D13, 0xFFFFFF, 0x0E0E13]),
    (.surfaceContainerLow, [0xF8F2FA, 0x1D1B20, 0xF5F2FA, 0x1B1B21]),
    (.surfaceContainer, [0xF2ECF4, 0x211F24, 0xF0ECF4, 0x1F1F25]),
    (.surfaceContainerHigh, [0xECE6EE, 0x2B292F, 0xEAE7EF, 0x2A292F]),
    (.surfaceContainerHighest, [0xE6E0E9, 0x36343A, 0xE4E1E9, 0x34343A]),
    (.surfaceVariant, [0xE7E0EB, 0x49454E, 0xE4E1EC, 0x46464F]),
    (.onSurfaceVariant, [0x49454E, 0xCAC4CF, 0x46464F, 0xC7C5D0]),
    (.inverseSurface, [0x322F35, 0xE6E0E9, 0x303036, 0xE4E1E9]),
    (.inverseOnSurface, [0xF5EFF7, 0x322F35, 0xF2EFF7, 0x303036]),
    (.outline, [0x7A757F, 0x948F99, 0x777680, 0x91909A]),
    (.outlineVariant, [0xCAC4CF, 0x49454E, 0xC7C5D0, 0x46464F]),
    (.shadow, [0x000000, 0x000000, 0x000000, 0x000000]),
    (.scrim, [0x000000, 0x000000, 0x000000, 0x000000]),
    (.primary, [0x65558F, 0xCFBDFE, 0x555992, 0xBEC2FF]),
    (.surfaceTint, [0x65558F, 0xCFBDFE, 0x555992, 0xBEC2FF]),
    (.onPrimary, [0xFFFFFF, 0x36275D, 0xFFFFFF, 0x272B60]),
    (.primaryContainer, [0xE9DDFF, 0x4D3D75, 0xE0E0FF, 0x3E4278]),
    (.onPrimaryContainer, [0x4D3D75, 0xE9DDFF, 0x3E4278, 0xE0E0FF]),
    (.inversePrimary, [0xCFBDFE, 0x65558F, 0xBEC2FF, 0x555992]),
    (.secondary, [0x625B71, 0xCBC2DB, 0x5C5D72, 0xC5C4DD]),
    (.onSecondary, [0xFFFFFF, 0x332D41, 0xFFFFFF, 0x2E2F42]),
    (.secondaryContainer, [0xE8DEF8, 0x4A4458, 0xE1E0F9, 0x444559]),
    (.onSecondaryContainer, [0x4A4458, 0xE8DEF8, 0x444559, 0xE1E0F9]),
    (.tertiary, [0x7E5260, 0xEFB8C8, 0x78536B, 0xE8B9D5]),
    (.onTertiary, [0xFFFFFF, 0x4A2532, 0xFFFFFF, 0x46263B]),
    (.tertiaryContainer, [0xFFD9E3, 0x633B48, 0xFFD8EE, 0x5E3C52]),
    (.onTertiaryContainer, [0x633B48, 0xFFD9E3, 0x5E3C52, 0xFFD8EE]),
    (.error, [0xBA1A1A, 0xFFB4AB, 0xBA1A1A, 0xFFB4AB]),
    (.onError, [0xFFFFFF, 0x690005, 0xFFFFFF, 0x690005]),
    (.errorContainer, [0xFFDAD6, 0x93000A, 0xFFDAD6, 0x93000A]),
    (.onErrorContainer, [0x93000A, 0xFFDAD6, 0x93000A, 0xFFDAD6]),
    (.primaryFixed, [0xE9DDFF, 0xE9DDFF, 0xE0E0FF, 0xE0E0FF]),
    (.primaryFixedDim, [0xCFBDFE, 0xCFBDFE, 0xBEC2FF, 0xBEC2FF]),
    (.onPrimaryFixed, [0x201047, 0x201047, 0x11144B, 0x11144B]),
    (.onPrimaryFixedVariant, [0x4D3D75, 0x4D3D75, 0x3E4278, 0x3E4278]),
    (.secondaryFixed, [0xE8DEF8, 0xE8DEF8, 0xE1E0F9, 0xE1E0F9]),
    (.secondaryFixedDim, [0xCBC2DB, 0xCBC2DB, 0xC5C4DD, 0xC5C4DD]),
    (.onSecondaryFixed, [0x1E192B, 0x1E192B, 0x191A2C, 0x191A2C]),
    (.onSecondaryFixedVariant, [0x4A4458, 0x4A4458, 0x444559, 0x444559]),
    (.tertiaryFixed, [0xFFD9E3, 0xFFD9E3, 0xFFD8EE, 0xFFD8EE]),
    (.tertiaryFixedDim, [0xEFB8C8, 0xEFB8C8, 0xE8B9D5, 0xE8B9D5]),
    (.onTertiaryFixed, [0x31101D, 0x31101D, 0x2E1126, 0x2E1126]),
    (.onTertiaryFixedVariant, [0x633B48, 0x633B48, 0x5E3C52, 0x5E3C52]),
  ]

  /// The schemes of a table's columns.
  typealias Columns = [(seed: UInt32, variant: DynamicSchemeVariant, dark: Bool)]

  static let columns2021: Columns = [
    (0x6750A4, .tonalSpot, false), (0x6750A4, .tonalSpot, true), (0x0000FF, .tonalSpot, false),
    (0x0000FF, .tonalSpot, true),
  ]

  /// Expects every role of `table` to have its column's value in each column's scheme.
  static func check(
    _ table: [(DynamicColorRole, [UInt32])], _ columns: Columns, spec: ColorSpecVersion
  ) {
    for (column, input) in columns.enumerated() {
      let scheme = DynamicScheme(
        seedARGB: input.seed, variant: input.variant, isDark: input.dark, specVersion: spec)
      for (role, expected) in table {
        #expect(
          scheme.argb(for: role) == 0xFF00_0000 | expected[column],
          "\(String(input.seed, radix: 16)) \(input.variant) dark \(input.dark) \(role)")
      }
    }
  }

  @Test func fullTable2021() {
    #expect(Set(Self.table2021.map(\.0)) == Set(DynamicColorRole.spec2021Roles))
    Self.check(Self.table2021, Self.columns2021, spec: .spec2021)
  }

  /// The schemes of material-color-utilities' 2025-spec tests.
  static let columns2025: Columns = [
    (0x6750A4, .tonalSpot, false), (0x6750A4, .tonalSpot, true), (0x0000FF, .tonalSpot, false),
    (0x0000FF, .tonalSpot, true), (0x6750A4, .vibrant, false), (0x6750A4, .neutral, false),
    (0x6750A4, .expressive, false),
  ]

  /// Role → value per scheme of ``columns2025``, RRGGBB.
  static let table2025: [(DynamicColorRole, [UInt32])] = [
    (.primary, [0x655789, 0xCDC0EC, 0x585B8C, 0xC2C3EE, 0x6935D9, 0x615D66, 0x6850A5]),
    (.onPrimary, [0xFDF7FF, 0x443A5F, 0xFBF8FF, 0x3B3D61, 0xF7F0FF, 0xFCF5FF, 0xFDF7FF]),
    (.primaryContainer, [0xD4C3FD, 0x574D72, 0xC2C5FD, 0x4D4F74, 0xAC8EFF, 0xE7E0EB, 0xCAB6FF]),
    (.onPrimaryContainer, [0x493C6C, 0xE9DEFF, 0x3A3E6C, 0xE1E1FF, 0x2A006F, 0x545059, 0x442C7F]),
    (.surface, [0xFDF7FE, 0x0F0D12, 0xFBF8FE, 0x0E0E12, 0xFDF3FF, 0xFDF8F9, 0xFFF7FF]),
    (.surfaceContainer, [0xF2ECF5, 0x1B181F, 0xEFECF6, 0x191920, 0xF3E2FF, 0xF1EDEF, 0xF7E9FF]),
    (.onSurface, [0x34313A, 0xEAE3EF, 0x32323B, 0xE6E4F0, 0x38264C, 0x333235, 0x3D2A51]),
    (.error, [0xA8364B, 0xF97386, 0xA8364B, 0xF97386, 0xB41340, 0x9E3F4E, 0xAC3149]),
    (.primaryDim, [0x594B7C, 0xBFB2DE, 0x4C4F7F, 0xB4B5E0, 0x5D24CC, 0x54515A, 0x5B4498]),
  ]

  @Test func rows2025() {
    Self.check(Self.table2025, Self.columns2025, spec: .spec2025)
  }

  /// Expressive dark: the roles TS HEAD and materialyoucolor 3.0.4 share, plus upstream Java's
  /// primary and primaryContainer since commit ec7c4da (mcu-oracle at 6112292:
  /// `6750A4 EXPRESSIVE true 0 2025 PHONE` gives #C7B4F5 and #4D3D75).
  @Test func expressiveDark2025() {
    let scheme = DynamicScheme(
      seedARGB: 0x6750A4, variant: .expressive, isDark: true, specVersion: .spec2025)
    #expect(scheme.argb(for: .surface) == 0xFF12_0B1A)
    #expect(scheme.argb(for: .surfaceContainer) == 0xFF1F_152A)
    #expect(scheme.argb(for: .onSurface) == 0xFFF1_DFFF)
    #expect(scheme.argb(for: .error) == 0xFFFD_6F85)
    #expect(scheme.argb(for: .primary) == 0xFFC7_B4F5)
    #expect(scheme.argb(for: .primaryContainer) == 0xFF4D_3D75)
  }

  /// The 6750A4 2025 lists of materialyoucolor 3.0.4.
  @Test func listed2025Roles() {
    let light: KeyValuePairs<DynamicColorRole, UInt32> = [
      .surface: 0xFDF7FE, .surfaceDim: 0xDED8E4, .surfaceContainerLowest: 0xFFFFFF,
      .surfaceContainerLow: 0xF8F1FA, .surfaceContainer: 0xF2ECF5, .surfaceContainerHigh: 0xECE6F0,
      .surfaceContainerHighest: 0xE7E0EC, .onSurface: 0x34313A, .onSurfaceVariant: 0x615D68,
      .outline: 0x7D7983, .outlineVariant: 0xB5B0BB, .inverseSurface: 0x0F0D12,
      .inverseOnSurface: 0xA09BA1, .primary: 0x655789, .onPrimary: 0xFDF7FF,
      .primaryContainer: 0xD4C3FD, .onPrimaryContainer: 0x493C6C, .secondary: 0x625C71,
      .secondaryContainer: 0xE8DEF8, .tertiary: 0x7B5270, .tertiaryContainer: 0xF4BFE3,
      .error: 0xA8364B, .errorContainer: 0xF97386, .onErrorContainer: 0x6E0523,
    ]
    let dark: KeyValuePairs<DynamicColorRole, UInt32> = [
      .surface: 0x0F0D12, .surfaceBright: 0x2E2B34, .surfaceContainerLowest: 0x000000,
      .surfaceContainerLow: 0x141218, .surfaceContainer: 0x1B181F, .surfaceContainerHigh: 0x211E26,
      .surfaceContainerHighest: 0x27242D, .onSurface: 0xEAE3EF, .primary: 0xCDC0EC,
      .primaryContainer: 0x574D72, .error: 0xF97386,
    ]
    for (isDark, list) in [(false, light), (true, dark)] {
      let scheme = DynamicScheme(seedARGB: 0x6750A4, isDark: isDark, specVersion: .spec2025)
      for (role, value) in list {
        #expect(scheme.argb(for: role) == 0xFF00_0000 | value, "dark \(isDark) \(role)")
      }
    }
  }
}
