import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// Display P3 end to end: a token authored in Display P3 reaches every output as P3 through
/// `build`, with its sRGB fallback where the format has one, and `lint` warns where the
/// fallback differs visibly.
@Suite struct DisplayP3CommandTests {
  let directory: TemporaryDirectory
  var root: URL { URL(fileURLWithPath: directory.path) }

  init() throws {
    directory = try TemporaryDirectory(prefix: "display-p3")
    // A DTCG object in display-p3 (outside sRGB), a CSS color(display-p3 …) string inside
    // sRGB, and an oklch color outside sRGB (kept as P3 too).
    try directory.write(
      "Brands/brand.tokens.json",
      """
      {"color": {"$type": "color",
        "red": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
        "teal": {"$value": "color(display-p3 0.2 0.5 0.5)"},
        "green": {"$value": "oklch(0.8 0.3 145)"},
        "plain": {"$value": "#1D5BEE"}}}
      """)
    try directory.write(
      "Brands/wide.json",
      """
      {"name": "Wide", "tokens": ["brand.tokens.json"],
       "colors": {"light": {"primary": "{color.red}", "secondary": "{color.teal}",
                            "background": "{color.green}", "surface": "{color.plain}"}}}
      """)
    try directory.write(
      "theming.json",
      """
      {"sources": ["Brands/wide.json"], "outputs": [
        {"to": "xcassets", "path": "out/{name}.xcassets"},
        {"to": "css", "path": "out/{name}.css"},
        {"to": "swiftui", "path": "out/{name}SwiftUI.swift"},
        {"to": "uikit", "path": "out/{name}UIKit.swift"},
        {"to": "appkit", "path": "out/{name}AppKit.swift"},
        {"to": "swift", "path": "out/{name}Core.swift"},
        {"to": "dtcg", "path": "out/{name}.tokens.json"}]}
      """)
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The `Contents.json` of the color set named `name` anywhere in the catalog.
  private func colorSet(_ name: String) throws -> String {
    let catalog = root.appendingPathComponent("out/wide.xcassets")
    let enumerator = FileManager.default.enumerator(atPath: catalog.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix("/\(name).colorset/Contents.json") {
        return try String(contentsOf: catalog.appendingPathComponent(path), encoding: .utf8)
      }
    }
    Issue.record("no \(name).colorset in the catalog")
    return ""
  }

  /// Generated Swift with its line breaks undone: each run of white space one space, none
  /// after an opening or before a closing parenthesis, so a wrapped call reads as one line.
  static func unwrapped(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
  }

  @Test func aP3TokenReachesTheCatalogAsP3() throws {
    let result = ToolTestSupport.run([
      "build", "--manifest", root.appendingPathComponent("theming.json").path,
    ])
    #expect(result.code == .success, "\(result.err)")
    let primary = try colorSet("primary")
    #expect(primary.contains(#""color-space" : "display-p3""#))
    #expect(primary.contains(#""red" : "1.000""#))
    #expect(primary.contains(#""green" : "0.000""#))
    // An sRGB token stays sRGB, with 8-bit channels.
    let surface = try colorSet("surface")
    #expect(surface.contains(#""color-space" : "srgb""#))
    #expect(!surface.contains("display-p3"))
    // A color authored as CSS color(display-p3 …) keeps its P3 channels though inside sRGB.
    let secondary = try colorSet("secondary")
    #expect(secondary.contains(#""color-space" : "display-p3""#))
    #expect(secondary.contains(#""blue" : "0.500""#))
  }

  @Test func codeCSSAndTokensWriteTheP3ValueWithTheSRGBFallback() throws {
    let result = ToolTestSupport.run([
      "build", "--manifest", root.appendingPathComponent("theming.json").path,
    ])
    #expect(result.code == .success, "\(result.err)")
    let theme = try ThemeLoader().load(
      contentsOf: root.appendingPathComponent("Brands/wide.json").path)
    let primary = theme.colors.light.primary
    // Color science sees the gamut-mapped sRGB value; the P3 value is kept beside it.
    #expect(primary.displayP3 == DisplayP3(red: 1, green: 0, blue: 0))
    #expect(primary.hexString == "#FF0B0CFF")

    let css = try read("out/wide.css")
    #expect(css.contains("  --mt-color-primary: #ff0b0c;\n"))
    let supports = try #require(css.range(of: "@supports (color: color(display-p3 0 0 0)) {\n"))
    #expect(css[supports.upperBound...].hasPrefix("  :root {\n"))
    #expect(css.contains("  --mt-color-primary: color(display-p3 1 0 0);\n"))
    #expect(css.contains("  --mt-color-secondary: color(display-p3 0.2 0.5 0.5);\n"))
    #expect(!css.contains("--mt-color-surface: color("))
    // The fallback comes first: the P3 rule follows the rule it overrides.
    #expect(css.range(of: "--mt-color-primary: #ff0b0c")!.lowerBound < supports.lowerBound)

    // The SwiftUI style states the sRGB values, then the P3 ones.
    let swiftUI = try Self.unwrapped(read("out/wideSwiftUI.swift"))
    #expect(swiftUI.contains("ThemeColor(0xFF0B_0CFF, "), "\(swiftUI)")
    #expect(swiftUI.contains("displayP3: 0xFF00_00FF, "))
    for file in ["out/wideUIKit.swift", "out/wideAppKit.swift"] {
      let text = try Self.unwrapped(read(file))
      // Red in P3: 0xFF00_00FF, marked displayP3 (the light slot; the others are
      // generated and converted to P3 exactly).
      #expect(text.contains("color(0xFF00_00FF, "), "\(file)")
      #expect(text.contains(", displayP3: true)"), "\(file)")
    }
    #expect(try Self.unwrapped(read("out/wideUIKit.swift")).contains("UIColor(displayP3Red: red"))
    #expect(try Self.unwrapped(read("out/wideAppKit.swift")).contains("NSColor(displayP3Red: red"))
    let core = try Self.unwrapped(read("out/wideCore.swift"))
    #expect(
      core.contains(
        "MaterialThemingCore.Color(rgba: 0xFF0B_0CFF, displayP3: DisplayP3(red: 1.0000, "
          + "green: 0.0000, blue: 0.0000))"))

    // The token file keeps display-p3 and reads back to the same colors.
    let tokens = try read("out/wide.tokens.json")
    #expect(tokens.contains(#""colorSpace": "display-p3""#))
    let imported = try ThemeLoader().load(
      contentsOf: root.appendingPathComponent("out/wide.tokens.json").path)
    #expect(imported.colors.light.primary.displayP3 == primary.displayP3)
    #expect(imported.colors.light.secondary == theme.colors.light.secondary)
  }

  @Test func lintWarnsWhereTheFallbackDiffersVisibly() throws {
    let file = root.appendingPathComponent("Brands/wide.json").path
    let result = ToolTestSupport.run(["lint", file])
    // primary (P3 red) and background (oklch green) are far outside sRGB; secondary is inside.
    #expect(
      result.out.contains("wide.json:2:23: warning: primary in light is color(display-p3 1 0 0)"))
    #expect(result.out.contains("its sRGB fallback #FF0B0C differs by deltaEOK"))
    #expect(result.out.contains("in token 'color.red' ("))
    #expect(result.out.contains("brand.tokens.json:2:3 /color/red) [display-p3-fallback]"))
    #expect(result.out.contains("[display-p3-fallback]"))
    #expect(result.out.contains("background in light is color(display-p3"))
    #expect(!result.out.contains("secondary in light is color(display-p3"))
  }
}
