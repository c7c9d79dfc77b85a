import Foundation
import Testing

@testable import MaterialThemingCore

/// The type scales and scaling curves against upstream's `MDCTypographyScheme.m` and
/// `MDCFontScaler.m`, read from the copies in `Tests/third_party/material-components-ios`.
@Suite struct TypographySchemeTests {
  /// The folder holding the upstream copies.
  static let upstream = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("third_party/material-components-ios")

  /// The lines of the upstream file `name`.
  static func lines(_ name: String) throws -> [Substring] {
    let url = upstream.appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
  }

  /// `Headline1` → `.headline1`, `ExtraSmall` → `.extraSmall`: upstream names in our casing.
  static func lowercasingFirst(_ name: some StringProtocol) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }

  /// The text of `line` between `start` and the next `end` after it, or nil.
  static func field(_ line: Substring, after start: String, before end: String) -> Substring? {
    guard let from = line.range(of: start)?.upperBound,
      let to = line[from...].range(of: end)?.lowerBound
    else { return nil }
    return line[from..<to]
  }

  /// The `UIFontWeight…` constants upstream uses, as CSS weights.
  static let weights: [Substring: FontWeight] = [
    "Light": .light, "Regular": .regular, "Medium": .medium,
  ]

  /// `MDCTypographyScheme.m`'s `systemFontOfSize:weight:` fonts, one list per dated default in
  /// file order (201804, then 201902 before scaling).
  static func declared() throws -> [[(style: TextStyle, size: Double, weight: FontWeight)]] {
    var fonts: [(style: TextStyle, size: Double, weight: FontWeight)] = []
    for line in try lines("MDCTypographyScheme.m") where line.contains("systemFontOfSize:") {
      let name = field(line, after: "_", before: " =").flatMap { TextStyle(rawValue: String($0)) }
      let size = field(line, after: "OfSize:", before: " ").flatMap { Double($0) }
      let weight = field(line, after: "UIFontWeight", before: "]").flatMap { weights[$0] }
      fonts.append((try #require(name), try #require(size), try #require(weight)))
    }
    let count = TextStyle.allCases.count
    try #require(fonts.count == 2 * count)
    return [Array(fonts.prefix(count)), Array(fonts.suffix(count))]
  }

  /// `MDCFontScaler.m`'s curves: style → size per content-size category. A curve belongs to the
  /// style its branch compares with, or to body1 in the fallback branch.
  static func curves() throws -> [TextStyle: [ContentSizeCategory: Double]] {
    var curves: [TextStyle: [ContentSizeCategory: Double]] = [:]
    var style: TextStyle?
    for line in try lines("MDCFontScaler.m") {
      if let name = field(line, after: "[MDCTextStyle", before: " isEqualToString:textStyle]")
        ?? field(line, after: "_textStyle = [MDCTextStyle", before: " copy]")
      {
        let named: TextStyle = try #require(TextStyle(rawValue: lowercasingFirst(name)))
        style = named
      } else if let name = field(line, after: "UIContentSizeCategory", before: " : @") {
        let category = try #require(ContentSizeCategory(rawValue: lowercasingFirst(name)))
        let size = try #require(Double(String(line.split(separator: "@").last!.filter(\.isNumber))))
        curves[try #require(style), default: [:]][category] = size
      }
    }
    return curves
  }

  @Test func upstreamDeclaresEveryStyleAndCategory() throws {
    let declared = try Self.declared()
    #expect(declared.allSatisfy { Set($0.map(\.style)) == Set(TextStyle.allCases) })
    let curves = try Self.curves()
    #expect(Set(curves.keys) == Set(TextStyle.allCases))
    #expect(curves.values.allSatisfy { Set($0.keys) == Set(ContentSizeCategory.allCases) })
  }

  @Test func material201804MatchesReference() throws {
    let scheme = TypographyScheme(defaults: .material201804)
    for (style, size, weight) in try Self.declared()[0] {
      #expect(scheme[style] == Font(family: "system", size: size, weight: weight), "\(style)")
    }
    #expect(scheme.useCurrentContentSizeCategoryWhenApplied == false)
  }

  /// 201902 fonts are scaled to their curve's Large size (`mdc_scaledFontAtDefaultSize`).
  @Test func material201902RendersAtTheCurvesLargeSize() throws {
    let scheme = TypographyScheme(defaults: .material201902)
    let curves = try Self.curves()
    for (style, _, weight) in try Self.declared()[1] {
      #expect(scheme[style].size == curves[style]?[.large], "\(style)")
      #expect(scheme[style].weight == weight, "\(style)")
      #expect(scheme[style].scalingCurve != nil)
    }
    // Overline's curve gives 10 at Large although 12 is declared.
    #expect(scheme[.overline].size == 10)
    #expect(scheme.useCurrentContentSizeCategoryWhenApplied == false)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func material201902ScalesForEveryCategory(category: ContentSizeCategory) throws {
    let scaled = TypographyScheme(defaults: .material201902).scaled(for: category)
    let curves = try Self.curves()
    for style in TextStyle.allCases {
      #expect(scaled[style].size == curves[style]?[category], "\(style) \(category)")
    }
  }

  @Test func material201804FontsDoNotScale() {
    let scheme = TypographyScheme(defaults: .material201804)
    #expect(scheme.scaled(for: .accessibilityExtraExtraExtraLarge) == scheme)
  }

  @Test func fontWeightRejectsOutOfRangeValues() {
    #expect(FontWeight(rawValue: 0) == nil)
    #expect(FontWeight(rawValue: 1234) == nil)
    #expect(FontWeight(rawValue: 400) == .regular)
  }
}
