import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme build` over generated brands: cold, warm no-op, one changed brand, one broken
/// brand, `--clean`, and bad manifests.
@Suite struct BuildCommandTests {
  /// The test's folder, removed when the test ends.
  let directory: TemporaryDirectory
  var root: URL { URL(fileURLWithPath: directory.path) }

  init() throws {
    directory = try TemporaryDirectory(prefix: "build-tests")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Brands/acme"), withIntermediateDirectories: true)
  }

  private func brand(_ index: Int, primary: String? = nil) -> String {
    let hex = primary ?? String(format: "#%02X%02X%02X", 40 + index * 7 % 200, 90, 160)
    return #"{"name": "Brand \#(index)", "colors": {"light": {"primary": "\#(hex)"}}}"#
  }

  private func build(_ extra: [String] = []) -> (code: ExitCode, out: String, err: String) {
    ToolTestSupport.run(
      ["build", "--manifest", root.appendingPathComponent("theming.json").path] + extra)
  }

  private func dates() throws -> [String: Date] {
    var found: [String: Date] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent("out").path)
    while let path = enumerator?.nextObject() as? String {
      let url = root.appendingPathComponent("out").appendingPathComponent(path)
      found[path] =
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
        as? Date
    }
    return found
  }

  private static let manifest = """
    {
      "sources": ["Brands/*.json", "Brands/**/material-theme.json"],
      "outputs": [
        {"to": "swiftui", "path": "out/swift/{name}Theme.swift"},
        {"to": "xcassets", "path": "out/assets/{name}.xcassets"},
        {"to": "css", "path": "out/css/{name}.css"}
      ]
    }
    """

  @Test func coldWarmChangedBrokenAndClean() throws {
    try directory.write("theming.json", Self.manifest)
    for index in 0..<12 { try directory.write("Brands/brand\(index).json", brand(index)) }

    // Cold: every brand in every format.
    let cold = build()
    #expect(cold.code == .success, "\(cold.err)")
    #expect(cold.out.contains("built 12 sources:"))
    #expect(cold.out.contains("swiftui   written 12, unchanged 0, failed 0"))
    #expect(cold.out.contains("xcassets  written 12, unchanged 0, failed 0"))
    #expect(cold.out.contains("css       written 12, unchanged 0, failed 0"))
    let css = try String(
      contentsOf: root.appendingPathComponent("out/css/brand3.css"), encoding: .utf8)
    #expect(css.contains("--md-sys-color-primary"))
    let catalog = root.appendingPathComponent("out/assets/brand3.xcassets/Contents.json")
    #expect(FileManager.default.fileExists(atPath: catalog.path))
    let first = try dates()

    // Warm: nothing written, every modification date kept.
    Thread.sleep(forTimeInterval: 1.1)
    let warm = build()
    #expect(warm.code == .success)
    #expect(warm.out.contains("swiftui   written 0, unchanged 12, failed 0"))
    #expect(!warm.out.contains("wrote "))
    #expect(try dates() == first)

    // One changed brand: only its three outputs are written.
    try directory.write("Brands/brand5.json", brand(5, primary: "#2E7D32"))
    let changed = build()
    #expect(changed.code == .success)
    let wrote = changed.out.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
    #expect(
      Set(wrote) == [
        "wrote out/assets/brand5.xcassets", "wrote out/css/brand5.css",
        "wrote out/swift/brand5Theme.swift",
      ])
    let after = try dates()
    #expect(after["css/brand4.css"] == first["css/brand4.css"])
    #expect(after["css/brand5.css"] != first["css/brand5.css"])

    // One broken brand: the others still build; exit 65 listing it, with its located error.
    try directory.write("Brands/brand7.json", ##"{"colors": {"light": {"primary": "#12"}}}"##)
    try directory.write("Brands/brand12.json", brand(12))
    let broken = build()
    #expect(broken.code == .dataError)
    #expect(broken.err.contains("brand7.json:1:34: error: invalid color '#12'"))
    #expect(broken.err.contains("error: 1 of 13 sources failed: Brands/brand7.json"))
    #expect(broken.out.contains("swiftui   written 1, unchanged 11, failed 1"))
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("out/css/brand12.css").path))

    // --clean removes the outputs of a source that is gone.
    try FileManager.default.removeItem(at: root.appendingPathComponent("Brands/brand2.json"))
    let cleaned = build(["--clean", "--quiet"])
    #expect(cleaned.out.contains("removed out/css/brand2.css"))
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("out/css/brand2.css").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("out/assets/brand2.xcassets").path))
  }

  @Test func aChangedTokenFileRebuildsTheThemesThatListIt() throws {
    try directory.write("theming.json", Self.manifest)
    func tokens(_ hex: String) -> String {
      #"{"color": {"$type": "color", "brand": {"$value": "\#(hex)"}}}"#
    }
    try directory.write("Brands/brand.tokens.json", tokens("#1D5BEE"))
    try directory.write("Brands/shared/base.json", #"{"tokens": ["../brand.tokens.json"]}"#)
    try directory.write(
      "Brands/direct.json",
      #"{"tokens": ["brand.tokens.json"], "colors": {"light": {"primary": "{color.brand}"}}}"#)
    try directory.write(
      "Brands/inherited.json",
      #"{"extends": "shared/base.json", "colors": {"light": {"secondary": "{color.brand}"}}}"#)
    try directory.write("Brands/plain.json", brand(1))
    let cold = build()
    #expect(cold.code == .success, "\(cold.err)")
    // The token file matches "Brands/*.json" but is an input, not a source.
    #expect(cold.out.contains("built 3 sources:"))
    let css = try String(
      contentsOf: root.appendingPathComponent("out/css/direct.css"), encoding: .utf8)
    #expect(css.contains("--md-sys-color-primary: #1d5bee;"))
    let first = try dates()

    Thread.sleep(forTimeInterval: 1.1)
    #expect(build().out.contains("css       written 0, unchanged 3, failed 0"))
    try directory.write("Brands/brand.tokens.json", tokens("#2E7D32"))
    let changed = build()
    #expect(changed.code == .success, "\(changed.err)")
    #expect(changed.out.contains("css       written 2, unchanged 1, failed 0"))
    let after = try dates()
    #expect(after["css/plain.css"] == first["css/plain.css"])
    #expect(after["css/inherited.css"] != first["css/inherited.css"])
    let rebuilt = try String(
      contentsOf: root.appendingPathComponent("out/css/direct.css"), encoding: .utf8)
    #expect(rebuilt.contains("--md-sys-color-primary: #2e7d32;"))
  }

  @Test func themeBuilderExportsInFoldersAreNamedByTheirFolder() throws {
    let export = ToolTestSupport.repositoryRoot.appendingPathComponent(
      "Tests/MaterialThemingTests/Formats/Fixtures/material-theme-blue.json")
    try FileManager.default.copyItem(
      at: export, to: root.appendingPathComponent("Brands/acme/material-theme.json"))
    try directory.write(
      "theming.json",
      #"{"sources": ["Brands/**/material-theme.json"], "outputs": [{"to": "dtcg", "path": "out/{folder}.tokens.json"}]}"#
    )
    let result = build()
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out.contains("wrote out/acme.tokens.json"))
  }

  /// `--contrast-high` reaches every Apple output, and changing it rebuilds them (it is part of
  /// each output's cache key) while a rerun with the same level writes nothing.
  @Test func contrastHighReachesAppleOutputsAndRebuildsThem() throws {
    try directory.write(
      "theming.json",
      #"{"sources": ["Brands/*.json"], "outputs": [{"to": "uikit", "path": "out/{name}.swift"}]}"#)
    let export = ToolTestSupport.repositoryRoot.appendingPathComponent(
      "Tests/MaterialThemingTests/Formats/Fixtures/material-theme-blue.json")
    try directory.write("Brands/blue.json", String(contentsOf: export, encoding: .utf8))
    let output = root.appendingPathComponent("out/blue.swift").path
    let theme = try ThemeLoader().load(contentsOf: export.path)
    for (increased, runs) in [(Material3IncreasedContrast.high, 2), (.medium, 2)] {
      for run in 0..<runs {
        let result = build(["--contrast-high", increased.rawValue])
        #expect(result.code == .success, "\(result.err)")
        let written = result.out.contains("written 1")
        #expect(written == (run == 0), "\(increased) run \(run): \(result.out)")
      }
      let text = try String(contentsOfFile: output, encoding: .utf8)
      let high = theme.material3Scheme(appearance: .light, contrast: increased.contrast)
      let digits = Array(try #require(high[.surfaceDim]).hexString.dropFirst())
      let surfaceDim = "0x" + String(digits[0..<4]) + "_" + String(digits[4...])
      #expect(text.contains("public static var surfaceDim: UIKit.UIColor {"))
      #expect(text.contains(", \(surfaceDim), "), "\(increased)")
    }
  }

  @Test func badManifestsAreLocatedErrors() throws {
    try directory.write(
      "theming.json", #"{"sources": ["*.json"], "outputs": [{"to": "flutter", "path": "{name}"}]}"#)
    var result = build()
    #expect(result.code == .dataError)
    #expect(result.err.contains("theming.json:1:"))
    #expect(result.err.contains("/outputs/0/to"))
    try directory.write(
      "theming.json", #"{"sources": ["*.json"], "outputs": [{"to": "css", "path": "all.css"}]}"#)
    result = build()
    #expect(result.code == .dataError)
    #expect(result.err.contains("names no source"))
    try directory.write(
      "theming.json",
      #"{"sources": ["None/*.json"], "outputs": [{"to": "css", "path": "{name}.css"}]}"#)
    result = build()
    #expect(result.code == .noInput)
    #expect(result.err.contains("theming.json:1:14: error: no source matches 'None/*.json'"))
    #expect(result.err.contains("at /sources/0"))
    result = ToolTestSupport.run([
      "build", "--manifest", root.appendingPathComponent("missing.json").path,
    ])
    #expect(result.code == .noInput)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
    result = ToolTestSupport.run([
      "build", "--manifest", root.appendingPathComponent("folder.json").path,
    ])
    #expect(result.code == .noInput)
    #expect(
      result.err.contains(
        "error: is a directory, not a build manifest — name the manifest file inside it"),
      "\(result.err)")
  }

  @Test func repeatedAndExcessivePatternsAndRulesAreLocatedErrors() throws {
    // Planning checks every output against every source pattern: a manifest repeating one
    // pattern thousands of times took minutes before these bounds.
    try directory.write(
      "theming.json",
      #"{"sources": ["*.json", "Brands/*.json", "*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"#
    )
    var result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        "theming.json:1:41: error: source pattern '*.json' is listed twice (first at /sources/0)"),
      "\(result.err)")
    #expect(result.err.contains("at /sources/2"))
    let patterns = (0...BuildManifest.maximumSourcePatterns).map { #""Brands/\#($0)/*.json""# }
    try directory.write(
      "theming.json",
      #"{"sources": ["# + patterns.joined(separator: ", ")
        + #"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"#)
    result = build()
    #expect(result.code == .dataError)
    #expect(result.err.contains("more than 256 source patterns"), "\(result.err)")
    #expect(result.err.contains("at /sources/256"))
    let rules = (0...BuildManifest.maximumOutputRules).map {
      #"{"to": "css", "path": "out/\#($0)/{name}.css"}"#
    }
    try directory.write(
      "theming.json",
      #"{"sources": ["*.json"], "outputs": ["# + rules.joined(separator: ", ") + "]}")
    result = build()
    #expect(result.code == .dataError)
    #expect(result.err.contains("more than 64 output rules"), "\(result.err)")
    #expect(result.err.contains("at /outputs/64"))
  }

  @Test func patternsMatchWithinAFolderAndAcrossFolders() {
    let match = { (pattern: String, name: String) in
      PathPattern.match(Array(pattern.unicodeScalars), Array(name.unicodeScalars))
    }
    #expect(match("*.json", "brand.json"))
    #expect(match("b?and*.json", "brand-1.json"))
    #expect(!match("*.json", "brand.css"))
    #expect(!match("a*b", "acbd"))
    #expect(match("*", ""))
  }
}
