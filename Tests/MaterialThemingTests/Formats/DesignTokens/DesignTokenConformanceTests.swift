import Testing

@testable import MaterialTheming

/// DTCG 2025.10 behaviour (the Design Tokens Format Module): aliases and chains, cycles, dangling
/// references, type inheritance, `$extends`, `$ref` pointers, preserved `$extensions`, value
/// validation.
@Suite struct DesignTokenConformanceTests {
  static func parse(_ json: String) throws(ThemeError) -> DesignTokenFile {
    try DesignTokenFile(bytes: Array(json.utf8), fileName: "t.tokens.json")
  }

  static func failure(_ json: String) -> ThemeError? {
    thrownError { () throws(ThemeError) in _ = try parse(json) }
  }

  static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##

  @Test func aliasResolvesToTheWholeValueAndTakesTheReferencedType() throws {
    let file = try Self.parse(
      ##"{"base": {"red": {"$type": "color", "$value": \##(Self.red)}},"##
        + ##" "alias": {"$value": "{base.red}"}}"##)
    let alias = try #require(file.tokens["alias"])
    #expect(alias.type == .color)
    #expect(try DesignTokenValues.color(alias.value) == Color(rgb: 0xFF0000))
    #expect(alias.writtenValue == .string("{base.red}"))
    #expect(alias.referenceChain == ["alias", "base.red"])
  }

  @Test func chainsAreFollowed() throws {
    let file = try Self.parse(
      ##"{"$type": "dimension", "a": {"$value": "{b}"}, "b": {"$value": "{c}"},"##
        + ##" "c": {"$value": {"value": 1.5, "unit": "rem"}}}"##)
    let a = try #require(file.tokens["a"])
    #expect(a.referenceChain == ["a", "b", "c"])
    // DTCG 2025.10 dimension type: rem = × the default font size, 16.
    #expect(try DesignTokenValues.dimension(a.value) == 24)
  }

  @Test func circularReferencesNameTheChain() throws {
    let error = try #require(
      Self.failure(
        ##"{"$type": "color", "a": {"$value": "{b}"}, "b": {"$value": "{c}"},"##
          + ##" "c": {"$value": "{a}"}}"##))
    #expect(error.kind == .referenceCycle)
    #expect(error.message.contains("a → b → c → a"))
    #expect(error.position?.line == 1)
    #expect(error.pointer.description == "/a/$value")
  }

  @Test func selfReferenceIsACycle() throws {
    let error = try #require(Self.failure(##"{"x": {"$type": "color", "$value": "{x}"}}"##))
    #expect(error.kind == .referenceCycle)
    #expect(error.message.contains("x → x"))
  }

  @Test func danglingReferencesNameTheChain() throws {
    let error = try #require(
      Self.failure(
        ##"{"$type": "color", "a": {"$value": "{b}"}, "b": {"$value": "{palette.missing}"}}"##))
    #expect(error.kind == .unresolvedReference)
    #expect(error.message.contains("a → b → {palette.missing}"))
    let group = try #require(
      Self.failure(
        ##"{"palette": {"red": {"$type": "color", "$value": \##(Self.red)}},"##
          + ##" "a": {"$value": "{palette}"}}"##))
    #expect(group.kind == .unresolvedReference)
    #expect(group.message.contains("names a group"))
  }

  @Test func typeIsInheritedFromTheNearestGroupAndOwnTypeWins() throws {
    let file = try Self.parse(
      ##"""
      {"outer": {"$type": "color",
        "inner": {"$type": "dimension", "size": {"$value": {"value": 4, "unit": "px"}}},
        "tint": {"$value": \##(Self.red)},
        "weight": {"$type": "fontWeight", "$value": "semi-bold"}}}
      """##)
    #expect(file.tokens["outer.inner.size"]?.type == .dimension)
    #expect(file.tokens["outer.tint"]?.type == .color)
    let weight = try #require(file.tokens["outer.weight"])
    // DTCG 2025.10 font-weight names: semi-bold = 600.
    #expect(try DesignTokenValues.fontWeight(weight.value) == FontWeight(rawValue: 600))
  }

  @Test func tokensWithoutTypeAndBadValuesAreRejected() throws {
    let untyped = try #require(Self.failure(##"{"a": {"$value": 4}}"##))
    #expect(untyped.kind == .missingKey)
    // Weight names are case-sensitive (DTCG 2025.10 font-weight type).
    let weight = try #require(Self.failure(##"{"w": {"$type": "fontWeight", "$value": "Bold"}}"##))
    #expect(weight.kind == .invalidValue)
    #expect(weight.suggestion == "did you mean 'bold'?")
    let unit = try #require(
      Self.failure(##"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "furlong"}}}"##))
    #expect(unit.kind == .invalidValue)
    let mismatch = try #require(
      Self.failure(
        ##"{"c": {"$type": "color", "$value": \##(Self.red)},"##
          + ##" "d": {"$type": "dimension", "$value": "{c}"}}"##))
    #expect(mismatch.message.contains("references {c}, which is color"))
  }

  @Test func unusedTypesAndUnitsAreSkippedNotErrors() throws {
    let file = try Self.parse(
      ##"""
      {"icon": {"$type": "link", "a": {"$value": "/a.svg"}, "b": {"$value": "/b.svg"}},
       "size": {"$type": "dimension", "em": {"$value": {"value": 1, "unit": "em"}},
                "alias": {"$value": "{size.em}"}, "px": {"$value": {"value": 4, "unit": "px"}}}}
      """##)
    #expect(file.tokens.keys.sorted() == ["size.px"])
    #expect(file.tokenCount == 5)
    #expect(file.skippedSummary == "skipped 2 tokens of type link, 2 em dimensions")
    #expect(file.skipped.map(\.name) == ["icon.a", "icon.b", "size.em", "size.alias"])
    #expect(file.skipped[0].position?.line == 1)
    let strict = file.skipped[2].strictError
    #expect(strict.pointer.description == "/size/em")
    #expect(strict.message.contains("'em' dimensions have no fixed size"))
  }

  @Test func everyErrorIsReportedInOnePass() throws {
    let text = ##"""
      {"color": {"$type": "color",
        "a": {"$value": "#GG0000"},
        "b": {"$value": "{color.missing}"},
        "c": {"$value": "{color.a}"},
        "d": {"$value": "#00FF00"}},
       "e": {"$type": "dimension", "$value": "wide"}}
      """##
    let error = try #require(Self.failure(text))
    let all = [error] + error.additionalErrors
    #expect(all.map { $0.position?.line } == [2, 3, 6])
    #expect(all.map(\.pointer.description) == ["/color/a/$value", "/color/b/$value", "/e/$value"])
    #expect(error.description.split(separator: "\n").count == 3)
    let file = try DesignTokenFile.read(bytes: Array(text.utf8), fileName: "t.tokens.json")
    #expect(file.problems.count == 3)
    #expect(file.tokens.keys.sorted() == ["color.d"])
    // The token referencing an invalid one follows it without a second error.
    #expect(file.skipped.map(\.name) == ["color.c"])
    #expect(file.skipped.first?.reason == .invalidReference)
  }

  @Test func longChainsAreOneErrorNotACrash() throws {
    var tokens = [##""$type": "color""##]
    for index in 0..<5000 { tokens.append(##""t\##(index)": {"$value": "{t\##(index + 1)}"}"##) }
    tokens.append(##""t5000": {"$value": "#000000"}"##)
    let file = try DesignTokenFile.read(
      bytes: Array(("{" + tokens.joined(separator: ", ") + "}").utf8), fileName: "t.json")
    #expect(file.problems.count == 1)
    #expect(
      file.problems.first?.message.hasPrefix("reference chain longer than 100 tokens") == true)
    #expect(file.tokens["t5000"] != nil)
    var groups: [String] = []
    for index in 0..<5000 { groups.append(##""g\##(index)": {"$extends": "{g\##(index + 1)}"}"##) }
    groups.append(##""g5000": {"$type": "color", "a": {"$value": "#000000"}}"##)
    let extended = try DesignTokenFile.read(
      bytes: Array(("{" + groups.joined(separator: ", ") + "}").utf8), fileName: "t.json")
    #expect(extended.problems.count == 1)
    #expect(extended.problems.first?.message.hasPrefix("$extends chain longer than 100") == true)
  }

  @Test func structureAndNamesAreChecked() throws {
    let both = try #require(
      Self.failure(
        ##"{"a": {"$type": "color", "$value": \##(Self.red), "b": {"c": {"$value": 1}}}}"##))
    #expect(both.pointer.description == "/a/b")
    // Members that hold no token and `$` properties of other tools are passed over, noted.
    let loose = try Self.parse(
      ##"{"a": {"$type": "color", "$value": \##(Self.red), "b": {}, "$name": "Red"}}"##)
    #expect(loose.tokens["a"] != nil)
    #expect(loose.notes.count == 2)
    let dotted = try #require(
      Self.failure(##"{"a.b": {"$type": "color", "$value": \##(Self.red)}}"##))
    #expect(dotted.message.contains("contains '.'"))
    let typo = try #require(Self.failure(##"{"a": {"$vaule": 1}}"##))
    #expect(typo.kind == .unknownKey)
    #expect(typo.suggestion == "did you mean '$value'?")
  }

  @Test func groupExtendsDeepMergesWithLocalWinning() throws {
    let file = try Self.parse(
      ##"""
      {"color": {"$type": "color",
        "base": {"primary": {"$value": \##(Self.red)},
                 "secondary": {"$value": "#00FF00"},
                 "state": {"hover": {"$value": "#0000FF"}}},
        "brand": {"$extends": "{color.base}",
                  "secondary": {"$value": "#123456"},
                  "state": {"pressed": {"$value": "#654321"}}}}}
      """##)
    #expect(
      try DesignTokenValues.color(file.tokens["color.brand.primary"]!.value) == Color(rgb: 0xFF0000)
    )
    #expect(
      try DesignTokenValues.color(file.tokens["color.brand.secondary"]!.value)
        == Color(rgb: 0x123456))
    #expect(file.tokens["color.brand.state.hover"] != nil)
    #expect(file.tokens["color.brand.state.pressed"] != nil)
    #expect(file.tokens["color.base.state.pressed"] == nil)
  }

  @Test func groupExtendsCyclesAndTokenTargetsAreErrors() throws {
    let cycle = try #require(
      Self.failure(
        ##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##))
    #expect(cycle.kind == .referenceCycle)
    #expect(cycle.message.contains("a → b → a"))
    let ancestor = try #require(Self.failure(##"{"a": {"inner": {"$extends": "{a}"}}}"##))
    #expect(ancestor.kind == .referenceCycle)
    let token = try #require(
      Self.failure(
        ##"{"t": {"$type": "color", "$value": \##(Self.red)}, "g": {"$extends": "{t}"}}"##))
    #expect(token.kind == .unresolvedReference)
    #expect(token.message.contains("names a token"))
  }

  @Test func unknownExtensionsAreKept() throws {
    let file = try Self.parse(
      ##"""
      {"$extensions": {"com.example.root": {"mode": "light"}},
       "g": {"$type": "color", "$extensions": {"org.example.group": [1, 2]},
             "t": {"$value": \##(Self.red), "$description": "Red",
                   "$extensions": {"com.example.tool": {"id": 7, "tags": ["a"]}},
                   "$deprecated": "use g.u"}}}
      """##)
    let token = try #require(file.tokens["g.t"])
    #expect(token.extensions?["com.example.tool"]?["id"] == .number(7))
    #expect(token.extensions?["com.example.tool"]?["tags"] == .array([.string("a")]))
    #expect(token.description == "Red")
    #expect(token.deprecated == .string("use g.u"))
    #expect(file.groupExtensions["g"]?["org.example.group"] == .array([.number(1), .number(2)]))
    #expect(file.groupExtensions[""]?["com.example.root"]?["mode"] == .string("light"))
  }

  @Test func pointerReferencesReachIntoValues() throws {
    let file = try Self.parse(
      ##"""
      {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.25, 0.5, 1]}},
       "n": {"$type": "number", "$value": {"$ref": "#/c/$value/components/1"}},
       "root": {"$root": {"$type": "color", "$value": "{c}"}},
       "r": {"$value": "{root.$root}"}}
      """##)
    #expect(file.tokens["n"]?.value == .number(0.5))
    #expect(file.tokens["r"]?.type == .color)
  }

  @Test func compositeSubValuesMayBeReferences() throws {
    let file = try Self.parse(
      ##"""
      {"font": {"family": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
                "weight": {"$type": "fontWeight", "$value": "medium"}},
       "type": {"label": {"$type": "typography", "$value": {
         "fontFamily": "{font.family}", "fontSize": {"value": 0.75, "unit": "rem"},
         "fontWeight": "{font.weight}", "letterSpacing": {"value": 0.5, "unit": "px"},
         "lineHeight": 1.33}}}}
      """##)
    let font = try DesignTokenValues.typography(try #require(file.tokens["type.label"]).value)
    #expect(font == FontOverride(family: "Inter", size: 12, weight: .medium, letterSpacing: 0.5))
  }

  /// A DTCG color value in `space`, with `alpha` and a `hex` fallback when given.
  static func colorValue(
    _ space: String, _ components: [Double], alpha: Double? = nil, hex: String? = nil
  ) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("colorSpace", .string(space)), ("components", .array(components.map { .number($0) })),
    ]
    if let alpha { members.append(("alpha", .number(alpha))) }
    if let hex { members.append(("hex", .string(hex))) }
    return .object(members)
  }

  /// hsl(120, 100%, 25%) = #008000 and hwb(0, 0%, 0%) = #FF0000 (CSS Color 4). A space the reader
  /// converts is converted, not taken from the hex fallback (oklch and lab: coloraide 8.13.1,
  /// CSS Color 4 gamut mapping "minde-chroma").
  @Test(
    arguments: [
      (colorValue("hsl", [120, 100, 25]), "#008000FF"),
      (colorValue("hwb", [0, 0, 0]), "#FF0000FF"),
      (colorValue("oklch", [0.6, 0.2, 30], alpha: 0.5, hex: "#D9573C"), "#DE3E2D80"),
      (colorValue("lab", [50, 0, 0]), "#777777FF"),
    ])
  func colorSpacesConvertToSRGB(_ value: JSONOutput, _ expected: String) throws {
    #expect(try DesignTokenValues.color(value).hexString == expected)
  }

  /// An unknown space falls back on the hex value, or is an error naming the spaces.
  @Test func anUnknownColorSpaceFallsBackOnTheHexValue() throws {
    let unknown = try DesignTokenValues.color(Self.colorValue("cmyk", [0, 0, 0], hex: "#102030"))
    #expect(unknown == Color(rgb: 0x102030))
    #expect(throws: DesignTokenValueProblem.self) {
      try DesignTokenValues.color(Self.colorValue("okclh", [0.5, 0, 0]))
    }
  }
}
