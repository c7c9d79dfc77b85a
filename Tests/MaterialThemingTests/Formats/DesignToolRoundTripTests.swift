import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Theme → Material Theme Builder export → theme, and theme → Figma `POST …/variables` body →
/// theme, both read back through the importers (format detection included), give the same
/// resolved schemes for every appearance and contrast.
@Suite struct DesignToolRoundTripTests {
  /// Every shipped theme, both Theme Builder exports, and corpus files from design tools.
  static let themePaths =
    Repository.themeFiles
    + InteropFixtures.themeBuilderExports.map(InteropFixtures.path)
    + ["figma-variables-material-theme.json", "tokens-studio-material-preset.json"].map {
      InteropFixtures.path("tokens-corpus/" + $0)
    }

  /// `text` read as whatever format it is, as `import` and the loader read it.
  static func reimport(_ text: String, _ fileName: String) throws -> (ImportFormat, Theme) {
    let bytes = Array(text.utf8)
    let format = try ImportFormat.detect(bytes: bytes, fileName: fileName)
    return (format, try ThemeLoader().load(bytes: bytes, fileName: fileName))
  }

  /// The six Material 3 schemes as hex, for comparing: 8-bit, as the formats carry them.
  static func material3(_ theme: Theme) -> [String] {
    Material3SchemeSlot.allCases.flatMap { slot in
      let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      return DynamicColorRole.allCases.compactMap { role in
        roles[role].map { "\(slot.rawValue).\(role.rawValue) \($0.hexString)" }
      }
    }
  }

  /// The four semantic schemes as hex.
  static func semantic(_ theme: Theme) -> [String] {
    ColorTraits.all.flatMap { traits in
      ColorRole.allCases.map { "\(traits).\($0.key) \(theme.colors[traits][$0].hexString)" }
    }
  }

  @Test(arguments: themePaths)
  func themeBuilderExportReadsBackToTheSameSchemes(_ path: String) throws {
    let theme = try ThemeLoader().load(contentsOf: path)
    let text = try #require(ExportFormat.themeBuilder.text(theme))
    let (format, imported) = try Self.reimport(text, "material-theme.json")
    #expect(format == .themeBuilder)
    let expected = Self.material3(theme)
    #expect(expected.count >= 6 * 49)
    #expect(Self.material3(imported) == expected)
    // The seed and palettes are the theme's.
    let export = try ThemeBuilderExport(bytes: Array(text.utf8), fileName: "material-theme.json")
    let seed = theme.dynamicColor?.seed ?? theme.colors.light.primary
    #expect(export.seed.opaqueHexString == seed.opaqueHexString)
    #expect(export.palettes.keys.sorted() == ThemeBuilderExport.paletteKeys.sorted())
    #expect(export.palettes["primary"]?.count == ThemeBuilderExport.exportedTones.count)
  }

  @Test(arguments: themePaths)
  func figmaVariablesBodyReadsBackToTheSameSchemes(_ path: String) throws {
    let theme = try ThemeLoader().load(contentsOf: path)
    let text = try #require(ExportFormat.figmaVariables.text(theme))
    let (format, imported) = try Self.reimport(text, "variables.json")
    #expect(format == .figmaVariables)
    #expect(Self.semantic(imported) == Self.semantic(theme))
    #expect(Self.material3(imported) == Self.material3(theme))
  }

  @Test func figmaBodyIsThePostShapeWithAliases() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.themeFiles[0])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(FigmaVariablesWriter.text(theme).utf8))
        as? [String: Any])
    // The four arrays, in the order the API applies them.
    let text = FigmaVariablesWriter.text(theme)
    let order = ["variableCollections", "variableModes", "variables", "variableModeValues"]
      .compactMap { text.range(of: "\"\($0)\"")?.lowerBound }
    #expect(order.count == 4 && order == order.sorted())
    let collections = try #require(json["variableCollections"] as? [[String: Any]])
    #expect(collections.map { $0["name"] as? String } == ["color", "color/m3"])
    #expect(collections.allSatisfy { $0["action"] as? String == "CREATE" })
    let modes = try #require(json["variableModes"] as? [[String: Any]])
    #expect(modes.count == 4 + 6)
    #expect(modes.filter { $0["action"] as? String == "UPDATE" }.count == 2)
    let variables = try #require(json["variables"] as? [[String: Any]])
    #expect(variables.allSatisfy { $0["resolvedType"] as? String == "COLOR" })
    #expect(variables.allSatisfy { !(($0["name"] as? String) ?? ".").contains(".") })
    let values = try #require(json["variableModeValues"] as? [[String: Any]])
    let aliases = values.compactMap { $0["value"] as? [String: Any] }.filter {
      $0["type"] as? String == "VARIABLE_ALIAS"
    }
    // At least light primary is its Material 3 namesake, so it is an alias to that variable.
    #expect(!aliases.isEmpty)
    let ids = Set(variables.compactMap { $0["id"] as? String })
    #expect(aliases.allSatisfy { ids.contains($0["id"] as? String ?? "") })
    let colors = values.compactMap { $0["value"] as? [String: Double] }
    #expect(colors.allSatisfy { $0.count == 4 && $0.values.allSatisfy { (0...1).contains($0) } })
  }

  @Test func aPostBodyWithAnUnknownCollectionIsALocatedError() throws {
    let text = """
      {"variableCollections": [{"action": "CREATE", "id": "c", "name": "color", "initialModeId": "m"}],
       "variableModes": [{"action": "CREATE", "id": "m2", "name": "dark", "variableCollectionId": "nope"}],
       "variables": [], "variableModeValues": []}
      """
    #expect {
      try ThemeLoader().load(bytes: Array(text.utf8), fileName: "body.json")
    } throws: { error in
      let message = "\(error)"
      return message.contains("body.json:2:") && message.contains("names no collection")
    }
  }
}
