import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Theme Builder exports with only `light` and `dark` schemes: the medium- and high-contrast
/// schemes come from the export's core colors, checked against upstream's Java `DynamicScheme`
/// over the same palettes (`mcu-oracle-custom-palettes.txt`, Tests/DifferentialColor).
@Suite struct LightDarkOnlyExportTests {
  /// The MIT-licensed ab-nextjs-theme export (custom secondary, tertiary and neutral; see
  /// Lint/Fixtures/real/CORPUS.md), its four contrast schemes removed here, at run time: no
  /// light/dark-only export under a permissive licence was found (Formats/Fixtures/README.md).
  static let exportPath = RealExportTests.directory
    .appendingPathComponent("ab-nextjs-theme.material-theme.json").path
  static let contrastKeys = [
    "light-medium-contrast", "light-high-contrast", "dark-medium-contrast", "dark-high-contrast",
  ]

  static func trimmedExport() throws -> [UInt8] {
    let data = try Data(contentsOf: URL(fileURLWithPath: exportPath))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var schemes = try #require(object["schemes"] as? [String: Any])
    for key in contrastKeys { schemes[key] = nil }
    object["schemes"] = schemes
    return Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
  }

  /// The oracle's answer for `request` (the fixture line's first six fields), by role name.
  static func oracle(_ request: String) throws -> [String: String] {
    let url = Repository.root.appendingPathComponent(
      "Tests/MaterialThemingCoreTests/DynamicColor/Fixtures/mcu-oracle-custom-palettes.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let names = try #require(lines.first { $0.hasPrefix("# roles ") })
      .dropFirst("# roles ".count).split(separator: " ")
    let line = try #require(lines.first { $0.hasPrefix(request + " ") }, "no line \(request)")
    let colors = Array(line.split(separator: " ")[6])
    var result: [String: String] = [:]
    for (index, name) in names.enumerated() {
      result[String(name)] = "#" + String(colors[index * 6..<index * 6 + 6])
    }
    return result
  }

  /// Tonal spot, spec 2021, with each core color's hue: primary and the custom secondary and
  /// tertiary at chroma 36, the custom neutral at 6, the seed's hue at 8 for the neutral variant.
  static let palettes = "A67C52@36,FFD700@36,21FFFF@36,211A16@6,A67C52@8,25/84"

  @Test func theMissingSchemesAreUpstreamsOverTheCorePalettes() throws {
    let theme = try ThemeLoader().load(bytes: try Self.trimmedExport(), fileName: "export.json")
    for (appearance, dark) in [(Appearance.light, "0"), (.dark, "1")] {
      for (contrast, level) in [(Material3Contrast.medium, "0.5"), (.high, "1.0")] {
        let expected = try Self.oracle("A67C52 TONAL_SPOT \(dark) \(level) 2021 \(Self.palettes)")
        let roles = theme.material3Scheme(appearance: appearance, contrast: contrast)
        #expect(roles.count == DynamicColorRole.roles(for: .spec2021).count)
        for (role, color) in roles {
          #expect(
            color.opaqueHexString == expected[role.rawValue], "\(appearance) \(contrast) \(role)")
        }
      }
    }
    // The high-contrast primary, and what the ten semantic roles take from it.
    let high = try Self.oracle("A67C52 TONAL_SPOT 0 1.0 2021 \(Self.palettes)")
    #expect(high["primary"] == "#442500")
    #expect(
      theme.colors[ColorTraits(appearance: .light, contrast: .high)].primary.opaqueHexString
        == "#442500")
    // The seed alone would give another secondary: the custom #FFD700 moves its hue to yellow.
    let seedOnly = DynamicScheme(
      seed: try Color(hex: "#A67C52"), isDark: false, contrastLevel: 1)
    #expect(
      seedOnly.color(for: .secondary)?.opaqueHexString
        != theme.material3Scheme(appearance: .light, contrast: .high)[.secondary]?.opaqueHexString)
  }

  @Test func theStatedSchemesAreKeptAndTheNoteSaysWhatWasGenerated() throws {
    let bytes = try Self.trimmedExport()
    let document = try ThemeLoader().document(bytes: bytes, fileName: "export.json")
    let export = try ThemeBuilderExport(bytes: bytes, fileName: "export.json")
    #expect(
      export.missingSchemes.map(\.themeBuilderKey)
        == Self.contrastKeys.sorted {
          Material3SchemeSlot(themeBuilderKey: $0)!.index
            < Material3SchemeSlot(themeBuilderKey: $1)!.index
        })
    #expect(export.coreColorRecipe == .tonalSpot)
    #expect(document.colors.material3[.light] == export.schemes[.light])
    #expect(document.colors.material3[.dark] == export.schemes[.dark])
    #expect(document.colors.material3.count == 6)
    #expect(
      document.notes == [
        "no medium- or high-contrast schemes; generated from coreColors (primary #A67C52, "
          + "secondary #FFD700, tertiary #21FFFF, neutral #211A16) with Theme Builder's tonal "
          + "spot palettes (they give 91 of the 98 colors the export states)"
      ])
    let theme = try ThemeLoader().load(bytes: bytes, fileName: "export.json")
    #expect(theme.notes == ["export.json: " + document.notes[0]])
  }

  @Test func aCompleteExportIsLeftAsItIs() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.exportPath)))
    let export = try ThemeBuilderExport(bytes: bytes, fileName: "export.json")
    #expect(export.missingSchemes.isEmpty)
    #expect(export.generatedSchemes().note == nil)
    #expect(try ThemeLoader().load(bytes: bytes, fileName: "export.json").notes.isEmpty)
  }

  @Test func colorMatchIsRecognizedAndUsesTheContentRules() throws {
    // An export of our own making whose light primaryContainer is its primary core color, as
    // Theme Builder's "color match" writes it.
    let primary = try Color(hex: "#A83C54")
    let export = ThemeBuilderExport(
      seed: primary,
      coreColors: [
        "primary": primary, "secondary": try Color(hex: "#692534"),
        "tertiary": try Color(hex: "#FCBFB9"),
      ],
      schemes: [.light: [.primaryContainer: primary], .dark: [.primary: primary]])
    #expect(export.coreColorRecipe == .colorMatch)
    let expected = try Self.oracle(
      "A83C54 CONTENT 1 1.0 2021 A83C54,692534,FCBFB9,content:A83C54:neutral,"
        + "content:A83C54:neutralVariant,content:A83C54:error")
    let generated = export.coreColorScheme(for: .darkHighContrast, recipe: .colorMatch)
    for (role, color) in generated {
      #expect(color.opaqueHexString == expected[role.rawValue], "\(role)")
    }
    #expect(export.generatedSchemes().note?.contains("color match palettes") == true)
  }
}

extension Material3SchemeSlot {
  /// The slot's place in ``allCases``.
  fileprivate var index: Int { Self.allCases.firstIndex(of: self)! }
}
