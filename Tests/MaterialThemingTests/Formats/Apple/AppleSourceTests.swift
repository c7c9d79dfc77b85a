import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The SwiftUI, UIKit and AppKit outputs, read back to compare every color with `resolve`'s
/// (``AppleStandInMatrixTests`` type-checks them against stand-ins for Apple's SDK modules).
@Suite struct AppleSourceTests {
  /// Every shipped theme, loaded once (a theme that fails to load is left out, and
  /// ``everyShippedThemeLoads()`` fails).
  static let themes: [(file: String, theme: Theme)] = {
    let directory = Repository.root.appendingPathComponent("Themes").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.sorted().filter { $0.hasSuffix(".json") && !$0.contains("schema") }.compactMap {
      file in (try? ThemeLoader().load(contentsOf: Repository.theme(file))).map { (file, $0) }
    }
  }()

  /// Capitalizing a name changes its first letter as `uppercased()` of its first character
  /// does, on the byte path (an ASCII letter before ASCII) and off it.
  @Test func capitalizingMatchesUppercasingTheFirstCharacter() {
    var names = [
      "", "a", "z", "primary", "bottomNavigation", "topCornersRadiusCollapsed", "Zed", "9lives",
      "_x", "a b", "é", "éclair", "e\u{301}tude", "a\u{345}x", "ß", "ǆemal", "ŉ", "i", "aé",
      "a\u{300}", "\u{1F600}smile",
    ]
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcxyzABC09_é\u{301}ßǆ ")
    for _ in 0..<500 {
      names.append(
        String(
          (0..<Int.random(in: 1...12, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator)!
          }))
    }
    for name in names {
      // Compared byte for byte: `==` on strings is canonical equivalence.
      let expected = Array((name.prefix(1).uppercased() + name.dropFirst()).utf8)
      #expect(Array(ThemeInventory.capitalized(name).utf8) == expected, "\(name)")
    }
  }

  @Test func everyShippedThemeLoads() throws {
    let directory = Repository.root.appendingPathComponent("Themes").path
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasSuffix(".json") && !$0.contains("schema")
    }
    #expect(Self.themes.count == files.count && files.count >= 9)
  }

  /// Every style of three shipped themes, and of one with a color authored in Display P3 (whose
  /// P3 arguments make the longest lines), passes `swift format lint --strict`.
  @Test func generatedSwiftIsFormatted() throws {
    let directory = try TemporaryDirectory()
    var files: [String] = []
    var wide = Self.themes[0].theme
    wide.colors.light.primary = Color(
      red: 1, green: 0.043, blue: 0.047, displayP3: DisplayP3(red: 1, green: 0, blue: 0))
    for style in SwiftStyle.allCases {
      for (file, theme) in Self.themes.prefix(3) + [("wide.json", wide)] {
        let source = SwiftWriter(
          theme: theme, identifier: "brand", sourceName: "Themes/\(file)", style: style
        ).text()
        files.append(try directory.write("\(style.rawValue)-\(file).swift", source))
      }
    }
    let result = try run(["swift", "format", "lint", "--strict"] + files)
    #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
  }

  @Test func everyColorEqualsResolveForEveryAppearanceAndContrast() throws {
    for (_, theme) in Self.themes {
      let source = SwiftWriter(
        theme: theme, identifier: "brand", sourceName: "x", style: .uikit
      ).text()
      let inventory = ThemeInventory(theme: theme)
      for (index, traits) in ColorTraits.all.enumerated() {
        let resolved = ResolvedThemeJSON.make(theme, traits: traits).serialized(pretty: false)
        let lines = source.split(separator: "\n")
        for entry in inventory.colors {
          // The line after the declaration lists the four values in ColorTraits.all order.
          let declaration = try #require(
            lines.firstIndex { $0.contains("static var \(entry.name):") })
          let values = lines[declaration + 1].split(separator: "(").last!.dropLast()
            .split(separator: ",").map {
              $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
                .replacingOccurrences(of: "0x", with: "#")
            }
          try #require(values.count == 4)
          let hex = values[index]
          let inResolve = resolved.contains("\"\(hex)\"")
          #expect(inResolve, "\(theme.name) \(entry.name) \(traits)")
          #expect(hex == entry[traits].hexString)
        }
      }
    }
  }

  @Test func everyComponentColorOfResolveIsInTheOutput() throws {
    let theme = Self.themes.first { $0.file == "lavender.json" }!.theme
    let inventory = ThemeInventory(theme: theme)
    let names = Set(inventory.colors.map(\.name))
    for name in [
      "primary", "onBackground", "bottomNavigationPrimaryBarTint",
      "bottomNavigationMaterial3SelectionIndicator", "bottomDrawerScrim",
      "bottomDrawerHeaderBackground",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    // Every `…Color` string of resolve's component sections is one inventory color.
    let json = ResolvedThemeJSON.make(theme, traits: .standard).serialized()
    let colorKeys = json.split(separator: "\n").filter { $0.contains("Color\": \"#") }
    let componentColors = inventory.colors.count - ColorRole.allCases.count
    #expect(colorKeys.count == componentColors)
  }

  /// UIKit and AppKit struct declarations are rendered once per process and reused: each
  /// platform keeps its own types, and a file is the same whatever was generated before it.
  @Test func reusedStructDeclarationsKeepEachPlatformsTypes() {
    func make(_ style: SwiftStyle, _ index: Int) -> String {
      SwiftWriter(
        theme: Self.themes[index].theme, identifier: "brand", sourceName: "x", style: style
      ).text()
    }
    let first = make(.uikit, 0)
    let appkit = make(.appkit, 1)
    #expect(make(.uikit, 0) == first)
    #expect(first.contains("\n      public var barTint: UIKit.UIColor\n"))
    #expect(appkit.contains("\n      public var barTint: AppKit.NSColor\n"))
    #expect(!appkit.contains("UIColor"))
    #expect(appkit.contains("\n      public var selectionIndicator: AppKit.NSColor?\n"))
  }

  /// A named family is used only when the platform's font lookup finds a face of it; otherwise
  /// the font is the system font at the same size and weight (UIKit still scales it). The
  /// matrix type-checks the lookup against the stand-ins; this checks the order of the steps.
  @Test(arguments: [SwiftStyle.uikit, .appkit])
  func aMissingFamilyFallsBackToTheSystemFont(style: SwiftStyle) throws {
    let source = SwiftWriter(
      theme: Self.themes[0].theme, identifier: "brand", sourceName: "x", style: style
    ).text()
    let helper = try #require(source.range(of: "private static func font("))
    let body = source[helper.lowerBound...]
    let system = try #require(body.range(of: ".systemFont(ofSize: size, weight: weight)"))
    let lookup = try #require(
      body.range(of: "descriptor.matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty"))
    let named = try #require(body.range(of: "(descriptor: descriptor, size: size)"))
    #expect(system.lowerBound < lookup.lowerBound && lookup.lowerBound < named.lowerBound)
    if style == .uikit {
      #expect(body.contains("UIKit.UIFontMetrics(forTextStyle: style).scaledFont(for: font)"))
    } else {
      #expect(body.contains("return system\n"))
    }
    // The framework's own module names every framework type.
    let framework = style == .uikit ? "UIKit" : "AppKit"
    #expect(source.contains("public nonisolated enum Brand\(framework)Theme {"))
    for type in style == .uikit ? ["UIColor", "UIFont"] : ["NSColor", "NSFont"] {
      #expect(!source.contains(": \(type)") && !source.contains("-> \(type)"), "\(type)")
    }
  }

  @Test func outputIsDeterministicAndNamesTheSourceRelatively() {
    let theme = Self.themes[0].theme
    let make = {
      SwiftWriter(
        theme: theme, identifier: "brand", sourceName: "Themes/a.json", style: .swiftui
      ).text()
    }
    #expect(make() == make())
    #expect(make().hasPrefix("// Generated by material-theme from \"Themes/a.json\"."))
  }

  private func run(_ arguments: String...) throws -> (status: Int32, output: String) {
    try run(arguments)
  }

  private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Subprocess.run("/usr/bin/env", arguments)
  }
}

@Test func headersNameTheThemeRelativeToItsPackage() throws {
  let directory = try TemporaryDirectory()
  try directory.write("App/Package.swift", "// swift-tools-version:6.1\n")
  let theme = try directory.write("App/Themes/brand.json", "{}")
  #expect(SwiftWriter.sourceName(forThemeAt: theme) == "Themes/brand.json")
  let loose = try directory.write("loose/brand.json", "{}")
  #expect(SwiftWriter.sourceName(forThemeAt: loose) == "brand.json")
  #expect(
    SwiftWriter.sourceName(forThemeAt: Repository.theme("ocean.json"))
      == "Themes/ocean.json")
}
