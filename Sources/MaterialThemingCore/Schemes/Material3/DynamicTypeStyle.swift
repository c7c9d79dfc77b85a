/// The Dynamic Type text styles of Apple's platforms, which a Material 3 type role scales with.
///
/// Material 3 sizes are stated at the default text size (1 sp = 1 pt at Large); on Apple
/// platforms Dynamic Type plays the part of Android's font-scale multiplier, so each role names
/// the text style it scales relative to (`Font.custom(_:size:relativeTo:)`,
/// `UIFontMetrics(forTextStyle:)`).
public enum DynamicTypeStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// Large title (34 pt at the Large setting on iOS).
  case largeTitle
  /// Title 1 (28 pt).
  case title
  /// Title 2 (22 pt).
  case title2
  /// Title 3 (20 pt).
  case title3
  /// Headline (17 pt semibold).
  case headline
  /// Body (17 pt).
  case body
  /// Callout (16 pt).
  case callout
  /// Subheadline (15 pt).
  case subheadline
  /// Footnote (13 pt).
  case footnote
  /// Caption 1 (12 pt).
  case caption
  /// Caption 2 (11 pt).
  case caption2

  /// The style's point size at the default (Large) setting on iOS, as
  /// `UIFont.preferredFont(forTextStyle:)` reports it.
  public var defaultSize: Double {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline: 17
    case .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }
}
