import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The real DTCG resolver documents of the corpus (little-league, design-system-ia, Terrazzo's
/// complex-resolver), read in every context of every modifier and compared, token by token,
/// with an independent reading: Foundation's JSON parser, the resolution order walked by hand,
/// aliases followed, colors converted with the CSS Color 4 formulas.
@Suite struct ResolverCorpusTests {
  /// One corpus resolver: its path, the modifier that is the appearance (light/dark), and the
  /// least number of color tokens each context must compare.
  struct Case: Sendable, CustomTestStringConvertible {
    var resolver: String
    var appearance: String?
    var minimumColors: Int
    /// The file whose token names break the Format module (a `.` in a name), when one does:
    /// its errors are located there and the other tokens still read.
    var invalidNamesIn: String? = nil
    var testDescription: String { resolver }
  }

  static let cases = [
    Case(
      resolver: "resolver-little-league/tokens.resolver.json", appearance: "theme",
      minimumColors: 300, invalidNamesIn: "tokens/syntax/json.tokens.json"),
    Case(
      resolver: "resolver-design-system-ia/tokens.resolver.json", appearance: nil,
      minimumColors: 40),
    Case(
      resolver: "resolver-terrazzo-complex/resolver.json", appearance: "mode", minimumColors: 5),
  ]

  /// Every context of every modifier that is not the appearance, read with `--context`, and
  /// in it every color token of every mode equals the independent reading's.
  @Test(arguments: cases)
  func everyContextReadsToTheTokensValues(_ corpus: Case) throws {
    let reference = try IndependentResolver(ResolverTests.corpus(corpus.resolver))
    let dimensions = reference.modifiers.filter { $0.name != corpus.appearance }
    let modes = reference.modifiers.first { $0.name == corpus.appearance }?.contexts ?? [nil]
    var selections: [[(String, String)]] = [[]]
    for dimension in dimensions {
      selections = selections.flatMap { selection in
        dimension.contexts.compactMap { $0 }.map { selection + [(dimension.name, $0)] }
      }
    }
    #expect(selections.count == dimensions.map(\.contexts.count).reduce(1, *))
    for selection in selections {
      let file = try ResolverTests.read(
        ResolverTests.corpus(corpus.resolver), ResolverTests.options(selection))
      if let invalid = corpus.invalidNamesIn {
        // little-league names TextMate scopes (`source.json meta.structure…`): each is refused
        // where it is written, naming the rule.
        #expect(!file.problems.isEmpty)
        #expect(
          file.problems.allSatisfy {
            $0.file.hasSuffix(invalid) && $0.position != nil
              && $0.message.contains("contains '.'")
          }, "\(file.problems.map(\.description))")
      } else {
        #expect(file.problems.isEmpty, "\(selection): \(file.problems.map(\.description))")
      }
      for mode in modes {
        var inputs = Dictionary(uniqueKeysWithValues: selection)
        if let appearance = corpus.appearance, let mode { inputs[appearance] = mode }
        let expected = try reference.colors(inputs)
        #expect(expected.count >= corpus.minimumColors, "\(inputs)")
        for (name, color) in expected {
          let token =
            mode.flatMap { file.tokens[$0 + "." + name] } ?? file.tokens[name]
          let value = try #require(token, "\(inputs): no token \(name)")
          let actual = try DesignTokenValues.color(value.value)
          let tolerance = color.fromOKLCH ? 2e-3 : 1e-9
          #expect(
            abs(actual.red - color.red) <= tolerance && abs(actual.green - color.green) <= tolerance
              && abs(actual.blue - color.blue) <= tolerance
              && abs(actual.alpha - color.alpha) <= 1e-9,
            "\(inputs) \(name): \(actual) ≠ \(color)")
        }
      }
    }
  }

  /// A theme that lists each corpus resolver and aliases one of its tokens: loaded in each
  /// context, its colors are the token's values there (light and dark).
  @Test(arguments: cases.filter { $0.invalidNamesIn == nil })
  func aThemeListingTheResolverTakesEachContextsValue(_ corpus: Case) throws {
    let reference = try IndependentResolver(ResolverTests.corpus(corpus.resolver))
    let directory = try TemporaryDirectory()
    let source = URL(fileURLWithPath: ResolverTests.corpus(corpus.resolver))
      .deletingLastPathComponent()
    let copy = URL(fileURLWithPath: directory.file("ds"))
    try FileManager.default.copyItem(at: source, to: copy)
    let resolverName = URL(fileURLWithPath: corpus.resolver).lastPathComponent
    let dimensions = reference.modifiers.filter { $0.name != corpus.appearance }
    // The first color token every context holds, by the independent reading.
    let defaults = try reference.colors(
      Dictionary(
        uniqueKeysWithValues: dimensions.compactMap { modifier in
          modifier.contexts.first.flatMap { $0 }.map { (modifier.name, $0) }
        }))
    let name = try #require(defaults.keys.sorted().first)
    let theme = try directory.write(
      "theme.json",
      #"{"tokens": ["ds/\#(resolverName)"], "colors": {"light": {"primary": "{\#(name)}"}, "dark": {"primary": "{\#(name)}"}}}"#
    )
    let dimension = try #require(dimensions.first)
    for context in dimension.contexts.compactMap({ $0 }) {
      let loaded = try DesignTokenSelection.$current.withValue(
        DesignTokenSelection([(dimension.name, context)])
      ) { try ThemeLoader().load(contentsOf: theme) }
      let modes =
        reference.modifiers.first { $0.name == corpus.appearance }?.contexts ?? [nil]
      for mode in modes {
        var inputs = [dimension.name: context]
        if let appearance = corpus.appearance, let mode { inputs[appearance] = mode }
        let expected = try #require(try reference.colors(inputs)[name], "\(inputs)")
        let actual = mode == "dark" ? loaded.colors.dark.primary : loaded.colors.light.primary
        let tolerance = expected.fromOKLCH ? 2e-3 : 1e-9
        #expect(
          abs(actual.red - expected.red) <= tolerance
            && abs(actual.green - expected.green) <= tolerance
            && abs(actual.blue - expected.blue) <= tolerance,
          "\(inputs) \(name): \(actual) ≠ \(expected)")
      }
    }
  }
}

extension ResolverCorpusTests {
  /// little-league's resolver reaches a file whose token names hold `.`: a theme listing it is
  /// refused with the first such name located in that file, not half-read.
  @Test func aThemeListingLittleLeagueIsRefusedAtTheFirstInvalidName() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: ResolverTests.corpus("resolver-little-league")),
      to: URL(fileURLWithPath: directory.file("ds")))
    let theme = try directory.write(
      "theme.json",
      #"{"tokens": ["ds/tokens.resolver.json"], "colors": {"light": {"primary": "{color.button.background}"}}}"#
    )
    #expect {
      try ThemeLoader().load(contentsOf: theme)
    } throws: { error in
      guard let error = error as? ThemeError else { return false }
      return error.file.hasSuffix("tokens/syntax/json.tokens.json")
        && error.position?.line == 4 && error.position?.column == 5
        && error.message.contains("contains '.'")
    }
  }
}

/// A resolver document read without the engine: what the tests expect.
struct IndependentResolver {
  struct Modifier {
    var name: String
    /// The context names, in document order (`nil` stands for none).
    var contexts: [String?]
    var defaultContext: String?
  }

  struct Expected: CustomStringConvertible {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
    var fromOKLCH: Bool
    var description: String { "(\(red), \(green), \(blue), \(alpha))" }
  }

  let folder: URL
  let document: [String: Any]
  let modifiers: [Modifier]

  init(_ path: String) throws {
    folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: path)))
    document = try #require(object as? [String: Any])
    // Modifier and context order as written: read from the text, since Foundation's
    // dictionaries do not keep it.
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let all = (document["modifiers"] as? [String: Any]) ?? [:]
    modifiers = all.keys.sorted { Self.offset(of: $0, in: text) < Self.offset(of: $1, in: text) }
      .map { name in
        let modifier = all[name] as? [String: Any] ?? [:]
        let contexts = (modifier["contexts"] as? [String: Any] ?? [:]).keys.sorted {
          Self.offset(of: $0, in: text) < Self.offset(of: $1, in: text)
        }
        return Modifier(
          name: name, contexts: contexts, defaultContext: modifier["default"] as? String)
      }
  }

  private static func offset(of key: String, in text: String) -> Int {
    guard let range = text.range(of: "\"\(key)\"") else { return Int.max }
    return text.distance(from: text.startIndex, to: range.lowerBound)
  }

  /// The merged token tree for `inputs` (modifier → context; the rest take their default).
  func tree(_ inputs: [String: String]) throws -> [String: Any] {
    var tree: [String: Any] = [:]
    for item in document["resolutionOrder"] as? [[String: Any]] ?? [] {
      let reference = try #require(item["$ref"] as? String)
      let parts = reference.split(separator: "/").map(String.init)
      let sources: [Any]
      if parts.first == "#", parts.count == 3, parts[1] == "sets" {
        let sets = document["sets"] as? [String: Any]
        sources = ((sets?[parts[2]] as? [String: Any])?["sources"] as? [Any]) ?? []
      } else if parts.first == "#", parts.count == 3, parts[1] == "modifiers" {
        let modifier = (document["modifiers"] as? [String: Any])?[parts[2]] as? [String: Any]
        let context = try #require(inputs[parts[2]] ?? modifier?["default"] as? String)
        sources = ((modifier?["contexts"] as? [String: Any])?[context] as? [Any]) ?? []
      } else {
        Issue.record("unexpected resolutionOrder item \(reference)")
        sources = []
      }
      for source in sources {
        let object = try #require(source as? [String: Any])
        if let file = object["$ref"] as? String {
          Self.merge(try load(file), into: &tree)
        } else {
          Self.merge(object, into: &tree)
        }
      }
    }
    return tree
  }

  /// A file reference: `file.json`, `file.json#/a/b` or `file.json#a`.
  private func load(_ reference: String) throws -> [String: Any] {
    let pieces = reference.split(separator: "#", maxSplits: 1).map(String.init)
    let data = try Data(contentsOf: folder.appendingPathComponent(pieces[0]))
    var node = try JSONSerialization.jsonObject(with: data)
    if pieces.count == 2 {
      for step in pieces[1].split(separator: "/") {
        let key = step.replacingOccurrences(of: "~1", with: "/")
          .replacingOccurrences(of: "~0", with: "~")
        node = try #require((node as? [String: Any])?[key], "\(reference)")
      }
    }
    return try #require(node as? [String: Any])
  }

  /// Later sources win token by token; groups merge.
  private static func merge(_ source: [String: Any], into tree: inout [String: Any]) {
    for (key, value) in source {
      if let group = value as? [String: Any], group["$value"] == nil,
        var existing = tree[key] as? [String: Any], existing["$value"] == nil
      {
        merge(group, into: &existing)
        tree[key] = existing
      } else {
        tree[key] = value
      }
    }
  }

  /// Every color token of the tree for `inputs` (by `$type`, own or inherited) whose value is
  /// in the sRGB gamut, by dotted name.
  func colors(_ inputs: [String: String]) throws -> [String: Expected] {
    let tree = try tree(inputs)
    var found: [String: Expected] = [:]
    func walk(_ group: [String: Any], _ path: [String], _ type: String?) {
      let type = group["$type"] as? String ?? type
      if group["$value"] != nil {
        // A token without a type that aliases a color is a color (DTCG: an alias takes its
        // target's type).
        let isAlias = (group["$value"] as? String)?.hasPrefix("{") == true
        if type == "color" || (type == nil && isAlias),
          let color = resolve(path, in: tree, depth: 0),
          [color.red, color.green, color.blue].allSatisfy({ (-1e-9...(1 + 1e-9)).contains($0) })
        {
          found[path.joined(separator: ".")] = color
        }
        return
      }
      // A name holding `.`, `{` or `}` is no token name (Format module §5.1.1).
      for (key, value) in group
      where !key.hasPrefix("$") && !key.contains(where: { ".{}".contains($0) }) {
        if let child = value as? [String: Any] { walk(child, path + [key], type) }
      }
    }
    walk(tree, [], nil)
    return found
  }

  private func resolve(_ path: [String], in tree: [String: Any], depth: Int) -> Expected? {
    guard depth < 32 else { return nil }
    var node: Any? = tree
    for step in path { node = (node as? [String: Any])?[step] }
    guard let value = (node as? [String: Any])?["$value"] else { return nil }
    if let text = value as? String {
      if text.hasPrefix("{"), text.hasSuffix("}") {
        let name = text.dropFirst().dropLast().split(separator: ".").map(String.init)
        return resolve(name, in: tree, depth: depth + 1)
      }
      return Self.hex(text)
    }
    guard let object = value as? [String: Any],
      let components = (object["components"] as? [Any])?.compactMap({
        ($0 as? NSNumber)?.doubleValue
      }), components.count == 3
    else { return nil }
    let alpha = (object["alpha"] as? NSNumber)?.doubleValue ?? 1
    switch object["colorSpace"] as? String {
    case "srgb":
      return Expected(
        red: components[0], green: components[1], blue: components[2], alpha: alpha,
        fromOKLCH: false)
    case "oklch":
      return Self.oklch(components[0], components[1], components[2], alpha)
    default:
      return nil
    }
  }

  private static func hex(_ text: String) -> Expected? {
    guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
      let value = UInt64(text.dropFirst(), radix: 16)
    else { return nil }
    let bytes = text.count == 9 ? value : value << 8 | 0xFF
    func channel(_ shift: UInt64) -> Double { Double((bytes >> shift) & 0xFF) / 255 }
    return Expected(
      red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0), fromOKLCH: false)
  }

  /// OKLCH to sRGB (Björn Ottosson's OKLab matrices, the sRGB transfer function).
  private static func oklch(_ l: Double, _ c: Double, _ h: Double, _ alpha: Double) -> Expected {
    let a = c * cos(h * .pi / 180)
    let b = c * sin(h * .pi / 180)
    let l1 = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
    let m1 = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
    let s1 = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
    func encode(_ value: Double) -> Double {
      value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    return Expected(
      red: encode(4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1),
      green: encode(-1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1),
      blue: encode(-0.0041960863 * l1 - 0.7034186147 * m1 + 1.7076147010 * s1),
      alpha: alpha, fromOKLCH: true)
  }
}
