import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Real design-token files (Fixtures/tokens-corpus, origins in CORPUS.md) import in one run each
/// with a summary, fill the roles their names or `--map` entries give with the values the files
/// hold, and still get located errors when broken.
@Suite struct TokenCorpusTests {
  /// One corpus input and what its import must give.
  struct Case: Sendable, CustomTestStringConvertible {
    /// The file or folder below tokens-corpus.
    var name: String
    var format: ImportFormat
    /// `skipped …`, or `nil` when nothing is skipped.
    var skipped: String?
    /// `--map` entries as `target=token`.
    var map: [String] = []
    /// Roles that must come out, each with the token whose value in the file fills it.
    var expected: [(target: String, token: String)]
    /// How many warnings the report carries.
    var warnings = 0

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "dtcg-github-primer.json", format: .designTokens,
      skipped: "skipped 469 tokens of type link, 2 em dimensions",
      map: [
        "primary=base.color.blue.5", "dark.primary=base.color.blue.3",
        "surface=base.color.white", "onSurface=base.color.black",
      ],
      expected: [
        ("light.primary", "base.color.blue.5"), ("dark.primary", "base.color.blue.3"),
        ("light.surface", "base.color.white"), ("light.onSurface", "base.color.black"),
      ]),
    Case(
      name: "dtcg-figma-sds.json", format: .designTokens, skipped: nil,
      map: ["primary=color.background.brand.default"],
      expected: [
        ("light.primary", "color.background.brand.default"),
        ("light.background", "color.background.default.default"),
      ]),
    Case(
      name: "style-dictionary-react-color.json", format: .legacyTokens, skipped: nil,
      expected: [
        ("light.primary", "color.base.primary"), ("light.secondary", "color.base.secondary"),
        ("light.background", "color.background"),
      ]),
    Case(
      name: "style-dictionary-deprecation-base.json", format: .legacyTokens, skipped: nil,
      map: ["primary=color.base.red"], expected: [("light.primary", "color.base.red")],
      warnings: 1),
    Case(
      name: "tokens-studio-material-preset.json", format: .tokensStudio, skipped: nil,
      expected: [
        ("light.surface", "light.surface"), ("light.background", "light.background"),
        ("light.onSurface", "light.onSurface"), ("light.onBackground", "light.onBackground"),
      ]),
    Case(
      name: "tokens-studio-starter.json", format: .tokensStudio,
      skipped:
        "skipped 7 tokens of type lineHeights, 3 tokens of type opacity, "
        + "2 multi-value dimensions, 2 % dimensions",
      map: [
        "primary=light.accent.default", "dark.primary=dark.accent.default",
        "onPrimary=light.accent.onAccent", "surface=light.bg.default",
        "dark.surface=dark.bg.default",
      ],
      expected: [
        ("light.primary", "light.accent.default"), ("dark.primary", "dark.accent.default"),
        ("light.onPrimary", "light.accent.onAccent"), ("light.surface", "light.bg.default"),
        ("dark.surface", "dark.bg.default"),
      ]),
    Case(
      name: "tokens-studio-lion", format: .tokensStudio, skipped: nil,
      map: ["primary=colors.bg.default.color", "onPrimary=text.primary.color"],
      expected: [
        ("light.primary", "colors.bg.default.color"), ("light.onPrimary", "text.primary.color"),
      ],
      // Seven stale tokenSetOrder names and the two dimensions (brand, color) read in their
      // default themes.
      warnings: 9),
    Case(
      name: "figma-variables-material-theme.json", format: .figmaVariables,
      skipped:
        "skipped 6 tokens of type string, 6 tokens of type boolean, 6 aliases to remote variables",
      expected: TokenCorpus.figmaSchemeRoles),
  ]

  @Test(arguments: cases) func importsInOneRunWithASummary(_ test: Case) throws {
    let result = try TokenCorpus.importing(test.name, map: test.map)
    #expect(result.errors.isEmpty, "\(result.errors.map(\.description))")
    #expect(result.report.formatDescription.hasPrefix(test.format.summary))
    #expect(result.report.tokenCount == (try TokenCorpus.tokenCount(test.name)))
    #expect(result.report.skippedSummary == test.skipped)
    #expect(result.report.warnings.count == test.warnings, "\(result.report.warnings)")
    for (target, token) in test.expected {
      let mapping = try #require(
        result.report.mappings.first { $0.target.description == target },
        "\(target) is not mapped")
      #expect(mapping.token == token)
      let written = try #require(try TokenCorpus.hex(of: token, in: test.name), "\(token)")
      #expect(String(mapping.color.hexString.prefix(7)) == written, "\(target) ← \(token)")
      let parsed = try #require(DesignTokenRoleTarget(parsing: target))
      #expect(TokenCorpus.color(parsed, in: result.document) == mapping.color)
    }
  }

  /// A theme that lists the corpus file (or Tokens Studio folder) in `"tokens"` and writes each
  /// expected role as an alias of its token resolves that role to the value the file holds
  /// (read independently, as above).
  @Test(arguments: cases)
  func aThemeReferencingTheFileResolvesItsRolesToTheTokens(_ test: Case) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(
      atPath: url(test.name).path, toPath: directory.file(test.name))
    var colors: [String: [String: String]] = [:]
    var checks: [(DesignTokenRoleTarget, String)] = []
    for (target, token) in test.expected {
      let parsed = try #require(DesignTokenRoleTarget(parsing: target))
      switch parsed {
      case .role(let role, let traits):
        let key =
          (traits.appearance == .dark ? "dark" : "light")
          + (traits.contrast == .high ? "HighContrast" : "")
        colors[key, default: [:]][role.key] = "{\(token)}"
      case .material3(let role, let slot):
        colors["material3.\(slot.rawValue)", default: [:]][role.rawValue] = "{\(token)}"
      case .extended:
        continue
      }
      checks.append((parsed, token))
    }
    #expect(!checks.isEmpty)
    var colorObject: [String: Any] = [:]
    var material3: [String: Any] = [:]
    for (key, roles) in colors {
      if key.hasPrefix("material3.") {
        material3[String(key.dropFirst("material3.".count))] = roles
      } else {
        colorObject[key] = roles
      }
    }
    if !material3.isEmpty { colorObject["material3"] = material3 }
    let theme: [String: Any] = ["format": 1, "tokens": [test.name], "colors": colorObject]
    let data = try JSONSerialization.data(withJSONObject: theme, options: [.sortedKeys])
    let path = try directory.write("brand.json", String(decoding: data, as: UTF8.self))
    let loaded = try ThemeLoader().load(contentsOf: path)
    for (target, token) in checks {
      let written = try #require(try TokenCorpus.hex(of: token, in: test.name), "\(token)")
      let color: Color?
      switch target {
      case .role(let role, let traits): color = loaded.colors[traits][role]
      case .material3(let role, let slot): color = loaded.material3Roles[slot]?[role]
      case .extended: color = nil
      }
      #expect(color.map { String($0.hexString.prefix(7)) } == written, "\(target) ← \(token)")
    }
  }

  private func url(_ name: String) -> URL { TokenCorpus.url(name) }

  @Test func filesWithoutRoleNamesAreErrorsThatSayWhatTheyHold() throws {
    let primer = try TokenCorpus.importing("dtcg-github-primer.json")
    let error = try #require(primer.error)
    #expect(error.additionalErrors.isEmpty)
    #expect(error.message.hasPrefix("no token maps to a theme role (found 93 color, "))
    #expect(error.message.contains("colors: base.color.black, base.color.transparent"))
    let suggestion = try #require(error.suggestion)
    #expect(suggestion.contains("--map primary=base.color.black"))
    #expect(suggestion.contains(##""tokens": ["dtcg-github-primer.json"]"##))
    #expect(suggestion.contains(##""primary": "{base.color.black}""##))
    #expect(primer.report.unmappedColors.count == 93)
    let lion = try TokenCorpus.importing("tokens-studio-lion")
    #expect(lion.error?.file.hasSuffix("tokens-corpus/tokens-studio-lion") == true)
  }

  @Test func strictTurnsEverySkipIntoAnErrorInOneRun() throws {
    let result = try TokenCorpus.importing(
      "dtcg-github-primer.json", map: ["primary=base.color.blue.5"], strict: true)
    #expect(result.errors.count == 471)
    let em = try #require(result.errors.first { $0.message.contains("'em' dimensions") })
    #expect(em.position != nil)
    #expect(em.pointer.tokens.first != nil)
  }

  @Test func brokenCorpusFilesGetEveryErrorLocated() throws {
    let text = try String(contentsOf: TokenCorpus.url("dtcg-github-primer.json"), encoding: .utf8)
    // Break two tokens: a color's space is misspelt (and its hex fallback gone), and a
    // reference loses its target.
    let goodColor =
      ##""$value": { "colorSpace": "srgb", "components": [0.9647058823529412, 0.9725490196078431, 0.9803921568627451], "alpha": 1, "hex": "#f6f8fa" }"##
    let badReference = ##""{base.text.weight.medium}""##
    #expect(text.components(separatedBy: goodColor).count == 2)
    var broken = text.replacingOccurrences(
      of: goodColor,
      with:
        ##""$value": { "colorSpace": "sRGB", "components": [0.9647058823529412, 0.9725490196078431, 0.9803921568627451], "alpha": 1 }"##
    )
    broken = broken.replacingOccurrences(of: badReference, with: ##""{base.text.weight.meduim}""##)
    let result = try DesignTokenImport.read(
      bytes: Array(broken.utf8), fileName: "primer.tokens.json",
      options: DesignTokenImportOptions(mappings: [
        (.role(.primary, .standard), "base.color.blue.5")
      ]))
    let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
    func line(containing needle: String) -> Int? {
      lines.firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
    #expect(!result.errors.isEmpty)
    let color = try #require(result.errors.first { $0.message.contains("color space 'sRGB'") })
    #expect(color.position?.line == line(containing: ##""colorSpace": "sRGB""##))
    #expect(color.pointer.description == "/base/color/neutral/0/$value")
    #expect(color.suggestion == "did you mean 'srgb'?")
    let reference = try #require(result.errors.first { $0.kind == .unresolvedReference })
    #expect(reference.position?.line == line(containing: "meduim"))
    #expect(reference.suggestion == "did you mean '{base.text.weight.medium}'?")
    #expect(reference.pointer.description == "/text/display/weight/$value")
    // The skips are still counted next to the errors.
    #expect(result.report.skippedSummary?.hasPrefix("skipped 469 tokens of type link") == true)
  }

  @Test func brokenFilesOfTheOtherFormatsGetLocatedErrors() throws {
    let legacy = try String(
      contentsOf: TokenCorpus.url("style-dictionary-react-color.json"), encoding: .utf8
    ).replacingOccurrences(of: "#61dafb", with: "#61dafz")
    let sd = try DesignTokenImport.read(bytes: Array(legacy.utf8), fileName: "color.json")
    let sdError = try #require(sd.error)
    #expect(sdError.pointer.description == "/color/base/primary/value")
    let sdLine = legacy.split(separator: "\n").firstIndex { $0.contains("#61dafz") }.map { $0 + 1 }
    #expect(sdError.position?.line == sdLine)

    let figma = try String(
      contentsOf: TokenCorpus.url("figma-variables-material-theme.json"), encoding: .utf8)
    let firstRed = try #require(figma.range(of: ##""r": 0.0,"##))
    let brokenFigma = figma.replacingCharacters(in: firstRed, with: ##""r": 2.0,"##)
    let variables = try DesignTokenImport.read(bytes: Array(brokenFigma.utf8), fileName: "v.json")
    let figmaError = try #require(variables.error)
    #expect(figmaError.message == "r = 2.0 is out of range: expected 0 to 1")
    #expect(figmaError.pointer.tokens.prefix(2) == ["meta", "variables"])
    #expect(figmaError.pointer.tokens.last == "r")
    let figmaLine = brokenFigma[..<firstRed.lowerBound].filter { $0 == "\n" }.count + 1
    #expect(figmaError.position?.line == figmaLine)

    // A folder with a file that is not JSON: the file's syntax error, the other sets read.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lion-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: TokenCorpus.url("tokens-studio-lion"), to: folder)
    try Data("{\"colors\": {\"bg\": ".utf8).write(
      to: folder.appendingPathComponent("color/blue.json"))
    let lion = try DesignTokenImport.read(
      directory: folder.path,
      options: DesignTokenImportOptions(mappings: [
        (.role(.primary, .standard), "colors.bg.default.color")
      ]))
    let syntax = try #require(lion.error)
    #expect(syntax.kind == .syntax)
    #expect(syntax.file.hasSuffix("color/blue.json"))
    #expect(syntax.position?.line == 1)
    #expect(lion.report.mappings.count == 1)
  }
}

/// Reading the corpus independently of the reader under test (Foundation's JSON parser).
enum TokenCorpus {
  static let directory = InteropFixtures.directory.appendingPathComponent("tokens-corpus")

  static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

  /// Imports `name` (a file or a folder) with `--map` entries `map`.
  static func importing(_ name: String, map: [String] = [], strict: Bool = false) throws
    -> DesignTokenImport
  {
    var options = DesignTokenImportOptions(strict: strict)
    for entry in map {
      let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
      let target = try #require(DesignTokenRoleTarget(parsing: parts[0]))
      options.mappings.append((target, parts[1]))
    }
    var isDirectory: ObjCBool = false
    let path = url(name).path
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return try DesignTokenImport.read(directory: path, options: options)
    }
    return try DesignTokenImport.read(
      bytes: Array(try Data(contentsOf: url(name))), fileName: name, options: options)
  }

  /// The JSON documents of `name`: the file, or each `.json` file of the folder by set name.
  static func documents(_ name: String) throws -> [(set: String, root: [String: Any])] {
    let base = url(name)
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory)
    guard isDirectory.boolValue else {
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: base)) as? [String: Any])
      return [("", root)]
    }
    let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
    var result: [(String, [String: Any])] = []
    for case let relative as String in enumerator where relative.hasSuffix(".json") {
      let object = try JSONSerialization.jsonObject(
        with: Data(contentsOf: base.appendingPathComponent(relative)))
      if let root = object as? [String: Any] { result.append((String(relative.dropLast(5)), root)) }
    }
    return result
  }

  /// How many tokens `name` holds, counted by shape: objects with `$value` (or `value` in files
  /// without any `$value`), or Figma variables × the modes of their collection.
  static func tokenCount(_ name: String) throws -> Int {
    var total = 0
    for (set, root) in try documents(name) where !set.hasPrefix("$") {
      if let meta = root["meta"] as? [String: Any],
        let variables = meta["variables"] as? [String: [String: Any]],
        let collections = meta["variableCollections"] as? [String: [String: Any]]
      {
        total += variables.values.reduce(0) { count, variable in
          let collection = collections[variable["variableCollectionId"] as? String ?? ""]
          return count + ((collection?["modes"] as? [Any])?.count ?? 0)
        }
        continue
      }
      let text = String(decoding: try JSONSerialization.data(withJSONObject: root), as: UTF8.self)
      let key = text.contains("\"$value\"") ? "$value" : "value"
      total += count(root.filter { !$0.key.hasPrefix("$") }, key: key)
    }
    return total
  }

  private static func count(_ node: Any, key: String) -> Int {
    guard let object = node as? [String: Any] else { return 0 }
    if object[key] != nil { return 1 }
    return object.values.reduce(0) { $0 + count($1, key: key) }
  }

  /// `#RRGGBB` of the token `dotted` names in `name`, references followed: a Figma variable's
  /// RGBA, a DTCG value's `hex`, or a hex string. Tokens Studio names leave the set out; a mode
  /// prefix (`light.`) picks the set of that name.
  static func hex(of dotted: String, in name: String) throws -> String? {
    let documents = try documents(name)
    if let meta = documents.first?.root["meta"] as? [String: Any] {
      return figmaHex(dotted, meta)
    }
    // A folder's themes: the first theme of each group selects the sets (as the reader does).
    var selected: Set<String>?
    if let data = try? Data(contentsOf: url(name).appendingPathComponent("$themes.json")),
      let themes = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    {
      var groups: Set<String> = []
      selected = []
      for theme in themes where groups.insert(theme["group"] as? String ?? "").inserted {
        let sets = theme["selectedTokenSets"] as? [String: String] ?? [:]
        selected?.formUnion(sets.filter { $0.value != "disabled" }.keys)
      }
    }
    var sets: [(String, [String: Any])] = []
    for (set, root) in documents where !set.hasPrefix("$") && selected?.contains(set) != false {
      if set.isEmpty, root["core"] != nil || root["light"] != nil {
        sets += root.filter { !$0.key.hasPrefix("$") }.compactMap { key, value in
          (value as? [String: Any]).map { (key, $0) }
        }
      } else {
        sets.append((set, root))
      }
    }
    return resolve(dotted, sets, depth: 0)
  }

  private static func resolve(_ dotted: String, _ sets: [(String, [String: Any])], depth: Int)
    -> String?
  {
    guard depth < 10 else { return nil }
    var path = dotted.split(separator: ".").map(String.init)
    var candidates = sets
    if let first = path.first, sets.contains(where: { $0.0 == first }), sets.count > 1 {
      candidates = sets.filter { $0.0 == first }
      path.removeFirst()
    }
    for (_, root) in candidates {
      var node: Any? = root
      for component in path { node = (node as? [String: Any])?[component] }
      guard let token = node as? [String: Any], let value = token["$value"] ?? token["value"] else {
        continue
      }
      if let text = value as? String {
        if text.hasPrefix("{") {
          return resolve(
            String(text.dropFirst().dropLast()),
            sets.filter { !["light", "dark"].contains($0.0) } + candidates, depth: depth + 1)
        }
        return text.uppercased()
      }
      if let object = value as? [String: Any], let hex = object["hex"] as? String {
        return hex.uppercased()
      }
    }
    return nil
  }

  private static func figmaHex(_ dotted: String, _ meta: [String: Any]) -> String? {
    guard let variables = meta["variables"] as? [String: [String: Any]],
      let collections = meta["variableCollections"] as? [String: [String: Any]]
    else { return nil }
    let parts = dotted.split(separator: ".").map(String.init)
    guard parts.count >= 3 else { return nil }
    for (_, variable) in variables {
      guard let collection = collections[variable["variableCollectionId"] as? String ?? ""],
        collection["name"] as? String == parts[0],
        let modes = collection["modes"] as? [[String: String]],
        let mode = modes.first(where: { $0["name"] == parts[1] }),
        (variable["name"] as? String)?.replacingOccurrences(of: "/", with: ".")
          == parts.dropFirst(2).joined(separator: "."),
        let values = variable["valuesByMode"] as? [String: Any]
      else { continue }
      var value = values[mode["modeId"] ?? ""]
      if let alias = value as? [String: Any], let id = alias["id"] as? String,
        let target = variables[id], let targetValues = target["valuesByMode"] as? [String: Any]
      {
        value = targetValues.values.first
      }
      guard let rgba = value as? [String: Double] else { return nil }
      let bytes = ["r", "g", "b"].map { Int((rgba[$0]! * 255).rounded()) }
      return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
    return nil
  }

  /// Every role of the Theme Builder export the Figma fixture was written from, as the Figma
  /// token that must fill it.
  static let figmaSchemeRoles: [(target: String, token: String)] = {
    let modes: [(Material3SchemeSlot, String)] = [
      (.light, "Light"), (.dark, "Dark"), (.lightHighContrast, "Light High Contrast"),
      (.darkHighContrast, "Dark High Contrast"), (.lightMediumContrast, "Light Medium Contrast"),
      (.darkMediumContrast, "Dark Medium Contrast"),
    ]
    return modes.flatMap { slot, mode in
      DynamicColorRole.roles(for: .spec2021).map { role -> (String, String) in
        let words = role.rawValue.replacingOccurrences(
          of: "([A-Z])", with: " $1", options: .regularExpression)
        let title = words.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
          .joined(separator: " ")
        let target = DesignTokenRoleTarget(role: role.rawValue, slot: slot)!
        return (target.description, "Schemes.\(mode).Schemes.\(title)")
      }
    }
  }()

  /// The color `document` holds for `target`.
  static func color(_ target: DesignTokenRoleTarget, in document: ThemeDocument) -> Color? {
    switch target {
    case .role(let role, let traits):
      switch (traits.appearance, traits.contrast) {
      case (.light, .normal): document.colors.light[role]
      case (.dark, .normal): document.colors.dark[role]
      case (.light, .high): document.colors.lightHighContrast[role]
      case (.dark, .high): document.colors.darkHighContrast[role]
      }
    case .material3(let role, let slot): document.colors.material3[slot]?[role]
    case .extended(let name): document.colors.custom[name]?.color
    }
  }
}
