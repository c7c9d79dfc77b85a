import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme import` of design systems with dimensions (`--context brand=acme`) and of
/// token files that share one namespace.
@Suite struct DesignSystemCommandTests {
  static func corpus(_ name: String) -> String {
    ToolTestSupport.repositoryRoot
      .appendingPathComponent("Tests/MaterialThemingTests/Interop/Fixtures/tokens-corpus")
      .appendingPathComponent(name).path
  }

  /// Imports `input` with `arguments`; the exit code, the error stream and the theme written.
  static func importing(_ input: String, _ arguments: [String]) throws -> (
    code: ExitCode, err: String, theme: Theme?
  ) {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    let output = directory.file("theme.json")
    let result = ToolTestSupport.run(["import", input, "--output", output] + arguments)
    let theme = result.code == .success ? try ThemeLoader().load(contentsOf: output) : nil
    return (result.code, result.err, theme)
  }

  // MARK: - Tokens Studio themes of every group

  /// tokens-studio/lion-example: `brand` (Casual, Business) and `color` (Green, Blue, Purple);
  /// `colors.bg.default.color` is `{colors.<color>.600}`.
  @Test(arguments: [
    (nil, "#38A169"), ("Green", "#38A169"), ("Blue", "#3182CE"), ("Purple", "#805AD5"),
  ] as [(String?, String)])
  func everyThemeOfAGroupIsAContext(_ context: String?, _ hex: String) throws {
    let extra = context.map { ["--context", "color=\($0)"] } ?? []
    let result = try Self.importing(
      Self.corpus("tokens-studio-lion"),
      ["--map", "primary=colors.bg.default.color"] + extra)
    #expect(result.code == .success, "\(result.err)")
    #expect(result.theme?.colors.light.primary == (try Color(hex: hex)))
    if let context {
      #expect(result.err.contains("dimension 'color' (Green, Blue, Purple): read '\(context)'\n"))
    } else {
      #expect(result.err.contains("read 'Green', the default; choose with --context color=NAME"))
    }
  }

  @Test func anUnknownContextIsALocatedErrorListingTheChoices() throws {
    let result = try Self.importing(
      Self.corpus("tokens-studio-lion"),
      ["--map", "primary=colors.bg.default.color", "--context", "color=Red"])
    #expect(result.code == .dataError)
    #expect(result.err.contains("$themes.json:"))
    #expect(result.err.contains("invalid context 'Red' for dimension 'color'"))
    #expect(result.err.contains("choose one of: Green, Blue, Purple"))
  }

  @Test func anUnknownDimensionIsAnError() throws {
    let result = try Self.importing(
      Self.corpus("tokens-studio-lion"),
      ["--map", "primary=colors.bg.default.color", "--context", "size=large"])
    #expect(result.code == .dataError)
    #expect(result.err.contains("unknown dimension 'size' (--context)"))
    #expect(result.err.contains("the dimensions are: brand, color"))
  }

  @Test(arguments: ["brand", "=acme", "brand="])
  func aMalformedContextIsAUsageError(_ entry: String) throws {
    let result = try Self.importing(Self.corpus("tokens-studio-lion"), ["--context", entry])
    #expect(result.code == .usage)
    #expect(result.err.contains("--context takes DIMENSION=CONTEXT"))
  }

  /// Modes in one group, brands in another: each brand gives light and dark colors.
  static let modesAndBrands = ##"""
    {
      "core": {"blue": {"value": "#1D5BEE", "type": "color"}, "white": {"value": "#FFFFFF", "type": "color"},
               "navy": {"value": "#0B2A78", "type": "color"}, "green": {"value": "#2E7D32", "type": "color"}},
      "light": {"bg": {"value": "{white}", "type": "color"}},
      "dark": {"bg": {"value": "{navy}", "type": "color"}},
      "acme": {"brand": {"value": "{blue}", "type": "color"}},
      "globex": {"brand": {"value": "{green}", "type": "color"}},
      "$themes": [
        {"name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
        {"name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
        {"name": "acme", "group": "brand", "selectedTokenSets": {"acme": "enabled"}},
        {"name": "globex", "group": "brand", "selectedTokenSets": {"globex": "enabled"}}
      ]
    }
    """##

  @Test(arguments: [("acme", "#1D5BEE"), ("globex", "#2E7D32")])
  func aBrandGroupBesideModesIsADimension(_ brand: String, _ hex: String) throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    let input = try directory.write("brands.tokens.json", Self.modesAndBrands)
    let result = try Self.importing(
      input,
      [
        "--context", "brand=\(brand)", "--map", "primary=brand", "--map", "dark.primary=brand",
        "--map", "surface=Light.bg", "--map", "dark.surface=Dark.bg",
      ])
    #expect(result.code == .success, "\(result.err)")
    let theme = try #require(result.theme)
    #expect(theme.colors.light.primary == (try Color(hex: hex)))
    #expect(theme.colors.dark.primary == (try Color(hex: hex)))
    #expect(theme.colors.light.surface == (try Color(hex: "#FFFFFF")))
    #expect(theme.colors.dark.surface == (try Color(hex: "#0B2A78")))
  }

  // MARK: - One namespace

  @Test func aThemeListingFilesThatReferenceEachOtherChecks() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try directory.write(
      "base.json", ##"{"color": {"$type": "color", "brand": {"primary": {"$value": "#1D5BEE"}}}}"##)
    try directory.write(
      "brand.json",
      ##"{"color": {"$type": "color", "role": {"primary": {"$value": "{color.brand.primary}"}}}}"##
    )
    let theme = try directory.write(
      "theme.json",
      ##"{"tokens": ["base.json", "brand.json"], "colors": {"light": {"primary": "{color.role.primary}"}}}"##
    )
    let good = ToolTestSupport.run(["resolve", theme])
    #expect(good.code == .success, "\(good.err)")
    try directory.write(
      "brand.json",
      ##"{"color": {"role": {"primary": {"$type": "color", "$value": "{color.brand.nothing}"}}}}"##)
    let bad = ToolTestSupport.run(["resolve", theme])
    #expect(bad.code == .dataError)
    #expect(bad.err.contains("brand.json:1:"))
  }
}
