import Foundation
import MaterialThemingPOSIX
import TestSupport
import Testing

@testable import MaterialTheming

/// Hostile token input (issue 25): numbers beyond `Int`'s range, names that differ only in
/// Unicode normalization, symbolic-link loops and escapes in token folders, and inputs that made
/// resolution quadratic or deep. Each case fails with one located error, or reads correctly.
@Suite struct TokenHardeningTests {
  /// `text` without its caret `‸`, and the line and column (in Unicode scalars) of the caret.
  static func located(_ text: String) -> (bytes: [UInt8], line: Int, column: Int) {
    let scalars = Array(text.unicodeScalars)
    let caret = scalars.firstIndex(of: "‸")!
    let before = scalars[..<caret]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { $0 + 1 } ?? 0
    var rest = String.UnicodeScalarView()
    rest.append(contentsOf: scalars[..<caret])
    rest.append(contentsOf: scalars[(caret + 1)...])
    return (Array(String(rest).utf8), line, caret - lineStart + 1)
  }

  /// One token file with a bad number at its caret, and the error it must give.
  struct NumberCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var pointer: String
    var message: String
    var testDescription: String { name }
  }

  static let weightLiterals = ["1e19", "1e300", "1e999", "-1e19", "\"Infinity\"", "\"inf\""]

  /// A weight outside `Int`'s range (or an infinity) in every format that has font weights.
  static let weightCases: [NumberCase] = weightLiterals.flatMap { literal -> [NumberCase] in
    let isString = literal.hasPrefix("\"")
    let problem =
      switch literal {
      case "1e19": "font weight 1e19 is out of range: expected 1 to 1000"
      case "1e300": "font weight 1e300 is out of range: expected 1 to 1000"
      case "-1e19": "font weight -1e19 is out of range: expected 1 to 1000"
      default: "font weight number is too large to represent"
      }
    var cases = [
      NumberCase(
        name: "Style Dictionary \(literal)",
        text: ##"{"font": {"w": {"value": ‸\##(literal), "type": "fontWeights"}}}"##,
        pointer: "/font/w/value", message: problem),
      NumberCase(
        name: "Tokens Studio \(literal)",
        text: ##"""
          {"core": {"w": {"value": ‸\##(literal), "type": "fontWeights"}},
           "$metadata": {"tokenSetOrder": ["core"]}}
          """##,
        pointer: "/core/w/value", message: problem),
      NumberCase(
        name: "Style Dictionary typography \(literal)",
        text: ##"""
          {"t": {"type": "typography", "value": {"fontFamily": "A", "fontWeight": ‸\##(literal)}}}
          """##,
        pointer: "/t/value/fontWeight", message: problem),
    ]
    cases.append(
      NumberCase(
        name: "DTCG \(literal)",
        text: ##"{"font": {"$type": "fontWeight", "w": {"$value": ‸\##(literal)}}}"##,
        pointer: "/font/w/$value",
        message: isString ? "unknown font weight '\(literal.dropFirst().dropLast())'" : problem))
    if !isString {
      cases.append(
        NumberCase(
          name: "DTCG typography \(literal)",
          text: ##"""
            {"t": {"$type": "typography", "$value": {"fontFamily": "A",
              "fontSize": {"value": 12, "unit": "px"}, "fontWeight": ‸\##(literal)}}}
            """##,
          pointer: "/t/$value/fontWeight", message: problem))
    }
    return cases
  }

  @Test(arguments: weightCases)
  func weightsBeyondIntAreLocatedErrors(_ test: NumberCase) throws {
    let (bytes, line, column) = Self.located(test.text)
    let file = try DesignTokenFile.read(bytes: bytes, fileName: "w.json")
    let error = try #require(file.problems.first)
    #expect(error.kind == .invalidValue)
    #expect(error.message.contains(test.message), "\(error.message)")
    #expect(error.pointer.description == test.pointer)
    #expect(error.position?.line == line)
    #expect(error.position?.column == column)
    // The import reports the same error.
    let imported = try DesignTokenImport.read(bytes: bytes, fileName: "w.json")
    #expect(imported.errors.contains { $0.message.contains(test.message) })
  }

  /// Every other number a token carries: sizes, durations, alphas, components, amounts, tones.
  static let numberCases: [NumberCase] = [
    NumberCase(
      name: "DTCG dimension 1e999",
      text: ##"{"s": {"$type": "dimension", "$value": ‸{"value": 1e999, "unit": "px"}}}"##,
      pointer: "/s/$value", message: "dimension is too large to represent"),
    NumberCase(
      name: "DTCG dimension 1e308 rem",
      text: ##"{"s": {"$type": "dimension", "$value": ‸{"value": 1e308, "unit": "rem"}}}"##,
      pointer: "/s/$value", message: "dimension is too large to represent"),
    NumberCase(
      name: "Style Dictionary dimension 1e999",
      text: ##"{"s": {"type": "sizing", "value": ‸1e999}}"##,
      pointer: "/s/value", message: "dimension is too large to represent"),
    NumberCase(
      name: "DTCG duration 1e999",
      text: ##"{"d": {"$type": "duration", "$value": ‸{"value": 1e999, "unit": "ms"}}}"##,
      pointer: "/d/$value", message: "duration is too large to represent"),
    NumberCase(
      name: "Style Dictionary duration infs",
      text: ##"{"d": {"type": "duration", "value": ‸"infs"}}"##,
      pointer: "/d/value", message: "duration is too large to represent"),
    NumberCase(
      name: "DTCG number 1e999",
      text: ##"{"n": {"$type": "number", "$value": ‸1e999}}"##,
      pointer: "/n/$value", message: "number is too large to represent"),
    NumberCase(
      name: "DTCG alpha 1e999",
      text: ##"""
        {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0],
          "alpha": ‸1e999}}}
        """##,
      pointer: "/c/$value/alpha", message: "alpha number is too large to represent"),
    NumberCase(
      name: "DTCG hex alpha 5",
      text: ##"{"c": {"$type": "color", "$value": {"hex": "#ff0000", "alpha": ‸5}}}"##,
      pointer: "/c/$value/alpha", message: "alpha 5 is out of range: expected 0 to 1"),
    NumberCase(
      name: "DTCG oklch chroma 1e308",
      text: ##"""
        {"c": {"$type": "color", "$value": ‸{"colorSpace": "oklch", "components": [0.5, 1e308, 0]}}}
        """##,
      pointer: "/c/$value", message: "color components are too large to convert from oklch"),
    NumberCase(
      name: "CSS lab 1e308",
      text: ##"{"c": {"$type": "color", "$value": ‸"lab(50 1e308 1e308)"}}"##,
      pointer: "/c/$value", message: "invalid color 'lab(50 1e308 1e308)'"),
    NumberCase(
      name: "Style Dictionary letter spacing 1e999 em",
      text: ##"""
        {"t": {"type": "typography", "value": {"fontSize": "16",
          "letterSpacing": ‸{"value": 1e999, "unit": "em"}}}}
        """##,
      pointer: "/t/value/letterSpacing", message: "dimension is too large to represent"),
    NumberCase(
      name: "Tokens Studio modifier inf",
      text: ##"""
        {"core": {"c": {"value": "#336699", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "inf"}}}}},
         "$metadata": {"tokenSetOrder": ["core"]}}
        """##,
      pointer: "/core/c/$extensions/studio.tokens/modify",
      message: "a color modifier's \"value\" is too large to represent"),
  ]

  @Test(arguments: numberCases)
  func otherNumbersAreChecked(_ test: NumberCase) throws {
    var text = test.text
    // The modifier's error sits at the modifier, whose position the caret cannot mark inline.
    let caretless = !text.contains("‸")
    if caretless { text = "‸" + text }
    let (bytes, line, column) = Self.located(text)
    let file = try DesignTokenFile.read(bytes: bytes, fileName: "n.json")
    let error = try #require(file.problems.first)
    #expect(error.kind == .invalidValue)
    #expect(error.message.contains(test.message), "\(error.message)")
    #expect(error.pointer.description == test.pointer)
    if test.pointer.hasSuffix("/modify") {
      #expect(error.position?.line == 2)
    } else {
      #expect(error.position?.line == line)
      #expect(error.position?.column == column)
    }
  }

  @Test func figmaNumbersAndThemeBuilderTonesAreChecked() throws {
    let figma = Self.figma(variables: [("n", "FLOAT", "1e999")])
    let file = try DesignTokenFile.read(bytes: Array(figma.utf8), fileName: "f.json")
    let error = try #require(file.problems.first)
    #expect(error.message.contains("number is too large to represent"), "\(error.message)")
    #expect(error.pointer.description == "/meta/variables/v0/valuesByMode/m1")
    let builder = ##"""
      {"seed": "#6750A4", "coreColors": {"primary": "#6750A4"}, "schemes": {},
       "palettes": {"primary": {"150": "#FFFFFF"}}}
      """##
    #expect {
      try ImportFormat.themeBuilder.document(bytes: Array(builder.utf8), fileName: "b.json")
    } throws: { error in
      let error = error as! ThemeError
      return error.message == "tone '150' is out of range: expected 0 to 100"
        && error.pointer.description == "/palettes/primary/150" && error.position?.line == 2
    }
  }

  /// A Figma variables response with one collection (modes `m1`) holding `variables` (name,
  /// type, value as JSON text).
  static func figma(
    variables: [(name: String, type: String, value: String)], collection: String = "C"
  ) -> String {
    let ids = variables.indices.map { "\"v\($0)\"" }.joined(separator: ", ")
    let entries = variables.enumerated().map { index, variable in
      ##""v\##(index)": {"name": "\##(variable.name)", "resolvedType": "\##(variable.type)", "variableCollectionId": "c", "valuesByMode": {"m1": \##(variable.value)}}"##
    }
    return ##"""
      {"meta": {"variableCollections": {"c": {"name": "\##(collection)", "modes": [{"modeId": "m1", "name": "Value"}], "variableIds": [\##(ids)]}},
       "variables": {\##(entries.joined(separator: ",\n"))}}}
      """##
  }

  // MARK: - Unicode normalization

  static let composed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"

  @Test func dtcgNamesDifferingInNormalizationAreTwoTokens() throws {
    let text = ##"""
      {"c": {"$type": "color", "\##(Self.composed)": {"$value": "#111111"},
       "\##(Self.decomposed)": {"$value": "#222222"}, "a": {"$value": "{c.\##(Self.decomposed)}"},
       "b": {"$value": "{c.\##(Self.composed)}"}}}
      """##
    let file = try DesignTokenFile(bytes: Array(text.utf8), fileName: "n.json")
    try Self.expectTwoTokens(file, prefix: "c.", aliases: ("c.a", "c.b"))
  }

  @Test func styleDictionaryNamesDifferingInNormalizationAreTwoTokens() throws {
    let text = ##"""
      {"c": {"\##(Self.composed)": {"value": "#111111", "type": "color"},
       "\##(Self.decomposed)": {"value": "#222222", "type": "color"},
       "a": {"value": "{c.\##(Self.decomposed)}", "type": "color"},
       "b": {"value": "{c.\##(Self.composed)}", "type": "color"}}}
      """##
    let file = try DesignTokenFile(bytes: Array(text.utf8), fileName: "n.json")
    #expect(file.format == .legacyTokens)
    try Self.expectTwoTokens(file, prefix: "c.", aliases: ("c.a", "c.b"))
  }

  @Test func tokensStudioSetsAndTokensDifferingInNormalizationAreKept() throws {
    let text = ##"""
      {"\##(Self.composed)": {"c": {"\##(Self.composed)": {"value": "#111111", "type": "color"},
         "\##(Self.decomposed)": {"value": "#222222", "type": "color"},
         "a": {"value": "{c.\##(Self.decomposed)}", "type": "color"},
         "b": {"value": "{c.\##(Self.composed)}", "type": "color"}}},
       "\##(Self.decomposed)": {"d": {"value": "#333333", "type": "color"}},
       "$metadata": {"tokenSetOrder": ["\##(Self.decomposed)", "\##(Self.composed)"]}}
      """##
    let file = try DesignTokenFile(bytes: Array(text.utf8), fileName: "n.json")
    #expect(file.format == .tokensStudio)
    // Both sets, in the order `tokenSetOrder` gives.
    #expect(
      JSONKey.sameScalars(
        file.formatDescription,
        "Tokens Studio token sets: 2 sets (\(Self.decomposed), \(Self.composed))"),
      "\(file.formatDescription)")
    #expect(file.tokens["d"] != nil)
    try Self.expectTwoTokens(file, prefix: "c.", aliases: ("c.a", "c.b"))
  }

  @Test func tokensStudioFolderSetsDifferingInNormalizationAreTwoSets() throws {
    let directory = try TemporaryDirectory(prefix: "normalized-sets")
    _ = try directory.write(
      Self.composed + ".json", ##"{"x": {"value": "#111111", "type": "color"}}"##)
    _ = try directory.write(
      Self.decomposed + ".json", ##"{"y": {"value": "#222222", "type": "color"}}"##)
    let file = try DesignTokenFile.read(directory: directory.path)
    #expect(file.formatDescription.hasPrefix("Tokens Studio token sets: 2 sets ("))
    #expect(file.tokens["x"] != nil && file.tokens["y"] != nil)
  }

  @Test func figmaVariablesDifferingInNormalizationAreTwoTokens() throws {
    let text = Self.figma(variables: [
      (Self.composed, "COLOR", ##"{"r": 0, "g": 0, "b": 0.0666, "a": 1}"##),
      (Self.decomposed, "COLOR", ##"{"r": 0, "g": 0, "b": 0.1333, "a": 1}"##),
    ])
    let file = try DesignTokenFile(bytes: Array(text.utf8), fileName: "f.json")
    #expect(file.tokens.count == 2)
    let first = try #require(file.tokens["C.\(Self.composed)"])
    let second = try #require(file.tokens["C.\(Self.decomposed)"])
    #expect(first.pointer.description == "/meta/variables/v0")
    #expect(second.pointer.description == "/meta/variables/v1")
  }

  /// `prefix + composed` is #111111, `prefix + decomposed` #222222, and the aliases name one each.
  static func expectTwoTokens(
    _ file: DesignTokenFile, prefix: String, aliases: (String, String)
  ) throws {
    let one = try #require(file.tokens[prefix + composed])
    let two = try #require(file.tokens[prefix + decomposed])
    #expect(try DesignTokenValues.color(one.value) == Color(rgb: 0x111111))
    #expect(try DesignTokenValues.color(two.value) == Color(rgb: 0x222222))
    #expect(one != two)
    let toDecomposed = try #require(file.tokens[aliases.0])
    let toComposed = try #require(file.tokens[aliases.1])
    #expect(try DesignTokenValues.color(toDecomposed.value) == Color(rgb: 0x222222))
    #expect(try DesignTokenValues.color(toComposed.value) == Color(rgb: 0x111111))
    #expect(JSONKey.same(toDecomposed.referenceChain, [aliases.0, prefix + decomposed]))
    #expect(JSONKey.same(toComposed.referenceChain, [aliases.1, prefix + composed]))
    #expect(file.problems.isEmpty)
  }

  @Test func aThemeAliasFindsTheTokenOfItsOwnNormalization() throws {
    let directory = try TemporaryDirectory(prefix: "normalized-alias")
    _ = try directory.write(
      "brand.tokens.json",
      ##"""
      {"c": {"$type": "color", "\##(Self.composed)": {"$value": "#111111"},
       "\##(Self.decomposed)": {"$value": "#222222"}}}
      """##)
    let theme = try directory.write(
      "theme.json",
      ##"""
      {"tokens": ["brand.tokens.json"], "colors": {"light": {"primary": "{c.\##(Self.decomposed)}",
       "secondary": "{c.\##(Self.composed)}"}}}
      """##)
    let loaded = try ThemeLoader().load(contentsOf: theme)
    #expect(loaded.colors.light.primary == Color(rgb: 0x222222))
    #expect(loaded.colors.light.secondary == Color(rgb: 0x111111))
  }

  // MARK: - Token folders

  @Test func threeSelfLinksEndTheWalk() throws {
    let directory = try TemporaryDirectory(prefix: "link-loop")
    _ = try directory.write("core.json", ##"{"x": {"value": "#111111", "type": "color"}}"##)
    _ = try directory.write("sub/more.json", ##"{"y": {"value": "#222222", "type": "color"}}"##)
    for name in ["a", "b", "c"] {
      #expect(symlink(".", directory.file(name)) == 0)
      #expect(symlink("..", directory.file("sub/" + name)) == 0)
    }
    // Every file once, by its first path in sorted order: the loop ends by the visited set.
    let root = try #require(POSIX.canonicalPath(directory.path))
    let files = try TokensStudioFolder.jsonFiles(in: directory.path, root: root)
    #expect(files.map(\.0) == ["core.json", "sub/more.json"])
    let file = try DesignTokenFile.read(directory: directory.path)
    #expect(file.formatDescription.hasPrefix("Tokens Studio token sets: 2 sets (core, sub/more)"))
    // A folder of nothing but loops ends too, with its error.
    let empty = try TemporaryDirectory(prefix: "link-loop-empty")
    _ = try empty.write("readme.txt", "no tokens")
    for name in ["a", "b", "c"] { #expect(symlink(".", empty.file(name)) == 0) }
    #expect(throws: ThemeError.self) { try DesignTokenFile.read(directory: empty.path) }
  }

  @Test func aLinkLeavingTheRootIsALocatedError() throws {
    let directory = try TemporaryDirectory(prefix: "link-escape")
    _ = try directory.write(
      "outside/secret.json", ##"{"s": {"value": "#654321", "type": "color"}}"##)
    _ = try directory.write(
      "project/tokens/core.json", ##"{"x": {"value": "#111111", "type": "color"}}"##)
    _ = try directory.write(
      "project/shared/colors.json", ##"{"c": {"value": "#222222", "type": "color"}}"##)
    #expect(symlink("../../outside", directory.file("project/tokens/linked")) == 0)
    // `import` of a folder: the folder itself is the root.
    #expect {
      try DesignTokenFile.read(directory: directory.file("project/tokens"))
    } throws: { error in
      let error = error as! ThemeError
      return error.kind == .pathEscapesRoot && error.file == directory.file("project/tokens/linked")
        && error.message.contains("symbolic link 'linked' in the token folder leads to")
        && error.message.hasSuffix(
          "/outside', outside the root '"
            + POSIX.canonicalPath(directory.file("project/tokens"))! + "'")
    }
    // A theme's token folder: the theme root; the link is reported at the theme's entry.
    let theme = try directory.write("project/theme.json", ##"{"tokens": ["tokens"]}"##)
    #expect {
      try ThemeLoader().load(contentsOf: theme)
    } throws: { error in
      let error = error as! ThemeError
      return error.kind == .pathEscapesRoot && error.file == theme
        && error.position?.line == 1 && error.position?.column == 13
        && error.pointer.description == "/tokens/0"
        && error.message.hasPrefix("token folder 'tokens': symbolic link 'linked'")
    }
    // A link that stays inside the theme root is followed for the theme, not for `import`.
    #expect(unlink(directory.file("project/tokens/linked")) == 0)
    #expect(symlink("../shared", directory.file("project/tokens/shared")) == 0)
    let ok = try directory.write(
      "project/theme.json", ##"{"tokens": ["tokens"], "colors": {"light": {"primary": "{c}"}}}"##)
    #expect(try ThemeLoader().load(contentsOf: ok).colors.light.primary == Color(rgb: 0x222222))
    #expect(throws: ThemeError.self) {
      try DesignTokenFile.read(directory: directory.file("project/tokens"))
    }
  }

  // MARK: - Work and depth

  /// A chain of `count` aliases ending in a color, listed from the value outwards or inwards.
  static func chain(_ count: Int, valueFirst: Bool) -> [UInt8] {
    var members = [##""t0": {"$value": "#000000"}"##]
    for index in 1..<count { members.append(##""t\##(index)": {"$value": "{t\##(index - 1)}"}"##) }
    if !valueFirst { members.reverse() }
    return Array(("{\"$type\": \"color\", " + members.joined(separator: ", ") + "}").utf8)
  }

  @Test(arguments: [true, false])
  func aLongChainIsOneErrorWithLinearWork(_ valueFirst: Bool) throws {
    let count = 20_000
    let document = try JSONDocument.parse(
      Self.chain(count, valueFirst: valueFirst), file: "chain.json", limits: .default)
    let context = DecodingContext(document: document, chain: [])
    let (root, parseErrors) = DesignTokenReader.parse(document.rootNode, context)
    #expect(parseErrors.isEmpty)
    var resolver = DesignTokenResolver(root: root, contexts: [context])
    let tokens = resolver.resolveAll()
    // Each token entered once, whichever order the file lists the chain in.
    #expect(resolver.resolutions == count)
    // The tokens 99 links or fewer from the value resolve; the one at 100 links is the error.
    #expect(tokens.count == DesignTokenResolver.maximumChainLength)
    #expect(tokens["t99"]?.referenceChain.count == 100)
    #expect(tokens["t100"] == nil)
    #expect(resolver.errors.count == 1)
    let error = try #require(resolver.errors.first)
    #expect(error.message == "reference chain longer than 100 tokens: t100 → t99 → t98 → … → t0")
    #expect(error.pointer.description == "/t100/$value")
  }

  @Test func cyclesAreReportedWithTheirPath() throws {
    let text = ##"""
      {"$type": "color", "a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"},
       "d": {"$value": "{a}"}}
      """##
    let file = try DesignTokenFile.read(bytes: Array(text.utf8), fileName: "cycle.json")
    let error = try #require(file.problems.first)
    #expect(error.kind == .referenceCycle)
    #expect(error.message == "circular reference: a → b → c → a")
    #expect(file.tokens.isEmpty)
    // A cycle of 20 000 tokens is one error and bounded work.
    var members: [String] = []
    for index in 0..<20_000 {
      members.append(##""t\##(index)": {"$value": "{t\##((index + 1) % 20_000)}"}"##)
    }
    let long = try JSONDocument.parse(
      Array(("{\"$type\": \"color\", " + members.joined(separator: ", ") + "}").utf8),
      file: "ring.json", limits: .default)
    let context = DecodingContext(document: long, chain: [])
    var resolver = DesignTokenResolver(
      root: DesignTokenReader.parse(long.rootNode, context).group, contexts: [context])
    #expect(resolver.resolveAll().isEmpty)
    #expect(resolver.errors.count == 1)
    #expect(resolver.resolutions <= 2 * 20_000)
  }

  @Test func hundredThousandNestedGroupsAreADepthError() throws {
    let depth = 100_000
    let text =
      String(repeating: ##"{"g":"##, count: depth) + "{}" + String(repeating: "}", count: depth)
    func expectDepthError(_ read: () throws -> Void) {
      #expect {
        try read()
      } throws: { error in
        let error = error as! ThemeError
        // The 65th `{`, five bytes a level.
        return error.kind == .nestingTooDeep && error.position?.line == 1
          && error.position?.column == 321
      }
    }
    let bytes = Array(text.utf8)
    expectDepthError { _ = try DesignTokenFile.read(bytes: bytes, fileName: "deep.json") }
    expectDepthError {
      _ = try DesignTokenImport.read(bytes: bytes, fileName: "deep.json", format: .tokensStudio)
    }
    // A Figma variable name is a path of groups: its parts are bounded the same way.
    let name = Array(repeating: "g", count: depth).joined(separator: "/")
    let figma = Self.figma(variables: [(name, "FLOAT", "1")])
    let file = try DesignTokenFile.read(bytes: Array(figma.utf8), fileName: "f.json")
    let error = try #require(file.problems.first)
    #expect(error.kind == .nestingTooDeep)
    #expect(error.message == "variable name has 100000 parts, more than the limit of 64")
    #expect(error.pointer.description == "/meta/variables/v0/name")
  }
}
