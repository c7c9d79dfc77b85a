import Foundation
import Testing

@testable import MaterialTheming

/// Keeps `Themes/theme.schema.json` in step with the keys the decoder accepts.
@Suite struct ThemeSchemaTests {
  static func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repository.theme("theme.schema.json")))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func propertyNames(_ object: Any?) -> Set<String> {
    Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
  }

  @Test func topLevelKeysMatch() throws {
    #expect(Self.propertyNames(try Self.schema()) == Set(ThemeDecoder.topLevelKeys))
  }

  @Test func sectionKeysMatch() throws {
    let schema = try Self.schema()
    let properties = schema["properties"] as? [String: Any]
    let definitions = schema["$defs"] as? [String: Any]
    #expect(Self.propertyNames(properties?["colors"]) == Set(ColorSectionDecoder.keys))
    #expect(Self.propertyNames(properties?["typography"]) == Set(TypographySectionDecoder.keys))
    #expect(Self.propertyNames(properties?["components"]) == Set(ComponentSectionDecoder.keys))
    #expect(Self.propertyNames(definitions?["roleMap"]) == Set(ColorRole.allCases.map(\.key)))
    #expect(Self.propertyNames(definitions?["font"]) == Set(TypographySectionDecoder.fontKeys))
    #expect(
      Self.propertyNames(definitions?["bottomNavigationStyle"])
        == Set(ComponentSectionDecoder.bottomNavigationStyleKeys))
    #expect(
      Self.propertyNames(definitions?["bottomDrawerStyle"])
        == Set(ComponentSectionDecoder.bottomDrawerKeys))
    #expect(Self.propertyNames(definitions?["category"]) == Set(ShapeSectionDecoder.categoryKeys))
    let colors = properties?["colors"] as? [String: Any]
    #expect(
      Self.propertyNames((colors?["properties"] as? [String: Any])?["material3"])
        == Set(Material3SchemeSlot.allCases.map(\.rawValue)))
    #expect(
      Self.propertyNames(definitions?["material3RoleMap"])
        == Set(DynamicColorRole.allCases.map(\.rawValue)))
    #expect(
      Self.propertyNames(definitions?["extendedColor"])
        == Set(ColorSectionDecoder.extendedColorKeys))
    #expect(
      Self.propertyNames(definitions?["customColor"])
        == Set(ColorSectionDecoder.customColorKeys))
  }
}
