/// Piecewise hue choices of the scheme recipes (material-color-utilities'
/// `DynamicScheme.getPiecewiseHue` / `getRotatedHue`).
enum HueRotation {
  /// The value of `values[i]` for the `i` with `breakpoints[i] ≤ hue < breakpoints[i+1]`
  /// (sanitized to 0..<360), or `hue` when no interval matches.
  static func piecewise(_ hue: Double, breakpoints: [Double], values: [Double]) -> Double {
    let size = min(breakpoints.count - 1, values.count)
    var index = 0
    while index < size {
      if hue >= breakpoints[index] && hue < breakpoints[index + 1] {
        return ColorMath.sanitizeDegrees(values[index])
      }
      index += 1
    }
    return hue
  }

  /// `hue` rotated by the rotation of its interval, sanitized to 0..<360; unchanged when the
  /// lists are empty or mismatched so that no interval exists.
  static func rotated(_ hue: Double, breakpoints: [Double], rotations: [Double]) -> Double {
    var rotation = piecewise(hue, breakpoints: breakpoints, values: rotations)
    if min(breakpoints.count - 1, rotations.count) <= 0 { rotation = 0 }
    return ColorMath.sanitizeDegrees(hue + rotation)
  }
}
