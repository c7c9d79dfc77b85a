import Foundation

/// Formats numbers for the preview: compact, locale-independent and stable across runs.
enum PreviewNumber {
  /// The most fraction digits a coordinate keeps: 3 (a thousandth of a point, far below a pixel).
  static let coordinateFractionDigits = 3

  /// `value` rounded to `fractionDigits`, without trailing zeros: `56`, `4.5`, `0.333`.
  static func compact(_ value: Double, fractionDigits: Int = coordinateFractionDigits) -> String {
    guard value.isFinite else { return "0" }
    let scale = pow(10, Double(fractionDigits))
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    var text = String(format: "%.\(fractionDigits)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// `value` with exactly `fractionDigits` digits after the point: `4.50`.
  static func fixed(_ value: Double, fractionDigits: Int) -> String {
    String(format: "%.\(fractionDigits)f", value)
  }
}
