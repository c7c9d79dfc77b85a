import Foundation
import Testing

@testable import MaterialThemingCore

/// Compares all 67 roles of every combination in the committed fixture of upstream Material Color
/// Utilities' Java (mcu-oracle, written by Tests/DifferentialColor/oracle-generate.py) with this
/// engine: every variant including CMF, specs 2021/2025/2026, phone and watch, light and dark,
/// contrast in −1...1.
@Suite struct OracleDifferentialTests {
  /// One fixture line.
  private struct Combination {
    var seeds: [UInt32]
    var variant: DynamicSchemeVariant
    var isDark: Bool
    var contrast: Double
    var spec: ColorSpecVersion
    var platform: DynamicSchemePlatform
    /// 67 × RRGGBB then controlHighlight's alpha, or nil when upstream rejects the combination.
    var colors: Substring?
  }

  private static let fixtureURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/mcu-oracle.txt")

  /// The oracle's variant names.
  private static let variants: [Substring: DynamicSchemeVariant] = [
    "MONOCHROME": .monochrome, "NEUTRAL": .neutral, "TONAL_SPOT": .tonalSpot,
    "VIBRANT": .vibrant, "EXPRESSIVE": .expressive, "FIDELITY": .fidelity, "CONTENT": .content,
    "RAINBOW": .rainbow, "FRUIT_SALAD": .fruitSalad, "CMF": .cmf,
  ]

  private static func parse(_ line: Substring) throws -> Combination {
    let fields = line.split(separator: " ")
    try #require(fields.count == 7, "fixture line has \(fields.count) fields")
    return Combination(
      seeds: try fields[0].split(separator: ",").map { try #require(UInt32($0, radix: 16)) },
      variant: try #require(variants[fields[1]]), isDark: fields[2] == "1",
      contrast: try #require(Double(fields[3])),
      spec: try #require(ColorSpecVersion(rawValue: String(fields[4]))),
      platform: try #require(DynamicSchemePlatform(rawValue: fields[5].lowercased())),
      colors: fields[6] == "error" ? nil : fields[6])
  }

  private static func hex(_ value: UInt32, digits count: Int) -> String {
    let digits = Array("0123456789ABCDEF")
    return String((0..<count).map { digits[Int((value >> UInt32(4 * (count - 1 - $0))) & 0xF)] })
  }

  @Test func fixtureMatchesEveryRole() throws {
    let lines = try Self.oracleFixtureLines(Self.fixtureURL)
    let combinations = try lines.map(Self.parse)
    #expect(combinations.count >= 10_000)

    var mismatches: [String] = []
    var mismatchCount = 0
    var compared = 0
    var errors = 0
    for combination in combinations {
      let label =
        "\(combination.seeds.map { Self.hex($0, digits: 6) }) \(combination.variant) "
        + "dark=\(combination.isDark) contrast=\(combination.contrast) "
        + "spec=\(combination.spec.rawValue) \(combination.platform)"
      let made = Result { () throws(DynamicSchemeError) in
        try DynamicScheme(
          sourceColors: combination.seeds.map { Color(rgb: $0) }, variant: combination.variant,
          isDark: combination.isDark, contrastLevel: combination.contrast,
          specVersion: combination.spec, platform: combination.platform)
      }
      guard let expected = combination.colors else {
        errors += 1
        #expect(throws: DynamicSchemeError.cmfRequiresSpec2026(combination.spec)) {
          try made.get()
        }
        continue
      }
      let scheme = try made.get()
      let actual = scheme.materialDynamicColors
      var text = ""
      for entry in actual { text += Self.hex(entry.argb, digits: 6) }
      text += Self.hex(scheme.argb(for: .controlHighlight) >> 24, digits: 2)
      compared += actual.count
      guard text != expected else { continue }
      let expectedBytes = Array(expected.utf8)
      let actualBytes = Array(text.utf8)
      for (index, role) in MaterialDynamicColorRole.allCases.enumerated() {
        let range = (index * 6)..<(index * 6 + 6)
        let mine = String(decoding: actualBytes[range], as: UTF8.self)
        let theirs = String(decoding: expectedBytes[range], as: UTF8.self)
        if mine != theirs {
          mismatchCount += 1
          if mismatches.count < 40 { mismatches.append("\(label) \(role): \(mine) ≠ \(theirs)") }
        }
      }
      if actualBytes.suffix(2) != expectedBytes.suffix(2) {
        mismatchCount += 1
        mismatches.append("\(label) controlHighlight alpha")
      }
    }
    #expect(errors > 0)
    #expect(compared >= 10_000 * 67)
    #expect(
      mismatchCount == 0,
      "\(mismatchCount) of \(compared) role colors differ:\n\(mismatches.joined(separator: "\n"))")
  }
}

extension OracleDifferentialTests {
  /// The data lines of an mcu-oracle fixture, after checking that its `# roles` header lists
  /// upstream's 67 roles in our order (the column order every line follows).
  static func oracleFixtureLines(_ url: URL) throws -> ArraySlice<Substring> {
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n")
    let header = lines.prefix { $0.hasPrefix("#") }
    let roleLine = try #require(header.first { $0.hasPrefix("# roles ") })
    #expect(
      roleLine.dropFirst("# roles ".count).split(separator: " ").map(String.init)
        == MaterialDynamicColorRole.allCases.map(\.rawValue))
    return lines.dropFirst(header.count)
  }
}
