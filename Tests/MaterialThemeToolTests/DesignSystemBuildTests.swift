import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme build` expanding design systems reached through a theme's `tokens` and
/// Tokens Studio project folders, and the hostile inputs of that expansion.
@Suite struct DesignSystemBuildTests {
  static func css(_ directory: TemporaryDirectory, _ path: String) throws -> String {
    try String(contentsOfFile: directory.file(path), encoding: .utf8)
  }

  /// The value of `--md-sys-color-<role>` in each block of the stylesheet, in order (light
  /// first, then the dark media query's).
  static func values(_ css: String, _ role: String) -> [String] {
    css.components(separatedBy: "--md-sys-color-\(role): ").dropFirst().map {
      String($0.prefix { $0 != ";" })
    }
  }

  // MARK: - A theme listing a resolver

  @Test func aThemeListingAResolverBuildsOneThemePerBrand() throws {
    let directory = try DesignSystemCommandTests.brandResolver()
    try directory.write(
      "theme.json",
      ##"{"tokens": ["ds.resolver.json"], "colors": {"light": {"primary": "{color.primary}", "surface": "{color.surface}"}, "dark": {"primary": "{color.primary}", "surface": "{color.surface}"}}}"##
    )
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["theme.json"], "outputs": [{"to": "css", "path": "out/{name}-{brand}.css"}, {"to": "css", "path": "out/{name}-{context}-only.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .success, "\(result.err)")
    for (brand, hex) in [("acme", "#1d5bee"), ("globex", "#2e7d32")] {
      for path in ["out/theme-\(brand).css", "out/theme-\(brand)-only.css"] {
        let css = try Self.css(directory, path)
        #expect(Self.values(css, "primary").first == hex, "\(path)")
        // The theme modifier feeds the appearances: white in light, navy in dark.
        let surfaces = Self.values(css, "surface")
        #expect(surfaces.first == "#ffffff", "\(path)")
        #expect(surfaces.contains("#0b2a78"), "\(path): \(surfaces)")
      }
    }
    #expect(result.out.contains("theme.json (brand=globex)") || result.err.isEmpty)
    // Unchanged inputs: nothing is written again; a brand file changing rebuilds its outputs.
    let again = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(again.out.contains("written 0, unchanged 4"), "\(again.out)")
    try directory.write(
      "brands/globex.json", ##"{"brand": {"$type": "color", "$value": "#7B1FA2"}}"##)
    let changed = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(changed.code == .success, "\(changed.err)")
    #expect(
      Self.values(try Self.css(directory, "out/theme-globex.css"), "primary").first == "#7b1fa2")
    #expect(
      Self.values(try Self.css(directory, "out/theme-acme.css"), "primary").first == "#1d5bee")
  }

  @Test func aThemeExtendingAThemeThatListsAResolverExpandsToo() throws {
    let directory = try DesignSystemCommandTests.brandResolver()
    try directory.write(
      "base.json",
      ##"{"tokens": ["ds.resolver.json"], "colors": {"light": {"primary": "{color.primary}"}}}"##)
    try directory.write(
      "app.json",
      ##"{"extends": "base.json", "colors": {"light": {"secondary": "{color.primary}"}}}"##)
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["app.json"], "outputs": [{"to": "css", "path": "out/{name}-{brand}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .success, "\(result.err)")
    #expect(
      Self.values(try Self.css(directory, "out/app-globex.css"), "secondary").first == "#2e7d32")
  }

  @Test(arguments: [("acme", "1D5BEE"), ("globex", "2E7D32")])
  func applyAndExportReadAThemesResolverInTheContextGiven(_ brand: String, _ hex: String) throws {
    let directory = try DesignSystemCommandTests.brandResolver()
    let theme = try directory.write(
      "theme.json",
      ##"{"tokens": ["ds.resolver.json"], "colors": {"light": {"primary": "{color.primary}"}}}"##)
    let css = directory.file("out/\(brand).css")
    let exported = ToolTestSupport.run(
      ["export", theme, "--to", "css", "--output", css, "--context", "brand=\(brand)"])
    #expect(exported.code == .success, "\(exported.err)")
    #expect(
      Self.values(try String(contentsOfFile: css, encoding: .utf8), "primary").first == "#"
        + hex.lowercased())
    let swift = directory.file("out/\(brand).swift")
    let applied = ToolTestSupport.run(
      ["apply", theme, "--style", "swiftui", "--output", swift, "--context", "brand=\(brand)"])
    #expect(applied.code == .success, "\(applied.err)")
    let source = try String(contentsOfFile: swift, encoding: .utf8)
    // Colors are written as `0xRRGG_BBAA`.
    func literal(_ hex: String) -> String { "0X" + hex.prefix(4) + "_" + hex.suffix(2) }
    let other = brand == "acme" ? "2E7D32" : "1D5BEE"
    #expect(source.uppercased().contains(literal(hex)), "\(source.prefix(2000))")
    #expect(!source.uppercased().contains(literal(other)))
    let bad = ToolTestSupport.run(["apply", theme, "--output", swift, "--context", "brand"])
    #expect(bad.code == .usage)
    #expect(bad.err.contains("--context takes DIMENSION=CONTEXT"))
  }

  // MARK: - A Tokens Studio project folder

  static func tokensStudioProject(in directory: TemporaryDirectory, at folder: String) throws {
    let files = [
      "core.json":
        ##"{"blue": {"value": "#1D5BEE", "type": "color"}, "white": {"value": "#FFFFFF", "type": "color"}, "navy": {"value": "#0B2A78", "type": "color"}, "green": {"value": "#2E7D32", "type": "color"}}"##,
      "modes/light.json": ##"{"color": {"surface": {"value": "{white}", "type": "color"}}}"##,
      "modes/dark.json": ##"{"color": {"surface": {"value": "{navy}", "type": "color"}}}"##,
      "brands/acme.json": ##"{"color": {"primary": {"value": "{blue}", "type": "color"}}}"##,
      "brands/globex.json": ##"{"color": {"primary": {"value": "{green}", "type": "color"}}}"##,
      "$themes.json": ##"""
      [
        {"id": "l", "name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "modes/light": "enabled"}},
        {"id": "d", "name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "modes/dark": "enabled"}},
        {"id": "a", "name": "acme", "group": "brand", "selectedTokenSets": {"brands/acme": "enabled"}},
        {"id": "g", "name": "globex", "group": "brand", "selectedTokenSets": {"brands/globex": "enabled"}}
      ]
      """##,
      "$metadata.json":
        ##"{"tokenSetOrder": ["core", "modes/light", "modes/dark", "brands/acme", "brands/globex"]}"##,
    ]
    for (name, text) in files { try directory.write(folder + "/" + name, text) }
  }

  @Test func aTokensStudioFolderBuildsEveryBrand() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try Self.tokensStudioProject(in: directory, at: "tokens/ds")
    // `**/*.json` reaches the project's set files: they are its sets, not sources.
    let fixed = try directory.write(
      "theming.json",
      ##"{"sources": ["**/*.json", "tokens/*"], "outputs": [{"to": "css", "path": "out/{name}/{brand}.css"}, {"to": "css", "path": "out/{name}.css"}]}"##
    )
    let built = ToolTestSupport.run(["build", "--manifest", fixed])
    #expect(built.code == .success, "\(built.err)\(built.out)")
    for (brand, hex) in [("acme", "#1d5bee"), ("globex", "#2e7d32")] {
      let css = try Self.css(directory, "out/ds/\(brand).css")
      #expect(Self.values(css, "primary").first == hex, "\(brand)")
      #expect(Self.values(css, "surface").first == "#ffffff", "\(brand)")
      #expect(Self.values(css, "surface").contains("#0b2a78"), "\(brand)")
    }
    // The rule without the placeholder reads the default brand (the group's first).
    #expect(Self.values(try Self.css(directory, "out/ds.css"), "primary").first == "#1d5bee")
    // A set changing rebuilds; nothing else is written again.
    try directory.write(
      "tokens/ds/brands/globex.json",
      ##"{"color": {"primary": {"value": "{navy}", "type": "color"}}}"##)
    let changed = ToolTestSupport.run(["build", "--manifest", fixed])
    #expect(changed.code == .success, "\(changed.err)")
    #expect(changed.out.contains("written 1, unchanged 2"), "\(changed.out)")
    #expect(Self.values(try Self.css(directory, "out/ds/globex.css"), "primary").first == "#0b2a78")
  }

  @Test func aFolderSourceIsNamedLiterallyAndItsSetsAreNotSources() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try Self.tokensStudioProject(in: directory, at: "ds")
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["ds", "**/*.json"], "outputs": [{"to": "css", "path": "out/{name}-{brand}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .success, "\(result.err)\(result.out)")
    #expect(FileManager.default.fileExists(atPath: directory.file("out/ds-acme.css")))
    #expect(FileManager.default.fileExists(atPath: directory.file("out/ds-globex.css")))
    #expect(!FileManager.default.fileExists(atPath: directory.file("out/core-acme.css")))
  }

  @Test func anOutputInsideAFolderSourceIsRefused() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try Self.tokensStudioProject(in: directory, at: "ds")
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["ds"], "outputs": [{"to": "dtcg", "path": "ds/{name}-{brand}.tokens.json"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .dataError)
    #expect(result.err.contains("lies inside the Tokens Studio folder 'ds', a source"))
    #expect(result.err.contains("theming.json:1:"))
    #expect(!FileManager.default.fileExists(atPath: directory.file("ds/ds-acme.tokens.json")))
  }

  @Test func aSetLinkedFromOutsideTheFolderIsALocatedFailure() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try Self.tokensStudioProject(in: directory, at: "ds")
    try directory.write(
      "secret/acme.json", ##"{"color": {"primary": {"value": "#000000", "type": "color"}}}"##)
    try FileManager.default.removeItem(atPath: directory.file("ds/brands/acme.json"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("ds/brands/acme.json"), withDestinationPath: "../../secret/acme.json")
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["ds"], "outputs": [{"to": "css", "path": "out/{name}-{brand}.css"}]}"##)
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .dataError, "\(result.err)")
    #expect(result.err.contains("symbolic link 'brands/acme.json' in the token folder leads to"))
    #expect(!FileManager.default.fileExists(atPath: directory.file("out/ds-acme.css")))
  }

  // MARK: - export's help

  @Test func exportsHelpListsEveryFormat() {
    let help = ToolTestSupport.run(["export", "--help"])
    let overview = ToolTestSupport.run(["--help"])
    // The help wraps its lines: compare with every run of spaces and line breaks as one space.
    let text = help.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for format in ExportFormat.allCases {
      #expect(text.contains(format.rawValue), "\(format)")
      #expect(text.contains(format.summary), "\(format)")
    }
    #expect(text.contains("one of the \(ExportFormat.allCases.count) export formats"))
    #expect(overview.out.contains("one of the \(ExportFormat.allCases.count) export formats"))
  }

  // MARK: - Hostile expansions

  @Test func aModifierTimesBrandExplosionIsRefusedNamingTheLimit() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    let contexts = (0..<40).map { "\"c\($0)\": []" }.joined(separator: ", ")
    try directory.write(
      "ds.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"brand": {"contexts": {"##
        + contexts + ##"}, "default": "c0"}, "product": {"contexts": {"## + contexts
        + ##"}, "default": "c0"}}, "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/product"}]}"##
    )
    try directory.write("theme.json", ##"{"tokens": ["ds.resolver.json"]}"##)
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["theme.json"], "outputs": [{"to": "css", "path": "out/{name}-{brand}-{product}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        "would expand into more than \(LoadingLimits.default.maximumExpansions) outputs"))
    #expect(result.err.contains("brand (40 contexts) × product (40 contexts)"))
    #expect(result.err.contains("theming.json:1:"))
    #expect(!FileManager.default.fileExists(atPath: directory.file("out")))
  }

  @Test func brandNamesThatAreNoPlainFileNameAreRefusedThroughATheme() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try directory.write(
      "ds.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"brand": {"contexts": {"..": [], "a/b": [], "x\u001B[31m": [], "ok": []}, "default": "ok"}}, "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}"##
    )
    try directory.write("theme.json", ##"{"tokens": ["ds.resolver.json"]}"##)
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["theme.json"], "outputs": [{"to": "css", "path": "out/{name}/{brand}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .dataError)
    #expect(result.err.contains("'{brand}' of source 'theme.json' is '..', which is not a plain"))
    #expect(result.err.contains("is 'a/b', which is not a plain file name"))
    // The control character is shown escaped, never written to the terminal.
    #expect(!result.err.contains("\u{1B}"))
    #expect(result.err.contains(#"x\u{1B}[31m"#))
    #expect(!FileManager.default.fileExists(atPath: directory.file("out")))
  }

  /// Hostile modifier and context names (controls, bidi overrides, forged diagnostics, path
  /// steps) through `import --context` and `build {brand}`: both streams stay clean and nothing
  /// is written outside `out/`.
  @Test(arguments: [UInt64(7), 28, 2026])
  func hostileBrandNamesNeverReachTheTerminalOrThePath(_ seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let directory = try TemporaryDirectory(prefix: "design-systems")
    func quoted(_ text: String) throws -> String {
      String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
    let modifier = HostileText.name(using: &generator)
    var contexts: [String] = []
    while contexts.count < 4 {
      let name = HostileText.name(using: &generator) + "/../x\(contexts.count)"
      if !contexts.contains(where: { $0.utf8.elementsEqual(name.utf8) }) { contexts.append(name) }
    }
    let members = try contexts.map {
      try quoted($0) + ": [{\"c\": {\"$type\": \"color\", \"$value\": \"#123456\"}}]"
    }
    try directory.write(
      "ds.resolver.json",
      "{\"version\": \"2025.10\", \"modifiers\": {\(try quoted(modifier)): {\"contexts\": {"
        + members.joined(separator: ", ") + "}}}, \"resolutionOrder\": [{\"$ref\": "
        + (try quoted(
          "#/modifiers/"
            + modifier.replacingOccurrences(of: "~", with: "~0")
            .replacingOccurrences(of: "/", with: "~1"))) + "}]}")
    try directory.write("theme.json", ##"{"tokens": ["ds.resolver.json"]}"##)
    let imported = ToolTestSupport.run([
      "import", directory.file("ds.resolver.json"), "--output", directory.file("out/t.json"),
      "--context", "\(modifier)=nowhere",
    ])
    #expect(imported.code != .success)
    ConsoleEscapingTests.expectClean(imported, "import \(seed)", showing: false)
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["theme.json"], "outputs": [{"to": "css", "path": "out/{name}-{context}.css"}]}"##
    )
    let built = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(built.code == .dataError)
    ConsoleEscapingTests.expectClean(built, "build \(seed)", showing: false)
    let written = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
    #expect(Set(written) == ["ds.resolver.json", "theme.json", "theming.json"], "\(written)")
  }

  @Test func brandsDifferingOnlyInNormalizationAreTwoContextsButOneFileOnMacOS() throws {
    let directory = try TemporaryDirectory(prefix: "design-systems")
    try directory.write(
      "ds.resolver.json",
      "{\"version\": \"2025.10\", \"modifiers\": {\"brand\": {\"contexts\": {\"caf\u{E9}\": [], "
        + "\"cafe\u{301}\": []}, \"default\": \"caf\u{E9}\"}}, \"resolutionOrder\": "
        + "[{\"$ref\": \"#/modifiers/brand\"}]}")
    try directory.write("theme.json", ##"{"tokens": ["ds.resolver.json"]}"##)
    let manifest = try directory.write(
      "theming.json",
      ##"{"sources": ["theme.json"], "outputs": [{"to": "css", "path": "out/{name}/{brand}.css"}]}"##
    )
    let result = ToolTestSupport.run(["build", "--manifest", manifest])
    #expect(result.code == .dataError)
    #expect(result.err.contains("differ only in case or Unicode normalization"), "\(result.err)")
    #expect(!result.err.contains("is written twice"))
  }
}
