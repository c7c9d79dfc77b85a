extension Color {
  /// Composites this color (the foreground) over `background` with straight alpha.
  ///
  /// The rule is Material Components' `UIColor+MaterialBlending`: with foreground alpha
  /// `a` and background alpha `bA`, the result has alpha `a + bA·(1 − a)` and each channel
  /// `((1 − a)·b·bA + a·f) / outAlpha`. Identical colors come back unchanged, and a fully
  /// transparent result is `Color.clear`.
  ///
  /// ```swift
  /// Color.white.withAlpha(0.1475).blended(over: Color(rgb: 0x121212))  // ≈ #353535
  /// ```
  public func blended(over background: Color) -> Color {
    if self == background { return self }
    let a = alpha
    let outAlpha = a + background.alpha * (1 - a)
    guard outAlpha > 0 else { return .clear }
    func channel(_ f: Double, _ b: Double) -> Double {
      ((1 - a) * b * background.alpha + a * f) / outAlpha
    }
    return Color(
      red: channel(red, background.red),
      green: channel(green, background.green),
      blue: channel(blue, background.blue),
      alpha: outAlpha)
  }
}
