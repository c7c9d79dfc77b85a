import Testing

@testable import MaterialThemingCore

/// One expected role color of the reference's test tables.
struct SchemeVector: Sendable, CustomTestStringConvertible {
  var seed: UInt32
  var variant: DynamicSchemeVariant
  var dark: Bool
  var contrast: Double = 0
  var spec: ColorSpecVersion = .spec2021
  var role: DynamicColorRole
  var expected: UInt32

  var testDescription: String {
    "\(String(seed, radix: 16)) \(variant.rawValue) \(dark ? "dark" : "light") c\(contrast) "
      + "\(spec.rawValue) \(role.rawValue)"
  }

  /// Expands "role HEX, role HEX" (RRGGBB) into vectors.
  static func list(
    _ seed: UInt32, _ variant: DynamicSchemeVariant, dark: Bool, contrast: Double = 0,
    spec: ColorSpecVersion = .spec2021, _ pairs: KeyValuePairs<DynamicColorRole, UInt32>
  ) -> [SchemeVector] {
    pairs.map {
      SchemeVector(
        seed: seed, variant: variant, dark: dark, contrast: contrast, spec: spec, role: $0.key,
        expected: 0xFF00_0000 | $0.value)
    }
  }
}

/// The 2021 scheme vectors of material-color-utilities' scheme tests (19 cases).
@Suite struct SchemeVectorTests {
  static let vectors2021: [SchemeVector] =
    SchemeVector.list(0x0000FF, .tonalSpot, dark: false, [.primary: 0x555992])
    + SchemeVector.list(0x0000FF, .tonalSpot, dark: true, [.primary: 0xBEC2FF])
    + SchemeVector.list(
      0x6750A4, .tonalSpot, dark: false,
      [
        .primary: 0x65558F, .secondary: 0x625B71, .tertiary: 0x7E5260, .surface: 0xFDF7FF,
        .onSurface: 0x1D1B20,
      ])
    + SchemeVector.list(
      0x6750A4, .tonalSpot, dark: true,
      [
        .primary: 0xCFBDFE, .secondary: 0xCBC2DB, .tertiary: 0xEFB8C8, .surface: 0x141218,
        .onSurface: 0xE6E0E9,
      ])
    + SchemeVector.list(
      0xFA2BEC, .tonalSpot, dark: false,
      [
        .primary: 0x814C77, .onPrimary: 0xFFFFFF, .primaryContainer: 0xFFD7F3,
        .onPrimaryContainer: 0x67355E, .errorContainer: 0xFFDAD6, .onErrorContainer: 0x93000A,
        .surface: 0xFFF7F9, .outline: 0x80747B, .inversePrimary: 0xF3B2E4,
      ])
    + SchemeVector.list(
      0xFA2BEC, .tonalSpot, dark: true,
      [
        .primary: 0xF3B2E4, .onPrimary: 0x4D1F47, .primaryContainer: 0x67355E,
        .onPrimaryContainer: 0xFFD7F3, .surface: 0x181216, .onSurface: 0xECDFE5, .outline: 0x9A8D95,
      ])
    + SchemeVector.list(
      0xFA2BEC, .content, dark: false,
      [
        .primary: 0xA7009E, .primaryContainer: 0xD100C6, .tertiary: 0xB51830,
        .tertiaryContainer: 0xD83546,
      ])
    + SchemeVector.list(
      0x0000FF, .content, dark: false, contrast: -1,
      [.primary: 0x5660FF, .primaryContainer: 0xD5D6FF])
    + SchemeVector.list(
      0x0000FF, .content, dark: false, [.primary: 0x0001BB, .primaryContainer: 0x0000FF])
    + SchemeVector.list(
      0x0000FF, .content, dark: false, contrast: 1,
      [.primary: 0x00019F, .primaryContainer: 0x0000F6])
    + SchemeVector.list(
      0x0000FF, .fidelity, dark: true, contrast: -1, [.onTertiaryContainer: 0xEF4635])
    + SchemeVector.list(0x0000FF, .fidelity, dark: true, [.onTertiaryContainer: 0xFFA598])
    + SchemeVector.list(
      0x0000FF, .fidelity, dark: true, contrast: 1, [.onTertiaryContainer: 0x220000])
    + SchemeVector.list(
      0x0000FF, .expressive, dark: false, contrast: -1, [.primary: 0x32835D, .surface: 0xFDF7FF])
    + SchemeVector.list(
      0x0000FF, .expressive, dark: false, [.primary: 0x146C48, .surface: 0xFDF7FF])
    + SchemeVector.list(
      0x0000FF, .expressive, dark: false, contrast: 1, [.primary: 0x00341F, .surface: 0xFDF7FF])
    + SchemeVector.list(
      0x0000FF, .vibrant, dark: false,
      [.primary: 0x343DFF, .primaryContainer: 0xE0E0FF, .surface: 0xFBF8FF])
    + SchemeVector.list(0x0000FF, .vibrant, dark: false, contrast: -1, [.surface: 0xFBF8FF])
    + SchemeVector.list(0x0000FF, .vibrant, dark: false, contrast: 0.5, [.surface: 0xFBF8FF])
    + SchemeVector.list(0x0000FF, .vibrant, dark: false, contrast: 1, [.surface: 0xFBF8FF])
    + SchemeVector.list(
      0x0000FF, .vibrant, dark: true, [.primary: 0xBEC2FF, .primaryContainer: 0x0000EF])
    + SchemeVector.list(0x0000FF, .neutral, dark: false, [.primary: 0x5D5D6C, .surface: 0xFCF8FA])
    + SchemeVector.list(0x0000FF, .neutral, dark: true, [.primary: 0xC6C5D6, .surface: 0x131315])
    + SchemeVector.list(
      0x0000FF, .monochrome, dark: false,
      [.primary: 0x000000, .primaryContainer: 0x3B3B3B, .surface: 0xF9F9F9])
    + SchemeVector.list(
      0x0000FF, .monochrome, dark: true,
      [.primary: 0xFFFFFF, .primaryContainer: 0xD4D4D4, .surface: 0x131313])
    + SchemeVector.list(
      0x0000FF, .rainbow, dark: false,
      [.primary: 0x5056A9, .secondary: 0x5C5D72, .surface: 0xF9F9F9])
    + SchemeVector.list(
      0x0000FF, .rainbow, dark: true,
      [.primary: 0xBEC2FF, .secondary: 0xC5C4DD, .surface: 0x131313])
    + SchemeVector.list(
      0x0000FF, .fruitSalad, dark: false,
      [.primary: 0x006688, .primaryContainer: 0xC2E8FF, .tertiaryContainer: 0xE0E0FF])
    + SchemeVector.list(
      0xFF0000, .tonalSpot, dark: true,
      [
        .primaryFixed: 0xFFDAD4, .primaryFixedDim: 0xFFB4A8, .onPrimaryFixed: 0x3A0905,
        .onPrimaryFixedVariant: 0x73342A, .tertiaryFixed: 0xFBDFA6, .onTertiaryFixed: 0x251A00,
      ])
    + SchemeVector.list(
      0xFF0000, .fidelity, dark: false, contrast: 0.5, [.onPrimaryContainer: 0xFFFFFF])
    + SchemeVector.list(
      0x0000FF, .content, dark: false, contrast: 0.5, [.onSecondaryContainer: 0xFFFFFF])
    + SchemeVector.list(
      0xFFFF00, .content, dark: true, contrast: -0.5, [.onTertiaryContainer: 0x959B1A])
    + SchemeVector.list(0x0000FF, .content, dark: false, [.inverseSurface: 0x2F2F3B])
    + SchemeVector.list(
      0xFF0000, .content, dark: false, contrast: -0.5, [.inversePrimary: 0xFF422F])
    + SchemeVector.list(0xFFFF00, .content, dark: true, [.outlineVariant: 0x484831])
    + SchemeVector.list(
      0x850096, .content, dark: false, contrast: -1, [.tertiaryContainer: 0xFFCCD7])
    + SchemeVector.list(0x850096, .content, dark: false, [.tertiaryContainer: 0x980249])
    + SchemeVector.list(
      0x850096, .content, dark: false, contrast: 1, [.tertiaryContainer: 0x930046])
    + SchemeVector.list(
      0x850096, .fidelity, dark: false, contrast: -1, [.tertiaryContainer: 0xEBD982])
    + SchemeVector.list(0x850096, .fidelity, dark: false, [.tertiaryContainer: 0xBCAC5A])
    + SchemeVector.list(
      0x850096, .fidelity, dark: false, contrast: 1, [.tertiaryContainer: 0x544900])

  @Test(arguments: vectors2021)
  func roleMatchesReference(_ vector: SchemeVector) {
    let scheme = DynamicScheme(
      seedARGB: vector.seed, variant: vector.variant, isDark: vector.dark,
      contrastLevel: vector.contrast, specVersion: vector.spec)
    #expect(scheme.argb(for: vector.role) == vector.expected)
  }

  /// Monochrome tones (±0.3) of material-color-utilities' monochrome scheme tests.
  @Test(arguments: [
    (true, DynamicColorRole.primary, 100.0), (true, .onPrimary, 10), (true, .primaryContainer, 85),
    (true, .onPrimaryContainer, 0), (true, .secondary, 80), (true, .secondaryContainer, 30),
    (true, .tertiary, 90), (true, .tertiaryContainer, 60), (false, .primary, 0),
    (false, .onPrimary, 90), (false, .primaryContainer, 25), (false, .secondary, 40),
    (false, .tertiary, 25), (false, .tertiaryContainer, 49),
  ])
  func monochromeTones(dark: Bool, role: DynamicColorRole, tone: Double) throws {
    let scheme = DynamicScheme(seedARGB: 0xFF00_00FF, variant: .monochrome, isDark: dark)
    let argb = try #require(scheme.argb(for: role))
    #expect(abs(Hct(argb: argb).tone - tone) <= 0.3)
  }
}
