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
}
