/// The contrast ratio a role needs at each contrast level (material-color-utilities'
/// `ContrastCurve`).
///
/// Levels −1, 0, 0.5 and 1 map to ``low``, ``normal``, ``medium`` and ``high``; values between
/// are interpolated linearly.
struct ContrastCurve: Sendable, Hashable {
  /// The ratio at contrast level −1 (reduced).
  var low: Double
  /// The ratio at contrast level 0 (standard).
  var normal: Double
  /// The ratio at contrast level 0.5 (medium).
  var medium: Double
  /// The ratio at contrast level 1 (high).
  var high: Double

  /// Creates a curve from its four anchor ratios.
  init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
    self.low = low
    self.normal = normal
    self.medium = medium
    self.high = high
  }

  /// The value at `level` (`ContrastCurve.get`).
  func value(at level: Double) -> Double {
    if level <= -1.0 { return low }
    if level < 0.0 { return ColorMath.lerp(low, normal, (level - -1) / 1) }
    if level < 0.5 { return ColorMath.lerp(normal, medium, (level - 0) / 0.5) }
    if level < 1.0 { return ColorMath.lerp(medium, high, (level - 0.5) / 0.5) }
    return high
  }

  /// The 2025 spec's curve for a standard-contrast ratio (`getCurve` of `ColorSpec2025`).
  static func spec2025(_ ratio: Double) -> ContrastCurve {
    switch ratio {
    case 1.5: ContrastCurve(1.5, 1.5, 3, 5.5)
    case 3: ContrastCurve(3, 3, 4.5, 7)
    case 4.5: ContrastCurve(4.5, 4.5, 7, 11)
    case 6: ContrastCurve(6, 6, 7, 11)
    case 7: ContrastCurve(7, 7, 11, 21)
    case 9: ContrastCurve(9, 9, 11, 21)
    case 11: ContrastCurve(11, 11, 21, 21)
    case 21: ContrastCurve(21, 21, 21, 21)
    default: ContrastCurve(ratio, ratio, 7, 21)
    }
  }
}
