import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme import`, and `apply` reading Theme Builder exports and token files directly.
@Suite struct ImportCommandTests {
  static func fixture(_ name: String) -> String {
    ToolTestSupport.repositoryRoot
      .appendingPathComponent("Tests/MaterialThemingTests/Formats/Fixtures")
      .appendingPathComponent(name).path
  }

  @Test(arguments: ["material-theme-blue.json", "material-theme-terracotta.json"])
  func importedThemeBuilderExportLoadsToTheSameTheme(_ name: String) throws {
    let directory = try TemporaryDirectory(prefix: "import-tests")
    let output = directory.file("theme.json")
    let result = ToolTestSupport.run([
      "import", Self.fixture(name), "--from", "theme-builder", "--output", output,
    ])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out == "wrote \(output)\n")
    var written = try ThemeLoader().load(contentsOf: output)
    var direct = try ThemeLoader().load(contentsOf: Self.fixture(name))
    written.sourceFile = nil
    direct.sourceFile = nil
    #expect(written == direct)
    let again = ToolTestSupport.run(["import", Self.fixture(name), "--output", output])
    #expect(again.out == "unchanged \(output)\n")
  }

  @Test func importedTokenFileLoadsToTheSameTheme() throws {
    let directory = try TemporaryDirectory(prefix: "import-tests")
    let tokens = directory.file("ocean.tokens.json")
    let export = ToolTestSupport.run([
      "export", ToolTestSupport.theme("ocean.json"), "--to", "dtcg", "--output", tokens,
    ])
    #expect(export.code == .success, "\(export.err)")
    let output = directory.file("ocean.json")
    let result = ToolTestSupport.run(["import", tokens, "--from", "dtcg", "--output", output])
    #expect(result.code == .success, "\(result.err)")
    var imported = try ThemeLoader().load(contentsOf: output)
    var original = try ThemeLoader().load(contentsOf: ToolTestSupport.theme("ocean.json"))
    imported.sourceFile = nil
    original.sourceFile = nil
    #expect(imported == original)
  }

  @Test func usageAndInputErrors() throws {
    let missingOutput = ToolTestSupport.run(["import", Self.fixture("material-theme-blue.json")])
    #expect(missingOutput.code == .usage)
    let badFormat = ToolTestSupport.run([
      "import", Self.fixture("material-theme-blue.json"), "--from", "figma", "--output", "/tmp/x",
    ])
    #expect(badFormat.code == .usage)
    #expect(badFormat.err.contains("theme-builder, dtcg"))
    let themeFile = ToolTestSupport.run([
      "import", ToolTestSupport.theme("ocean.json"), "--output", "/tmp/never-written.json",
    ])
    #expect(themeFile.code == .dataError)
    let missing = ToolTestSupport.run(["import", "/nonexistent.json", "--output", "/tmp/x.json"])
    #expect(missing.code == .noInput)
    let wrongFormat = ToolTestSupport.run([
      "import", Self.fixture("material-theme-blue.json"), "--from", "dtcg", "--output",
      "/tmp/never-written.json",
    ])
    #expect(wrongFormat.code == .dataError)
  }

  /// A file that is no format import reads is one located error (one `error:`) saying what it
  /// is not and listing what import reads; a theme file is called one, at its `format` key.
  @Test func aFileImportDoesNotRecogniseSaysWhatItIsNot() throws {
    let directory = try TemporaryDirectory(prefix: "import-tests")
    let plain = try directory.write("x.json", #"{"a": "b"}"# + "\n")
    let output = directory.file("out.json")
    let result = ToolTestSupport.run(["import", plain, "--output", output])
    #expect(result.code == .dataError)
    #expect(
      result.err.hasPrefix(
        "\(plain):1:1: error: not a Theme Builder export or design-token file: found an object "
          + "with no schemes and coreColors"), "\(result.err)")
    #expect(result.err.components(separatedBy: "error:").count == 2, "\(result.err)")
    #expect(!result.err.contains("already a theme file"))
    for format in ImportFormat.importable {
      #expect(result.err.contains(format.summary), "\(format)")
    }
    #expect(!FileManager.default.fileExists(atPath: output))

    let theme = try directory.write(
      "theme.json", "{\n  \"format\": 1,\n  \"name\": \"T\"\n}\n")
    let refused = ToolTestSupport.run(["import", theme, "--output", output])
    #expect(refused.code == .dataError)
    #expect(
      refused.err.hasPrefix(
        "\(theme):2:13: error: already a theme file (format 1), not a file to import at /format"),
      "\(refused.err)")
    #expect(refused.err.components(separatedBy: "error:").count == 2, "\(refused.err)")
  }

  @Test func applyAcceptsThemeBuilderExportsAndTokenFiles() throws {
    let directory = try TemporaryDirectory(prefix: "import-tests")
    let fromExport = directory.file("Blue.swift")
    let first = ToolTestSupport.run([
      "apply", Self.fixture("material-theme-blue.json"), "--output", fromExport,
    ])
    #expect(first.code == .success, "\(first.err)")
    let source = try String(contentsOfFile: fromExport, encoding: .utf8)
    // The export's light primary (#4C5C92) is the generated theme's primary.
    #expect(source.contains("primary: MaterialThemingCore.Color(rgba: 0x4C5C_92FF)"))
    let tokens = directory.file("baseline.tokens.json")
    _ = ToolTestSupport.run([
      "export", ToolTestSupport.theme("baseline.json"), "--to", "dtcg", "--output", tokens,
    ])
    let fromTokens = directory.file("Baseline.swift")
    let second = ToolTestSupport.run([
      "apply", tokens, "--output", fromTokens, "--name", "baseline",
    ])
    #expect(second.code == .success, "\(second.err)")
    let expected = SwiftWriter(
      theme: try ThemeLoader().load(contentsOf: tokens), identifier: "baseline",
      sourceName: SwiftWriter.sourceName(forThemeAt: tokens)
    ).text()
    #expect(try String(contentsOfFile: fromTokens, encoding: .utf8) == expected)
  }

  static func corpus(_ name: String) -> String {
    fixture("tokens-corpus/" + name)
  }

  @Test func tokenFilesAreMappedByConventionAndReported() throws {
    let directory = try TemporaryDirectory(prefix: "import-tests")
    let input = try directory.write(
      "brand.tokens.json", ##"{"color":{"$type":"color","primary":{"$value":"#0066cc"}}}"##)
    let output = directory.file("brand.json")
    let result = ToolTestSupport.run(["import", input, "--output", output])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.err.contains("read a DTCG 2025.10 design-token file ($value): 1 token\n"))
    #expect(result.err.contains("  light.primary ← color.primary #0066CCFF\n"))
    let theme = try ThemeLoader().load(contentsOf: output)
    #expect(theme.colors.light.primary == (try Color(hex: "#0066CC")))
  }

  @Test func anImportThatMapsNothingIsADataErrorWithARecipe() {
    let result = ToolTestSupport.run([
      "import", Self.corpus("dtcg-github-primer.json"), "--output", "/tmp/never-written.json",
    ])
    #expect(result.code == .dataError)
    #expect(result.err.contains("skipped 469 tokens of type link, 2 em dimensions\n"))
    #expect(result.err.contains("unmapped color tokens (93): base.color.black, "))
    #expect(result.err.contains("error: no token maps to a theme role"))
    #expect(result.err.contains(##""tokens": ["dtcg-github-primer.json"]"##))
    #expect(result.err.contains("--map primary=base.color.black"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.json"))
  }

  @Test func mapStrictAndFormatsOnTheCommandLine() throws {
    let directory = try TemporaryDirectory(prefix: "import-tests")
    let output = directory.file("primer.json")
    let mapped = ToolTestSupport.run([
      "import", Self.corpus("dtcg-github-primer.json"), "--output", output,
      "--map", "primary=base.color.blue.5", "--map", "dark.primary=base.color.blue.3",
    ])
    #expect(mapped.code == .success, "\(mapped.err)")
    #expect(mapped.err.contains("  dark.primary ← base.color.blue.3 #54AEFFFF (--map)\n"))
    let theme = try ThemeLoader().load(contentsOf: output)
    #expect(theme.colors.dark.primary == (try Color(hex: "#54AEFF")))
    let strict = ToolTestSupport.run([
      "import", Self.corpus("dtcg-github-primer.json"), "--output", output, "--strict",
      "--map", "primary=base.color.blue.5",
    ])
    #expect(strict.code == .dataError)
    #expect(strict.err.components(separatedBy: ": error: ").count - 1 == 471)
    let badRole = ToolTestSupport.run([
      "import", Self.corpus("dtcg-github-primer.json"), "--output", output, "--map", "sepia=x",
    ])
    #expect(badRole.code == .usage)
    #expect(badRole.err.contains("unknown role 'sepia'"))
    let badToken = ToolTestSupport.run([
      "import", Self.corpus("dtcg-github-primer.json"), "--output", output,
      "--map", "primary=base.color.blu.5",
    ])
    #expect(badToken.code == .dataError)
    #expect(badToken.err.contains("did you mean 'base.color.blue.5'?"))
    // The older format is imported, no longer taken for a theme file.
    let legacy = ToolTestSupport.run([
      "import", Self.corpus("style-dictionary-react-color.json"), "--output", output,
    ])
    #expect(legacy.code == .success, "\(legacy.err)")
    #expect(legacy.err.hasPrefix("read a Style Dictionary token file (value/type): 4 tokens\n"))
  }

  @Test func aTokensStudioFolderIsImported() throws {
    let directory = try TemporaryDirectory(prefix: "import-tests")
    let output = directory.file("lion.json")
    let folder = Self.corpus("tokens-studio-lion")
    let result = ToolTestSupport.run([
      "import", folder, "--output", output, "--map", "primary=colors.bg.default.color",
    ])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.err.hasPrefix("read Tokens Studio token sets: 9 sets ("))
    #expect(
      result.err.contains(
        "warning: dimension 'brand' (Casual, Business): read 'Casual', the default; choose with "
          + "--context brand=NAME"))
    let theme = try ThemeLoader().load(contentsOf: output)
    #expect(theme.colors.light.primary == (try Color(hex: "#38A169")))
    let wrongFormat = ToolTestSupport.run(["import", folder, "--output", output, "--from", "dtcg"])
    #expect(wrongFormat.code == .usage)
  }
}
