/// The dated default type scales of Material Components for iOS (`MDCTypographySchemeDefaults`).
public enum TypographySchemeDefaults: String, Sendable, Hashable, CaseIterable, Codable {
  /// The 2018 type scale: system fonts at fixed sizes, no scaling curves.
  case material201804 = "material-201804"
  /// The 2019 type scale: the same metrics carrying Dynamic Type scaling curves, sized at Large.
  case material201902 = "material-201902"
}

/// A Material typography scheme: one ``Font`` for each of the thirteen ``TextStyle``s.
///
/// ```swift
/// let scheme = TypographyScheme(defaults: .material201804)
/// scheme.caption.size  // 12
/// scheme[.overline].weight  // .medium
/// ```
public struct TypographyScheme: Sendable, Hashable {
  /// The thirteen fonts, in ``TextStyle/allCases`` order (indexed by ``TextStyle/ordinal``:
  /// a dictionary hashed every style on every theme load).
  private var fonts: [Font]
  /// A hint to theming: scale fonts for the current content-size category when applied.
  ///
  /// Defaults to `false` for both dated defaults. The bottom navigation theming does not
  /// consult it (it assigns `caption` as-is), exactly as Material Components.
  public var useCurrentContentSizeCategoryWhenApplied: Bool

  /// Creates the scheme of a dated default.
  public init(defaults: TypographySchemeDefaults) {
    fonts = TypographyDefaults.fonts(for: defaults)
    useCurrentContentSizeCategoryWhenApplied = false
  }

  /// The font of `style`.
  public subscript(style: TextStyle) -> Font {
    get { fonts[style.ordinal] }
    set { fonts[style.ordinal] = newValue }
  }

  /// Sets the family of every text style's font, each changed in place (through the subscript,
  /// each font would be copied out and back).
  package mutating func setFamily(_ family: String) {
    for index in fonts.indices { fonts[index].family = family }
  }

  /// Headline 1.
  public var headline1: Font { self[.headline1] }
  /// Headline 2.
  public var headline2: Font { self[.headline2] }
  /// Headline 3.
  public var headline3: Font { self[.headline3] }
  /// Headline 4.
  public var headline4: Font { self[.headline4] }
  /// Headline 5.
  public var headline5: Font { self[.headline5] }
  /// Headline 6.
  public var headline6: Font { self[.headline6] }
  /// Subtitle 1.
  public var subtitle1: Font { self[.subtitle1] }
  /// Subtitle 2.
  public var subtitle2: Font { self[.subtitle2] }
  /// Body 1.
  public var body1: Font { self[.body1] }
  /// Body 2.
  public var body2: Font { self[.body2] }
  /// Caption: the bottom navigation item title font.
  public var caption: Font { self[.caption] }
  /// Button.
  public var button: Font { self[.button] }
  /// Overline.
  public var overline: Font { self[.overline] }

  /// A copy with every font scaled for `category` (fonts without a curve are unchanged).
  public func scaled(for category: ContentSizeCategory) -> TypographyScheme {
    var copy = self
    for style in TextStyle.allCases { copy[style] = self[style].scaled(for: category) }
    return copy
  }
}
