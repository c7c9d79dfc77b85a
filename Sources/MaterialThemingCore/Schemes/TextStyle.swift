/// The thirteen text styles of the Material 2018 type scale.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
  /// Headline 1 (96 pt light).
  case headline1
  /// Headline 2 (60 pt light).
  case headline2
  /// Headline 3 (48 pt regular).
  case headline3
  /// Headline 4 (34 pt regular).
  case headline4
  /// Headline 5 (24 pt regular).
  case headline5
  /// Headline 6 (20 pt medium).
  case headline6
  /// Subtitle 1 (16 pt regular).
  case subtitle1
  /// Subtitle 2 (14 pt regular in Material Components).
  case subtitle2
  /// Body 1 (16 pt regular).
  case body1
  /// Body 2 (14 pt regular).
  case body2
  /// Caption (12 pt regular): the bottom navigation title font.
  case caption
  /// Button (14 pt medium).
  case button
  /// Overline (12 pt medium in 201804; 10 pt once scaled in 201902).
  case overline

  /// The key of the style in theme files and `resolve` output (the raw value).
  public var key: String { rawValue }

  /// The position of the style in ``allCases``.
  var ordinal: Int {
    switch self {
    case .headline1: 0
    case .headline2: 1
    case .headline3: 2
    case .headline4: 3
    case .headline5: 4
    case .headline6: 5
    case .subtitle1: 6
    case .subtitle2: 7
    case .body1: 8
    case .body2: 9
    case .caption: 10
    case .button: 11
    case .overline: 12
    }
  }

  /// Hashes the case, not its raw value (consistent with `==`; the styles key dictionaries
  /// that every theme load fills, where hashing the raw value's text showed up in profiles).
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
