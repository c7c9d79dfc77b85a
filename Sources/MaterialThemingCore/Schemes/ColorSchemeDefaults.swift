/// The dated default color schemes of Material Components for iOS (`MDCColorSchemeDefaults`).
///
/// Dated defaults are never edited: a new design date is a new case.
public enum ColorSchemeDefaults: String, Sendable, Hashable, CaseIterable, Codable {
  /// The 2018 Material baseline: purple 500 primary, teal secondary, white surfaces.
  case material201804 = "material-201804"
  /// The 2019 Material dark theme: #121212 surfaces, elevation overlay enabled.
  case materialDark201907 = "material-dark-201907"
  /// The 2019 dynamic scheme: light and dark, each with a high-contrast alternate.
  case material201907 = "material-201907"
}
