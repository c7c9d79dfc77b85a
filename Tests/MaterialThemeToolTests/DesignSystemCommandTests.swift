import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool
@testable import ThemePluginSupport

/// `material-theme import` of design systems with dimensions (`--context brand=acme`) and of
/// token files that share one namespace.
@Suite struct DesignSystemCommandTests {
  static func corpus(_ name: String) -> String {
    ToolTestSupport.repositoryRoot
      .appendingPathComponent("Tests/MaterialThemingTests/Formats/Fixtures/tokens-corpus")
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
  @Test(
    arguments: [
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

  /// Modes in one group and contrast (Normal, High) in another: four trait combinations.
  static let modesAndContrast = ##"""
    {
      "core": {"blue": {"value": "#1D5BEE", "type": "color"}, "black": {"value": "#000000", "type": "color"},
               "white": {"value": "#FFFFFF", "type": "color"}, "navy": {"value": "#0B2A78", "type": "color"}},
      "light": {"primary": {"value": "{blue}", "type": "color"}},
      "dark": {"primary": {"value": "{white}", "type": "color"}},
      "high": {"ink": {"value": "{black}", "type": "color"}},
      "normal": {"ink": {"value": "{navy}", "type": "color"}},
      "$themes": [
        {"name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
        {"name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
        {"name": "Normal", "group": "contrast", "selectedTokenSets": {"normal": "enabled"}},
        {"name": "High", "group": "contrast", "selectedTokenSets": {"high": "enabled"}}
      ]
    }
    """##

  @Test func aContrastGroupBesideModesFeedsTheContrastTraits() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    let input = try directory.write("contrast.tokens.json", Self.modesAndContrast)
    let result = try Self.importing(
      input,
      [
        "--map", "primary=Light.primary", "--map", "dark.primary=Dark.primary", "--map",
        "lightHighContrast.primary=lightHighContrast.ink", "--map",
        "darkHighContrast.primary=darkHighContrast.ink",
      ])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.err.contains("modes Light, lightHighContrast, Dark, darkHighContrast"))
    let theme = try #require(result.theme)
    #expect(theme.colors[.standard].primary == (try Color(hex: "#1D5BEE")))
    #expect(theme.colors[ColorTraits(appearance: .dark)].primary == (try Color(hex: "#FFFFFF")))
    #expect(theme.colors[ColorTraits(contrast: .high)].primary == (try Color(hex: "#000000")))
    #expect(
      theme.colors[ColorTraits(appearance: .dark, contrast: .high)].primary
        == (try Color(hex: "#000000")))
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

  // MARK: - DTCG resolver documents

  /// A resolver with light/dark, a brand with a default, and a brand without one.
  static func brandResolver(brandDefault: Bool = true) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try directory.write(
      "ds.resolver.json",
      ##"""
      {
        "version": "2025.10",
        "sets": {"core": {"sources": [{"$ref": "core.json"}]}},
        "modifiers": {
          "brand": {"contexts": {"acme": [{"$ref": "brands/acme.json"}], "globex": [{"$ref": "brands/globex.json"}]}\##(brandDefault ? ", \"default\": \"acme\"" : "")},
          "theme": {"contexts": {"light": [{"$ref": "modes.json#/light"}], "dark": [{"$ref": "modes.json#/dark"}]}}
        },
        "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]
      }
      """##)
    try directory.write(
      "core.json",
      ##"{"c": {"$type": "color", "white": {"$value": "#FFFFFF"}, "navy": {"$value": "#0B2A78"}}}"##
    )
    try directory.write(
      "brands/acme.json", ##"{"brand": {"$type": "color", "$value": "#1D5BEE"}}"##)
    try directory.write(
      "brands/globex.json", ##"{"brand": {"$type": "color", "$value": "#2E7D32"}}"##)
    try directory.write(
      "modes.json",
      ##"{"light": {"color": {"$type": "color", "primary": {"$value": "{brand}"}, "surface": {"$value": "{c.white}"}}}, "dark": {"color": {"$type": "color", "primary": {"$value": "{brand}"}, "surface": {"$value": "{c.navy}"}}}}"##
    )
    return directory
  }

  @Test(
    arguments: [(nil, "#1D5BEE"), ("acme", "#1D5BEE"), ("globex", "#2E7D32")] as [(String?, String)]
  )
  func aResolverImportsIntoAThemeWhoseColorsAreTheTokensPerContext(
    _ brand: String?, _ hex: String
  ) throws {
    let directory = try Self.brandResolver()
    let result = try Self.importing(
      directory.file("ds.resolver.json"), brand.map { ["--context", "brand=\($0)"] } ?? [])
    #expect(result.code == .success, "\(result.err)")
    #expect(
      result.err.hasPrefix("read a DTCG resolver document (2025.10): 4 token files referenced"))
    let theme = try #require(result.theme)
    // `light.color.primary` and `dark.color.primary` are the convention's role names.
    #expect(theme.colors.light.primary == (try Color(hex: hex)))
    #expect(theme.colors.dark.primary == (try Color(hex: hex)))
    #expect(theme.colors.light.surface == (try Color(hex: "#FFFFFF")))
    #expect(theme.colors.dark.surface == (try Color(hex: "#0B2A78")))
  }

  @Test func aModifierWithoutDefaultMustBeChosen() throws {
    let directory = try Self.brandResolver(brandDefault: false)
    let missing = try Self.importing(directory.file("ds.resolver.json"), [])
    #expect(missing.code == .dataError)
    #expect(missing.err.contains("ds.resolver.json:5:14: error: missing modifier \"brand\""))
    #expect(missing.err.contains("--context brand=NAME (acme, globex)"))
    let chosen = try Self.importing(
      directory.file("ds.resolver.json"), ["--context", "brand=globex"])
    #expect(chosen.code == .success, "\(chosen.err)")
    #expect(chosen.theme?.colors.light.primary == (try Color(hex: "#2E7D32")))
  }

  @Test func resolverErrorsExitWithBadData() throws {
    let directory = try Self.brandResolver()
    let invalid = try Self.importing(
      directory.file("ds.resolver.json"), ["--context", "brand=blue"])
    #expect(invalid.code == .dataError)
    #expect(invalid.err.contains("invalid context \"blue\" for modifier \"brand\""))
    try directory.write("brands/acme.json", "{")
    let broken = try Self.importing(directory.file("ds.resolver.json"), [])
    #expect(broken.code == .dataError)
    #expect(broken.err.contains("brands/acme.json:1:2: error: "))
    #expect(broken.err.contains("referenced by "))
    let outside = try TemporaryDirectory(prefix: "design-systems")
    try outside.write("x.json", "{}")
    try directory.write(
      "escape.resolver.json",
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "\##(outside.file("x.json"))"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    )
    let escaped = try Self.importing(directory.file("escape.resolver.json"), [])
    #expect(escaped.code == .dataError)
    #expect(escaped.err.contains("is outside the resolver's root"))
  }

  @Test func contextMapMakesNamedContextsModes() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    let path = try directory.write(
      "day-night.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"scheme": {"contexts": {"day": [{"color": {"primary": {"$type": "color", "$value": "#1D5BEE"}}}], "night": [{"color": {"primary": {"$type": "color", "$value": "#AFC6FF"}}}]}, "default": "day"}}, "resolutionOrder": [{"$ref": "#/modifiers/scheme"}]}"##
    )
    let result = try Self.importing(
      path, ["--context-map", "day=light", "--context-map", "night=dark"])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.theme?.colors.light.primary == (try Color(hex: "#1D5BEE")))
    #expect(result.theme?.colors.dark.primary == (try Color(hex: "#AFC6FF")))
    let bad = try Self.importing(path, ["--context-map", "day=sunny"])
    #expect(bad.code == .usage)
    #expect(bad.err.contains("--context-map: 'sunny' is no mode"), "\(bad.err)")
    let unpaired = try Self.importing(path, ["--context-map", "day"])
    #expect(unpaired.code == .usage)
    #expect(unpaired.err.contains("--context-map takes CONTEXT=MODE"), "\(unpaired.err)")
  }

  // MARK: - build: one theme per context

  @Test func buildWritesOneThemePerBrand() throws {
    let directory = try Self.brandResolver()
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["ds.resolver.json"], "outputs": [{"to": "css", "path": "out/{name}-{brand}.css"}, {"to": "dtcg", "path": "out/{name}.tokens.json"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .success, "\(result.err)")
    for (brand, hex) in [("acme", "#1d5bee"), ("globex", "#2e7d32")] {
      let css = try String(contentsOfFile: directory.file("out/ds-\(brand).css"), encoding: .utf8)
      #expect(css.contains("--md-sys-color-primary: \(hex);"), "\(brand)")
    }
    // A rule without the placeholder reads the default context only.
    let tokens = try String(contentsOfFile: directory.file("out/ds.tokens.json"), encoding: .utf8)
    #expect(tokens.lowercased().contains("#1d5bee"))
    #expect(!FileManager.default.fileExists(atPath: directory.file("out/ds-.css")))
    let again = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(again.code == .success)
    #expect(again.out.contains("written 0, unchanged 2"), "\(again.out)")
    // A brand file changing rebuilds that brand's output.
    try directory.write(
      "brands/globex.json", ##"{"brand": {"$type": "color", "$value": "#7B1FA2"}}"##)
    let changed = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(changed.code == .success, "\(changed.err)")
    let globex = try String(contentsOfFile: directory.file("out/ds-globex.css"), encoding: .utf8)
    #expect(globex.contains("--md-sys-color-primary: #7b1fa2;"))
  }

  @Test func aContextThatIsNoPlainFileNameIsALocatedError() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try directory.write(
      "ds.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"brand": {"contexts": {"..": [], "a/b": [], "ok": []}, "default": "ok"}}, "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}"##
    )
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["ds.resolver.json"], "outputs": [{"to": "css", "path": "out/{name}-{context}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        "'{context}' of source 'ds.resolver.json' is '..', which is not a plain file name"))
    #expect(result.err.contains("is 'a/b', which is not a plain file name"))
    #expect(result.err.contains("theming.json:1:69: error: "))
    #expect(result.err.contains("rename the context, or leave its placeholder out"))
  }

  @Test func contextNeedsASourceWithOneDimension() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try directory.write("plain.json", ##"{"name": "Plain"}"##)
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["plain.json"], "outputs": [{"to": "css", "path": "out/{name}-{context}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .dataError)
    #expect(result.err.contains("source 'plain.json' has no dimension to fill {context}"))
  }

  @Test func buildExpandsATokensStudioBrandGroup() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    // The brand token must be named for the role it fills: `color.primary` under each mode.
    try directory.write(
      "brands.json",
      Self.modesAndBrands.replacingOccurrences(
        of: ##""brand": {"value""##, with: ##""color": {"primary": {"type": "color", "value""##
      ).replacingOccurrences(of: ##""{blue}", "type": "color"}}"##, with: ##""{blue}"}}}"##)
        .replacingOccurrences(of: ##""{green}", "type": "color"}}"##, with: ##""{green}"}}}"##))
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["brands.json"], "outputs": [{"to": "css", "path": "out/{name}/{brand}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .success, "\(result.err)\(result.out)")
    for (brand, hex) in [("acme", "#1d5bee"), ("globex", "#2e7d32")] {
      let css = try String(
        contentsOfFile: directory.file("out/brands/\(brand).css"), encoding: .utf8)
      #expect(css.contains("--md-sys-color-primary: \(hex);"), "\(brand)")
    }
  }

  /// The build-tool plugin's input list names a listed resolver's `$ref` files, as the loader
  /// reads them.
  @Test func thePluginListsAResolversFiles() throws {
    let directory = try Self.brandResolver()
    let theme = try directory.write(
      "theme.json",
      ##"{"tokens": ["ds.resolver.json"], "colors": {"light": {"primary": "{color.primary}"}}}"##)
    let references = GenerationPlan.references(of: URL(fileURLWithPath: theme))
    let names = Set(
      references.map { $0.path.replacingOccurrences(of: directory.path + "/", with: "") })
    #expect(
      names == [
        "ds.resolver.json", "core.json", "brands/acme.json", "brands/globex.json", "modes.json",
      ])
    let (result, inputs) = ThemeLoader().loadRecordingInputs(contentsOf: theme)
    _ = try result.get()
    let read = Set(inputs.files.map { URL(fileURLWithPath: $0.path).lastPathComponent })
    // The loader reads the default brand's file only; the plugin lists every context's.
    #expect(
      read.isSubset(of: Set(names.map { ($0 as NSString).lastPathComponent } + ["theme.json"])))
    #expect(read.contains("acme.json"))
  }
}
