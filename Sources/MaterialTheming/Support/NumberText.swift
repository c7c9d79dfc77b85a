/// The decimal text of numbers, for every output the package writes: generated Swift, JSON
/// (resolved themes, design tokens, lint reports), CSS, asset catalogs, messages and previews.
///
/// ```swift
/// NumberText.decimal(12)                       // "12"
/// NumberText.decimal(0.04)                     // "0.04"
/// NumberText.decimal(1e21)                     // "1e+21"
/// NumberText.rounded(0.8666, fractionDigits: 2)  // "0.87"
/// NumberText.fixed(4.5, fractionDigits: 2)     // "4.50"
/// ```
package enum NumberText {
  /// `value` as JSON, CSS and Swift state a number: a whole number below 10¹⁵ without a
  /// fraction (`12`, `-3`, `0` for negative zero), any other in the shortest form that reads
  /// back as the same value (`0.04`, `1e-07`, `1e+21`, `String(value)`'s spelling); `null` for a
  /// value that is not finite, which JSON has no other spelling for.
  package static func decimal(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// `value` rounded to `fractionDigits` places (halves away from zero), without trailing zeros
  /// or a point when nothing is left after it: `0.87`, `0.9`, `1`, `-4.5`.
  package static func rounded(_ value: Double, fractionDigits: Int) -> String {
    scaled(value, fractionDigits: fractionDigits, keepingZeros: false)
  }

  /// `value` rounded to `fractionDigits` places (halves away from zero), with all of them:
  /// `4.50`, `0.384`, `1.000`.
  package static func fixed(_ value: Double, fractionDigits: Int) -> String {
    scaled(value, fractionDigits: fractionDigits, keepingZeros: true)
  }

  /// `value` in units of 10^-`fractionDigits`, rounded, written with the point in place; a value
  /// too large for that (far beyond any length or ratio) as ``decimal(_:)`` writes it.
  private static func scaled(_ value: Double, fractionDigits: Int, keepingZeros: Bool) -> String {
    var unit: Int64 = 1
    for _ in 0..<fractionDigits { unit *= 10 }
    let scaled = (value * Double(unit)).rounded()
    guard abs(scaled) < 9e18 else { return decimal(value) }
    let units = Int64(scaled)
    var text = units < 0 ? "-" : ""
    text += String(units.magnitude / UInt64(unit))
    var fraction = ""
    if fractionDigits > 0 {
      let digits = String(units.magnitude % UInt64(unit))
      fraction = String(repeating: "0", count: fractionDigits - digits.count) + digits
    }
    if !keepingZeros {
      while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    return fraction.isEmpty ? text : text + "." + fraction
  }
}
