/// The one check a number read from input passes before it becomes a weight, size, tone, count
/// or index: finite, within its range and — where an integer is needed — whole.
///
/// Theme files (``ObjectReader``, ``TypographySectionReader``) and every design-token reader
/// convert through here, so `1e19`, `1e999` (which json-c reads as infinity) and the strings
/// `"Infinity"` or `"inf"` (which `Double(_:)` reads as infinity) fail as one located error
/// everywhere instead of trapping in `Int(_:)`.
enum CheckedNumber {
  /// `number` as an `Int` when it is finite, whole and within `range`; `nil` otherwise.
  static func whole(_ number: Double, in range: ClosedRange<Int>) -> Int? {
    guard number.isFinite, number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else { return nil }
    return Int(exactly: number)
  }

  /// `number` when it is finite and within `range`; `nil` otherwise.
  static func within(_ number: Double, _ range: ClosedRange<Double>) -> Double? {
    number.isFinite && range.contains(number) ? number : nil
  }

  /// What is wrong with `number`, which failed ``whole(_:in:)`` or ``within(_:_:)``: `"1e+19 is
  /// out of range: expected 1 to 1000"`, `"number is too large to represent: …"` for an
  /// infinity, `"2.5 is not a whole number"`. `written` is the number as the input spells it,
  /// when known (json-c saturates integers beyond 64 bits).
  static func problem(
    _ number: Double, written: String? = nil, expected range: ClosedRange<Double>,
    whole: Bool = false
  ) -> String {
    let expected =
      "expected \(NumberText.decimal(range.lowerBound)) to \(NumberText.decimal(range.upperBound))"
    guard !number.isNaN else { return "not a number: \(expected)" }
    guard number.isFinite else { return "number is too large to represent: \(expected)" }
    let text = written ?? NumberText.decimal(number)
    guard range.contains(number) else { return "\(text) is out of range: \(expected)" }
    return whole ? "\(text) is not a whole number" : "\(text) is out of range: \(expected)"
  }
}
