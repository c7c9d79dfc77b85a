import Testing

@testable import MaterialThemingCore

/// Palette vectors of material-color-utilities' `palettes_test.ts` and the key colors of its scheme
/// tests.
@Suite struct TonalPaletteTests {
  @Test(arguments: [
    (100.0, 0xFFFF_FFFF as UInt32), (95, 0xFFF1_EFFF), (90, 0xFFE0_E0FF), (80, 0xFFBE_C2FF),
    (70, 0xFF9D_A3FF), (60, 0xFF7C_84FF), (50, 0xFF5A_64FF), (40, 0xFF34_3DFF), (30, 0xFF00_00EF),
    (20, 0xFF00_01AC), (10, 0xFF00_006E), (0, 0xFF00_0000),
  ])
  func paletteOfBlue(tone: Double, expected: UInt32) {
    #expect(TonalPalette(argb: 0xFF00_00FF).argb(atTone: tone) == expected)
  }

  @Test(arguments: [
    (90.0, 0xFFE1_E0F9 as UInt32), (80, 0xFFC5_C4DD), (50, 0xFF75_758B), (40, 0xFF5C_5D72),
    (30, 0xFF44_4559), (10, 0xFF19_1A2C),
  ])
  func corePaletteA2OfBlue(tone: Double, expected: UInt32) {
    let blue = Hct(argb: 0xFF00_00FF)
    #expect(TonalPalette(hue: blue.hue, chroma: 16).argb(atTone: tone) == expected)
  }

  @Test(arguments: [(80.0, 0xFFC1_C3F4 as UInt32), (40, 0xFF58_5B86), (10, 0xFF14_173F)])
  func contentCorePaletteA2OfBlue(tone: Double, expected: UInt32) {
    let blue = Hct(argb: 0xFF00_00FF)
    #expect(TonalPalette(hue: blue.hue, chroma: blue.chroma / 3).argb(atTone: tone) == expected)
  }

  @Test func yellowToneNinetyNineAveragesNeighbours() {
    let yellow = TonalPalette(hue: 110, chroma: 40)
    let average = TonalPalette.average(yellow.argb(atTone: 98), yellow.argb(atTone: 100))
    #expect(yellow.argb(atTone: 99) == average)
    let blue = TonalPalette(hue: 260, chroma: 40)
    #expect(blue.argb(atTone: 99) == HctSolver.solve(hue: 260, chroma: 40, tone: 99))
  }

  @Test func fromColorKeepsItAsKeyColor() {
    let palette = TonalPalette(argb: 0xFF00_00FF)
    #expect(palette.keyColor.argb == 0xFF00_00FF)
  }

  /// The key color of a palette as the key-color role reports it: the palette at the key's tone.
  private func keyColor(_ palette: TonalPalette) -> UInt32 {
    palette.argb(atTone: palette.keyColor.tone)
  }

  @Test func keyColorsOfBlueSeed() {
    let content = DynamicScheme(seedARGB: 0xFF00_00FF, variant: .content)
    #expect(keyColor(content.palettes.primary) == 0xFF08_0CFF)
    #expect(keyColor(content.palettes.tertiary) == 0xFF81_009F)
    #expect(keyColor(content.palettes.neutral) == 0xFF76_7684)
    let expressive = DynamicScheme(seedARGB: 0xFF00_00FF, variant: .expressive)
    #expect(keyColor(expressive.palettes.primary) == 0xFF35_855F)
    let fruitSalad = DynamicScheme(seedARGB: 0xFF00_00FF, variant: .fruitSalad)
    #expect(keyColor(fruitSalad.palettes.primary) == 0xFF03_93C3)
    let vibrant = DynamicScheme(seedARGB: 0xFF00_00FF, variant: .vibrant)
    #expect(keyColor(vibrant.palettes.secondary) == 0xFF7B_7296)
  }

  @Test func rotatedHueVectors() {
    #expect(HueRotation.rotated(43, breakpoints: [0, 42, 360], rotations: [0, 15, 0]) == 58)
    #expect(HueRotation.rotated(43, breakpoints: [0, 42, 360], rotations: [0, 480, 0]) == 163)
    #expect(HueRotation.rotated(43, breakpoints: [0, 360], rotations: []) == 43)
    #expect(HueRotation.rotated(43, breakpoints: [], rotations: [0, 15]) == 43)
  }
}
