import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The generated `core` Swift states each style once per trait: the assignments before a trait
/// function's `switch` hold for every trait, those under a `case` for that trait alone, and the
/// type scale is a dated scale plus the theme's changes. These tests read the generated text
/// back as those rules say Swift runs it and compare every field of every style, for every
/// appearance and contrast, with the styles the theme resolves.
@Suite struct GeneratedTraitFunctionTests {
  /// The shipped themes and themes written to exercise the shapes a function can take.
  static func themes() throws -> [(name: String, theme: Theme)] {
    var themes: [(name: String, theme: Theme)] = try Repository.themeFiles.map {
      (URL(fileURLWithPath: $0).lastPathComponent, try ThemeLoader().load(contentsOf: $0))
    }
    let written = [
      // High contrast the same as normal contrast: only appearance varies.
      (
        "appearance-only",
        ##"{"name": "Appearance Only", "colors": {"light": {"primary": "#123456"}}}"##
      ),
      // Every trait the same: the functions have no switch at all.
      (
        "one-look",
        #"""
        {"name": "One Look", "colors": {
          "light": {"primary": "#336699", "surface": "#FAFAFA", "background": "#FAFAFA",
                    "onSurface": "#111111", "onPrimary": "#FFFFFF"},
          "dark": {"primary": "#336699", "surface": "#FAFAFA", "background": "#FAFAFA",
                   "onSurface": "#111111", "onPrimary": "#FFFFFF"}}}
        """#
      ),
      // Fonts changed in every property, a scaling curve of its own, a family on every style.
      (
        "type",
        #"""
        {"name": "Type", "typography": {"defaults": "material-201902", "fontFamily": "Inter",
          "styles": {"caption": {"size": 13, "weight": 450, "letterSpacing": 0.2}}},
         "components": {"bottomNavigation": {"primary": {"itemTitleFont": "caption"}},
                        "bottomDrawer": {"topCornersRadius": {"collapsed": 12}}}}
        """#
      ),
    ]
    for (name, text) in written {
      themes.append((name, try ThemeLoader().load(bytes: Array(text.utf8), fileName: name)))
    }
    // Scaling curves of their own (theme files cannot state them; a theme built in code can).
    var curves = themes[themes.count - 1].theme
    curves.typography[TextStyle.headline1].scalingCurve = ScalingCurve(
      sizes: (40...51).map(Double.init))
    curves.typography[TextStyle.body2].scalingCurve = nil
    themes.append(("curves", curves))
    return themes
  }

  /// The text with all white space removed (wrapped and one-line forms compare equal).
  static func squeezed<Text: StringProtocol>(_ text: Text) -> String {
    String(text.filter { !$0.isWhitespace })
  }

  /// The statements of the function `name` per trait (``ColorTraits/all`` order): each
  /// `style.<member> = <value>` it runs for that trait, by member, with the value squeezed.
  static func statements(of name: String, returning type: String, in source: String) throws
    -> [[String: String]]
  {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let signature = "public static func \(name)(_ traits: ColorTraits) -> \(type) {"
    let head = try #require(lines.firstIndex { $0.contains(signature) }, "\(name) is generated")
    var result = [[String: String]](repeating: [:], count: 4)
    var traits = Array(0..<4)  // before the switch: every trait
    var index = head + 1
    let patterns = ColorTraits.all.map { "case (.\($0.appearance), .\($0.contrast)):" }
    while index < lines.count, lines[index] != "  }" {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      index += 1
      if let trait = patterns.firstIndex(of: line) {
        traits = [trait]
        continue
      }
      guard line.hasPrefix("style.") else { continue }
      // A statement runs until its brackets balance.
      var statement = line
      func depth(_ text: String) -> Int {
        text.reduce(0) { $0 + ("([".contains($1) ? 1 : ")]".contains($1) ? -1 : 0) }
      }
      while depth(statement) > 0, index < lines.count {
        statement += lines[index]
        index += 1
      }
      let parts = statement.split(separator: "=", maxSplits: 1)
      let member = String(parts[0].dropFirst("style.".count)).trimmingCharacters(in: .whitespaces)
      for trait in traits {
        #expect(result[trait][member] == nil, "\(name): \(member) set twice for one trait")
        result[trait][member] = squeezed(parts[1])
      }
    }
    return result
  }

  /// The value each member of `style` should be written as, squeezed: colors and lengths as
  /// literals, fonts and groups as the expression tree writes them.
  static func expected<Style, Overrides>(
    _ style: Style, _ fields: [StyleField<Style, Overrides>]
  ) -> [String: String] {
    func expression(_ value: StyleFieldValue) -> SwiftExpression {
      switch value {
      case .color(let color): .raw(SwiftLiteral.color(color))
      case .font(let font): SwiftLiteral.font(font, style: nil)
      case .length(let points): .raw(SwiftLiteral.number(points))
      }
    }
    func text(_ expression: SwiftExpression) -> String {
      var out = SwiftPrinter()
      out.expression(expression)
      return squeezed(out.text)
    }
    var result: [String: String] = [:]
    var groups: [String: (type: String, arguments: [(label: String, value: SwiftExpression)])] = [:]
    var order: [String] = []
    for field in fields {
      guard let value = field.value(in: style) else { continue }
      if let group = field.group {
        if groups[group.key] == nil { order.append(group.key) }
        groups[group.key, default: (group.swiftType, [])].arguments.append(
          (field.key, expression(value)))
      } else {
        result[field.key] = text(expression(value))
      }
    }
    for key in order {
      let group = groups[key]!
      result[key] = text(.call(group.type, group.arguments))
    }
    return result
  }

  @Test func everyStyleFieldHoldsItsResolvedValueForEveryTrait() throws {
    for (name, theme) in try Self.themes() {
      let identifier = SwiftWriter.identifier(forName: theme.name)
      let source = SwiftWriter(theme: theme, identifier: identifier, sourceName: name)
        .text()
      for variant in BottomNavigationVariant.allCases {
        let function =
          identifier + variant.rawValue.prefix(1).uppercased()
          + variant.rawValue.dropFirst()
        let statements = try Self.statements(
          of: function, returning: "BottomNavigationStyle", in: source)
        for (trait, traits) in ColorTraits.all.enumerated() {
          let style = theme.bottomNavigationStyle(variant, for: traits)
          #expect(
            statements[trait] == Self.expected(style, BottomNavigationStyle.fields),
            "\(name) \(function) \(traits)")
        }
      }
      let drawer = try Self.statements(
        of: identifier, returning: "BottomDrawerStyle", in: source)
      for (trait, traits) in ColorTraits.all.enumerated() {
        #expect(
          drawer[trait]
            == Self.expected(theme.bottomDrawerStyle(for: traits), BottomDrawerStyle.fields),
          "\(name) drawer \(traits)")
      }
    }
  }

  @Test func sharedAssignmentsComeBeforeTheSwitchAndASwitchOnlyWhereSomethingDiffers() throws {
    let themes = try Self.themes()
    let oneLook = try #require(themes.first { $0.name == "one-look" }).theme
    let source = SwiftWriter(theme: oneLook, identifier: "oneLook", sourceName: "x")
      .text()
    // The primary bar of a theme whose colors are the same in every trait has no switch (the
    // drawer does: its dark background takes an elevation overlay).
    let primary = try #require(
      source.range(
        of: "public static func oneLookPrimary(_ traits: ColorTraits) -> BottomNavigationStyle"))
    let function = source[primary.upperBound...]
    let end = try #require(function.range(of: "\n  }\n"))
    #expect(!function[..<end.lowerBound].contains("switch"))
    #expect(function[..<end.lowerBound].contains("\n    style.barTintColor = "))
    // A style whose colors vary keeps them under the switch, its fonts and lengths before it.
    let baseline = try ThemeLoader().load(contentsOf: Repository.theme("baseline.json"))
    let text = SwiftWriter(theme: baseline, identifier: "baseline", sourceName: "x")
      .text()
    let baselinePrimary = try #require(
      text.range(of: "func baselinePrimary(_ traits: ColorTraits)"))
    let rest = text[baselinePrimary.upperBound...]
    let switchAt = try #require(rest.range(of: "switch (traits.appearance, traits.contrast)"))
    #expect(rest[..<switchAt.lowerBound].contains("    style.elevation = 8\n"))
    #expect(rest[switchAt.upperBound...].contains("      style.barTintColor = "))
  }

  @Test func theTypeScaleIsADatedScaleAndTheThemesChanges() throws {
    for (name, theme) in try Self.themes() {
      let source = SwiftWriter(theme: theme, identifier: "t", sourceName: name).text()
      let start = try #require(source.range(of: "var scheme = TypographyScheme(defaults: ."))
      let base = source[start.upperBound...].prefix { $0 != ")" }
      var scheme = TypographyScheme(
        defaults: try #require(
          base == "material201804"
            ? .material201804 : base == "material201902" ? .material201902 : nil,
          "\(name): \(base)"))
      // Run the lines between the start and `return scheme`.
      let lines = source[start.upperBound...].split(separator: "\n").dropFirst()
        .prefix { !$0.contains("return scheme") }
      var index = lines.startIndex
      while index < lines.endIndex {
        var line = lines[index].trimmingCharacters(in: .whitespaces)
        index += 1
        guard line.hasPrefix("scheme[.") else { continue }
        while line.filter({ $0 == "(" }).count > line.filter({ $0 == ")" }).count {
          line += lines[index].trimmingCharacters(in: .whitespaces)
          index += 1
        }
        let styleName = line.dropFirst("scheme[.".count).prefix { $0 != "]" }
        let style = try #require(TextStyle(rawValue: String(styleName)), "\(name): \(line)")
        let assignment = line.split(separator: "=", maxSplits: 1)
        let target = assignment[0].trimmingCharacters(in: .whitespaces)
        let value = assignment[1].trimmingCharacters(in: .whitespaces)
        switch target.split(separator: ".").last.map(String.init) {
        case "family": scheme[style].family = String(value.dropFirst().dropLast())
        case "size": scheme[style].size = try #require(Double(value))
        case "letterSpacing": scheme[style].letterSpacing = try #require(Double(value))
        case "weight":
          let named = SwiftLiteral.weight(theme.typography[style].weight)
          #expect(value == named, "\(name) \(style) weight")
          scheme[style].weight = theme.typography[style].weight
        default:
          // A whole font, as the expression tree writes it.
          #expect(
            Self.squeezed(value)
              == Self.squeezed(
                { () -> String in
                  var out = SwiftPrinter()
                  out.expression(SwiftLiteral.font(theme.typography[style], style: style))
                  return out.text
                }()), "\(name) \(style)")
          scheme[style] = theme.typography[style]
        }
      }
      for style in TextStyle.allCases {
        #expect(scheme[style] == theme.typography[style], "\(name) \(style)")
      }
    }
  }
}
