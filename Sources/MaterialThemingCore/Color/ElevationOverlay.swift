import Foundation

/// The Material dark-theme elevation overlay: a white veil whose opacity grows with elevation.
///
/// Material Components for iOS (`UIColor+MaterialElevation`) applies it only in the dark
/// appearance; the bottom drawer resolves its background color through it at elevation 16,
/// turning `#121212` into `#353535`.
public enum ElevationOverlay {
  /// The overlay color: white, as in Material Components for iOS.
  public static let color = Color.white

  /// The coefficient of the quadratic branch used below elevation 1 (`5.11916·e²`).
  static let lowElevationCoefficient = 5.11916
  /// The logarithmic branch `4.5·ln(e + 1) + 2`, used at elevation 1 and above.
  static let logarithmicScale = 4.5
  /// The constant term of the logarithmic branch.
  static let logarithmicOffset = 2.0

  /// The overlay opacity in percent for `elevation` (negative elevation counts as 0).
  ///
  /// 0 at elevation 0; `5.11916·e²` for `0 < e < 1`; `4.5·ln(e + 1) + 2` from 1 up.
  public static func alphaPercent(forElevation elevation: Double) -> Double {
    let e = max(elevation, 0)
    if e == 0 { return 0 }
    if e < 1 { return lowElevationCoefficient * e * e }
    return logarithmicScale * log(e + 1) + logarithmicOffset
  }

  /// Returns `surface` with the overlay for `elevation` composited over it.
  public static func apply(to surface: Color, elevation: Double) -> Color {
    let alpha = alphaPercent(forElevation: elevation) / 100
    guard alpha > 0 else { return surface }
    return color.withAlpha(alpha).blended(over: surface)
  }
}

extension Color {
  /// Resolves the color for an appearance and an elevation, as `mdc_resolvedColorWithTraitCollection:elevation:` does.
  ///
  /// In the dark appearance the white elevation overlay is composited over the color;
  /// in the light appearance the color is returned unchanged.
  public func resolved(for appearance: Appearance, elevation: Double) -> Color {
    appearance == .dark ? ElevationOverlay.apply(to: self, elevation: elevation) : self
  }
}
