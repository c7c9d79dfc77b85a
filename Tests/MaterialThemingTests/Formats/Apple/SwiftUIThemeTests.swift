import Foundation
import MaterialThemingSwiftUI
import TestSupport
import Testing

@testable import MaterialTheming

/// The SwiftUI theme value (`MaterialThemingSwiftUI`) and the `swiftui` style that declares
/// themes as values of it: the values against the resolver's, and the library with generated
/// brands type-checked against the SDK stand-ins (``AppleStandInMatrixTests``).
@Suite struct SwiftUIThemeTests {
  /// A theme file seeded with Material's baseline color.
  static let seeded = ##"{"name": "Seeded", "colors": {"seed": "#6750A4"}}"##

  static func load(_ json: String) throws -> Theme {
    try ThemeLoader().load(bytes: Array(json.utf8), fileName: "seeded.json")
  }

  /// A theme made on the device from a seed has, for every appearance and contrast, exactly the
  /// Material 3 roles and Material Components roles the resolver gives a theme file with that
  /// seed.
  @Test func aSeedThemeHasTheResolversRoles() throws {
    let theme = try Self.load(Self.seeded)
    let value = MaterialTheme(seed: Color(rgb: 0x6750A4))
    #expect(value.colors.material3.count == DynamicColorRole.spec2021Roles.count)
    for traits in ColorTraits.all {
      let slot = Material3SchemeSlot(traits)
      let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      for (role, color) in roles {
        #expect(value.colors[role]?[traits] == color, "\(role) \(traits)")
      }
      for role in ColorRole.allCases {
        #expect(
          value.colors[materialComponents: role]?[traits] == theme.colors[traits][role],
          "\(role) \(traits)")
      }
    }
  }

  /// The tab bar takes the Material 3 navigation bar's resolved colors: background = container,
  /// selected icon = active icon, selected title = active label, normal = inactive, badges.
  @Test func tabBarColorsAreTheResolvedNavigationBarsColors() throws {
    let theme = try Self.load(Self.seeded)
    let tabBar = MaterialTheme(seed: Color(rgb: 0x6750A4)).tabBar
    for traits in ColorTraits.all {
      let style = theme.bottomNavigationStyle(.material3, for: traits)
      #expect(tabBar.background[traits] == style.barTintColor)
      #expect(tabBar.normalIcon[traits] == style.unselectedItemTintColor)
      #expect(tabBar.normalTitle[traits] == style.unselectedItemTintColor)
      #expect(tabBar.selectedIcon[traits] == style.selectedItemTintColor)
      #expect(tabBar.selectedTitle[traits] == style.selectedItemTitleColor)
      #expect(tabBar.badgeBackground[traits] == style.itemBadgeBackgroundColor)
      #expect(tabBar.badgeText[traits] == style.itemBadgeTextColor)
    }
    // The Material 3 bar draws the active icon and label in different roles.
    #expect(tabBar.selectedIcon != tabBar.selectedTitle)
  }

  /// An image's pixels seed the theme of their best-ranked color; a transparent image falls
  /// back to upstream's default source color.
  @Test func imagePixelsSeedTheThemeOfTheirBestColor() {
    var pixels = [UInt32](repeating: 0xFF1E_78E6, count: 900)
    pixels += [UInt32](repeating: 0xFFE6_781E, count: 100)
    let seeds = ImageSeeds.extract(from: pixels)
    let fromImage = MaterialTheme(name: "Photo", imagePixels: pixels)
    #expect(fromImage == MaterialTheme(name: "Photo", seed: Color(argb: seeds[0])))
    #expect(fromImage != MaterialTheme(name: "Photo", seed: Color(argb: 0xFFE6_781E)))
    let transparent = MaterialTheme(imagePixels: [UInt32](repeating: 0x0012_3456, count: 10))
    #expect(transparent == MaterialTheme(seed: Color(argb: Score.defaultFallback)))
  }

  /// Increased contrast maps to the level the app asks for (medium: 0.5).
  @Test func increasedContrastFollowsTheRequestedLevel() {
    let medium = MaterialTheme(seed: Color(rgb: 0x6750A4), increasedContrastLevel: 0.5)
    let scheme = DynamicScheme(seed: Color(rgb: 0x6750A4), isDark: true, contrastLevel: 0.5)
    for (role, color) in scheme.roles {
      #expect(medium.colors[role]?.darkHighContrast == color, "\(role)")
    }
    #expect(medium != MaterialTheme(seed: Color(rgb: 0x6750A4)))
  }

  /// The generated value of every shipped theme states every Material 3 role of every slot as
  /// `resolve` does, the Material Components roles and custom colors as the inventory does, and
  /// the type scale, shapes and tab bar as the theme resolves them.
  @Test func generatedValuesEqualResolve() throws {
    for (file, theme) in AppleSourceTests.themes {
      let source = SwiftWriter(
        theme: theme, identifier: "brand", sourceName: file, style: .swiftui
      ).text()
      let stated = Self.themeColors(in: source)
      var expected: [(String, [Color])] = []
      for role in DynamicColorRole.allCases {
        let values = ColorTraits.all.compactMap { traits -> Color? in
          let slot = Material3SchemeSlot(traits)
          return theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)[role]
        }
        if values.count == 4 { expected.append((role.rawValue, values)) }
      }
      #expect(expected.count >= DynamicColorRole.spec2021Roles.count)
      for (index, traits) in ColorTraits.all.enumerated() {
        let resolved = ResolvedThemeJSON.make(theme, traits: traits).serialized(pretty: false)
        for (role, values) in expected {
          let value = try #require(stated["." + role], "\(file) \(role)")
          #expect(value == values, "\(file) \(role)")
          #expect(
            resolved.contains("\"\(role)\":\"\(values[index].hexString)\""), "\(file) \(role)")
        }
      }
      for entry in ThemeInventory(theme: theme).colors.prefix(ColorRole.allCases.count) {
        #expect(stated["." + entry.name] == entry.values, "\(file) \(entry.name)")
      }
      let navigation = theme.bottomNavigationStyle(theme.bottomNavigationVariant, for: .standard)
      #expect(stated["barTint"]?[0] == navigation.barTintColor, "\(file)")
      #expect(stated["badgeBackground"]?[0] == navigation.itemBadgeBackgroundColor, "\(file)")
      let label = theme.material3TypeScale[.labelMedium]
      #expect(
        source.contains(
          "size: \(SwiftLiteral.number(label.size)), "
            + "lineHeight: \(SwiftLiteral.number(label.lineHeight))"))
    }
  }

  /// Custom colors are stated by their Swift names.
  @Test func customColorsAreStatedByName() throws {
    let theme = try Self.load(
      ##"{"colors": {"seed": "#6750A4", "custom": {"Brand Gold": {"color": "#E6781E"}}}}"##)
    let source = SwiftWriter(
      theme: theme, identifier: "brand", sourceName: "b.json", style: .swiftui
    ).text()
    let stated = Self.themeColors(in: source)
    let inventory = ThemeInventory(theme: theme).colors.filter {
      $0.origin.hasPrefix("customColors.")
    }
    #expect(inventory.count == 4)
    for entry in inventory {
      #expect(stated["\"\(entry.name)\""] == entry.values, "\(entry.name)")
    }
  }

  /// A color authored in Display P3 is stated with its sRGB values and, after `displayP3:`, its
  /// Display P3 values, which the value keeps; an sRGB color is stated in sRGB alone.
  @Test func displayP3ColorsKeepTheirP3Values() throws {
    var theme = try Self.load(##"{"colors": {"light": {"secondary": "#1D5BEE"}}}"##)
    // Display P3 red and its gamut-mapped sRGB stand-in, as a DTCG token in display-p3 loads.
    theme.colors.light.primary = Color(
      red: 1, green: 0.043, blue: 0.047, displayP3: DisplayP3(red: 1, green: 0, blue: 0))
    let source = SwiftWriter(
      theme: theme, identifier: "wide", sourceName: "wide.json", style: .swiftui
    ).text()
    // The Material Components roles hold the authored colors; an element may span lines.
    let start = try #require(source.range(of: "materialComponents: ["))
    func element(_ key: String) throws -> String {
      let head = try #require(
        source.range(of: key + ": ThemeColor(", range: start.upperBound..<source.endIndex))
      let end = try #require(source.range(of: "),", range: head.upperBound..<source.endIndex))
      return source[head.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace)
        .joined(separator: " ")
    }
    let primary = try element(".primary")
    let light = theme.colors.light.primary
    #expect(primary.hasPrefix(SwiftLiteral.hex(light) + ", "), "\(primary)")
    let p3 = try #require(primary.range(of: "displayP3: "), "\(primary)")
    #expect(primary[p3.upperBound...].hasPrefix("0xFF00_00FF, "), "\(primary)")
    #expect(primary.split(separator: ",").count == 8, "\(primary)")
    let secondary = try element(".secondary")
    #expect(!secondary.contains("displayP3"), "\(secondary)")
    // The value the generated initializer makes keeps both sides.
    let value = ThemeColor(
      0xFF0B_0CFF, 0xFF0B_0CFF, 0x1122_33FF, 0x1122_33FF,
      displayP3: 0xFF00_00FF, 0xFF00_00FF, 0x0A14_28FF, 0x0A14_28FF)
    #expect(value.light.hexString == "#FF0B0CFF")
    #expect(value.light.displayP3 == DisplayP3(red: 1, green: 0, blue: 0))
    #expect(value.dark.displayP3 == DisplayP3(red: 10 / 255, green: 20 / 255, blue: 40 / 255))
    #expect(ThemeColor(0xFF0B_0CFF, 0xFF0B_0CFF, 0x1122_33FF, 0x1122_33FF).light.displayP3 == nil)
  }

  /// Every `<key>: ThemeColor(a, b, c, d),` line of a generated file, by key: the sRGB values
  /// (a color authored in Display P3 states its P3 values after them).
  static func themeColors(in source: String) -> [String: [Color]] {
    var result: [String: [Color]] = [:]
    // An element too long for one line continues on the next.
    let joined = source.replacing(#/ThemeColor\(\n\s+/#, with: "ThemeColor(")
    for line in joined.split(separator: "\n") {
      let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: ": ThemeColor(")
      guard parts.count == 2, let close = parts[1].lastIndex(of: ")") else { continue }
      // The sRGB values, before any `displayP3:` values.
      let sRGB = parts[1][..<close].components(separatedBy: ", displayP3: ")[0]
      let values = sRGB.split(separator: ",").compactMap {
        UInt32(
          $0.trimmingCharacters(in: .whitespaces).dropFirst(2).replacing("_", with: ""), radix: 16)
      }
      result[parts[0]] = values.map { Color(rgba: $0) }
    }
    return result
  }

  /// The built modules of this package (`MaterialThemingCore`'s among them), beside the test
  /// bundle.
  static func builtModules() throws -> String {
    var candidates: [String] = []
    for path in [Bundle.main.executablePath, CommandLine.arguments.first].compactMap({ $0 }) {
      var url = URL(fileURLWithPath: path).deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(url.appendingPathComponent("Modules").path)
        url.deleteLastPathComponent()
      }
    }
    return try #require(
      candidates.first {
        FileManager.default.fileExists(atPath: "\($0)/MaterialThemingCore.swiftmodule")
      }, "no built MaterialThemingCore module near \(candidates)")
  }
}
