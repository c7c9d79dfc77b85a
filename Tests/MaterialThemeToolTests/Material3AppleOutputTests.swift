import Foundation
import MaterialTheming
import TestSupport
import Testing

/// A Material Theme Builder export through `apply --style swift|swiftui|uikit|appkit` and
/// `export --to xcassets`: every Material 3 role of the export, for light and dark × normal and
/// increased contrast (`--contrast-high medium|high`), is in the output with the export's value
/// and `resolve`'s. The outputs are read back (Swift text, catalog JSON); the roles expected are
/// the export's own `schemes`, not a list kept here.
@Suite struct Material3AppleOutputTests {
  /// The Theme Builder exports among the interop fixtures.
  static let exports = ["material-theme-blue.json", "material-theme-terracotta.json"].map {
    ToolTestSupport.repositoryRoot
      .appendingPathComponent("Tests/MaterialThemingTests/Formats/Fixtures/\($0)").path
  }

  /// Every `--contrast-high` value with every export.
  static let cases = exports.flatMap { path in
    Material3IncreasedContrast.allCases.map { (path, $0) }
  }

  /// The export's schemes: slot → role → `#RRGGBBAA` (the export writes `#RRGGBB`).
  static func exportedSchemes(_ path: String) throws -> [Material3SchemeSlot: [String: String]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let schemes = try #require(root["schemes"] as? [String: [String: String]])
    var result: [Material3SchemeSlot: [String: String]] = [:]
    for slot in Material3SchemeSlot.allCases {
      let key =
        slot.appearance.rawValue
        + (slot.contrast == .standard ? "" : "-\(slot.contrast.rawValue)-contrast")
      let roles = try #require(schemes[key], "\(key)")
      result[slot] = roles.mapValues { $0.uppercased() + "FF" }
    }
    return result
  }

  /// The slots an Apple output shows for light, light increased, dark, dark increased.
  static func appleSlots(_ increased: Material3IncreasedContrast) -> [Material3SchemeSlot] {
    [
      .light, increased == .high ? .lightHighContrast : .lightMediumContrast, .dark,
      increased == .high ? .darkHighContrast : .darkMediumContrast,
    ]
  }

  /// Checks `found` (role → the four Apple values) against the export and against `resolve`.
  static func check(
    _ found: [String: [String]], slots: [Material3SchemeSlot], path: String, output: String
  ) throws {
    let exported = try exportedSchemes(path)
    let theme = try ThemeLoader().load(contentsOf: path)
    let expectedRoles = Set(exported[.light]!.keys)
    #expect(expectedRoles.count >= 49)
    #expect(Set(found.keys) == expectedRoles, "\(output): roles")
    for (index, slot) in slots.enumerated() {
      let resolved = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      for role in expectedRoles {
        let value = found[role]?[index]
        #expect(value == exported[slot]?[role], "\(output) \(role) \(slot): export")
        let inResolve = DynamicColorRole(rawValue: role).flatMap { resolved[$0] }?.hexString
        #expect(value == inResolve, "\(output) \(role) \(slot): resolve")
      }
    }
  }

  /// Runs `apply` on `path`, returning the generated text.
  static func apply(_ path: String, style: String, _ increased: Material3IncreasedContrast)
    throws -> String
  {
    let directory = try TemporaryDirectory(prefix: "m3-apple")
    let output = directory.file("Theme.swift")
    let result = ToolTestSupport.run([
      "apply", path, "--output", output, "--style", style, "--name", "brand",
      "--contrast-high", increased.rawValue,
    ])
    #expect(result.code == .success, "\(result.err)")
    return try String(contentsOfFile: output, encoding: .utf8)
  }

  /// `0xRRGG_BBAA` as `#RRGGBBAA`.
  static func hex(_ literal: Substring) -> String {
    "#" + literal.dropFirst(2).filter { $0 != "_" }
  }

  @Test(arguments: cases)
  func uiKitAndAppKitHoldEveryRoleForEveryAppearanceAndContrast(
    path: String, increased: Material3IncreasedContrast
  ) throws {
    for style in ["uikit", "appkit"] {
      let lines = try Self.apply(path, style: style, increased).split(separator: "\n")
      let start = try #require(
        lines.firstIndex { $0.contains("public nonisolated enum Material3 {") })
      let end = try #require(
        lines[start...].firstIndex { $0.contains("public nonisolated enum Fonts {") })
      var found: [String: [String]] = [:]
      let declaration = /public static var (\w+): (?:UIKit\.UIColor|AppKit\.NSColor) \{/
      let call = /Brand(?:UIKit|AppKit)Theme\.color\((0x\w+), (0x\w+), (0x\w+), (0x\w+)\)/
      for index in start..<end {
        guard let match = lines[index].firstMatch(of: declaration) else { continue }
        let values = try #require(lines[index + 1].firstMatch(of: call))
        found[String(match.1)] = [values.1, values.2, values.3, values.4].map(Self.hex)
      }
      try Self.check(found, slots: Self.appleSlots(increased), path: path, output: style)
    }
  }

  /// The `swiftui` style's `material3:` table states every role in the four Apple slots, its
  /// increased-contrast slots at the level `--contrast-high` names.
  @Test(arguments: cases)
  func swiftUIHoldsEveryRoleForEveryAppearanceAndContrast(
    path: String, increased: Material3IncreasedContrast
  ) throws {
    let text = try Self.apply(path, style: "swiftui", increased)
    // An element too long for one line continues on the next.
    let joined = text.replacing(/ThemeColor\(\n\s+/, with: "ThemeColor(")
    let lines = joined.split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.contains("material3: [") })
    let end = try #require(lines[start...].firstIndex { $0.contains("],") })
    let element = /^\s*\.(\w+): ThemeColor\((0x\w+), (0x\w+), (0x\w+), (0x\w+)\),$/
    var found: [String: [String]] = [:]
    for line in lines[start..<end] {
      guard let match = line.wholeMatch(of: element) else { continue }
      found[String(match.1)] = [match.2, match.3, match.4, match.5].map(Self.hex)
    }
    try Self.check(found, slots: Self.appleSlots(increased), path: path, output: "swiftui")
  }

  @Test(arguments: cases)
  func coreSwiftHoldsEverySlotAndMapsIncreasedContrast(
    path: String, increased: Material3IncreasedContrast
  ) throws {
    let text = try Self.apply(path, style: "core", increased)
    var slots: [String: [String: String]] = [:]
    var current: String?
    let open = /public static let brand(\w+): Material3RoleSet = \[/
    let entry = /^\s*\.(\w+): MaterialThemingCore\.Color\(rgba: (0x\w+)\),$/
    for line in text.split(separator: "\n") {
      if let match = line.firstMatch(of: open) {
        current = String(match.1)
      } else if let slot = current, let match = line.wholeMatch(of: entry) {
        slots[slot, default: [:]][String(match.1)] = Self.hex(match.2)
      } else if line.trimmingCharacters(in: .whitespaces) == "]" {
        current = nil
      }
    }
    #expect(slots.count == Material3SchemeSlot.allCases.count)
    // All six slots, each compared role by role.
    for slot in Material3SchemeSlot.allCases {
      let name = capitalizedFirst(slot.rawValue)
      let roles = try #require(slots[name], "\(name)")
      let found = roles.mapValues { Array(repeating: $0, count: 4) }
      try Self.check(
        found, slots: Array(repeating: slot, count: 4), path: path, output: "core \(name)")
    }
    // The trait function shows the chosen level for increased contrast.
    for (traits, slot) in zip(ColorTraits.all, Self.appleSlots(increased)) {
      let line =
        "case (.\(traits.appearance), .\(traits.contrast)): return brand"
        + capitalizedFirst(slot.rawValue)
      #expect(text.contains(line), "\(line)")
    }
  }

  @Test(arguments: cases)
  func assetCatalogHoldsEveryRoleForEveryAppearanceAndContrast(
    path: String, increased: Material3IncreasedContrast
  ) throws {
    let directory = try TemporaryDirectory(prefix: "m3-catalog")
    let catalog = directory.file("Brand.xcassets")
    let result = ToolTestSupport.run([
      "export", path, "--to", "xcassets", "--output", catalog, "--name", "brand",
      "--contrast-high", increased.rawValue,
    ])
    #expect(result.code == .success, "\(result.err)")
    let group = catalog + "/brand/material3"
    let groupInfo =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: group + "/Contents.json"))) as? [String: Any]
    let properties = groupInfo?["properties"] as? [String: Any]
    #expect(properties?["provides-namespace"] as? Bool == true)
    // Apple's appearance slots in the order `appleSlots` lists them.
    let slotKeys = ["", "contrast=high", "luminosity=dark", "contrast=high,luminosity=dark"]
    var found: [String: [String]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: group)
    where name.hasSuffix(".colorset") {
      let data = try Data(contentsOf: URL(fileURLWithPath: "\(group)/\(name)/Contents.json"))
      let set = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let colors = try #require(set["colors"] as? [[String: Any]])
      var values = Array(repeating: "", count: 4)
      // The watch entry holds the dark value (watchOS has one appearance, a dark one).
      let watch = colors.filter { $0["idiom"] as? String == "watch" }
      #expect(watch.count == 1 && watch[0]["appearances"] == nil, "\(name): one watch entry")
      for color in colors where color["idiom"] as? String == "universal" {
        let appearances = (color["appearances"] as? [[String: String]] ?? [])
          .map { "\($0["appearance"]!)=\($0["value"]!)" }.sorted().joined(separator: ",")
        let slot = try #require(slotKeys.firstIndex(of: appearances), "\(appearances)")
        let value = try #require(color["color"] as? [String: Any])
        let components = try #require(value["components"] as? [String: String])
        let bytes = try ["red", "green", "blue", "alpha"].map { key -> Int in
          Int((try #require(Double(components[key] ?? "")) * 255).rounded())
        }
        values[slot] = "#" + bytes.map { String(format: "%02X", $0) }.joined()
      }
      found[String(name.dropLast(".colorset".count))] = values
      let watchValue = try #require(
        (watch.first?["color"] as? [String: Any])?["components"] as? [String: String])
      let watchBytes = try ["red", "green", "blue", "alpha"].map { key -> Int in
        Int((try #require(Double(watchValue[key] ?? "")) * 255).rounded())
      }
      #expect(
        "#" + watchBytes.map { String(format: "%02X", $0) }.joined() == values[2],
        "\(name): the watch entry is the dark value")
    }
    try Self.check(found, slots: Self.appleSlots(increased), path: path, output: "xcassets")
  }

  @Test func contrastHighDefaultsToHighAndRefusesOtherLevels() throws {
    let path = Self.exports[0]
    #expect(try Self.apply(path, style: "uikit", .high) == Self.applyDefault(path))
    let directory = try TemporaryDirectory(prefix: "m3-usage")
    for command in [
      ["apply", path, "--output", directory.file("T.swift")],
      ["export", path, "--to", "uikit"], ["build", "--manifest", directory.file("theming.json")],
    ] {
      let result = ToolTestSupport.run(command + ["--contrast-high", "standard"])
      #expect(result.code == .usage, "\(command[0]): \(result.code)")
      #expect(result.err.contains("'standard' is invalid for '--contrast-high <level>'"))
      #expect(result.err.contains("medium, high"))
      #expect(!FileManager.default.fileExists(atPath: directory.file("T.swift")))
    }
  }

  /// `apply --style uikit` without `--contrast-high`.
  static func applyDefault(_ path: String) throws -> String {
    let directory = try TemporaryDirectory(prefix: "m3-default")
    let output = directory.file("Theme.swift")
    let result = ToolTestSupport.run([
      "apply", path, "--output", output, "--style", "uikit", "--name", "brand",
    ])
    #expect(result.code == .success, "\(result.err)")
    return try String(contentsOfFile: output, encoding: .utf8)
  }
}

/// `lightHighContrast` → `LightHighContrast` (as generated member names capitalize a slot).
private func capitalizedFirst(_ text: String) -> String {
  text.prefix(1).uppercased() + text.dropFirst()
}
