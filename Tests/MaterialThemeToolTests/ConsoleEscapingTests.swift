import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// Input text on the console: a token, set or collection name, a path or a key holding a
/// newline and a forged diagnostic never starts a line of its own, and no control or bidi
/// character reaches the terminal raw — through `import`, `preview`, `build` and the error
/// paths.
@Suite struct ConsoleEscapingTests {
  /// A newline, a forged diagnostic and a bidi override.
  static let forged = "x\n<file>:1:1: error: fake\u{202E}"
  /// How ``forged`` reads once escaped.
  static let shown = #"x\n<file>:1:1: error: fake\u{202E}"#
  /// ``forged`` in a JSON string.
  static let forgedJSON = #"x\n<file>:1:1: error: fake\u202E"#

  /// Checks that `text` (a whole stream) has no forged line and no unsafe scalar but the
  /// newlines between lines.
  static func expectClean(_ text: String, _ context: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("<file>") }, "\(context): \(text)")
    #expect(HostileText.unsafeScalars(in: text).isEmpty, "\(context): \(text)")
  }

  /// Checks both streams of a run, and that the escaped value was printed.
  static func expectClean(
    _ result: (code: ExitCode, out: String, err: String), _ context: String,
    showing: Bool = true
  ) {
    expectClean(result.out, context + " (stdout)")
    expectClean(result.err, context + " (stderr)")
    if showing {
      #expect((result.out + result.err).contains(shown), "\(context): \(result.err)")
    }
  }

  /// A corpus file decoded, changed by `body`, and written into `directory`.
  static func corpus(
    _ name: String, into directory: TemporaryDirectory,
    _ body: (inout [String: Any]) throws -> Void
  ) throws -> String {
    let path = ToolTestSupport.repositoryRoot.appendingPathComponent(
      "Tests/MaterialThemingTests/Formats/Fixtures/tokens-corpus/" + name
    ).path
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    try body(&object)
    return try directory.write(
      name, String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
  }

  @Test func importReportsEscapeTokenSetAndCollectionNames() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("out.json")
    // A DTCG token: listed among the unmapped colors, and mapped with --map.
    let dtcg = try Self.corpus("dtcg-github-primer.json", into: directory) { object in
      object[Self.forged] = ["$type": "color", "$value": "#123456"]
    }
    Self.expectClean(
      ToolTestSupport.run(["import", dtcg, "--output", output]), "dtcg", showing: false)
    Self.expectClean(
      ToolTestSupport.run(["import", dtcg, "--output", output, "--map", "primary=" + Self.forged]),
      "dtcg --map")
    // A Tokens Studio set.
    let studio = try Self.corpus("tokens-studio-starter.json", into: directory) { object in
      let set = try #require(object.keys.sorted().first { !$0.hasPrefix("$") })
      object[Self.forged] = object.removeValue(forKey: set)
      if var metadata = object["$metadata"] as? [String: Any],
        let order = metadata["tokenSetOrder"] as? [String]
      {
        metadata["tokenSetOrder"] = order.map { $0 == set ? Self.forged : $0 }
        object["$metadata"] = metadata
      }
    }
    Self.expectClean(ToolTestSupport.run(["import", studio, "--output", output]), "tokens studio")
    // A Figma variable collection.
    let figma = try Self.corpus("figma-variables-material-theme.json", into: directory) {
      object in
      var meta = try #require(object["meta"] as? [String: Any])
      var collections = try #require(meta["variableCollections"] as? [String: [String: Any]])
      for key in collections.keys { collections[key]?["name"] = Self.forged }
      meta["variableCollections"] = collections
      object["meta"] = meta
    }
    Self.expectClean(ToolTestSupport.run(["import", figma, "--output", output]), "figma")
  }

  @Test func previewPrintsItsPathAndTheThemeEscaped() throws {
    let directory = try TemporaryDirectory()
    let theme = try directory.write(
      "brand\(Self.forged).json",
      #"{"name": "N\u202E\n<file>:1:1: error: fake", "typography": {"fontFamily": "F\n<file>"}}"#)
    let html = ToolTestSupport.run([
      "preview", theme, "--format", "html", "--output", directory.path,
    ])
    #expect(html.code == .success, "\(html.err)")
    Self.expectClean(html, "preview --format html")
    let terminal = ToolTestSupport.run(["preview", theme, "--format", "terminal"])
    #expect(terminal.code == .success, "\(terminal.err)")
    Self.expectClean(terminal, "preview", showing: false)
    #expect(terminal.out.contains(#"N\u{202E}\n<file>:1:1: error: fake"#))
  }

  @Test func buildPrintsSourcesAndOutputsEscaped() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "theming.json",
      #"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"#)
    try directory.write("Brands/good\(Self.forged).json", #"{"name": "Good"}"#)
    try directory.write("Brands/bad\(Self.forged).json", #"{"colors": {"\#(Self.forgedJSON)": 1}}"#)
    let result = ToolTestSupport.run(["build", "--manifest", directory.file("theming.json")])
    #expect(result.code == .dataError, "\(result.err)")
    Self.expectClean(result, "build")
  }

  @Test func errorPathsPrintOneEscapedDiagnostic() throws {
    let directory = try TemporaryDirectory()
    // A missing file, a located error in a key, a bad option value, a --name.
    let missing = ToolTestSupport.run(["resolve", directory.file(Self.forged + ".json")])
    #expect(missing.code == .noInput)
    Self.expectClean(missing, "missing file")
    let key = try directory.write("key.json", #"{"colors": {"\#(Self.forgedJSON)": {}}}"#)
    let located = ToolTestSupport.run(["apply", key, "--output", directory.file("K.swift")])
    #expect(located.code == .dataError)
    Self.expectClean(located, "unknown key")
    #expect(located.err.split(separator: "\n").count == 1)
    let option = ToolTestSupport.run(["resolve", key, "--appearance", Self.forged])
    #expect(option.code == .usage)
    Self.expectClean(option, "option value")
    let name = ToolTestSupport.run([
      "apply", key, "--output", directory.file("N.swift"), "--name", Self.forged,
    ])
    #expect(name.code == .usage)
    Self.expectClean(name, "--name")
  }

  /// The writer itself: a line's newline is escaped, lines given apart stay apart, a located
  /// error keeps its own line structure, a document is written as it is.
  @Test func theWriterEscapesEverythingButTheLinesItIsGiven() {
    var console = Console.capture
    console.out(Self.forged)
    console.error(Self.forged)
    console.error(lines: ["a\u{1B}[2J", Self.forged])
    var error = ThemeError(.invalidValue, file: "t.json", message: Self.forged)
    error.notes = [Self.forged]
    console.error(error)
    console.out(document: "{\n  \"a\": 1\n}")
    #expect(console.capturedOutput == Self.shown + "\n{\n  \"a\": 1\n}\n")
    #expect(
      console.capturedError
        == [
          Self.shown, #"a\u{1B}[2J"#, Self.shown, "t.json: error: \(Self.shown)",
          "  note: \(Self.shown)",
        ].joined(separator: "\n") + "\n")
  }
}
