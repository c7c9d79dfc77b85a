import Foundation
import Testing

@testable import MaterialTheming

/// The asset catalog output, checked structurally as Xcode reads it (folder layout, `Contents.json`
/// keys and values), with every color compared to `resolve`'s for each appearance and contrast.
@Suite struct AssetCatalogTests {
  private func json(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func layoutIsACatalogWithANamespacedGroupOfColorSets() throws {
    for (_, theme) in AppleSourceTests.themes {
      let files = AssetCatalogWriter(theme: theme, identifier: "brand").files()
      let paths = files.map(\.path)
      #expect(paths[0] == "Contents.json")
      #expect(paths[1] == "brand/Contents.json")
      #expect(Set(paths).count == paths.count, "asset names are unique")
      for path in paths.dropFirst(2) {
        let parts = path.split(separator: "/")
        #expect(parts.count == 3 && parts[0] == "brand" && parts[2] == "Contents.json")
        #expect(parts[1].hasSuffix(".colorset"))
        #expect(parts[1].dropLast(".colorset".count).allSatisfy { $0.isLetter || $0.isNumber })
      }
      let root = try json(files[0].contents)
      let info = try #require(root["info"] as? [String: Any])
      #expect(info["version"] as? Int == 1 && info["author"] as? String == "material-theme")
      let group = try json(files[1].contents)
      let properties = try #require(group["properties"] as? [String: Any])
      #expect(properties["provides-namespace"] as? Bool == true)
      #expect(AssetCatalogWriter.isGenerated(files[0].contents))
    }
  }

  @Test func everyColorSetHasTheFourAppearancesWithResolvesColors() throws {
    let expectedAppearances: [[String]] = [
      [], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"],
    ]
    let traits: [ColorTraits] = [
      .init(appearance: .light), .init(appearance: .dark),
      .init(appearance: .light, contrast: .high), .init(appearance: .dark, contrast: .high),
    ]
    for (_, theme) in AppleSourceTests.themes {
      let inventory = ThemeInventory(theme: theme)
      let resolved = traits.map { ResolvedThemeJSON.make(theme, traits: $0).serialized() }
      let files = AssetCatalogWriter(theme: theme, identifier: "brand").files().dropFirst(2)
      #expect(files.count == inventory.colors.count)
      for (file, entry) in zip(files, inventory.colors) {
        #expect(file.path == "brand/\(entry.name).colorset/Contents.json")
        let colorSet = try json(file.contents)
        let colors = try #require(colorSet["colors"] as? [[String: Any]])
        try #require(colors.count == 4)
        for (index, color) in colors.enumerated() {
          #expect(color["idiom"] as? String == "universal")
          let appearances = (color["appearances"] as? [[String: String]] ?? []).map {
            "\($0["appearance"]!)=\($0["value"]!)"
          }
          #expect(appearances == expectedAppearances[index])
          let value = try #require(color["color"] as? [String: Any])
          #expect(value["color-space"] as? String == "srgb")
          let components = try #require(value["components"] as? [String: String])
          let bytes = ["red", "green", "blue", "alpha"].map { key -> Int in
            Int((Double(components[key]!)! * 255).rounded())
          }
          let hex = "#" + bytes.map { String(format: "%02X", $0) }.joined()
          #expect(hex == entry[traits[index]].hexString, "\(entry.name) \(traits[index])")
          #expect(resolved[index].contains("\"\(hex)\""), "\(entry.name) in resolve")
          #expect(components.values.allSatisfy { $0.count == 5 && $0.contains(".") })
        }
      }
    }
  }

  @Test func contentsAreLaidOutAsXcodeWritesThem() {
    let theme = AppleSourceTests.themes[0].theme
    let files = AssetCatalogWriter(theme: theme, identifier: "brand").files()
    #expect(
      files[0].contents == "{\n  \"info\" : {\n    \"author\" : \"material-theme\",\n"
        + "    \"version\" : 1\n  }\n}\n")
    let colorSet = files[2].contents
    #expect(colorSet.hasPrefix("{\n  \"colors\" : [\n    {\n      \"color\" : {\n"))
    #expect(
      colorSet.contains(
        "\"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n"
          + "          \"value\" : \"dark\"\n        }\n      ],\n"))
  }
}
