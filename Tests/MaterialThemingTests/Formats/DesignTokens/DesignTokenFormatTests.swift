import Testing

@testable import MaterialTheming

/// The token formats besides DTCG — Style Dictionary's `value`/`type`, Tokens Studio sets and
/// themes, Figma variables — and the naming conventions that map tokens to roles.
@Suite struct DesignTokenFormatTests {
  static func read(_ json: String, fileName: String = "t.json") throws -> DesignTokenFile {
    try DesignTokenFile.read(bytes: Array(json.utf8), fileName: fileName)
  }

  static func imported(_ json: String, map: [(DesignTokenRoleTarget, String)] = []) throws
    -> DesignTokenImport
  {
    try DesignTokenImport.read(
      bytes: Array(json.utf8), fileName: "t.json",
      options: DesignTokenImportOptions(mappings: map))
  }

  static func hex(_ file: DesignTokenFile, _ name: String) throws -> String {
    try DesignTokenValues.color(try #require(file.tokens[name], "\(name)").value).hexString
  }

  // MARK: - Conventions

  static let conventions: [(path: String, mode: String?, target: String?)] = [
    ("md.sys.color.primary", nil, "light.primary"),
    ("md.sys.color.on-primary-container", nil, "light.onPrimaryContainer"),
    ("sys.color.surface-container-highest", nil, "light.surfaceContainerHighest"),
    ("md.sys.color.primary.dark", nil, "dark.primary"),
    ("Schemes.Light.Primary", nil, "light.primary"),
    ("Schemes.Dark.On Primary Container", nil, "dark.onPrimaryContainer"),
    ("M3.sys.light.primary", nil, "light.primary"),
    ("color.primary", nil, "light.primary"),
    ("colors.surface", nil, "light.surface"),
    ("primary", nil, "light.primary"),
    ("color.primaryVariant", nil, "light.primaryVariant"),
    ("color.primary.DEFAULT", nil, "light.primary"),
    ("theme.dark-high-contrast.on-surface", nil, "darkHighContrast.onSurface"),
    ("color.dark.high-contrast.surface", nil, "darkHighContrast.surface"),
    ("color.darkMediumContrast.primary", nil, "darkMediumContrast.primary"),
    ("color.light.surface.container", nil, "light.surfaceContainer"),
    ("Schemes.Primary", "Dark", "dark.primary"),
    ("Schemes.On Surface", "Light High Contrast", "lightHighContrast.onSurface"),
    ("color.button.primary", nil, nil),
    ("palette.primary.40", nil, nil),
    ("color.highlight.primary", nil, nil),
    ("color.light.dark.primary", nil, nil),
    ("color.dark-dimmed.primary", nil, nil),
    ("color.light", nil, nil),
  ]

  @Test(arguments: conventions) func namingConventionsMapToRoles(
    _ convention: (path: String, mode: String?, target: String?)
  ) {
    var token = DesignToken(
      path: convention.path.split(separator: ".").map(String.init), type: .color,
      value: .string("#000000"), writtenValue: .string("#000000"), referenceChain: [],
      pointer: .root)
    token.mode = convention.mode
    #expect(DesignTokenRoleMapper.target(of: token)?.description == convention.target)
  }

  @Test func figmaCollectionNamesArePassedOver() {
    let token = DesignToken(
      path: ["Brand colors", "Dark", "Primary"], type: .color, value: .string("#000000"),
      writtenValue: .string("#000000"), referenceChain: [], pointer: .root)
    #expect(
      DesignTokenRoleMapper.target(of: token, format: .figmaVariables)?.description
        == "dark.primary")
    #expect(DesignTokenRoleMapper.target(of: token, format: .designTokens) == nil)
  }

  @Test func modeNamesNameSlots() {
    let names: [(String, Material3SchemeSlot?)] = [
      ("Light", .light), ("dark", .dark), ("Light High Contrast", .lightHighContrast),
      ("dark-medium-contrast", .darkMediumContrast), ("darkHighContrast", .darkHighContrast),
      ("LightHC", .lightHighContrast), ("Dark Mode", .dark), ("theme-light", .light),
      ("highlight", nil), ("dark-dimmed", nil), ("light-colorblind", nil), ("Mode 1", nil),
      ("light dark", nil),
    ]
    for (name, slot) in names { #expect(DesignTokenModeName.slot(name) == slot, "\(name)") }
  }

  @Test func mapTargetsParse() {
    let targets: [(String, String?)] = [
      ("primary", "light.primary"), ("dark.primary", "dark.primary"),
      ("lightHighContrast.surface", "lightHighContrast.surface"),
      ("light-medium-contrast.primary", "lightMediumContrast.primary"),
      ("Dark High Contrast.on-surface", "darkHighContrast.onSurface"),
      ("dark.surfaceContainer", "dark.surfaceContainer"), ("extended.Success", "extended.Success"),
      ("foo", nil), ("sepia.primary", nil), ("dark.", nil),
    ]
    for (text, described) in targets {
      #expect(DesignTokenRoleTarget(parsing: text)?.description == described, "\(text)")
    }
    #expect(
      DesignTokenRoleTarget(parsing: "dark.primary")
        == .role(.primary, ColorTraits(appearance: .dark)))
    #expect(
      DesignTokenRoleTarget(parsing: "light-medium-contrast.primary")
        == .material3(.primary, .lightMediumContrast))
  }

  @Test func theIssueExampleGivesItsPrimary() throws {
    let result = try Self.imported(##"{"color":{"$type":"color","primary":{"$value":"#0066cc"}}}"##)
    #expect(result.errors.isEmpty)
    #expect(result.document.colors.light[.primary] == Color(rgb: 0x0066CC))
    #expect(result.report.lines().contains("  light.primary ← color.primary #0066CCFF"))
    let theme = try ThemeLoader().load(
      bytes: Array(##"{"color":{"$type":"color","primary":{"$value":"#0066cc"}}}"##.utf8),
      fileName: "brand.tokens.json")
    #expect(theme.colors.light.primary == Color(rgb: 0x0066CC))
  }

  @Test func explicitMappingsWinAndDeprecatedTokensAreWarnedAbout() throws {
    let json = ##"""
      {"md": {"sys": {"color": {"$type": "color",
        "primary": {"$value": "#6750A4", "$deprecated": "use brand.primary"},
        "dark": {"$deprecated": true, "surface": {"$value": "#141218"}}}}},
       "brand": {"$type": "color", "primary": {"$value": "#0066CC"}, "accent": {"$value": "#FF0000"}}}
      """##
    let result = try Self.imported(
      json,
      map: [
        (.role(.primary, .standard), "brand.primary"), (.extended("Accent"), "brand/accent"),
      ])
    #expect(result.errors.isEmpty)
    #expect(result.document.colors.light[.primary] == Color(rgb: 0x0066CC))
    #expect(result.document.colors.custom["Accent"]?.color == Color(rgb: 0xFF0000))
    #expect(result.document.colors.dark[.surface] == Color(rgb: 0x141218))
    #expect(result.report.mappings.first?.rule == .explicit)
    #expect(result.report.unmappedColors.isEmpty)
    #expect(
      result.report.warnings == [
        "light.primary: 'md.sys.color.primary' also matches; 'brand.primary' is used",
        "dark.surface comes from 'md.sys.color.dark.surface', which is deprecated",
      ])
  }

  @Test func badMappingsAreErrors() throws {
    let json =
      ##"{"c": {"$type": "color", "a": {"$value": "#000000"}}, "n": {"$type": "number", "$value": 1}}"##
    let missing = try Self.imported(json, map: [(.role(.primary, .standard), "c.b")])
    #expect(
      missing.error?.message == "--map light.primary=c.b: the file has no valid token named 'c.b'")
    #expect(missing.error?.suggestion == "did you mean 'c.a'?")
    let wrong = try Self.imported(json, map: [(.role(.primary, .standard), "n")])
    #expect(wrong.error?.kind == .wrongType)
    #expect(wrong.error?.position?.line == 1)
  }

  @Test func mappingNothingIsAnErrorAndStrictnessIsAnOption() throws {
    let json =
      ##"{"icon": {"$type": "link", "$value": "/a.svg"}, "gray": {"$type": "color", "$value": "#777777"}}"##
    let result = try Self.imported(json)
    #expect(result.report.skippedSummary == "skipped 1 token of type link")
    #expect(result.report.unmappedColors == ["gray"])
    let error = try #require(result.error)
    #expect(error.message == "no token maps to a theme role (found 1 color; colors: gray)")
    let strict = try DesignTokenImport.read(
      bytes: Array(json.utf8), fileName: "t.json",
      options: DesignTokenImportOptions(
        strict: true, mappings: [(.role(.primary, .standard), "gray")]))
    #expect(strict.errors.map(\.pointer.description) == ["/icon"])
  }

  // MARK: - Style Dictionary

  @Test func styleDictionaryFilesAreReadLoosely() throws {
    let json = ##"""
      {"color": {"type": "color",
         "base": {"red": {"value": "#FF0000", "comment": "Red"},
                  "gray": {"value": "rgb(128, 128, 128)"},
                  "clear": {"value": "rgba({color.base.red.value}, 0.5)"}},
         "primary": {"value": "{color.base.red}"}},
       "size": {"small": {"value": "8", "type": "sizing"},
                "large": {"value": "{size.small} * 2", "type": "spacing"},
                "font": {"value": "1.5rem", "type": "fontSizes"}},
       "weight": {"value": "Semi Bold", "type": "fontWeights"},
       "case": {"value": "uppercase", "type": "textCase"},
       "untyped": {"value": "hsl(120, 100%, 25%)"}}
      """##
    let file = try Self.read(json)
    #expect(file.format == .legacyTokens)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(try Self.hex(file, "color.primary") == "#FF0000FF")
    #expect(try Self.hex(file, "color.base.gray") == "#808080FF")
    #expect(try Self.hex(file, "color.base.clear") == "#FF000080")
    #expect(try Self.hex(file, "untyped") == "#008000FF")
    #expect(file.tokens["color.base.red"]?.description == "Red")
    #expect(
      file.tokens["size.large"]?.value
        == .object([("value", .number(16)), ("unit", .string("px"))]))
    #expect(try DesignTokenValues.dimension(try #require(file.tokens["size.font"]).value) == 24)
    #expect(file.tokens["weight"]?.value == .number(600))
    #expect(file.skippedSummary == "skipped 1 token of type textCase")
  }

  // MARK: - Tokens Studio

  static let themed = ##"""
    {"core": {"colors": {"indigo": {"$type": "color", "400": {"$value": "#7F9CF5"}, "600": {"$value": "#5A67D8"}},
                         "white": {"$type": "color", "$value": "#FFFFFF"}}},
     "light": {"accent": {"$type": "color", "$value": "{colors.indigo.400}"}},
     "dark": {"accent": {"$type": "color", "$value": "{colors.indigo.600}"}},
     "theme": {"button": {"bg": {"$type": "color", "$value": "{accent}"},
                          "text": {"$type": "color", "$value": "{colors.white}"}}},
     "$themes": [
       {"id": "1", "name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled", "theme": "enabled"}},
       {"id": "2", "name": "Dark", "selectedTokenSets": {"core": "source", "dark": "enabled", "theme": "enabled", "light": "disabled"}}],
     "$metadata": {"tokenSetOrder": ["core", "light", "dark", "theme"]}}
    """##

  @Test func tokensStudioThemesBecomeModes() throws {
    let file = try Self.read(Self.themed)
    #expect(file.format == .tokensStudio)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(file.tokenCount == 7)
    // Shared and unchanged: one token; differing between themes: one per theme, mode in front.
    #expect(file.tokens["colors.white"] != nil)
    #expect(file.tokens["button.text"] != nil)
    #expect(try Self.hex(file, "Light.accent") == "#7F9CF5FF")
    #expect(try Self.hex(file, "Dark.accent") == "#5A67D8FF")
    #expect(try Self.hex(file, "Dark.button.bg") == "#5A67D8FF")
    #expect(file.tokens["Dark.button.bg"]?.mode == "Dark")
    #expect(file.tokens["accent"] == nil)
    #expect(file.formatDescription.hasSuffix("; modes Light, Dark"))
    let result = try DesignTokenImport.read(
      bytes: Array(Self.themed.utf8), fileName: "t.json",
      options: DesignTokenImportOptions(mappings: [
        (.role(.primary, .standard), "Light.button.bg"),
        (.role(.primary, ColorTraits(appearance: .dark)), "Dark.button.bg"),
      ]))
    #expect(result.document.colors.dark[.primary] == Color(rgb: 0x5A67D8))
  }

  @Test func aSingleDarkThemeKeepsItsMode() throws {
    let json = ##"""
      {"core": {"grey": {"value": "#121212", "type": "color"}},
       "night": {"surface": {"value": "{grey}", "type": "color"}},
       "$themes": [{"name": "Dark", "selectedTokenSets": {"core": "source", "night": "enabled"}}]}
      """##
    let result = try Self.imported(json)
    #expect(result.document.colors.dark[.surface] == Color(rgb: 0x121212))
    #expect(result.document.colors.light.isEmpty)
  }

  @Test func tokensStudioSetsNamedForModesWithoutThemes() throws {
    // No $themes or $metadata: the references leaving the set out tell the format.
    let json = ##"""
      {"core": {"grey": {"900": {"value": "#212121", "type": "color"}}},
       "light": {"onSurface": {"value": "{grey.900}", "type": "color"}, "surface": {"value": "#FFFFFF", "type": "color"}},
       "theme/dark": {"surface": {"value": "#121212", "type": "color"}}}
      """##
    let result = try Self.imported(json)
    #expect(result.report.formatDescription.hasPrefix(ImportFormat.tokensStudio.summary))
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.document.colors.light[.onSurface] == Color(rgb: 0x212121))
    #expect(result.document.colors.light[.surface] == .white)
    #expect(result.document.colors.dark[.surface] == Color(rgb: 0x121212))
    // A DTCG file with a dangling reference is not taken for sets.
    #expect(
      try ImportFormat.detect(
        bytes: Array(
          ##"{"a": {"b": {"$type": "color", "$value": "{c.d}"}}, "e": {"f": {"$type": "color", "$value": "#000000"}}}"##
            .utf8),
        fileName: "t.json") == .designTokens)
  }

  @Test func tokensStudioThemesWithoutModesUseTheFirstThemeOfEachGroup() throws {
    let json = ##"""
      {"core": {"blue": {"value": "#0000FF", "type": "color"}, "green": {"value": "#00FF00", "type": "color"}},
       "b": {"primary": {"value": "{blue}", "type": "color"}},
       "g": {"primary": {"value": "{green}", "type": "color"}},
       "$themes": [{"name": "Green", "group": "brand", "selectedTokenSets": {"core": "source", "g": "enabled"}},
                   {"name": "Blue", "group": "brand", "selectedTokenSets": {"core": "source", "b": "enabled"}},
                   {"name": "Broken", "selectedTokenSets": {"core": "maybe"}}],
       "$metadata": {"tokenSetOrder": ["core", "b", "g", "gone"]}}
      """##
    let file = try Self.read(json)
    #expect(try Self.hex(file, "primary") == "#00FF00FF")
    #expect(file.notes.contains("$metadata.tokenSetOrder names 'gone', which is no token set"))
    let error = try #require(file.problems.first)
    #expect(error.pointer.description == "/$themes/2/selectedTokenSets/core")
    #expect(error.suggestion == "expected \"enabled\", \"source\" or \"disabled\"")
  }

  @Test func tokensStudioColorModifiersAreApplied() throws {
    // Tokens Studio's own test vectors (utils/modifyColor.test.ts: #ff0033, value 0.3), its
    // outputs (e.g. lch(68.2 66.9 31.7)) brought to sRGB hex by coloraide 8.13.1.
    let modifiers: [(type: String, space: String, hex: String)] = [
      ("lighten", "lch", "#FF756BFF"), ("lighten", "srgb", "#FF4D70FF"),
      ("lighten", "p3", "#FF6674FF"), ("darken", "lch", "#AD1B26FF"),
      ("darken", "srgb", "#B30024FF"), ("mix", "lch", "#CC1B84FF"), ("mix", "srgb", "#C2143DFF"),
      ("alpha", "srgb", "#FF00334D"),
    ]
    var members = [
      ##""base": {"value": "#ff0033", "type": "color"}, "amount": {"value": "0.3", "type": "other"}"##
    ]
    for (index, modifier) in modifiers.enumerated() {
      members.append(
        ##""m\##(index)": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "\##(modifier.type)", "value": "{amount}", "space": "\##(modifier.space)", "color": "#334455"}}}}"##
      )
    }
    members.append(
      ##""bad": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "blur", "value": "1"}}}}"##
    )
    let file = try Self.read(
      ##"{"$metadata": {}, "core": {"## + members.joined(separator: ", ") + "}}")
    #expect(file.format == .tokensStudio)
    for (index, modifier) in modifiers.enumerated() {
      #expect(try Self.hex(file, "m\(index)") == modifier.hex, "\(modifier)")
    }
    let error = try #require(file.problems.first)
    #expect(error.message == "'bad': unknown color modifier 'blur'")
    #expect(error.pointer.description == "/core/bad/$extensions/studio.tokens/modify")
  }

  // MARK: - Figma variables

  static let figma = ##"""
    {"status": 200, "error": false, "meta": {
      "variableCollections": {
        "c1": {"id": "c1", "name": "Primitives", "modes": [{"modeId": "1", "name": "Value"}], "defaultModeId": "1", "variableIds": ["p1", "p2"]},
        "c2": {"id": "c2", "name": "Theme", "modes": [{"modeId": "10", "name": "Light"}, {"modeId": "11", "name": "Dark"}], "defaultModeId": "10", "variableIds": ["s1", "s2", "s3", "s4"]}},
      "variables": {
        "p1": {"id": "p1", "name": "blue/500", "variableCollectionId": "c1", "resolvedType": "COLOR", "valuesByMode": {"1": {"r": 0, "g": 0.4, "b": 0.8, "a": 1}}},
        "p2": {"id": "p2", "name": "space/0.5", "variableCollectionId": "c1", "resolvedType": "FLOAT", "valuesByMode": {"1": 2}},
        "s1": {"id": "s1", "name": "sys/primary", "variableCollectionId": "c2", "resolvedType": "COLOR", "description": "Brand",
               "valuesByMode": {"10": {"type": "VARIABLE_ALIAS", "id": "p1"}, "11": {"r": 0.6, "g": 0.8, "b": 1, "a": 0.5}}},
        "s2": {"id": "s2", "name": "sys/on-primary", "variableCollectionId": "c2", "resolvedType": "COLOR",
               "valuesByMode": {"10": {"type": "VARIABLE_ALIAS", "id": "s3"}, "11": {"type": "VARIABLE_ALIAS", "id": "VariableID:abc/1:2"}}},
        "s3": {"id": "s3", "name": "sys/white", "variableCollectionId": "c2", "resolvedType": "COLOR",
               "valuesByMode": {"10": {"r": 1, "g": 1, "b": 1, "a": 1}, "11": {"r": 1, "g": 1, "b": 1}}},
        "s4": {"id": "s4", "name": "sys/label", "variableCollectionId": "c2", "resolvedType": "STRING", "valuesByMode": {"10": "Hi", "11": "Hi"}}}}}
    """##

  @Test func figmaVariablesBecomeTokensPerMode() throws {
    let file = try Self.read(Self.figma)
    #expect(file.format == .figmaVariables)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(file.tokenCount == 10)
    #expect(try Self.hex(file, "Theme.Light.sys.primary") == "#0066CCFF")
    #expect(try Self.hex(file, "Theme.Dark.sys.primary") == "#99CCFF80")
    #expect(try Self.hex(file, "Theme.Light.sys.on-primary") == "#FFFFFFFF")
    #expect(
      file.tokens["Theme.Light.sys.primary"]?.referenceChain == [
        "Theme.Light.sys.primary", "Primitives.blue.500",
      ])
    #expect(file.tokens["Theme.Light.sys.primary"]?.description == "Brand")
    #expect(file.tokens["Primitives.space.0_5"]?.value == .number(2))
    #expect(file.skippedSummary == "skipped 2 tokens of type string, 1 alias to a remote variable")
    let result = try Self.imported(Self.figma)
    #expect(result.document.colors.light[.primary] == Color(rgb: 0x0066CC))
    #expect(result.document.colors.dark[.primary] == Color(rgb: 0x99CCFF).withAlpha(0.5))
    #expect(result.document.colors.light[.onPrimary] == .white)
    #expect(result.document.colors.dark[.onPrimary] == nil)
  }

  @Test func brokenFigmaVariablesAreLocated() throws {
    let broken = Self.figma.replacingOccurrences(
      of: ##""11": {"r": 1, "g": 1, "b": 1}"##, with: ##""12": 3"##)
    let file = try Self.read(broken)
    let error = try #require(file.problems.first)
    #expect(error.message == "variable 'sys/white' has no value for mode 'Dark'")
    #expect(error.pointer.description == "/meta/variables/s3/valuesByMode")
    #expect(error.position?.line == 13)
  }

  // MARK: - DTCG 2025.10 references

  @Test func wholeTokenRefsAndPointerExtendsFollowTheSpec() throws {
    let json = ##"""
      {"colors": {"$type": "color", "blue": {"$value": "#0066CC"}},
       "alias": {"$ref": "#/colors/blue"},
       "alias2": {"$ref": "#/colors/blue/$value"},
       "button": {"$type": "color", "bg": {"$value": "{colors.blue}"}, "fg": {"$value": "#FFFFFF"}},
       "button-primary": {"$extends": "#/button", "bg": {"$value": "#CC0066"}},
       "button-ref": {"$ref": "#/button", "fg": {"$value": "#000000"}},
       "dangling": {"$ref": "#/colors/blu"}}
      """##
    let file = try Self.read(json)
    #expect(try Self.hex(file, "alias") == "#0066CCFF")
    #expect(file.tokens["alias"]?.type == .color)
    #expect(try Self.hex(file, "alias2") == "#0066CCFF")
    #expect(try Self.hex(file, "button-primary.bg") == "#CC0066FF")
    #expect(try Self.hex(file, "button-primary.fg") == "#FFFFFFFF")
    #expect(try Self.hex(file, "button-ref.bg") == "#0066CCFF")
    #expect(try Self.hex(file, "button-ref.fg") == "#000000FF")
    let error = try #require(file.problems.first)
    #expect(error.kind == .unresolvedReference)
    #expect(error.pointer.description == "/dangling/$ref")
    #expect(error.suggestion == "did you mean '{colors.blue}'?")
  }

  @Test func deprecationIsInheritedFromGroups() throws {
    let file = try Self.read(
      ##"{"old": {"$deprecated": "use new", "$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#000000", "$deprecated": false}}}"##
    )
    #expect(file.tokens["old.a"]?.deprecated == .string("use new"))
    #expect(file.tokens["old.b"]?.deprecated == .bool(false))
  }
}
