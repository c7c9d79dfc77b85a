import Foundation
import MaterialThemingSwiftUI
import TestSupport
import Testing

@testable import MaterialTheming

/// The SwiftUI theme value (`MaterialThemingSwiftUI`) and the `swiftui` style that declares
/// themes as values of it: the values against the resolver's, and the library with generated
/// brands type-checked against the SDK stand-ins in every isolation and language mode.
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
      let source = AppleSourceGenerator(
        theme: theme, identifier: "brand", sourceName: file, style: .swiftui
      ).generate()
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
    let source = AppleSourceGenerator(
      theme: theme, identifier: "brand", sourceName: "b.json", style: .swiftui
    ).generate()
    let stated = Self.themeColors(in: source)
    let inventory = ThemeInventory(theme: theme).colors.filter {
      $0.origin.hasPrefix("customColors.")
    }
    #expect(inventory.count == 4)
    for entry in inventory {
      #expect(stated["\"\(entry.name)\""] == entry.values, "\(entry.name)")
    }
  }

  /// Every `<key>: ThemeColor(a, b, c, d),` line of a generated file, by key.
  static func themeColors(in source: String) -> [String: [Color]] {
    var result: [String: [Color]] = [:]
    // An element too long for one line continues on the next.
    let joined = source.replacing(#/ThemeColor\(\n\s+/#, with: "ThemeColor(")
    for line in joined.split(separator: "\n") {
      let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: ": ThemeColor(")
      guard parts.count == 2, let close = parts[1].lastIndex(of: ")") else { continue }
      let values = parts[1][..<close].split(separator: ",").compactMap {
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

  /// An app's file beside two generated brands: it declares its own `Color` and `Font`,
  /// switches brands through the environment, reads colors off the main actor, and themes a
  /// tab bar and makes a theme from a photo where the platform has them.
  static func appSource(_ brands: [String]) -> String {
    """
    import CoreGraphics
    import MaterialThemingSwiftUI
    import SwiftUI
    #if canImport(UIKit)
      import UIKit
    #endif

    struct Color { var name = "app" }
    struct Font { var size = 12 }

    let appColor = Color()
    let appFont = Font()

    struct BrandSwitcher: View {
      @Environment(\\.materialTheme) private var theme
      let second: Bool
      var body: some View {
        EmptyView().materialTheme(second ? .\(brands[1]) : MaterialTheme.\(brands[0]))
      }
    }

    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    struct Headline: View {
      var body: some View { EmptyView().materialTextStyle(.headlineSmall) }
    }

    nonisolated func offMainActor() -> SwiftUI.Color {
      MaterialTheme.\(brands[0]).color(.surfaceContainerHigh)
    }

    func detached() {
      Task.detached {
        _ = MaterialTheme.\(brands[1]).color(materialComponents: .primaryVariant)
        _ = MaterialTheme.\(brands[1]).tabBar.selectedIcon.color
      }
    }

    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    func fonts(_ theme: MaterialTheme) -> [SwiftUI.Font] {
      [theme.font(.displayLarge), theme.font(.labelMedium, scaledBy: 1.5)]
    }

    func metrics(_ theme: MaterialTheme) -> Double {
      Double(theme.cornerRadius(.cornerFull, in: CGSize(width: 80, height: 40)))
        + theme.opacity(.pressed) + Double(theme.tracking(.bodyLarge))
    }

    func photoTheme(_ image: CGImage) -> MaterialTheme {
      MaterialTheme(name: "Photo", image: image)
    }

    #if canImport(UIKit) && !os(watchOS)
      @MainActor func themeTabBars() -> UITabBarAppearance {
        MaterialTheme.\(brands[0]).applyToTabBars()
        return UITabBarAppearance(materialTheme: .\(brands[1]))
      }

      @available(iOS 16, tvOS 16, *)
      struct Tabs: View {
        var body: some View { EmptyView().materialTabBar(.\(brands[0])).badge(3) }
      }
    #endif
    """
  }

  /// The library compiles against the stand-ins (Swift 6, and with main-actor default
  /// isolation), and an app module holding every shipped theme's `swiftui` file (so at least
  /// two brands) and an app file with its own `Color` and `Font` type-checks in Swift 6 mode,
  /// Swift 5 mode and with `-default-isolation MainActor`, and beside the same theme's UIKit or
  /// AppKit file.
  @Test(arguments: ["UIKit", "AppKit"])
  func libraryAndBrandsTypeCheckAgainstTheStandIns(framework: String) throws {
    let directory = try TemporaryDirectory()
    try AppleSourceTests.buildStubs(framework, into: directory.path)
    let modules = try Self.builtModules()
    let root = Repository.root.appendingPathComponent("Sources/MaterialThemingSwiftUI").path
    let library = try FileManager.default.subpathsOfDirectory(atPath: root)
      .filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
    #expect(library.count >= 8)
    let common = [
      "swiftc", "-parse-as-library", "-package-name", "standins", "-I", directory.path, "-I",
      modules,
    ]
    let built = try Subprocess.run(
      "/usr/bin/env",
      common + [
        "-emit-module", "-swift-version", "6", "-module-name", "MaterialThemingSwiftUI",
        "-emit-module-path", "\(directory.path)/MaterialThemingSwiftUI.swiftmodule",
      ] + library)
    try #require(built.status == 0, "library against \(framework): \(built.output)")
    let isolated = try Subprocess.run(
      "/usr/bin/env",
      common + [
        "-typecheck", "-swift-version", "6", "-default-isolation", "MainActor", "-module-name",
        "MaterialThemingSwiftUI",
      ] + library)
    #expect(isolated.status == 0, "library, main-actor default: \(isolated.output)")

    var files: [String] = []
    var brands: [String] = []
    for (file, theme) in AppleSourceTests.themes {
      let identifier = SwiftCodeGenerator.identifier(forName: theme.name)
      brands.append(identifier)
      let source = AppleSourceGenerator(
        theme: theme, identifier: identifier, sourceName: "Themes/\(file)", style: .swiftui
      ).generate()
      files.append(try directory.write("app/\(identifier).swift", source))
    }
    try #require(brands.count >= 2)
    files.append(try directory.write("app/App.swift", Self.appSource(brands)))
    for mode in [
      ["-swift-version", "6"], ["-swift-version", "5"],
      ["-swift-version", "6", "-default-isolation", "MainActor"],
    ] {
      let result = try Subprocess.run(
        "/usr/bin/env",
        ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "App", "-I", directory.path]
          + ["-I", modules] + mode + files)
      #expect(result.status == 0, "app \(mode) against \(framework): \(result.output)")
    }
    // Two styles of one theme in one module: the swiftui value and the framework's namespace
    // (`OceanTheme`) do not collide. Swift 6 mode: the UIKit and AppKit styles' main-actor
    // default isolation is another branch's part of the audit.
    let (file, theme) = AppleSourceTests.themes[0]
    let style: AppleSourceStyle = framework == "UIKit" ? .uikit : .appkit
    let other = AppleSourceGenerator(
      theme: theme, identifier: brands[0], sourceName: "Themes/\(file)", style: style
    ).generate()
    let both = files + [try directory.write("app/\(brands[0])-\(style.rawValue).swift", other)]
    let result = try Subprocess.run(
      "/usr/bin/env",
      ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "App", "-I", directory.path]
        + ["-I", modules, "-swift-version", "6"] + both)
    #expect(result.status == 0, "swiftui and \(style) in one module: \(result.output)")
  }
}
