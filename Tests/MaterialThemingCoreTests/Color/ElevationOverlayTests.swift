import Testing

@testable import MaterialThemingCore

/// The dark-theme elevation overlay table (`UIColor+MaterialElevation.m`'s formula over #121212).
@Suite struct ElevationOverlayTests {
  static let darkSurface = Color(rgb: 0x121212)

  // (elevation, alpha in percent to two decimals, resulting color) —
  // `UIColor+MaterialElevation.m`'s values.
  static let table: [(Double, Double, String)] = [
    (1, 5.12, "#1E1E1EFF"), (2, 6.94, "#222222FF"), (4, 9.24, "#282828FF"),
    (6, 10.76, "#2B2B2BFF"), (8, 11.89, "#2E2E2EFF"), (12, 13.54, "#323232FF"),
    (16, 14.75, "#353535FF"), (24, 16.48, "#393939FF"),
  ]

  @Test(arguments: table)
  func alphaPercentMatchesTable(elevation: Double, percent: Double, hex: String) {
    let alpha = ElevationOverlay.alphaPercent(forElevation: elevation)
    #expect(abs(alpha - percent) < 0.005)
  }

  @Test(arguments: table)
  func overlayOnDarkSurfaceMatchesTableToTheHexDigit(
    elevation: Double, percent: Double, hex: String
  ) {
    #expect(ElevationOverlay.apply(to: Self.darkSurface, elevation: elevation).hexString == hex)
    #expect(Self.darkSurface.resolved(for: .dark, elevation: elevation).hexString == hex)
  }

  @Test func overlayIsWhite() {
    #expect(ElevationOverlay.color == Color.white)
  }

  @Test func zeroAndNegativeElevationAddNoOverlay() {
    #expect(ElevationOverlay.alphaPercent(forElevation: 0) == 0)
    #expect(ElevationOverlay.alphaPercent(forElevation: -3) == 0)
    #expect(ElevationOverlay.apply(to: Self.darkSurface, elevation: 0) == Self.darkSurface)
    #expect(ElevationOverlay.apply(to: Self.darkSurface, elevation: -8) == Self.darkSurface)
  }

  @Test func lowElevationsUseTheQuadraticBranch() {
    // 5.11916·e² below 1: 5.11916 × 0.25 at e = 0.5.
    #expect(abs(ElevationOverlay.alphaPercent(forElevation: 0.5) - 1.27979) < 1e-9)
    #expect(abs(ElevationOverlay.alphaPercent(forElevation: 0.1) - 0.0511916) < 1e-12)
  }

  @Test func theTwoBranchesMeetAtElevationOne() {
    let below = ElevationOverlay.alphaPercent(forElevation: 1 - 1e-9)
    let atOne = ElevationOverlay.alphaPercent(forElevation: 1)
    #expect(abs(below - atOne) < 1e-3)
    #expect(abs(atOne - 5.119) < 1e-3)
  }

  @Test func alphaGrowsWithElevation() {
    let samples = stride(from: 0.0, through: 48, by: 0.25).map {
      ElevationOverlay.alphaPercent(forElevation: $0)
    }
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func lightAppearanceIsNeverOverlaid() {
    for (elevation, _, _) in Self.table {
      #expect(Self.darkSurface.resolved(for: .light, elevation: elevation) == Self.darkSurface)
      #expect(Color.white.resolved(for: .light, elevation: elevation) == Color.white)
    }
  }

  @Test func whiteStaysWhiteInTheDark() {
    // Identical colors are returned unchanged; white over white stays white.
    #expect(Color.white.resolved(for: .dark, elevation: 16).hexString == "#FFFFFFFF")
  }

  @Test func materialComponentsTestVector() {
    // MaterialElevationColorTests: rgba(0.9, 0.8, 0.6, 0.6) at e = 10.
    let result = Color(red: 0.9, green: 0.8, blue: 0.6, alpha: 0.6).resolved(
      for: .dark, elevation: 10)
    #expect(abs(result.red - 0.9196) < 1e-4)
    #expect(abs(result.green - 0.8393) < 1e-4)
    #expect(abs(result.blue - 0.6786) < 1e-4)
    #expect(abs(result.alpha - 0.6512) < 1e-4)
  }
}
