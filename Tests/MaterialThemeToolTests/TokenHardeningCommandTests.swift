import Foundation
import MaterialThemeTool
import MaterialThemingPOSIX
import TestSupport
import Testing

/// Hostile token input through the commands (issue 25): a weight beyond `Int`'s range in every
/// token format exits 65 with a located error from `import` and from every command that reads a
/// theme's `tokens`; token folders with link loops end, and links leaving the root are errors.
@Suite struct TokenHardeningCommandTests {
  /// One token file per format with a weight of `1e19` (or `"Infinity"`), and where the error is.
  static let files: [(name: String, text: String, location: String, pointer: String)] = [
    (
      "dtcg.tokens.json",
      ##"{"color": {"$type": "color", "primary": {"$value": "#123456"}}, "font": {"$type": "fontWeight", "w": {"$value": 1e19}}}"##,
      "1:113", "/font/w/$value"
    ),
    (
      "dictionary.json",
      ##"{"color": {"primary": {"value": "#123456", "type": "color"}}, "font": {"w": {"value": "Infinity", "type": "fontWeights"}}}"##,
      "1:87", "/font/w/value"
    ),
    (
      "studio.json",
      ##"{"core": {"primary": {"value": "#123456", "type": "color"}, "w": {"value": "inf", "type": "fontWeights"}}, "$metadata": {"tokenSetOrder": ["core"]}}"##,
      "1:76", "/core/w/value"
    ),
    (
      "figma.json",
      ##"{"meta": {"variableCollections": {"c": {"name": "C", "modes": [{"modeId": "m", "name": "Value"}], "variableIds": ["v"]}}, "variables": {"v": {"name": "w", "resolvedType": "FLOAT", "variableCollectionId": "c", "valuesByMode": {"m": 1e999}}}}}"##,
      "1:232", "/meta/variables/v/valuesByMode/m"
    ),
  ]

  @Test(arguments: files.map(\.name))
  func importExits65WithALocatedError(_ name: String) throws {
    let file = try #require(Self.files.first { $0.name == name })
    let directory = try TemporaryDirectory(prefix: "token-hardening")
    let path = try directory.write(file.name, file.text)
    let result = ToolTestSupport.run(["import", path, "--output", directory.file("out.json")])
    #expect(result.code.rawValue == 65, "\(result.err)")
    let line = try #require(result.err.split(separator: "\n").first { $0.contains(": error: ") })
    #expect(line.hasPrefix("\(path):\(file.location): error: "), "\(line)")
    #expect(line.contains(name == "figma.json" ? "number is too large" : "font weight "))
    #expect(line.contains(" at \(file.pointer)"))
  }

  @Test(arguments: ["resolve", "apply", "export", "lint"])
  func everyCommandReadingATheme_sTokensFailsCleanly(_ command: String) throws {
    let directory = try TemporaryDirectory(prefix: "token-hardening-theme")
    for file in Self.files where file.name != "figma.json" {
      let tokens = try directory.write(file.name, file.text)
      let theme = try directory.write(
        "theme.json",
        ##"{"tokens": ["\##(file.name)"], "colors": {"light": {"primary": "{color.primary}"}}}"##)
      let arguments: [String] =
        switch command {
        case "apply": ["apply", theme, "--output", directory.file("Theme.swift")]
        case "export": ["export", theme, "--to", "css"]
        default: [command, theme]
        }
      let result = ToolTestSupport.run(arguments)
      // `lint` reports the error as a finding (exit 1); the others exit 65.
      #expect(result.code.rawValue == (command == "lint" ? 1 : 65), "\(file.name): \(result.err)")
      let output = command == "lint" ? result.out + result.err : result.err
      #expect(
        output.contains("\(tokens):\(file.location): error: "), "\(file.name): \(output)")
      #expect(output.contains("font weight "))
    }
  }

  @Test func aFolderOfLinkLoopsEndsAndAnEscapingLinkExits65() throws {
    let directory = try TemporaryDirectory(prefix: "token-hardening-folder")
    _ = try directory.write(
      "loop/core.json", ##"{"primary": {"value": "#123456", "type": "color"}}"##)
    for name in ["a", "b", "c"] { #expect(symlink(".", directory.file("loop/" + name)) == 0) }
    let output = directory.file("out.json")
    let loop = ToolTestSupport.run(["import", directory.file("loop"), "--output", output])
    #expect(loop.code == .success, "\(loop.err)")
    #expect(loop.err.hasPrefix("read Tokens Studio token sets: 1 set (core)"))
    _ = try directory.write(
      "outside/secret.json", ##"{"s": {"value": "#654321", "type": "color"}}"##)
    #expect(symlink("../outside", directory.file("loop/linked")) == 0)
    let escape = ToolTestSupport.run(["import", directory.file("loop"), "--output", output])
    #expect(escape.code.rawValue == 65)
    #expect(
      escape.err.hasPrefix(
        "\(directory.file("loop/linked")): error: symbolic link 'linked' in the token folder"))
  }
}
