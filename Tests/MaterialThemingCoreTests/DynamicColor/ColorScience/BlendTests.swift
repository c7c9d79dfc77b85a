import Foundation
import Testing

@testable import MaterialThemingCore

/// `Blend` against upstream's published vectors and the mcu-oracle.
@Suite struct BlendTests {
  /// typescript/blend/blend_test.ts (upstream MCU): design → source → harmonized.
  @Test(
    arguments: [
      (0xFF0000, 0x0000FF, 0xFB0057), (0xFF0000, 0x00FF00, 0xD85600),
      (0xFF0000, 0xFFFF00, 0xD85600), (0x0000FF, 0x00FF00, 0x0047A3),
      (0x0000FF, 0xFF0000, 0x5700DC), (0x0000FF, 0xFFFF00, 0x0047A3),
      (0x00FF00, 0x0000FF, 0x00FC94), (0x00FF00, 0xFF0000, 0xB1F000),
      (0x00FF00, 0xFFFF00, 0xB1F000), (0xFFFF00, 0x0000FF, 0xEBFFBA),
      (0xFFFF00, 0x00FF00, 0xEBFFBA), (0xFFFF00, 0xFF0000, 0xFFF6E3),
    ] as [(UInt32, UInt32, UInt32)])
  func harmonizeMatchesPublishedVectors(_ design: UInt32, _ source: UInt32, _ expected: UInt32) {
    #expect(Blend.harmonize(Color(rgb: design), toward: Color(rgb: source)) == Color(rgb: expected))
  }

  /// Upstream Java `Blend.hctHue` / `Blend.cam16Ucs` at commit 6112292, printed by
  /// Tests/DifferentialColor/ColorScienceVectors.java: from, to, amount, hctHue, cam16Ucs.
  @Test(
    arguments: [
      (0xFF0000, 0x0000FF, 0.0, 0xFF0000, 0xFF0000), (0xFF0000, 0x0000FF, 0.25, 0xFB005D, 0xCB405D),
      (0xFF0000, 0x0000FF, 0.5, 0xE700C9, 0x9A4A86), (0xFF0000, 0x0000FF, 1.0, 0x656FFF, 0x0000FF),
      (0xE6781E, 0x6750A4, 0.25, 0xEE7049, 0xC2735B), (0xE6781E, 0x6750A4, 0.5, 0xEB6B94, 0x9F6C79),
      (0xE6781E, 0x6750A4, 1.0, 0xA282F9, 0x6750A4), (0x00FF00, 0xFFFFFF, 0.25, 0x00FF22, 0x8EFD7C),
      (0x00FF00, 0xFFFFFF, 0.5, 0x00FE3E, 0xC0FBB4), (0x00FF00, 0xFFFFFF, 1.0, 0x75EDFF, 0xFFFFFF),
      (0x2E7D32, 0x000000, 0.5, 0x2E7D32, 0x233A21), (0x2E7D32, 0x000000, 1.0, 0xB14B71, 0x000000),
    ] as [(UInt32, UInt32, Double, UInt32, UInt32)])
  func hctHueAndUcsMatchUpstreamJava(
    _ from: UInt32, _ to: UInt32, _ amount: Double, _ hue: UInt32, _ ucs: UInt32
  ) {
    let a = Color(rgb: from)
    let b = Color(rgb: to)
    #expect(Blend.hctHue(from: a, to: b, amount: amount) == Color(rgb: hue))
    #expect(Blend.cam16Ucs(from: a, to: b, amount: amount) == Color(rgb: ucs))
  }

  /// Every pair of the mcu-oracle fixture (Tests/DifferentialColor/generate_mcu_colors.py):
  /// `harmonize DESIGN SOURCE`, which runs upstream Java's `Blend.harmonize`.
  @Test func harmonizeMatchesTheOracleOnEveryFixturePair() throws {
    let fixture = try OracleColorFixture.load()
    #expect(fixture.entries.count >= 3000)
    var mismatches: [String] = []
    for entry in fixture.entries {
      let actual = Blend.harmonize(entry.design, toward: entry.source)
      if actual != entry.harmonized {
        mismatches.append("\(entry.designHex)→\(entry.sourceHex): \(actual) vs \(entry.harmonized)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
  }

  /// The hue turns at most 15° and the tone is kept, within 8-bit rounding
  /// (1° of hue for chroma above 30, 1 of tone).
  @Test func harmonizeTurnsAtMostFifteenDegrees() throws {
    for entry in try OracleColorFixture.load().entries.prefix(500) {
      let from = Hct(entry.design)
      let to = Hct(Blend.harmonize(entry.design, toward: entry.source))
      guard from.chroma > 30, to.chroma > 30 else { continue }
      #expect(Blend.differenceDegrees(from.hue, to.hue) <= 16)
      #expect(abs(from.tone - to.tone) < 1.0)
    }
  }
}

/// The committed mcu-oracle fixture for harmonize and custom colors.
struct OracleColorFixture {
  /// One custom color's four roles in one appearance.
  struct Roles: Decodable {
    var color: String
    var onColor: String
    var colorContainer: String
    var onColorContainer: String
  }

  /// The oracle's `custom` answer.
  struct Custom: Decodable {
    var value: String
    var light: Roles
    var dark: Roles
  }

  /// One line of the fixture.
  struct Entry: Decodable {
    var designHex: String
    var sourceHex: String
    var blend: Bool
    var harmonizedHex: String
    var custom: Custom

    enum CodingKeys: String, CodingKey {
      case designHex = "design"
      case sourceHex = "source"
      case blend
      case harmonizedHex = "harmonized"
      case custom
    }

    var design: Color { OracleColorFixture.color("#" + designHex) }
    var source: Color { OracleColorFixture.color("#" + sourceHex) }
    var harmonized: Color { OracleColorFixture.color(harmonizedHex) }
  }

  var entries: [Entry]

  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/mcu-oracle-colors.jsonl")

  /// Reads the fixture (the header line is checked and skipped).
  static func load() throws -> OracleColorFixture {
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    let decoder = JSONDecoder()
    let entries = try lines.dropFirst().map { try decoder.decode(Entry.self, from: Data($0.utf8)) }
    return OracleColorFixture(entries: entries)
  }

  /// `#RRGGBB` → opaque color; a malformed string becomes `.clear`, which no result equals.
  static func color(_ hex: String) -> Color {
    UInt32(hex.dropFirst(), radix: 16).map { Color(rgb: $0) } ?? .clear
  }
}
