import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Themes that list design-token files (`"tokens"`) and write values as DTCG aliases.
@Suite struct TokenReferenceTests {
  static let fixtures = Repository.root
    .appendingPathComponent("Tests/MaterialThemingTests/Document/Fixtures").path

  /// `Fixtures/brand.json` with every alias replaced by the value its token holds, written out
  /// by hand from `brand.tokens.json` (`accent` is CSS `hsl(25 80% 51%)` = #E6711E; 0.8125 rem
  /// is 13 pt at 16 pt per rem).
  static let literalTwin = ##"""
    {
      "format": 1,
      "name": "Brand",
      "colors": {
        "light": {"primary": "#1D5BEE", "onPrimary": "#FFFFFF", "surface": "#EEF3FF"},
        "dark": {"primary": "#EEF3FF", "onPrimary": "#0B2A78"},
        "custom": {"success": {"color": "#2E7D32", "harmonize": true}},
        "material3": {"light": {"tertiary": "#E6711E", "onTertiary": "#000000"}}
      },
      "typography": {
        "fontFamily": "Inter",
        "styles": {
          "caption": {"size": 13, "weight": 600, "letterSpacing": 0.5},
          "headline6": {"size": 22, "weight": 800},
          "overline": {"family": "JetBrains Mono", "size": 11, "weight": 500, "letterSpacing": 0.25}
        }
      },
      "shape": {"small": {"family": "rounded", "size": 12, "topLeft": {"size": 22}}},
      "components": {
        "bottomNavigation": {
          "variant": "surface",
          "surface": {
            "selectedItemTintColor": "#1D5BEE",
            "unselectedItemTintColor": {"role": "onSurface", "alpha": 0.7},
            "itemTitleFont": {"family": "JetBrains Mono", "size": 11, "weight": 500, "letterSpacing": 0.25},
            "elevation": 6
          }
        }
      }
    }
    """##

  static func brand() throws -> Theme {
    try ThemeLoader().load(contentsOf: fixtures + "/brand.json")
  }

  /// The same theme stated with literals (in the fixtures folder, so relative paths agree).
  static func twin() throws -> Theme {
    try ThemeLoader().load(
      bytes: Array(literalTwin.utf8), fileName: fixtures + "/brand-literal.json")
  }

  /// Loads `theme` from a temporary folder holding `files`; returns the error it throws.
  static func rejection(_ theme: String, files: [String: String] = [:]) throws -> ThemeError {
    let directory = try TemporaryDirectory()
    for (name, text) in files { try directory.write(name, text) }
    return try fileLoadingError(theme, in: directory)
  }

  static let smallTokens = ##"""
    {
      "color": {"$type": "color", "brand": {"600": {"$value": "#1D5BEE"}, "50": {"$value": "#EEF3FF"}}},
      "size": {"$type": "dimension", "corner": {"$value": {"value": 12, "unit": "px"}}}
    }
    """##

  /// The 1-based line and column (in characters) of the first `needle` in `text`.
  static func position(of needle: String, in text: String) -> (line: Int, column: Int) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if let range = line.range(of: needle) {
        return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    return (0, 0)
  }

  // MARK: - Values

  @Test func everyAliasedValueIsTheTokensValue() throws {
    let theme = try Self.brand()
    let twin = try Self.twin()
    // What `resolve` prints (8-bit colors) is the same for every appearance and contrast.
    for traits in ColorTraits.all {
      #expect(
        ResolvedThemeJSON.make(theme, traits: traits).serialized()
          == ResolvedThemeJSON.make(twin, traits: traits).serialized())
    }
    #expect(
      theme.material3Scheme(appearance: .light)[.tertiary]?.hexString
        == twin.material3Scheme(appearance: .light)[.tertiary]?.hexString)
    #expect(theme.customColors.keys.sorted() == ["success"])
    #expect(theme.customColors["success"]?.harmonized == true)
    // Spot checks against the token file itself.
    let scheme = theme.containerScheme()
    #expect(scheme.colorScheme.primary.hexString == "#1D5BEEFF")
    #expect(scheme.typographyScheme.caption.size == 13)  // 0.8125 rem × 16
    #expect(scheme.typographyScheme.caption.family == "Inter")  // first of the list
    #expect(scheme.typographyScheme.overline.family == "JetBrains Mono")
    #expect(scheme.shapeScheme?.smallComponentShape.topLeft.size == 22)
    #expect(scheme.shapeScheme?.smallComponentShape.topRight.size == 12)
  }

  @Test func seedsAndSeedListsMayBeAliases() throws {
    let directory = try TemporaryDirectory()
    try directory.write("brand.tokens.json", Self.smallTokens)
    let aliased = try ThemeLoader().load(
      contentsOf: try directory.write(
        "a.json",
        ##"{"tokens": ["brand.tokens.json"], "colors": {"seed": ["{color.brand.600}", "{color.brand.50}"]}}"##
      ))
    #expect(aliased.dynamicColor?.sourceColors.map(\.hexString) == ["#1D5BEEFF", "#EEF3FFFF"])
    let single = try ThemeLoader().load(
      contentsOf: try directory.write(
        "b.json", ##"{"tokens": ["brand.tokens.json"], "colors": {"seed": "{color.brand.600}"}}"##))
    let literal = try ThemeLoader().load(
      contentsOf: try directory.write("c.json", ##"{"colors": {"seed": "#1D5BEE"}}"##))
    #expect(single.colors == literal.colors)
  }

  @Test func theThemeRecordsWhereEachAliasCameFrom() throws {
    let theme = try Self.brand()
    let reference = try #require(theme.tokenReferences[JSONPointer("/colors/light/primary")!])
    #expect(reference.name == "color.brand.600")
    #expect(reference.alias == "{color.brand.600}")
    #expect(reference.file.hasSuffix("Fixtures/brand.tokens.json"))
    #expect(reference.pointer == JSONPointer("/color/brand/600"))
    #expect(reference.position?.line == 7)
    #expect(reference.position?.column == 7)
    #expect(reference.value == .string("#1D5BEE"))
    // A font from a typography token is recorded as the font object it gave.
    let label = try #require(theme.tokenReferences[JSONPointer("/typography/styles/overline")!])
    #expect(
      label.value
        == ThemeFileWriter.font(
          FontOverride(
            family: "JetBrains Mono", size: 11, weight: .medium, letterSpacing: 0.25)))
    // Every alias of brand.json: 4 + 2 role colors, the custom and the Material 3 color, the
    // family, 5 caption/headline6 numbers, the overline font, 2 corner sizes, 4 component values.
    #expect(theme.tokenReferences.count == 19)
  }

  /// The README's example theme loads against the fixture token file, and its two error lines
  /// are what the loader says (after the location) when the primary names a dimension token or a
  /// misspelled one.
  @Test func theReadmeExampleIsTrue() throws {
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "### Themes that reference design tokens").dropFirst().first)
    let blocks = section.components(separatedBy: "```")
    let theme = try #require(blocks.dropFirst().first?.dropFirst("json\n".count))
    let errors = try #require(blocks.dropFirst(3).first?.dropFirst("text\n".count))
      .split(separator: "\n")
    #expect(errors.count == 2)
    let loaded = try ThemeLoader().load(
      bytes: Array(theme.utf8), fileName: Self.fixtures + "/readme.json")
    #expect(loaded.colors[.standard].primary.hexString == "#1D5BEEFF")
    #expect(loaded.typography[.caption].size == 13)
    for (line, alias) in zip(errors, ["{size.corner}", "{color.brnd.600}"]) {
      let broken = String(theme).replacingOccurrences(of: "{color.brand.600}", with: alias)
      do {
        _ = try ThemeLoader().load(
          bytes: Array(broken.utf8), fileName: Self.fixtures + "/brand.json")
        Issue.record("\(alias) loaded")
      } catch {
        let shown = String(line.split(separator: " error: ", maxSplits: 1)[1])
        let actual = error.description.components(separatedBy: " error: ")[1]
          .replacingOccurrences(of: Self.fixtures + "/", with: "")
        #expect(actual == shown)
      }
    }
  }

  // MARK: - Scope

  @Test func aThemeSeesTheTokensOfTheThemesItExtends() throws {
    let directory = try TemporaryDirectory()
    try directory.write("tokens/brand.tokens.json", Self.smallTokens)
    try directory.write(
      "shared/base.json", ##"{"name": "Base", "tokens": ["../tokens/brand.tokens.json"]}"##)
    let child = try directory.write(
      "child.json",
      ##"{"extends": "shared/base.json", "colors": {"dark": {"primary": "{color.brand.50}"}}}"##)
    let theme = try ThemeLoader().load(contentsOf: child)
    #expect(theme.colors[ColorTraits(appearance: .dark)].primary.hexString == "#EEF3FFFF")
    // Reading the document alone follows the chain for its tokens, as the loader does.
    let document = try ThemeLoader().document(
      bytes: try ThemeLoader().readFile(child), fileName: child)
    #expect(document.colors.dark[.primary]?.hexString == "#EEF3FFFF")
    #expect(document.tokenFiles.isEmpty)
  }

  @Test func theNearerStatementOfATokenWins() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "base.tokens.json",
      ##"{"c": {"$type": "color", "x": {"$value": "#111111"}, "y": {"$value": "#222222"}}}"##)
    try directory.write(
      "first.tokens.json",
      ##"{"c": {"$type": "color", "x": {"$value": "#333333"}, "z": {"$value": "#444444"}}}"##)
    try directory.write(
      "second.tokens.json", ##"{"c": {"$type": "color", "z": {"$value": "#555555"}}}"##)
    try directory.write("base.json", ##"{"tokens": ["base.tokens.json"]}"##)
    let theme = try ThemeLoader().load(
      contentsOf: try directory.write(
        "theme.json",
        ##"{"extends": "base.json", "tokens": ["first.tokens.json", "second.tokens.json"], "colors": {"light": {"primary": "{c.x}", "secondary": "{c.y}", "surface": "{c.z}"}}}"##
      ))
    let scheme = theme.colors[.standard]
    #expect(scheme.primary.hexString == "#333333FF")  // own file over the base's
    #expect(scheme.secondary.hexString == "#222222FF")  // only the base has it
    #expect(scheme.surface.hexString == "#555555FF")  // the later of two listed files
  }

  @Test func aCollectionElementMayListTokenFiles() throws {
    let directory = try TemporaryDirectory()
    try directory.write("brand.tokens.json", Self.smallTokens)
    let path = try directory.write(
      "brands.json",
      ##"[{"name": "A", "tokens": ["brand.tokens.json"], "colors": {"light": {"primary": "{color.brand.600}"}}}, {"name": "B"}]"##
    )
    let themes = try ThemeLoader().loadCollection(contentsOf: path)
    #expect(themes.map { $0.colors[.standard].primary.hexString } == ["#1D5BEEFF", "#6200EEFF"])
    let documents = try ThemeLoader().documents(
      inCollection: try ThemeLoader().readFile(path), fileName: path)
    #expect(documents[0].tokenReferences[JSONPointer("/0/colors/light/primary")!] != nil)
  }

  @Test func importFormatReadsTheSameDocumentAsTheLoader() throws {
    let path = Self.fixtures + "/brand.json"
    let bytes = try ThemeLoader().readFile(path)
    let viaFormat = try ImportFormat.theme.document(bytes: bytes, fileName: path)
    #expect(viaFormat == (try ThemeLoader().document(bytes: bytes, fileName: path)))
    #expect(viaFormat.tokenFiles.map(\.path) == ["brand.tokens.json"])
  }

  // MARK: - Errors

  @Test func aWrongTypeNamesTheThemesValueAndTheToken() throws {
    let error = try Self.rejection(
      ##"{"tokens": ["brand.tokens.json"], "colors": {"light": {"primary": "{size.corner}"}}}"##,
      files: ["brand.tokens.json": Self.smallTokens])
    #expect(error.kind == .wrongType)
    #expect(error.file.hasSuffix("/theme.json"))
    #expect(error.position?.line == 1)
    #expect(error.position?.column == 67)
    #expect(error.pointer == JSONPointer("/colors/light/primary"))
    // The token: its file, line and column (the key "corner") and pointer.
    let corner = Self.position(of: ##""corner""##, in: Self.smallTokens)
    #expect(
      error.message.contains("/brand.tokens.json:\(corner.line):\(corner.column) /size/corner"),
      "\(error.message)")
    #expect(error.message.contains("is a dimension token, but colors come from color tokens"))
    #expect(error.description.hasPrefix(error.file + ":1:67: error: token 'size.corner' ("))
  }

  @Test func anUnknownTokenSuggestsTheClosestName() throws {
    let error = try Self.rejection(
      ##"{"tokens": ["brand.tokens.json"], "typography": {"fontFamily": "{colour.brand.600}"}}"##,
      files: ["brand.tokens.json": Self.smallTokens])
    #expect(error.kind == .unresolvedReference)
    #expect(error.pointer == JSONPointer("/typography/fontFamily"))
    #expect(error.message.contains("unknown token 'colour.brand.600'"))
    #expect(error.message.contains("brand.tokens.json"))
    #expect(error.suggestion == "did you mean '{color.brand.600}'?")
  }

  @Test func anErrorInATokenFileNamesTheThemeThatListsIt() throws {
    let error = try Self.rejection(
      "{\n  \"tokens\": [\"bad.tokens.json\"]\n}\n",
      files: ["bad.tokens.json": ##"{"c": {"$type": "color", "x": {"$value": "#12"}}}"##])
    #expect(error.file.hasSuffix("/bad.tokens.json"))
    #expect(error.position?.line == 1)
    #expect(error.notes.count == 1)
    #expect(error.notes[0].hasPrefix("token file listed in "))
    #expect(error.notes[0].hasSuffix("/theme.json:2:14 at /tokens/0"))
    #expect(error.description.contains("\n  note: token file listed in "))
  }

  @Test func aMissingTokenFileIsMissingInput() throws {
    let error = try Self.rejection(##"{"tokens": ["nowhere.tokens.json"]}"##)
    #expect(error.kind == .fileNotFound)
    #expect(error.file.hasSuffix("/theme.json"))
    #expect(error.pointer == JSONPointer("/tokens/0"))
    #expect(error.position?.column == 13)
  }

  @Test func aFileOutsideTheRootIsRefused() throws {
    let directory = try TemporaryDirectory()
    try directory.write("outside.tokens.json", Self.smallTokens)
    let path = try directory.write(
      "themes/theme.json", ##"{"tokens": ["../outside.tokens.json"]}"##)
    #expect(throws: ThemeError.self) { try ThemeLoader().load(contentsOf: path) }
    do {
      _ = try ThemeLoader().load(contentsOf: path)
    } catch {
      #expect(error.kind == .pathEscapesRoot)
      #expect(error.message.contains("is outside the theme root"))
    }
    // With the root one level up, the same file is allowed.
    let loader = ThemeLoader(rootDirectory: directory.path)
    #expect(throws: Never.self) { try loader.load(contentsOf: path) }
  }

  @Test func aliasesWithoutTokenFilesSayHowToAddThem() throws {
    let error = try Self.rejection(
      ##"{"components": {"bottomDrawer": {"topCornersRadius": {"collapsed": "{size.corner}"}}}}"##)
    #expect(error.kind == .unresolvedReference)
    #expect(error.pointer == JSONPointer("/components/bottomDrawer/topCornersRadius/collapsed"))
    #expect(error.suggestion?.contains(##"add "tokens": ["##) == true)
  }

  // MARK: - Writers

  @Test func theWriterKeepsAliasesAndTheTokenList() throws {
    let path = Self.fixtures + "/brand.json"
    let loader = ThemeLoader()
    let document = try loader.document(bytes: try loader.readFile(path), fileName: path)
    let text = ThemeFileWriter.text(document)
    #expect(text.contains(##""tokens": ["##))
    for alias in [
      "{color.brand.600}", "{color.success}", "{color.accent}", "{font.family.brand}",
      "{size.caption}", "{font.weight.heavy}", "{typography.label}", "{size.corner}",
      "{opacity.muted}", "{size.elevation}",
    ] {
      #expect(text.contains("\"\(alias)\""), "\(alias) was not written back")
    }
    // Read back, the text is the same document.
    let reread = try loader.document(bytes: Array(text.utf8), fileName: path)
    #expect(ThemeFileWriter.text(reread) == text)
    #expect(reread.colors == document.colors)
    #expect(reread.typography == document.typography)
  }

  @Test func aValueChangedSinceIsWrittenAsALiteral() throws {
    let path = Self.fixtures + "/brand.json"
    let loader = ThemeLoader()
    var document = try loader.document(bytes: try loader.readFile(path), fileName: path)
    document.colors.light[.primary] = Color(argb: 0xFF00_6A6A)
    let text = ThemeFileWriter.text(document)
    #expect(text.contains(##""primary": "#006A6A""##))
    #expect(text.contains(##""surface": "{color.brand.50}""##))
  }

  @Test func lintFixLeavesAnAliasedColorAlone() throws {
    let directory = try TemporaryDirectory()
    try directory.write("brand.tokens.json", Self.smallTokens)
    // Dark primary #EEF3FF under the default white onPrimary fails contrast.
    let theme =
      ##"{"tokens": ["brand.tokens.json"], "colors": {"dark": {"primary": "{color.brand.50}"}}}"##
    let path = try directory.write("theme.json", theme)
    let result = try LintFixer().fix(bytes: Array(theme.utf8), fileName: path)
    let fixed = String(decoding: result.fixed, as: UTF8.self)
    #expect(fixed.contains(##""primary": "{color.brand.50}""##))
    #expect(!result.applied.isEmpty)
    #expect(result.applied.allSatisfy { $0.pointer != JSONPointer("/colors/dark/primary") })
    #expect(result.remaining.allSatisfy { $0.severity != .error })
  }

  @Test func aFindingOnAnAliasedColorNamesTheToken() throws {
    let directory = try TemporaryDirectory()
    try directory.write("brand.tokens.json", Self.smallTokens)
    // Both colors of the pair come from tokens: no automatic fix, and the token is named.
    let text =
      ##"{"tokens": ["brand.tokens.json"], "colors": {"light": {"primary": "{color.brand.50}", "onPrimary": "{color.brand.50}"}}}"##
    let path = try directory.write("theme.json", text)
    let theme = try ThemeLoader().load(contentsOf: path)
    let map = try ThemeSourceMap(bytes: Array(text.utf8), fileName: path)
    let findings = ThemeLinter(theme: theme, sourceMap: map).findings().filter {
      $0.message.hasPrefix("onPrimary on primary")
    }
    #expect(!findings.isEmpty)
    for finding in findings where finding.message.contains("in light") {
      #expect(finding.fix == nil)
      #expect(finding.suggestion?.contains("is token 'color.brand.50' (") == true)
      let key = Self.position(of: ##""50""##, in: Self.smallTokens)
      #expect(
        finding.suggestion?.contains(
          "/brand.tokens.json:\(key.line):\(key.column) /color/brand/50)")
          == true, "\(finding.suggestion ?? "")")
    }
  }
}
