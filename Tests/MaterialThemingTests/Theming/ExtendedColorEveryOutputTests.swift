import Foundation
import Testing

@testable import MaterialTheming

/// Named extra colors reach every output, whichever way a theme states them: a Theme Builder
/// export's `extendedColors`, a theme file's `colors.extended`, or its `colors.custom`.
///
/// Expected colors are the mcu-oracle's answers (its README, `custom DESIGN SOURCE BLEND`) for
/// the terracotta export's seed #8A4F2C: `custom 2E7D32 8A4F2C true` (Success, harmonized) and
/// `custom C9A227 8A4F2C false` (Brand Gold).
@Suite struct ExtendedColorEveryOutputTests {
  /// Role → (light, dark) per color, from the oracle.
  static let expected: [String: [String: (light: String, dark: String)]] = [
    "Success": [
      "color": ("#426900", "#A7D567"), "onColor": ("#FFFFFF", "#203600"),
      "colorContainer": ("#C2F280", "#314F00"), "onColorContainer": ("#112000", "#C2F280"),
    ],
    "Brand Gold": [
      "color": ("#755B00", "#ECC246"), "onColor": ("#FFFFFF", "#3D2E00"),
      "colorContainer": ("#FFE08E", "#584400"), "onColorContainer": ("#241A00", "#FFE08E"),
    ],
  ]
  static let roles = ["color", "onColor", "colorContainer", "onColorContainer"]

  /// The three ways of stating the colors.
  static func sources() throws -> [(String, Theme)] {
    let export = InteropFixtures.directory.appendingPathComponent("material-theme-terracotta.json")
    let extended = ##"""
      {"name": "Terracotta", "colors": {"seed": "#8A4F2C", "extended": {
        "Success": {"color": "#2E7D32", "harmonized": true}, "Brand Gold": {"color": "#C9A227"}}}}
      """##
    let custom = ##"""
      {"name": "Terracotta", "colors": {"seed": "#8A4F2C", "custom": {
        "Success": {"color": "#2E7D32", "harmonize": true}, "Brand Gold": {"color": "#C9A227"}}}}
      """##
    let loader = ThemeLoader()
    return [
      ("extendedColors", try loader.load(contentsOf: export.path)),
      ("colors.extended", try loader.load(bytes: Array(extended.utf8), fileName: "e.json")),
      ("colors.custom", try loader.load(bytes: Array(custom.utf8), fileName: "c.json")),
    ]
  }

  static func text(_ format: ExportFormat, _ theme: Theme) -> String {
    format.files(theme, options: ExportOptions(identifier: "brand")).map(\.contents).joined()
  }

  /// An output's name for `role` of a custom color named `base`: `prefix`, then `on` for the
  /// "on" roles, `base`, then `container` for the container roles.
  static func name(
    _ role: String, _ base: String, prefix: String, on: String, container: String
  ) -> String {
    prefix + (role.hasPrefix("on") ? on : "") + base
      + (role.hasSuffix("Container") ? container : "")
  }

  /// `#RRGGBB` as the Swift outputs write it: `0xRRGG_BBFF`.
  static func literal(_ hex: String) -> String {
    "0x" + hex.dropFirst().prefix(4) + "_" + hex.dropFirst(5) + "FF"
  }

  @Test func resolve() throws {
    for (source, theme) in try Self.sources() {
      for (appearance, dark) in [(Appearance.light, false), (.dark, true)] {
        let json = ResolvedThemeJSON.make(theme, traits: ColorTraits(appearance: appearance))
        for (name, roles) in Self.expected {
          for (role, pair) in roles {
            #expect(
              json["customColors"]?[name]?[role]?.stringValue == (dark ? pair.dark : pair.light)
                + "FF",
              "\(source) \(name) \(role) \(appearance)")
          }
        }
      }
    }
  }

  @Test func css() throws {
    for (source, theme) in try Self.sources() {
      let css = Self.text(.css, theme)
      for (name, roles) in Self.expected {
        let token = CSSWriter.customColorToken(name)
        for (role, pair) in roles {
          let property = Self.name(
            role, token, prefix: "--md-custom-color-", on: "on-", container: "-container")
          #expect(css.contains("\(property): \(pair.light.lowercased());"), "\(source) \(property)")
          #expect(css.contains("\(property): \(pair.dark.lowercased());"), "\(source) \(property)")
        }
      }
    }
  }

  @Test func designTokens() throws {
    for (source, theme) in try Self.sources() {
      let data = Data(Self.text(.dtcg, theme).utf8)
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let custom = try #require((root["color"] as? [String: Any])?["custom"] as? [String: Any])
      for (traits, dark) in [("light", false), ("dark", true), ("darkHighContrast", true)] {
        let group = try #require(custom[traits] as? [String: Any], "\(source) \(traits)")
        for (name, roles) in Self.expected {
          for (role, pair) in roles {
            let token = (group[name] as? [String: Any])?[role] as? [String: Any]
            let hex = (token?["$value"] as? [String: Any])?["hex"] as? String
            #expect(
              hex == (dark ? pair.dark : pair.light).lowercased(), "\(source) \(traits) \(name)")
          }
        }
      }
    }
  }

  @Test func swiftOverMaterialThemingCore() throws {
    for (source, theme) in try Self.sources() {
      let swift = Self.text(.core, theme)
      for (name, roles) in Self.expected {
        #expect(swift.contains("name: \"\(name)\","), "\(source) \(name)")
        for (role, pair) in roles {
          #expect(
            swift.contains("\(role): MaterialThemingCore.Color(rgba: \(Self.literal(pair.light)))"),
            "\(source) \(role)"
          )
          #expect(
            swift.contains("\(role): MaterialThemingCore.Color(rgba: \(Self.literal(pair.dark)))"),
            "\(source) \(role)")
        }
      }
    }
  }

  /// SwiftUI, UIKit and AppKit: one member per role, light and dark (both contrasts).
  @Test(arguments: [ExportFormat.swiftui, .uikit, .appkit])
  func appleFrameworks(_ format: ExportFormat) throws {
    for (source, theme) in try Self.sources() {
      let swift = Self.text(format, theme)
      for (name, roles) in Self.expected {
        let member = name.split(separator: " ").joined()
        for (role, pair) in roles {
          let property = Self.name(role, member, prefix: "custom", on: "On", container: "Container")
          let light = Self.literal(pair.light)
          let dark = Self.literal(pair.dark)
          if format == .swiftui {
            // A `MaterialTheme` value: the custom roles by name.
            // An element too long for one line continues on the next.
            let joined = swift.replacing(#/ThemeColor\(\n\s+/#, with: "ThemeColor(")
            #expect(
              joined.contains(
                "\"\(property)\": ThemeColor(\(light), \(light), \(dark), \(dark)),"),
              "\(source) \(format) \(property)")
            continue
          }
          #expect(swift.contains("static var \(property):"), "\(source) \(format) \(property)")
          #expect(
            swift.contains("static var \(property):")
              && swift.components(separatedBy: "static var \(property):")[1]
                .contains(".color(\(light), \(light), \(dark), \(dark))"),
            "\(source) \(format) \(property)")
        }
      }
    }
  }

  @Test func assetCatalog() throws {
    for (source, theme) in try Self.sources() {
      let files = ExportFormat.xcassets.files(theme, options: ExportOptions(identifier: "brand"))
      for (name, roles) in Self.expected {
        let member = name.split(separator: " ").joined()
        let pair = try #require(roles["color"])
        let path = "brand/custom\(member).colorset/Contents.json"
        let contents = try #require(files.first { $0.path == path }?.contents, "\(source) \(path)")
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(contents.utf8)) as? [String: Any])
        let colors = try #require(object["colors"] as? [[String: Any]])
        #expect(colors.count == 5, "any, dark, high contrast, dark + high contrast, watch")
        func hex(_ entry: [String: Any]) -> String {
          let components =
            (entry["color"] as? [String: Any])?["components"] as? [String: String] ?? [:]
          return "#"
            + ["red", "green", "blue"].map {
              String(format: "%02X", Int(((Double(components[$0] ?? "") ?? -1) * 255).rounded()))
            }.joined()
        }
        #expect(hex(colors[0]) == pair.light, "\(source) \(name)")
        #expect(hex(colors[1]) == pair.dark, "\(source) \(name)")
        #expect(hex(colors[4]) == pair.dark, "\(source) \(name): watchOS is dark")
      }
    }
  }
}
