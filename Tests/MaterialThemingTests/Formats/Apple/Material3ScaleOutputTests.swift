import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The Material 3 type scale, shape scale and state layers in the `core`, UIKit, AppKit, CSS and
/// DTCG outputs, read back from each output and compared with the theme's resolved scales
/// (``Theme/material3TypeScale`` and friends, what `resolve` prints under `material3`).
@Suite struct Material3ScaleOutputTests {
  /// The Theme Builder exports and a theme that changes every part of the scales.
  static let themes: [(name: String, theme: Theme)] = {
    var themes = InteropFixtures.themeBuilderExports.compactMap { name in
      (try? ThemeLoader().load(contentsOf: InteropFixtures.path(name))).map { (name, $0) }
    }
    let text = ##"""
      {"name": "Scales", "colors": {"seed": "#6750A4", "spec": "2025"},
       "typography": {"fontFamily": "Inter", "material3": {
         "brandFamily": "Fraunces", "scale": "emphasized",
         "styles": {"bodyLarge": {"size": 17, "lineHeight": 26, "tracking": 0.3,
                                  "textStyle": "callout", "weight": 700}}}},
       "shape": {"material3": {"cornerMedium": 10, "cornerLarge": "full"}},
       "stateLayers": "material-202108"}
      """##
    if let theme = try? ThemeLoader().load(bytes: Array(text.utf8), fileName: "scales.json") {
      themes.append(("scales.json", theme))
    }
    return themes
  }()

  @Test func everyThemeLoads() {
    #expect(Self.themes.count == InteropFixtures.themeBuilderExports.count + 1)
    let scales = Self.themes.last!.theme
    #expect(scales.material3TypeScale != .material3)
    #expect(scales.material3ShapeScale != .material3)
    #expect(scales.material3StateLayers != .material202309)
  }

  /// The generated text of `style`.
  static func source(_ theme: Theme, _ style: SwiftStyle) -> [Substring] {
    SwiftWriter(theme: theme, identifier: "brand", sourceName: "x", style: style)
      .text().split(separator: "\n")
  }

  /// The lines of the nested enum `name` inside `Material3` (from its `{` to the next enum).
  static func section(_ lines: [Substring], _ name: String) throws -> ArraySlice<Substring> {
    let material3 = try #require(
      lines.firstIndex { $0.contains("public nonisolated enum Material3 {") })
    let start = try #require(
      lines[material3...].firstIndex { $0.contains("public nonisolated enum \(name) {") })
    let end =
      lines[(start + 1)...].firstIndex {
        $0.contains("public nonisolated enum ") || $0.contains("private ")
      }
      ?? lines.endIndex
    return lines[start..<end]
  }

  /// The UIKit text style a Dynamic Type style is written as.
  static func uiKitTextStyle(_ style: DynamicTypeStyle) -> String {
    switch style {
    case .largeTitle: "largeTitleStyle"
    case .title: ".title1"
    case .caption: ".caption1"
    default: ".\(style.rawValue)"
    }
  }

  @Test(arguments: [SwiftStyle.uikit, .appkit])
  func appleFontsLineHeightsAndTrackingAreTheTypeScale(style: SwiftStyle) throws {
    for (name, theme) in Self.themes {
      let lines = Self.source(theme, style)
      let fonts = try Self.section(lines, "Fonts")
      let lineHeights = try Self.section(lines, "LineHeights")
      let tracking = try Self.section(lines, "Tracking")
      for role in Material3TypeRole.allCases {
        let expected = theme.material3TypeScale[role]
        let family = expected.family == Font.systemFamily ? "nil" : "\"\(expected.family)\""
        let weight = ApplePlatform.weightName(expected.weight)
        let textStyle = style == .uikit ? ", " + Self.uiKitTextStyle(expected.textStyle) : ""
        let size = NumberText.decimal(expected.size)
        let namespace = style == .uikit ? "BrandUIKitTheme" : "BrandAppKitTheme"
        let call = "\(namespace).font(\(family), \(size), .\(weight)\(textStyle))"
        let declaration = try #require(
          fonts.firstIndex { $0.contains("public static var \(role.key): ") }, "\(role)")
        #expect(lines[declaration + 1].trimmingCharacters(in: .whitespaces) == call, "\(name)")
        for (values, value) in [(lineHeights, expected.lineHeight), (tracking, expected.tracking)] {
          let number = NumberText.decimal(value)
          let found: Bool
          if style == .uikit {
            let textStyle = Self.uiKitTextStyle(expected.textStyle)
            let index = try #require(values.firstIndex { $0.contains("var \(role.key): CGFloat") })
            found =
              lines[index + 1].trimmingCharacters(in: .whitespaces)
              == "UIKit.UIFontMetrics(forTextStyle: \(textStyle)).scaledValue(for: \(number))"
          } else {
            found = values.contains { $0.contains("let \(role.key): CGFloat = \(number)") }
          }
          #expect(found, "\(name) \(role) \(value)")
        }
      }
      if style == .uikit {
        let textStyles = try Self.section(lines, "TextStyles")
        for role in Material3TypeRole.allCases {
          let textStyle = Self.uiKitTextStyle(theme.material3TypeScale[role].textStyle)
          #expect(
            textStyles.contains {
              $0.contains("var \(role.key): UIKit.UIFont.TextStyle { \(textStyle) }")
            }, "\(name) \(role)")
        }
      }
    }
  }

  @Test(arguments: [SwiftStyle.uikit, .appkit])
  func appleShapesAndStateLayersAreTheScales(style: SwiftStyle) throws {
    for (name, theme) in Self.themes {
      let lines = Self.source(theme, style)
      let shapes = try Self.section(lines, "Shapes")
      for step in Material3ShapeRole.allCases {
        let index = try #require(shapes.firstIndex { $0.contains("func \(step.key)(") })
        let body = lines[index + 1].trimmingCharacters(in: .whitespaces)
        let half = "max(0, min(width, height) / 2)"
        switch theme.material3ShapeScale[step] {
        case .points(let points):
          #expect(body == "min(\(NumberText.decimal(points)), \(half))", "\(name) \(step)")
        case .full: #expect(body == half, "\(name) \(step)")
        }
      }
      let layers = try Self.section(lines, "StateLayers")
      for layer in Material3StateLayer.allCases {
        let value = NumberText.decimal(theme.material3StateLayers[layer])
        #expect(layers.contains { $0.contains("let \(layer.key): CGFloat = \(value)") })
      }
    }
  }

  /// The `core` file's type scale, shape scale and state layers, read back as Swift runs them
  /// (Material's scales plus the assignments), equal the theme's.
  @Test func coreScalesReadBackAsTheTheme() throws {
    let weights: [String: FontWeight] = [
      "thin": .thin, "extraLight": .extraLight, "light": .light, "regular": .regular,
      "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    for (name, theme) in Self.themes {
      let lines = Self.source(theme, .core)
      var types = Material3TypeScale.material3
      var shapes = Material3ShapeScale.material3
      let typeAssignment = /^\s*scale\[\.(\w+)\]\.(\w+) = (.+)$/
      let shapeAssignment = /^\s*scale\[\.(\w+)\] = \.(points\((.+)\)|full)$/
      for line in lines {
        if let match = line.wholeMatch(of: typeAssignment) {
          let role = try #require(Material3TypeRole(rawValue: String(match.1)))
          let value = String(match.3)
          switch match.2 {
          case "family": types[role].family = String(value.dropFirst().dropLast())
          case "size": types[role].size = try #require(Double(value))
          case "lineHeight": types[role].lineHeight = try #require(Double(value))
          case "tracking": types[role].tracking = try #require(Double(value))
          case "weight": types[role].weight = try #require(weights[String(value.dropFirst())])
          case "textStyle":
            types[role].textStyle = try #require(
              DynamicTypeStyle(rawValue: String(value.dropFirst())))
          default: Issue.record("unexpected property \(match.2)")
          }
        } else if let match = line.wholeMatch(of: shapeAssignment) {
          let step = try #require(Material3ShapeRole(rawValue: String(match.1)))
          shapes[step] = try match.3.map { .points(try #require(Double($0))) } ?? .full
        }
      }
      #expect(types == theme.material3TypeScale, "\(name)")
      #expect(shapes == theme.material3ShapeScale, "\(name)")
      let text = lines.joined(separator: "\n")
      for layer in Material3StateLayer.allCases {
        let value = NumberText.decimal(theme.material3StateLayers[layer])
        #expect(text.contains("    \(layer.key): \(value)"), "\(name) \(layer)")
      }
    }
  }

  /// The `core` file type-checks against the `MaterialThemingCore` module the tests were built
  /// with, in Swift 5 and Swift 6 mode.
  @Test func coreSourceTypeChecksAgainstTheCoreModule() throws {
    // The test executable sits in the build folder, beside the `Modules` folder.
    let executable = URL(fileURLWithPath: try #require(Bundle.main.executablePath))
    let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules").path
    #expect(FileManager.default.fileExists(atPath: modules + "/MaterialThemingCore.swiftmodule"))
    let directory = try TemporaryDirectory()
    var files: [String] = []
    for (index, (_, theme)) in Self.themes.enumerated() {
      let source = SwiftWriter(
        theme: theme, identifier: "brand\(index)", sourceName: "x", style: .core
      ).text()
      files.append(try directory.write("core\(index).swift", source))
    }
    for version in ["5", "6"] {
      let result = try Subprocess.run(
        "/usr/bin/env",
        ["swiftc", "-typecheck", "-swift-version", version, "-I", modules] + files)
      #expect(result.status == 0, "Swift \(version): \(result.output)")
    }
  }

  @Test func cssHoldsTheScalesInMaterialsWebNames() throws {
    for (name, theme) in Self.themes {
      let css = CSSWriter.stylesheet(theme)
      let root = css.split(separator: "@media")[0]
      func value(_ property: String) -> String? {
        root.split(separator: "\n").first { $0.contains("  \(property): ") }
          .map { String($0.split(separator: ": ", maxSplits: 1)[1].dropLast()) }
      }
      for role in Material3TypeRole.allCases {
        let style = theme.material3TypeScale[role]
        let prefix = "--md-sys-typescale-" + CSSWriter.kebab(role.key)
        #expect(value(prefix + "-font") == CSSWriter.fontFamily(style.family), "\(name)")
        #expect(value(prefix + "-size") == NumberText.decimal(style.size) + "px")
        #expect(value(prefix + "-line-height") == NumberText.decimal(style.lineHeight) + "px")
        #expect(value(prefix + "-weight") == String(style.weight.rawValue))
        #expect(value(prefix + "-tracking") == NumberText.decimal(style.tracking) + "px")
      }
      for step in Material3ShapeRole.allCases {
        let expected =
          switch theme.material3ShapeScale[step] {
          case .points(let points): NumberText.decimal(points) + "px"
          case .full: "9999px"
          }
        #expect(value("--md-sys-shape-" + CSSWriter.kebab(step.key)) == expected)
      }
      #expect(
        value("--md-sys-state-hover-state-layer-opacity")
          == NumberText.decimal(theme.material3StateLayers.hover))
      #expect(
        value("--md-sys-state-disabled-content-opacity")
          == NumberText.decimal(theme.material3StateLayers.disabledContent))
      #expect(value("--md-sys-state-pressed-state-layer-opacity") != nil)
    }
  }

  /// A wrong state-layer value or text style in `state` / `typography.m3` is a located error.
  @Test func dtcgMaterial3TokensWithBadValuesAreLocatedErrors() throws {
    for (text, words) in [
      (
        #"{"state": {"$type": "number", "hover": {"$value": 4}}}"#,
        ["opacity from 0 to 1", "/state/hover"]
      ),
      (
        #"{"typography": {"m3": {"bodyLarge": {"$type": "typography", "$value": {"fontSize": {"value": 16, "unit": "px"}}, "$extensions": {"dev.materialtheming": {"textStyle": "bodyy"}}}}}}"#,
        ["unknown name 'bodyy'", "/typography/m3/bodyLarge"]
      ),
    ] {
      #expect {
        _ = try DesignTokenRoundTripTests.reimport(text)
      } throws: { error in
        let description = "\(error)"
        return words.allSatisfy { description.contains($0) }
      }
    }
  }

  @Test func dtcgHoldsTheScalesAndReadsThemBack() throws {
    for (name, theme) in Self.themes {
      let text = DesignTokenWriter.text(theme)
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let typography = try #require(
        (json["typography"] as? [String: Any])?["m3"] as? [String: [String: Any]])
      #expect(typography.count == Material3TypeRole.allCases.count)
      for role in Material3TypeRole.allCases {
        let style = theme.material3TypeScale[role]
        let token = try #require(typography[role.key])
        let value = try #require(token["$value"] as? [String: Any])
        let size = (value["fontSize"] as? [String: Any])?["value"] as? Double
        #expect(size == style.size, "\(name) \(role)")
        let ratio = try #require(value["lineHeight"] as? Double)
        #expect(abs(ratio * style.size - style.lineHeight) < 1e-9)
        #expect(value["fontWeight"] as? Double == Double(style.weight.rawValue))
        let vendor = (token["$extensions"] as? [String: Any])?["dev.materialtheming"]
        #expect((vendor as? [String: Any])?["textStyle"] as? String == style.textStyle.rawValue)
      }
      let shapes = try #require(
        (json["shape"] as? [String: Any])?["m3"] as? [String: [String: Any]])
      for step in Material3ShapeRole.allCases {
        let token = try #require(shapes[step.key])
        let points = ((token["$value"] as? [String: Any])?["value"] as? Double)
        switch theme.material3ShapeScale[step] {
        case .points(let expected): #expect(points == expected, "\(name) \(step)")
        case .full: #expect(points == 9999, "\(name) \(step)")
        }
      }
      let state = try #require(json["state"] as? [String: Any])
      for layer in Material3StateLayer.allCases {
        let value = (state[layer.key] as? [String: Any])?["$value"] as? Double
        #expect(value == theme.material3StateLayers[layer], "\(name) \(layer)")
      }
      // Reading the file back gives the same scales.
      let back = try DesignTokenRoundTripTests.reimport(text)
      #expect(back.material3TypeScale == theme.material3TypeScale, "\(name)")
      #expect(back.material3ShapeScale == theme.material3ShapeScale, "\(name)")
      #expect(back.material3StateLayers == theme.material3StateLayers, "\(name)")
      #expect(back.colors == theme.colors, "\(name)")
      #expect(back.shape == theme.shape, "\(name)")
    }
  }
}
