import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Keeps `Themes/theme.schema.json` equal to the generated schema, and the generated schema in
/// step with the keys the decoder accepts.
@Suite struct ThemeSchemaTests {
  static let path = Repository.theme("theme.schema.json")

  static func schema() throws -> [String: Any] {
    let data = Data(ThemeFileSchema.text.utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The committed file is the generated one; `MATERIAL_THEMING_UPDATE_SCHEMA=1` rewrites it.
  @Test func committedSchemaIsGenerated() throws {
    let generated = ThemeFileSchema.text
    if ProcessInfo.processInfo.environment["MATERIAL_THEMING_UPDATE_SCHEMA"] == "1" {
      try generated.write(toFile: Self.path, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(
      committed == generated,
      "Themes/theme.schema.json is stale: MATERIAL_THEMING_UPDATE_SCHEMA=1 swift test --filter ThemeSchemaTests"
    )
  }

  static func propertyNames(_ object: Any?) -> Set<String> {
    Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
  }

  @Test func topLevelKeysMatch() throws {
    #expect(Self.propertyNames(try Self.schema()) == Set(ThemeFileReader.topLevelKeys))
  }

  @Test func sectionKeysMatch() throws {
    let schema = try Self.schema()
    let properties = schema["properties"] as? [String: Any]
    let definitions = schema["$defs"] as? [String: Any]
    #expect(Self.propertyNames(properties?["colors"]) == Set(ColorSectionReader.keys))
    #expect(Self.propertyNames(properties?["typography"]) == Set(TypographySectionReader.keys))
    #expect(Self.propertyNames(properties?["components"]) == Set(ComponentSectionReader.keys))
    #expect(Self.propertyNames(definitions?["roleMap"]) == Set(ColorRole.allCases.map(\.key)))
    #expect(Self.propertyNames(definitions?["font"]) == Set(TypographySectionReader.fontKeys))
    #expect(
      Self.propertyNames(definitions?["bottomNavigationStyle"])
        == Set(ComponentSectionReader.bottomNavigationStyleKeys.members))
    #expect(
      Self.propertyNames(definitions?["bottomDrawerStyle"])
        == Set(ComponentSectionReader.bottomDrawerKeys.members))
    #expect(Self.propertyNames(definitions?["category"]) == Set(ShapeSectionReader.categoryKeys))
    let colors = properties?["colors"] as? [String: Any]
    #expect(
      Self.propertyNames((colors?["properties"] as? [String: Any])?["material3"])
        == Set(Material3SchemeSlot.allCases.map(\.rawValue)))
    #expect(
      Self.propertyNames(definitions?["material3RoleMap"])
        == Set(DynamicColorRole.allCases.map(\.rawValue)))
    #expect(
      Self.propertyNames(definitions?["seedImage"]) == Set(ColorSectionReader.seedImageKeys))
    #expect(
      Self.propertyNames(definitions?["extendedColor"])
        == Set(ColorSectionReader.extendedColorKeys))
    #expect(
      Self.propertyNames(definitions?["customColor"])
        == Set(ColorSectionReader.customColorKeys))
  }

  /// The Material 3 type scale, shape scale and state layers list the decoder's keys.
  @Test func material3KeysMatch() throws {
    let schema = try Self.schema()
    let properties = schema["properties"] as? [String: Any]
    let definitions = schema["$defs"] as? [String: Any]
    func members(_ object: Any?) -> [String: Any] {
      (object as? [String: Any])?["properties"] as? [String: Any] ?? [:]
    }
    let typography = members(members(properties?["typography"])["material3"])
    #expect(Set(typography.keys) == Set(TypographySectionReader.material3Keys))
    #expect(
      Self.propertyNames(typography["styles"])
        == Set(Material3TypeRole.allCases.map(\.key)))
    #expect(
      Self.propertyNames(definitions?["material3TypeStyle"])
        == Set(TypographySectionReader.material3StyleKeys))
    let shapeForms = (properties?["shape"] as? [String: Any])?["oneOf"] as? [Any] ?? []
    let shapeObject = try #require(shapeForms.last)
    #expect(Self.propertyNames(shapeObject) == Set(ShapeSectionReader.keys))
    #expect(
      Self.propertyNames(members(shapeObject)["material3"])
        == Set(Material3ShapeRole.allCases.map(\.key)))
    let layerForms = (properties?["stateLayers"] as? [String: Any])?["oneOf"] as? [Any] ?? []
    #expect(Self.propertyNames(layerForms.last) == Set(StateLayerSectionDecoder.keys))
    #expect(
      (layerForms.first as? [String: Any])?["enum"] as? [String]
        == Material3StateLayerDefaults.allCases.map(\.rawValue))
  }

  /// The dynamic color choices the schema lists are the decoder's.
  @Test func dynamicColorChoicesMatch() throws {
    let colors = (try Self.schema()["properties"] as? [String: Any])?["colors"] as? [String: Any]
    let members = colors?["properties"] as? [String: Any]
    func choices(_ key: String) -> [String] {
      (members?[key] as? [String: Any])?["enum"] as? [String] ?? []
    }
    #expect(choices("variant") == DynamicSchemeVariant.allCases.map(\.rawValue))
    #expect(choices("spec") == ColorSpecVersion.allCases.map(\.rawValue))
    #expect(choices("platform") == DynamicSchemePlatform.allCases.map(\.rawValue))
  }
}
