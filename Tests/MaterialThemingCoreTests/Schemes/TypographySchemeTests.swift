import Testing

@testable import MaterialThemingCore

/// The type scales and scaling curves against `MDCTypographyScheme.m`.
@Suite struct TypographySchemeTests {
  /// `MDCTypographyScheme.m`'s table: style, size, weight name.
  static let declared: [(TextStyle, Double, FontWeight)] = [
    (.headline1, 96, .light), (.headline2, 60, .light), (.headline3, 48, .regular),
    (.headline4, 34, .regular), (.headline5, 24, .regular), (.headline6, 20, .medium),
    (.subtitle1, 16, .regular), (.subtitle2, 14, .regular), (.body1, 16, .regular),
    (.body2, 14, .regular), (.caption, 12, .regular), (.button, 14, .medium),
    (.overline, 12, .medium),
  ]

  /// The scaling curves of `MDCTypographyScheme.m`, XS … accessibility XXXL.
  static let curves: [TextStyle: [Double]] = [
    .headline1: [84, 88, 92, 96, 100, 104, 108, 108, 108, 108, 108, 108],
    .headline2: [54, 56, 58, 60, 62, 64, 66, 66, 66, 66, 66, 66],
    .headline3: [42, 44, 46, 48, 50, 52, 54, 54, 54, 54, 54, 54],
    .headline4: [28, 30, 32, 34, 36, 38, 40, 42, 42, 42, 42, 42],
    .headline5: [21, 22, 23, 24, 26, 28, 30, 32, 32, 32, 32, 32],
    .headline6: [17, 18, 19, 20, 22, 24, 26, 28, 28, 28, 28, 28],
    .subtitle1: [13, 14, 15, 16, 18, 20, 22, 25, 30, 37, 44, 52],
    .subtitle2: [11, 12, 13, 14, 16, 18, 20, 22, 25, 30, 36, 42],
    .body1: [13, 14, 15, 16, 18, 20, 22, 26, 30, 34, 38, 42],
    .body2: [11, 12, 13, 14, 16, 18, 20, 22, 25, 30, 36, 42],
    .button: [11, 12, 13, 14, 16, 18, 20, 22, 24, 26, 28, 30],
    .caption: [11, 11, 11, 12, 14, 16, 18, 20, 22, 24, 26, 28],
    .overline: [8, 8, 9, 10, 12, 14, 16, 18, 20, 22, 24, 26],
  ]

  @Test func material201804MatchesReference() {
    let scheme = TypographyScheme(defaults: .material201804)
    for (style, size, weight) in Self.declared {
      #expect(scheme[style] == Font(family: "system", size: size, weight: weight), "\(style)")
    }
    #expect(scheme.useCurrentContentSizeCategoryWhenApplied == false)
  }

  @Test func material201902RendersAtTheCurvesLargeSize() {
    let scheme = TypographyScheme(defaults: .material201902)
    for (style, size, weight) in Self.declared {
      // Overline's curve gives 10 at Large although 12 is declared (derived from
      // `MDCTypographyScheme.m`).
      let expected = style == .overline ? 10 : size
      #expect(scheme[style].size == expected, "\(style)")
      #expect(scheme[style].weight == weight, "\(style)")
      #expect(scheme[style].scalingCurve != nil)
    }
    #expect(scheme.useCurrentContentSizeCategoryWhenApplied == false)
  }

  @Test(arguments: Array(ContentSizeCategory.allCases.enumerated()))
  func material201902ScalesForEveryCategory(column: Int, category: ContentSizeCategory) {
    let scaled = TypographyScheme(defaults: .material201902).scaled(for: category)
    for style in TextStyle.allCases {
      #expect(scaled[style].size == Self.curves[style]![column], "\(style) \(category)")
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
