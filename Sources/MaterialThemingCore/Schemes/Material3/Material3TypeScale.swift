/// The fifteen roles of the Material 3 type scale: display, headline, title, body and label, each
/// large, medium and small.
public enum Material3TypeRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// Display large (57/64 pt).
  case displayLarge
  /// Display medium (45/52 pt).
  case displayMedium
  /// Display small (36/44 pt).
  case displaySmall
  /// Headline large (32/40 pt).
  case headlineLarge
  /// Headline medium (28/36 pt).
  case headlineMedium
  /// Headline small (24/32 pt).
  case headlineSmall
  /// Title large (22/28 pt).
  case titleLarge
  /// Title medium (16/24 pt medium).
  case titleMedium
  /// Title small (14/20 pt medium).
  case titleSmall
  /// Body large (16/24 pt).
  case bodyLarge
  /// Body medium (14/20 pt).
  case bodyMedium
  /// Body small (12/16 pt).
  case bodySmall
  /// Label large (14/20 pt medium).
  case labelLarge
  /// Label medium (12/16 pt medium): the navigation bar's label.
  case labelMedium
  /// Label small (11/16 pt medium).
  case labelSmall

  /// The key of the role in theme files and outputs (the raw value).
  public var key: String { rawValue }

  /// Whether the role is set in the brand typeface (display, headline and title large) rather
  /// than the plain one (the rest), as Material's reference tokens assign them.
  public var usesBrandTypeface: Bool {
    switch self {
    case .displayLarge, .displayMedium, .displaySmall, .headlineLarge, .headlineMedium,
      .headlineSmall, .titleLarge:
      true
    default: false
    }
  }
}

/// One role of the Material 3 type scale: family, size, line height, weight, tracking and the
/// Dynamic Type style it scales with.
public struct Material3TypeStyle: Sendable, Hashable {
  /// The family name; ``Font/systemFamily`` means the platform's system font.
  public var family: String
  /// The point size at the default text size.
  public var size: Double
  /// The line height in points at the default text size.
  public var lineHeight: Double
  /// The weight.
  public var weight: FontWeight
  /// The tracking in points (Material's values are px at 1 rem = 16 px, which is 1 pt).
  public var tracking: Double
  /// The Dynamic Type style the size, line height and tracking scale relative to.
  public var textStyle: DynamicTypeStyle

  /// Creates a type style.
  public init(
    family: String = Font.systemFamily, size: Double, lineHeight: Double, weight: FontWeight,
    tracking: Double, textStyle: DynamicTypeStyle
  ) {
    self.family = family
    self.size = size
    self.lineHeight = lineHeight
    self.weight = weight
    self.tracking = tracking
    self.textStyle = textStyle
  }

  /// The style as a ``Font`` (family, size, weight and tracking; the line height is not part
  /// of a font).
  public var font: Font {
    Font(family: family, size: size, weight: weight, letterSpacing: tracking)
  }
}

/// The Material 3 type scale: a ``Material3TypeStyle`` for each of the fifteen roles.
///
/// ```swift
/// let scale = Material3TypeScale.material3
/// scale[.bodyLarge].size        // 16
/// scale[.labelMedium].weight    // .medium
/// ```
public struct Material3TypeScale: Sendable, Hashable {
  private var styles: [Material3TypeStyle]

  /// The style of `role`.
  public subscript(role: Material3TypeRole) -> Material3TypeStyle {
    get { styles[Self.index(of: role)] }
    set { styles[Self.index(of: role)] = newValue }
  }

  /// Creates a scale from a style for every role.
  public init(_ style: (Material3TypeRole) -> Material3TypeStyle) {
    styles = Material3TypeRole.allCases.map(style)
  }

  /// Material's type scale (tokens v0.192 through v34, unchanged between them) in the system
  /// family: Material's reference typeface is Roboto, which Apple platforms do not ship, so a
  /// theme names its brand and plain families itself (``settingFamilies(brand:plain:)``).
  ///
  /// The Dynamic Type style of each role is the iOS text style nearest in size at the Large
  /// setting (the semantic one where sizes tie); display roles, larger than every text style,
  /// scale relative to the large title.
  public static let material3 = Material3TypeScale { role in
    let (size, lineHeight, weight, tracking, textStyle):
      (Double, Double, FontWeight, Double, DynamicTypeStyle) =
        switch role {
        case .displayLarge: (57, 64, .regular, -0.25, .largeTitle)
        case .displayMedium: (45, 52, .regular, 0, .largeTitle)
        case .displaySmall: (36, 44, .regular, 0, .largeTitle)
        case .headlineLarge: (32, 40, .regular, 0, .largeTitle)
        case .headlineMedium: (28, 36, .regular, 0, .title)
        case .headlineSmall: (24, 32, .regular, 0, .title2)
        case .titleLarge: (22, 28, .regular, 0, .title2)
        case .titleMedium: (16, 24, .medium, 0.15, .callout)
        case .titleSmall: (14, 20, .medium, 0.1, .subheadline)
        case .bodyLarge: (16, 24, .regular, 0.5, .body)
        case .bodyMedium: (14, 20, .regular, 0.25, .subheadline)
        case .bodySmall: (12, 16, .regular, 0.4, .caption)
        case .labelLarge: (14, 20, .medium, 0.1, .subheadline)
        case .labelMedium: (12, 16, .medium, 0.5, .caption)
        case .labelSmall: (11, 16, .medium, 0.5, .caption2)
        }
    return Material3TypeStyle(
      size: size, lineHeight: lineHeight, weight: weight, tracking: tracking,
      textStyle: textStyle)
  }

  /// The emphasized scale of Material 3 Expressive: the same sizes, line heights and tracking,
  /// heavier weights (display, headline, title large and body 500; title medium and small and
  /// the labels 600).
  public var emphasized: Material3TypeScale {
    var scale = self
    for role in Material3TypeRole.allCases {
      let heavier: Bool =
        switch role {
        case .titleMedium, .titleSmall, .labelLarge, .labelMedium, .labelSmall: true
        default: false
        }
      scale[role].weight = heavier ? .semibold : .medium
    }
    return scale
  }

  /// The scale with `brand` as the family of the brand roles and `plain` as that of the others
  /// (`nil` leaves a family as it is).
  public func settingFamilies(brand: String?, plain: String?) -> Material3TypeScale {
    var scale = self
    for role in Material3TypeRole.allCases {
      if let family = role.usesBrandTypeface ? brand : plain { scale[role].family = family }
    }
    return scale
  }

  /// `variant`'s scale (sizes, line heights, weights, tracking and text styles) with this scale's
  /// families, as `"scale"` in a theme file sets it: the families are a brand's choice, the
  /// metrics the spec's.
  public func withMetrics(of variant: Material3TypeScaleVariant) -> Material3TypeScale {
    var scale = variant.scale
    for role in Material3TypeRole.allCases { scale[role].family = self[role].family }
    return scale
  }

  /// The role's position in ``Material3TypeRole/allCases`` (a switch: `firstIndex(of:)` would
  /// build the array on every read).
  private static func index(of role: Material3TypeRole) -> Int {
    switch role {
    case .displayLarge: 0
    case .displayMedium: 1
    case .displaySmall: 2
    case .headlineLarge: 3
    case .headlineMedium: 4
    case .headlineSmall: 5
    case .titleLarge: 6
    case .titleMedium: 7
    case .titleSmall: 8
    case .bodyLarge: 9
    case .bodyMedium: 10
    case .bodySmall: 11
    case .labelLarge: 12
    case .labelMedium: 13
    case .labelSmall: 14
    }
  }
}

/// Which of Material's two type scales a theme's roles start from: the standard one or the
/// emphasized one of Material 3 Expressive (`"scale": "emphasized"` in a theme file).
public enum Material3TypeScaleVariant: String, Sendable, Hashable, CaseIterable, Codable {
  /// ``Material3TypeScale/material3``.
  case standard
  /// ``Material3TypeScale/emphasized`` of the standard scale: the same metrics, heavier weights.
  case emphasized

  /// The scale, in the system family.
  public var scale: Material3TypeScale {
    switch self {
    case .standard: .material3
    case .emphasized: Self.emphasizedScale
    }
  }

  /// The emphasized scale, built once.
  private static let emphasizedScale = Material3TypeScale.material3.emphasized
}
