import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// DTCG resolver documents (Resolver Module 2025.10): real ones from Terrazzo's tests and
/// written ones, read alone, imported, and listed by themes.
@Suite struct ResolverTests {
  static func corpus(_ name: String) -> String {
    Repository.root
      .appendingPathComponent("Tests/MaterialThemingTests/Formats/Fixtures/tokens-corpus")
      .appendingPathComponent(name).path
  }

  static func read(_ path: String, _ options: DesignTokenImportOptions = .init()) throws
    -> DesignTokenFile
  {
    let document = try JSONDocument.parse(
      try ThemeLoader().readFile(path), file: path, limits: .default)
    return DesignTokenFile.read(document: document, chain: [], selection: .init(options))
  }

  static func hex(_ file: DesignTokenFile, _ name: String) throws -> String {
    try DesignTokenValues.color(try #require(file.tokens[name]?.value, "\(name)")).hexString
  }

  /// Writes `files` into a new folder and reads `main` there.
  static func reading(
    _ files: [String: String], main: String = "tokens.resolver.json",
    _ options: DesignTokenImportOptions = .init()
  ) throws -> (DesignTokenFile, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    for (name, text) in files { try directory.write(name, text) }
    return (try read(directory.file(main), options), directory)
  }

  static func options(_ contexts: [(String, String)], modes: [(String, String)] = [])
    -> DesignTokenImportOptions
  {
    var options = DesignTokenImportOptions()
    options.contexts = contexts
    options.contextModes = modes
    return options
  }

  // MARK: - Real documents

  /// terrazzo `resolver-simple`: `foundation` set, `theme` modifier whose `light` is empty.
  @Test func terrazzoSimpleGivesOneTokenPerMode() throws {
    let file = try Self.read(Self.corpus("resolver-terrazzo-simple/example.resolver.json"))
    #expect(file.problems.isEmpty, "\(file.problems.map(\.description))")
    #expect(file.format == .dtcgResolver)
    #expect(try Self.hex(file, "light.color.blue.6") == "#0550AEFF")
    #expect(try Self.hex(file, "dark.color.blue.6") == "#1158C7FF")
    #expect(file.tokens["light.color.blue.6"]?.mode == "light")
    #expect(file.notes.contains("context 'light' of modifier 'theme' sets no token"))
    #expect(file.formatDescription.contains("modifiers theme (light, dark; modes)"))
    // The token came from the file the modifier references.
    #expect(file.tokens["dark.color.blue.6"]?.file.hasSuffix("theme/dark.tokens.json") == true)
  }

  /// terrazzo plugin-sass `resolver`: inline contexts; aliases resolve after the merge.
  @Test func terrazzoSassResolvesAliasesOnTheMergedTree() throws {
    let file = try Self.read(Self.corpus("resolver-terrazzo-sass/resolver.json"))
    #expect(file.problems.isEmpty, "\(file.problems.map(\.description))")
    #expect(try Self.hex(file, "color.red") == "#FF0000FF")  // the same in both modes
    #expect(try Self.hex(file, "light.color.greenblue") == "#6FDD8BFF")  // {color.green}
    #expect(try Self.hex(file, "dark.color.greenblue") == "#0000FFFF")  // {color.blue}, the set's
  }

  @Test func aThemeListingAResolverGetsEachModesValue() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "resolver.json",
      try String(
        contentsOfFile: Self.corpus("resolver-terrazzo-sass/resolver.json"), encoding: .utf8))
    let theme = try ThemeLoader().load(
      contentsOf: try directory.write(
        "theme.json",
        ##"{"tokens": ["resolver.json"], "colors": {"light": {"primary": "{color.greenblue}", "secondary": "{color.red}"}, "dark": {"primary": "{color.greenblue}"}, "darkHighContrast": {"primary": "{color.greenblue}"}}}"##
      ))
    #expect(theme.colors[.standard].primary.hexString == "#6FDD8BFF")
    #expect(theme.colors[.standard].secondary.hexString == "#FF0000FF")
    #expect(theme.colors[ColorTraits(appearance: .dark)].primary.hexString == "#0000FFFF")
    // No high-contrast context: the dark one's value.
    #expect(
      theme.colors[ColorTraits(appearance: .dark, contrast: .high)].primary.hexString
        == "#0000FFFF")
  }

  /// terrazzo `resolver-orthogonal` gives its modifiers a `name`, which the schema does not
  /// allow, and its `contrast` modifier (default, slim) has no default.
  @Test func terrazzoOrthogonalIsRefusedWhereItBreaksTheSchema() throws {
    let path = Self.corpus("resolver-terrazzo-orthogonal/example.resolver.json")
    let file = try Self.read(path)
    let unknown = file.problems.filter { $0.message == "unknown member 'name' in a modifier" }
    #expect(unknown.map(\.position?.line) == [23, 30])
    #expect(unknown.first?.pointer == JSONPointer("/modifiers/theme/name"))
    #expect(
      file.problems.contains {
        $0.message == "missing modifier \"contrast\": it has no default" && $0.position?.line == 29
      })
  }

  // MARK: - Written documents

  static let appearanceAndBrand: [String: String] = [
    "tokens.resolver.json": ##"""
    {
      "version": "2025.10",
      "sets": {"core": {"sources": [{"$ref": "core.json"}]}},
      "modifiers": {
        "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
        "contrast": {"contexts": {"normal": [], "high": [{"$ref": "high.json"}]}, "default": "normal"},
        "brand": {"contexts": {"acme": [{"$ref": "brands.json#/acme"}], "globex": [{"$ref": "brands.json#globex"}]}, "default": "acme"}
      },
      "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}]
    }
    """##,
    "core.json":
      ##"{"c": {"$type": "color", "white": {"$value": "#FFFFFF"}, "black": {"$value": "#000000"}, "navy": {"$value": "#0B2A78"}}}"##,
    "brands.json":
      ##"{"acme": {"brand": {"$type": "color", "$value": "#1D5BEE"}}, "globex": {"brand": {"$type": "color", "$value": "#2E7D32"}}}"##,
    "light.json":
      ##"{"role": {"$type": "color", "surface": {"$value": "{c.white}"}, "primary": {"$value": "{brand}"}}}"##,
    "dark.json":
      ##"{"role": {"$type": "color", "surface": {"$value": "{c.navy}"}, "primary": {"$value": "{brand}"}}}"##,
    "high.json": ##"{"role": {"$type": "color", "primary": {"$value": "{c.black}"}}}"##,
  ]

  @Test func appearanceAndContrastFeedTheFourTraitsAndABrandIsADimension() throws {
    for (brand, hex) in [(nil, "#1D5BEEFF"), ("acme", "#1D5BEEFF"), ("globex", "#2E7D32FF")] {
      let options = Self.options(brand.map { [("brand", $0)] } ?? [])
      let (file, _) = try Self.reading(Self.appearanceAndBrand, options)
      #expect(file.problems.isEmpty, "\(file.problems.map(\.description))")
      #expect(try Self.hex(file, "light.role.primary") == hex)
      #expect(try Self.hex(file, "dark.role.primary") == hex)
      #expect(try Self.hex(file, "lightHighContrast.role.primary") == "#000000FF")
      #expect(try Self.hex(file, "darkHighContrast.role.primary") == "#000000FF")
      #expect(try Self.hex(file, "dark.role.surface") == "#0B2A78FF")
      #expect(try Self.hex(file, "darkHighContrast.role.surface") == "#0B2A78FF")
      #expect(try Self.hex(file, "c.white") == "#FFFFFFFF")
      let given = brand != nil
      #expect(
        file.notes.contains {
          $0.hasPrefix("dimension 'brand' (acme, globex): read '\(brand ?? "acme")'")
            && $0.contains("the default") != given
        })
    }
  }

  @Test func aThemeListingTheResolverFillsEveryTrait() throws {
    let directory = try TemporaryDirectory()
    for (name, text) in Self.appearanceAndBrand { try directory.write(name, text) }
    let theme = try ThemeLoader().load(
      contentsOf: try directory.write(
        "theme.json",
        ##"{"tokens": ["tokens.resolver.json"], "colors": {"light": {"primary": "{role.primary}", "surface": "{role.surface}"}, "dark": {"primary": "{role.primary}", "surface": "{role.surface}"}, "lightHighContrast": {"primary": "{role.primary}"}, "darkHighContrast": {"primary": "{role.primary}"}}}"##
      ))
    #expect(theme.colors[.standard].primary.hexString == "#1D5BEEFF")
    #expect(theme.colors[.standard].surface.hexString == "#FFFFFFFF")
    #expect(theme.colors[ColorTraits(appearance: .dark)].primary.hexString == "#1D5BEEFF")
    #expect(theme.colors[ColorTraits(appearance: .dark)].surface.hexString == "#0B2A78FF")
    #expect(theme.colors[ColorTraits(contrast: .high)].primary.hexString == "#000000FF")
    #expect(
      theme.colors[ColorTraits(appearance: .dark, contrast: .high)].primary.hexString
        == "#000000FF")
  }

  @Test func aContextThatSetsNoTokenTheThemeUsesIsANote() throws {
    let directory = try TemporaryDirectory()
    for (name, text) in Self.appearanceAndBrand { try directory.write(name, text) }
    let loader = ThemeLoader()
    // `role.primary` is `{brand}`: the brand context is used through the chain.
    let usesBrand = try directory.write(
      "brand.json",
      ##"{"tokens": ["tokens.resolver.json"], "colors": {"light": {"primary": "{role.primary}"}}}"##
    )
    let used = try loader.document(bytes: try loader.readFile(usesBrand), fileName: usesBrand)
    #expect(!used.notes.contains { $0.contains("context 'acme'") }, "\(used.notes)")
    // Only a core token: neither the brand nor the modes set anything it uses.
    let coreOnly = try directory.write(
      "core.theme.json",
      ##"{"tokens": ["tokens.resolver.json"], "colors": {"light": {"primary": "{c.navy}"}}}"##)
    let notes = try loader.document(bytes: try loader.readFile(coreOnly), fileName: coreOnly)
      .notes
    #expect(
      notes.contains {
        $0.hasSuffix(
          "tokens.resolver.json: context 'acme' of modifier 'brand' sets no token "
            + "this theme uses")
      }, "\(notes)")
    #expect(
      notes.contains {
        $0.hasSuffix("context 'dark' of modifier 'theme' sets no token this theme uses")
      })
  }

  @Test func contextsNamedOtherwiseAreMappedToModes() throws {
    let files = [
      "tokens.resolver.json": ##"""
      {"version": "2025.10",
       "modifiers": {"scheme": {"contexts": {"day": [{"c": {"bg": {"$type": "color", "$value": "#FFFFFF"}}}],
                                             "night": [{"c": {"bg": {"$type": "color", "$value": "#101010"}}}]}, "default": "day"}},
       "resolutionOrder": [{"$ref": "#/modifiers/scheme"}]}
      """##
    ]
    let (unmapped, _) = try Self.reading(files)
    // Unmapped, `scheme` is a dimension read in its default.
    #expect(try Self.hex(unmapped, "c.bg") == "#FFFFFFFF")
    let (mapped, _) = try Self.reading(
      files, Self.options([], modes: [("day", "light"), ("night", "dark")]))
    #expect(try Self.hex(mapped, "light.c.bg") == "#FFFFFFFF")
    #expect(try Self.hex(mapped, "dark.c.bg") == "#101010FF")
  }

  /// A size modifier is a dimension: a theme holds one size per text style (Dynamic Type scales
  /// it at run time), so one context is read — the default, or the one chosen.
  @Test func aSizeModifierIsADimension() throws {
    let files = [
      "tokens.resolver.json": ##"""
      {"version": "2025.10",
       "modifiers": {"size": {"contexts": {
         "small": [{"typography": {"body": {"$type": "dimension", "$value": {"value": 14, "unit": "px"}}}}],
         "large": [{"typography": {"body": {"$type": "dimension", "$value": {"value": 18, "unit": "px"}}}}]},
         "default": "small"}},
       "resolutionOrder": [{"$ref": "#/modifiers/size"}]}
      """##
    ]
    let value = { (file: DesignTokenFile) in file.tokens["typography.body"]?.value["value"] }
    let (small, _) = try Self.reading(files)
    #expect(value(small) == .number(14))
    #expect(small.formatDescription.contains("size (small, large; dimension)"))
    let (large, _) = try Self.reading(files, Self.options([("size", "large")]))
    #expect(value(large) == .number(18))
  }

  /// Thousands of sources, each adding a top-level group, merge in place.
  @Test func manySourcesMerge() throws {
    let sources = (0..<5000).map {
      ##"{"g\##($0)": {"t": {"$type": "color", "$value": "#102030"}}}"##
    }.joined(separator: ",")
    let (file, _) = try Self.reading([
      "tokens.resolver.json":
        ##"{"version": "2025.10", "sets": {"s": {"sources": [\##(sources)]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    ])
    #expect(file.problems.isEmpty)
    #expect(file.tokens.count == 5000)
  }

  @Test func bundledDefsInlineEntriesAndLocalOverrides() throws {
    let (file, _) = try Self.reading([
      "tokens.resolver.json": ##"""
      {"version": "2025.10",
       "$defs": {"foundation/colors.json": {"c": {"$type": "color", "a": {"$value": "#111111"}, "b": {"$value": "#222222"}}}},
       "sets": {"base": {"sources": [{"$ref": "#/$defs/foundation~1colors.json"}]}},
       "resolutionOrder": [
         {"$ref": "#/sets/base"},
         {"type": "set", "name": "late", "sources": [{"c": {"b": {"$type": "color", "$value": "{c.a}"}}}]},
         {"$ref": "#/sets/base", "sources": [{"c": {"z": {"$type": "color", "$value": "#333333"}}}]}
       ]}
      """##
    ])
    #expect(file.problems.isEmpty, "\(file.problems.map(\.description))")
    #expect(try Self.hex(file, "c.a") == "#111111FF")
    #expect(try Self.hex(file, "c.b") == "#111111FF")  // the later inline set wins
    #expect(try Self.hex(file, "c.z") == "#333333FF")  // the override replaced `sources`
  }

  // MARK: - Errors

  /// The first problem of reading `resolver` (beside `files`) whose message contains `text`.
  static func problem(
    _ resolver: String, _ text: String, files: [String: String] = [:],
    _ options: DesignTokenImportOptions = .init()
  ) throws -> ThemeError {
    var all = files
    all["tokens.resolver.json"] = resolver
    let (file, _) = try reading(all, options)
    return try #require(
      file.problems.first { $0.message.contains(text) }, "\(file.problems.map(\.description))")
  }

  @Test func aCycleOfSetReferencesIsALocatedError() throws {
    let error = try Self.problem(
      """
      {"version": "2025.10",
       "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]},
                "b": {"sources": [{"$ref": "#/sets/a"}]}},
       "resolutionOrder": [{"$ref": "#/sets/a"}]}
      """, "$ref cycle")
    #expect(error.kind == .referenceCycle)
    #expect(error.message == "$ref cycle: /sets/a → /sets/b → /sets/a")
    #expect(error.position?.line == 3)
  }

  /// A resolver whose set reads `#/$defs/d0`, `d0` being `{"$ref": …}` with `d1` (JSON text),
  /// and a light/dark modifier over a token file, so that two resolutions merge the set.
  static func chained(_ d1: String, d0: String = ##"{"$ref": "#/$defs/d1"}"##) -> [String: String] {
    [
      "tokens.resolver.json": """
      {"version": "2025.10",
       "$defs": {"d0": \(d0),
                 "d1": \(d1)},
       "sets": {"s": {"sources": [{"$ref": "#/$defs/d0"}]}},
       "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}}},
       "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}
      """,
      "dark.tokens.json": ##"{"color": {"blue": {"$type": "color", "$value": "#0000FF"}}}"##,
    ]
  }

  /// A `$ref` naming a reference object is followed, as JSON Schema's `$ref` is — not read as
  /// a group `$extends` the user never wrote.
  @Test func aChainOfRefsIsFollowed() throws {
    let (file, _) = try Self.reading(
      Self.chained(##"{"color": {"primary": {"$type": "color", "$value": "#123456"}}}"##))
    #expect(file.problems.isEmpty, "\(file.problems.map(\.description))")
    #expect(try Self.hex(file, "color.primary") == "#123456FF")
  }

  /// A chain that loops, or whose last link names nothing, is one error at the `$ref` that
  /// causes it: in the resolver, with line, column and pointer, whatever the resolutions merge.
  @Test(arguments: [
    (
      ##""#/$defs/d0""##, ThemeError.Kind.referenceCycle,
      "$ref cycle: #/$defs/d0 → #/$defs/d1 → #/$defs/d0"
    ),
    (##""#/$defs/nothing""##, .unresolvedReference, "$ref '#/$defs/nothing' names nothing"),
  ])
  func aBrokenChainOfRefsIsOneErrorAtItsRef(
    _ target: String, _ kind: ThemeError.Kind, _ message: String
  ) throws {
    let (file, directory) = try Self.reading(Self.chained(#"{"$ref": "# + target + "}"))
    #expect(file.problems.count == 1, "\(file.problems.map(\.description))")
    let error = try #require(file.problems.first)
    #expect(error.kind == kind)
    #expect(error.message == message)
    #expect(error.file == directory.file("tokens.resolver.json"))
    #expect(error.pointer == JSONPointer("/$defs/d1/$ref"))
    #expect(error.position?.line == 3)
    #expect(error.position?.column == 27)
    #expect(error.additionalErrors.isEmpty)
  }

  /// A group `$extends` is reported where it is written, once, though later sources (here a
  /// token file the dark context merges last) add to the same group.
  @Test func anExtendsErrorStaysInItsOwnFileAfterAMerge() throws {
    let (file, directory) = try Self.reading(
      Self.chained(
        "{}", d0: ##"{"$extends": "{nothing}", "x": {"$type": "color", "$value": "#111111"}}"##))
    #expect(file.problems.count == 1, "\(file.problems.map(\.description))")
    let error = try #require(file.problems.first)
    #expect(error.message.contains("$extends {nothing}"), "\(error.message)")
    #expect(error.file == directory.file("tokens.resolver.json"))
    #expect(error.pointer == JSONPointer("/$defs/d0/$extends"))
    #expect(error.position?.line == 2)
  }

  @Test func aRefToItsOwnAncestorIsACycle() throws {
    let error = try Self.problem(
      """
      {"version": "2025.10",
       "sets": {"a": {"sources": [{"$ref": "#/sets/a/sources"}]}},
       "resolutionOrder": [{"$ref": "#/sets/a"}]}
      """, "holds the reference itself")
    #expect(error.kind == .referenceCycle)
  }

  @Test func aFileOutsideTheRootIsRefused() throws {
    let outer = try TemporaryDirectory()
    try outer.write("secret.json", ##"{"c": {"$type": "color", "x": {"$value": "#FFFFFF"}}}"##)
    let resolver = try outer.write(
      "inner/tokens.resolver.json",
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../secret.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    )
    let file = try Self.read(resolver)
    let error = try #require(file.problems.first)
    #expect(error.kind == .pathEscapesRoot)
    #expect(error.file == resolver)
    #expect(error.pointer == JSONPointer("/sets/s/sources/0/$ref"))
    #expect(error.message.contains("'../secret.json' is outside the resolver's root"))
  }

  @Test func missingFilesAndPointerTargetsAreLocated() throws {
    let missingFile = try Self.problem(
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "nowhere.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
      "does not exist")
    #expect(missingFile.kind == .unresolvedReference)
    #expect(missingFile.position?.column == 60)
    let missingPointer = try Self.problem(
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "core.json#/nothing"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
      "names nothing", files: ["core.json": ##"{"c": {}}"##])
    #expect(missingPointer.message == "$ref 'core.json#/nothing' names nothing in 'core.json'")
    let missingSet = try Self.problem(
      ##"{"version": "2025.10", "sets": {"core": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/cor"}]}"##,
      "names nothing")
    #expect(missingSet.suggestion == "did you mean '#/sets/core'?")
  }

  @Test(arguments: [
    (
      ##"{"version": "2025.11", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}]}"##,
      "resolver version must be \"2025.10\""
    ),
    (##"{"version": "2025.10", "resolutionOrder": []}"##, "resolutionOrder is empty"),
    (
      ##"{"version": "2025.10", "$extensions": {}, "resolutionOrder": [{"type": "set", "name": "s", "sources": []}]}"##,
      "unknown member '$extensions' in a resolver document"
    ),
    (
      ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"only": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
      "modifier 'm' has 1 context; a modifier needs at least two"
    ),
    (
      ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": "c"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
      "the default of modifier 'm' names no context"
    ),
    (
      ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": "a"}}, "sets": {"s": {"sources": [{"$ref": "#/modifiers/m"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
      "a source may not reference a modifier"
    ),
    (
      ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "sources": []}]}"##,
      "an inline resolutionOrder entry needs"
    ),
    (
      ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}, {"type": "set", "name": "s", "sources": []}]}"##,
      "two inline resolutionOrder entries are named 's'"
    ),
    (
      ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}, {"$ref": "#/resolutionOrder/0"}]}"##,
      "a $ref may not point into resolutionOrder"
    ),
    (
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "https://example.com/t.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
      "is a remote URL"
    ),
  ])
  func whatTheModuleForbidsIsALocatedError(_ resolver: String, _ message: String) throws {
    let error = try Self.problem(resolver, message)
    #expect(error.position != nil)
    #expect(error.file.hasSuffix("tokens.resolver.json"))
  }

  @Test func inputsAreValidatedAsTheModuleSays() throws {
    let invalid = try Self.problem(
      Self.appearanceAndBrand["tokens.resolver.json"]!, "invalid context",
      files: Self.appearanceAndBrand, Self.options([("brand", "blue")]))
    #expect(invalid.message == "invalid context \"blue\" for modifier \"brand\"")
    #expect(invalid.suggestion == "choose one of: acme, globex")
    let unknown = try Self.problem(
      Self.appearanceAndBrand["tokens.resolver.json"]!, "unknown modifier",
      files: Self.appearanceAndBrand, Self.options([("foo", "x")]))
    #expect(unknown.message == "unknown modifier \"foo\" (--context)")
    #expect(unknown.suggestion == "the modifiers are: brand, theme, contrast")
  }

  @Test func aHugeResolutionOrderIsRefusedAtOnce() throws {
    let entries = Array(repeating: ##"{"$ref": "#/sets/s"}"##, count: 5000).joined(separator: ",")
    let error = try Self.problem(
      ##"{"version": "2025.10", "sets": {"s": {"sources": []}}, "resolutionOrder": [\##(entries)]}"##,
      "more than 1000")
    #expect(error.pointer == JSONPointer("/resolutionOrder"))
  }

  @Test func manySetReferencesAreBounded() throws {
    // 200 entries each referencing a set of 100 sources: past the 10 000-source bound.
    let sources = Array(repeating: ##"{"c": {}}"##, count: 100).joined(separator: ",")
    let entries = Array(repeating: ##"{"$ref": "#/sets/s"}"##, count: 200).joined(separator: ",")
    let error = try Self.problem(
      ##"{"version": "2025.10", "sets": {"s": {"sources": [\##(sources)]}}, "resolutionOrder": [\##(entries)]}"##,
      "more than 10000 token sources")
    #expect(error.kind == .invalidValue)
  }
}
