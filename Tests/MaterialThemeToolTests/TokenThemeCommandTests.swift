import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool

/// The commands on a theme that lists a design-token file and writes values as aliases.
@Suite struct TokenThemeCommandTests {
  static let fixtures = ToolTestSupport.repositoryRoot
    .appendingPathComponent("Tests/MaterialThemingTests/Document/Fixtures")
  static let theme = fixtures.appendingPathComponent("brand.json").path

  @Test func resolvePrintsTheTokensValues() throws {
    let light = try ToolTestSupport.runJSON(["resolve", Self.theme])
    #expect(light.value(at: "colorScheme/primary") as? String == "#1D5BEEFF")
    #expect(light.value(at: "colorScheme/surface") as? String == "#EEF3FFFF")
    #expect(light.value(at: "typographyScheme/caption/family") as? String == "Inter")
    #expect(light.value(at: "typographyScheme/caption/size") as? Double == 13)
    #expect(light.value(at: "typographyScheme/caption/weight") as? Double == 600)
    #expect(light.value(at: "typographyScheme/overline/family") as? String == "JetBrains Mono")
    #expect(light.value(at: "shapeScheme/small/topLeft/size") as? Double == 22)
    #expect(
      light.value(at: "bottomNavigation/surface/selectedItemTintColor") as? String == "#1D5BEEFF")
    #expect(
      light.value(at: "bottomNavigation/surface/unselectedItemTintColor") as? String
        == "#000000B3")
    #expect(light.value(at: "bottomNavigation/surface/elevation") as? Double == 6)
    let dark = try ToolTestSupport.runJSON(["resolve", Self.theme, "--appearance", "dark"])
    #expect(dark.value(at: "colorScheme/onPrimary") as? String == "#0B2A78FF")
    #expect(dark.value(at: "customColors/success/color") != nil)
  }

  @Test func lintApplyAndExportWork() throws {
    let lint = ToolTestSupport.run(["lint", Self.theme])
    #expect(lint.code == .success, "\(lint.out)\(lint.err)")
    for format in ["css", "dtcg", "swiftui"] {
      let export = ToolTestSupport.run(["export", Self.theme, "--to", format])
      #expect(export.code == .success, "\(format): \(export.err)")
      // CSS and DTCG write hex colors; Swift writes 0xRRGGBBAA literals.
      let primary = format == "swiftui" ? "0x1d5b_eeff" : "1d5bee"
      #expect(export.out.lowercased().contains(primary), "\(format)")
    }
    let directory = try TemporaryDirectory()
    let output = directory.file("Brand.swift")
    let apply = ToolTestSupport.run(["apply", Self.theme, "--output", output])
    #expect(apply.code == .success, "\(apply.err)")
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test func aMissingTokenFileExits66AndABadAliasExits65() throws {
    let directory = try TemporaryDirectory()
    let missing = try directory.write("missing.json", #"{"tokens": ["gone.tokens.json"]}"#)
    let result = ToolTestSupport.run(["resolve", missing])
    #expect(result.code == .noInput)
    #expect(
      result.err.hasPrefix(
        "\(missing):1:13: error: token file 'gone.tokens.json' does not exist at /tokens/0"))
    let tokens = try String(
      contentsOf: Self.fixtures.appendingPathComponent("brand.tokens.json"), encoding: .utf8)
    try directory.write("brand.tokens.json", tokens)
    let bad = try directory.write(
      "bad.json",
      ##"{"tokens": ["brand.tokens.json"], "colors": {"light": {"primary": "{font.weight.heavy}"}}}"##
    )
    let failure = ToolTestSupport.run(["resolve", bad])
    #expect(failure.code == .dataError)
    // Both places: the theme's value, and the token's file, line, column and pointer.
    #expect(failure.err.hasPrefix("\(bad):1:67: error: token 'font.weight.heavy' ("))
    #expect(failure.err.contains("/brand.tokens.json:22:7 /font/weight/heavy)"))
    #expect(failure.err.contains("at /colors/light/primary"))
  }

  /// The committed JSON Schema accepts the aliases and the token list, and still rejects a
  /// misspelled key (checked with PyPI `jsonschema`, in the venv `.ci/validate-sarif` makes).
  @Test func theSchemaAcceptsTokensAndAliases() throws {
    _ = try LintFixCommandTests.validate([])  // creates the validator's virtual environment
    let python = ToolTestSupport.repositoryRoot.appendingPathComponent(
      ".build/sarif-venv/bin/python")
    let directory = try TemporaryDirectory()
    let typo = try directory.write(
      "typo.json", ##"{"tokens": ["a.tokens.json"], "colors": {"light": {"primay": "{c.x}"}}}"##)
    let badAlias = try directory.write(
      "bad-alias.json", ##"{"colors": {"light": {"primary": "{c.x"}}}"##)
    let process = Process()
    process.executableURL = python
    process.arguments = [
      "-c",
      """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      validator = jsonschema.Draft202012Validator(schema)
      for path in sys.argv[2:]:
          errors = list(validator.iter_errors(json.load(open(path))))
          print(path.split("/")[-1], "valid" if not errors else "invalid")
      """,
      ToolTestSupport.theme("theme.schema.json"), Self.theme, typo, badAlias,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
    #expect(output == "brand.json valid\ntypo.json invalid\nbad-alias.json invalid\n")
  }
}
