/// The type-scale tables of `MDCTypographyScheme` and the scaling curves of `MDCFontScaler`.
enum TypographyDefaults {
  /// Declared size and weight of each style; identical in 201804 and 201902.
  static let metrics: [TextStyle: (size: Double, weight: FontWeight)] = [
    .headline1: (96, .light), .headline2: (60, .light), .headline3: (48, .regular),
    .headline4: (34, .regular), .headline5: (24, .regular), .headline6: (20, .medium),
    .subtitle1: (16, .regular), .subtitle2: (14, .regular), .body1: (16, .regular),
    .body2: (14, .regular), .caption: (12, .regular), .button: (14, .medium),
    .overline: (12, .medium),
  ]

  /// Sizes per content-size category (XS … accessibility XXXL) from `MDCFontScaler`.
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

  /// The scaling curve of `style`.
  static func curve(for style: TextStyle) -> ScalingCurve {
    ScalingCurve(sizes: curves[style]!)!
  }

  /// All thirteen fonts of a dated default, in ``TextStyle/allCases`` order.
  static func fonts(for defaults: TypographySchemeDefaults) -> [Font] {
    TextStyle.allCases.map { style in
      let metric = metrics[style]!
      let font = Font(size: metric.size, weight: metric.weight)
      switch defaults {
      case .material201804:
        return font
      case .material201902:
        var scalable = font
        scalable.scalingCurve = curve(for: style)
        return scalable.atDefaultSize
      }
    }
  }
}
