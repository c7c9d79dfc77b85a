import Foundation
import Testing

@testable import MaterialThemingCore

/// `DynamicScheme(sourceColor:palettes:…)` against upstream's Java `DynamicScheme` over the same
/// explicit palettes (Tests/DifferentialColor/custom-palettes-generate.py with the mcu-oracle jar):
/// Material Theme Builder's core-color palettes and random ones, all 67 roles.
@Suite struct CustomPaletteOracleTests {
  private static let fixtureURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/mcu-oracle-custom-palettes.txt")

  private static let variants: [Substring: DynamicSchemeVariant] = [
    "TONAL_SPOT": .tonalSpot, "CONTENT": .content, "FIDELITY": .fidelity, "NEUTRAL": .neutral,
    "VIBRANT": .vibrant,
  ]

  /// `RRGGBB` (fromInt), `RRGGBB@CHROMA` (the color's hue at CHROMA), `HUE/CHROMA`, or
  /// `content:RRGGBB:KEY` (the content variant's neutral, neutralVariant or error palette).
  static func palette(_ text: Substring) throws -> TonalPalette {
    if text.hasPrefix("content:") {
      let parts = text.split(separator: ":")
      try #require(parts.count == 3)
      let palettes = SchemePalettes(
        sourceColor: Color(rgb: try #require(UInt32(parts[1], radix: 16))), variant: .content)
      switch parts[2] {
      case "neutral": return palettes.neutral
      case "neutralVariant": return palettes.neutralVariant
      default: return palettes.error
      }
    }
    if let slash = text.firstIndex(of: "/") {
      return TonalPalette(
        hue: try #require(Double(text[..<slash])),
        chroma: try #require(Double(text[text.index(after: slash)...])))
    }
    if let at = text.firstIndex(of: "@") {
      let color = try #require(UInt32(text[..<at], radix: 16))
      return TonalPalette(
        hue: Hct(argb: 0xFF00_0000 | color).hue,
        chroma: try #require(Double(text[text.index(after: at)...])))
    }
    return TonalPalette(argb: 0xFF00_0000 | (try #require(UInt32(text, radix: 16))))
  }

  @Test func everyRoleMatchesUpstream() throws {
    let lines = try OracleDifferentialTests.oracleFixtureLines(Self.fixtureURL)
    var mismatches: [String] = []
    var compared = 0
    for line in lines {
      let fields = line.split(separator: " ")
      try #require(fields.count == 7)
      let palettes = try fields[5].split(separator: ",").map(Self.palette)
      try #require(palettes.count == 6)
      let scheme = DynamicScheme(
        sourceColor: Color(rgb: try #require(UInt32(fields[0], radix: 16))),
        palettes: SchemePalettes(
          primary: palettes[0], secondary: palettes[1], tertiary: palettes[2],
          neutral: palettes[3], neutralVariant: palettes[4], error: palettes[5]),
        variant: try #require(Self.variants[fields[1]]), isDark: fields[2] == "1",
        contrastLevel: try #require(Double(fields[3])),
        specVersion: try #require(ColorSpecVersion(rawValue: String(fields[4]))))
      let actual = scheme.materialDynamicColors.map {
        String(format: "%06X", $0.argb & 0xFF_FFFF)
      }
      let expected = fields[6]
      try #require(expected.count == actual.count * 6)
      for (index, hex) in actual.enumerated() {
        compared += 1
        let start = expected.index(expected.startIndex, offsetBy: index * 6)
        let want = expected[start..<expected.index(start, offsetBy: 6)]
        if want != hex {
          mismatches.append(
            "\(fields[0...5].joined(separator: " ")) "
              + "\(MaterialDynamicColorRole.allCases[index].rawValue): \(hex) ≠ \(want)")
        }
      }
    }
    #expect(compared >= 200 * 67)
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(8))")
  }
}
