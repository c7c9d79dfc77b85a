extension ColorMath {
  /// XYZ (D65) → linear sRGB matrix rows, the inverse of ``srgbToXYZ`` as Material Color
  /// Utilities states it (`ColorUtils.XYZ_TO_SRGB`).
  static let xyzToSRGB: Matrix3 = (
    (3.2413774792388685, -1.5376652402851851, -0.49885366846268053),
    (-0.9691452513005321, 1.8758853451067872, 0.04156585616912061),
    (0.05562093689691305, -0.20395524564742123, 1.0571799111220335)
  )

  /// The opaque 8-bit ARGB color of CIE XYZ coordinates (Y of white = 100), channels clamped.
  static func argb(x: Double, y: Double, z: Double) -> UInt32 {
    argb(
      linearRed: dot(xyzToSRGB.0, x, y, z), linearGreen: dot(xyzToSRGB.1, x, y, z),
      linearBlue: dot(xyzToSRGB.2, x, y, z))
  }
}

extension ColorMath {
  /// Java's `Math.round` for the non-negative values HCT measures: halves round up.
  ///
  /// Material Color Utilities' Java decides `DislikeAnalyzer` and `TemperatureCache` with it;
  /// only an exact `.5` tells it apart from ``roundHalfEven(_:)``.
  @inline(__always)
  static func roundHalfUp(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
}
