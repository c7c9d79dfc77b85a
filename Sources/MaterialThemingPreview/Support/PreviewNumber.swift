import MaterialTheming

/// Formats numbers for the preview: compact, locale-independent and stable across runs
/// (``NumberText`` does the formatting).
enum PreviewNumber {
  /// The most fraction digits a coordinate keeps: 3 (a thousandth of a point, far below a pixel).
  static let coordinateFractionDigits = 3

  /// `value` rounded to `fractionDigits`, without trailing zeros: `56`, `4.5`, `0.333`; `0` for a
  /// value that is not finite.
  static func compact(_ value: Double, fractionDigits: Int = coordinateFractionDigits) -> String {
    guard value.isFinite else { return "0" }
    return NumberText.rounded(value, fractionDigits: fractionDigits)
  }

  /// `value` with exactly `fractionDigits` digits after the point: `4.50`.
  static func fixed(_ value: Double, fractionDigits: Int) -> String {
    NumberText.fixed(value, fractionDigits: fractionDigits)
  }
}
