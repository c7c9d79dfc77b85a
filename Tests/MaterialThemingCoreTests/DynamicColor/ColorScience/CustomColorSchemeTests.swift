import Testing

@testable import MaterialThemingCore

/// `CustomColorScheme` against the mcu-oracle's `custom` kind (upstream's TypeScript
/// `customColor` computed with the Java classes), on every fixture triple.
@Suite struct CustomColorSchemeTests {
  @Test func everyRoleMatchesTheOracle() throws {
    let fixture = try OracleColorFixture.load()
    var compared = 0
    var mismatches: [String] = []
    for entry in fixture.entries {
      let scheme = CustomColorScheme(
        color: entry.design, harmonizingToward: entry.blend ? entry.source : nil)
      let expected = entry.custom
      let pairs: [(String, Color, String)] =
        [("value", scheme.value, expected.value)]
        + zip(scheme.light.named, Self.roles(expected.light)).map {
          ("light.\($0.key)", $0.color, $1)
        }
        + zip(scheme.dark.named, Self.roles(expected.dark)).map { ("dark.\($0.key)", $0.color, $1) }
      for (role, actual, hex) in pairs {
        compared += 1
        if actual != OracleColorFixture.color(hex) {
          mismatches.append("\(entry.designHex)/\(entry.sourceHex) \(role): \(actual) vs \(hex)")
        }
      }
    }
    #expect(compared == fixture.entries.count * 9)
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared): \(mismatches.prefix(5))")
  }

  /// The oracle README's worked example: custom E6781E toward 6750A4, blended.
  @Test func readmeExample() {
    let scheme = CustomColorScheme(
      color: Color(rgb: 0xE6781E), harmonizingToward: Color(rgb: 0x6750A4))
    #expect(scheme.value == Color(rgb: 0xEE7145))
    #expect(
      scheme[.light]
        == CustomColorRoles(
          color: Color(rgb: 0xA53C13), onColor: Color(rgb: 0xFFFFFF),
          colorContainer: Color(rgb: 0xFFDBD0), onColorContainer: Color(rgb: 0x390C00)))
    #expect(
      scheme[ColorTraits(appearance: .dark, contrast: .high)]
        == CustomColorRoles(
          color: Color(rgb: 0xFFB59D), onColor: Color(rgb: 0x5D1900),
          colorContainer: Color(rgb: 0x832600), onColorContainer: Color(rgb: 0xFFDBD0)))
  }

  static func roles(_ roles: OracleColorFixture.Roles) -> [String] {
    [roles.color, roles.onColor, roles.colorContainer, roles.onColorContainer]
  }
}
