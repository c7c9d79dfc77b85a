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
      // The MDC colors, then the Material 3 group and its colors.
      let material3 = try #require(paths.firstIndex(of: "brand/material3/Contents.json"))
      for (index, path) in paths.enumerated().dropFirst(2) where index != material3 {
        let parts = path.split(separator: "/").map(String.init)
        let folders: [String] = index < material3 ? ["brand"] : ["brand", "material3"]
        #expect(Array(parts.dropLast(2)) == folders)
        #expect(parts.count == folders.count + 2 && parts.last == "Contents.json")
        let name = parts[parts.count - 2]
        #expect(name.hasSuffix(".colorset"))
        #expect(name.dropLast(".colorset".count).allSatisfy { $0.isLetter || $0.isNumber })
      }
      let material3Group = try json(files[material3].contents)
      let material3Properties = try #require(material3Group["properties"] as? [String: Any])
      #expect(material3Properties["provides-namespace"] as? Bool == true)
      let root = try json(files[0].contents)
      let info = try #require(root["info"] as? [String: Any])
      #expect(info["version"] as? Int == 1 && info["author"] as? String == "material-theme")
      let group = try json(files[1].contents)
      let properties = try #require(group["properties"] as? [String: Any])
      #expect(properties["provides-namespace"] as? Bool == true)
      #expect(AssetCatalogWriter.isGenerated(files[0].contents))
    }
  }

  /// Four universal entries (Any, Dark, High Contrast, Dark + High Contrast), then one watch
  /// entry without appearances holding the dark value; no idiom has two entries with the same
  /// appearances, so the catalog compiler never has to choose between them.
  @Test func everyColorSetHasTheFourAppearancesAndAWatchEntryWithResolvesColors() throws {
    let expectedAppearances: [[String]] = [
      [], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"], [],
    ]
    let idioms = ["universal", "universal", "universal", "universal", "watch"]
    let traits: [ColorTraits] = [
      .init(appearance: .light), .init(appearance: .dark),
      .init(appearance: .light, contrast: .high), .init(appearance: .dark, contrast: .high),
      .init(appearance: .dark),
    ]
    for (_, theme) in AppleSourceTests.themes {
      let inventory = ThemeInventory(theme: theme)
      let resolved = traits.map { ResolvedThemeJSON.make(theme, traits: $0).serialized() }
      let material3 = Material3Inventory(theme: theme)
      let all = AssetCatalogWriter(theme: theme, identifier: "brand").files()
      // The MDC colors, the Material 3 group, the Material 3 colors.
      #expect(all.count == 3 + inventory.colors.count + material3.colors.count)
      let files =
        all.dropFirst(2).prefix(inventory.colors.count).map { ($0, "brand") }
        + all.suffix(material3.colors.count).map { ($0, "brand/material3") }
      let entries = inventory.colors + material3.colors
      for ((file, folder), entry) in zip(files, entries) {
        #expect(file.path == "\(folder)/\(entry.name).colorset/Contents.json")
        let colorSet = try json(file.contents)
        let colors = try #require(colorSet["colors"] as? [[String: Any]])
        try #require(colors.count == 5)
        var slots = Set<String>()
        for (index, color) in colors.enumerated() {
          #expect(color["idiom"] as? String == idioms[index])
          #expect(Set(color.keys).isSubset(of: ["appearances", "color", "idiom"]))
          let appearances = (color["appearances"] as? [[String: String]] ?? []).map {
            "\($0["appearance"]!)=\($0["value"]!)"
          }
          #expect(appearances == expectedAppearances[index])
          let slot = "\(idioms[index]) \(appearances.sorted())"
          #expect(slots.insert(slot).inserted, "\(entry.name): two entries for \(slot)")
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
