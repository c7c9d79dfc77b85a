import Testing

@testable import MaterialThemingCore

/// `TemperatureCache` against upstream's published vectors
/// (typescript/temperature/temperature_cache_test.ts; the same in dart/ and cpp/) and upstream
/// Java values printed by Tests/DifferentialColor/ColorScienceVectors.java.
@Suite struct TemperatureCacheTests {
  /// 'computes raw temperatures correctly', to 3 decimals.
  @Test(
    arguments: [
      (0xFF00_00FF, -1.393), (0xFFFF_0000, 2.351), (0xFF00_FF00, -0.267), (0xFFFF_FFFF, -0.5),
      (0xFF00_0000, -0.5),
    ] as [(UInt32, Double)])
  func rawTemperature(_ argb: UInt32, _ expected: Double) {
    #expect(abs(TemperatureCache.rawTemperature(Hct(argb: argb)) - expected) < 0.0005)
  }

  /// 'relative temperature' (inputRelativeTemperature), to 3 decimals.
  @Test(
    arguments: [
      (0xFF00_00FF, 0.0), (0xFFFF_0000, 1.0), (0xFF00_FF00, 0.467), (0xFFFF_FFFF, 0.5),
      (0xFF00_0000, 0.5),
    ] as [(UInt32, Double)])
  func relativeTemperature(_ argb: UInt32, _ expected: Double) {
    let cache = TemperatureCache(Hct(argb: argb))
    #expect(abs(cache.inputRelativeTemperature - expected) < 0.0005)
    #expect(cache.relativeTemperature(of: cache.input) == cache.inputRelativeTemperature)
  }

  /// 'complement'.
  @Test(
    arguments: [
      (0xFF00_00FF, 0xFF9D_0002), (0xFFFF_0000, 0xFF00_7BFC), (0xFF00_FF00, 0xFFFF_D2C9),
      (0xFFFF_FFFF, 0xFFFF_FFFF), (0xFF00_0000, 0xFF00_0000),
      // Upstream Java at commit 6112292 (ColorScienceVectors.java).
      (0xFF67_50A4, 0xFF76_5B00), (0xFF2E_7D32, 0xFFB1_4B6F), (0xFFE6_781E, 0xFF00_9EE8),
    ] as [(UInt32, UInt32)])
  func complement(_ argb: UInt32, _ expected: UInt32) {
    #expect(TemperatureCache(Hct(argb: argb)).complement.argb == expected)
  }

  /// 'analogous' (count 5, divisions 12).
  @Test(
    arguments: [
      (0xFF00_00FF, [0xFF00_590C, 0xFF00_564E, 0xFF00_00FF, 0xFF67_00CC, 0xFF81_009F]),
      (0xFFFF_0000, [0xFFF6_0082, 0xFFFC_004C, 0xFFFF_0000, 0xFFD9_5500, 0xFFAF_7200]),
      (0xFF00_FF00, [0xFFCE_E900, 0xFF92_F500, 0xFF00_FF00, 0xFF00_FD6F, 0xFF00_FAB3]),
      (0xFF00_0000, [UInt32](repeating: 0xFF00_0000, count: 5)),
      (0xFFFF_FFFF, [UInt32](repeating: 0xFFFF_FFFF, count: 5)),
    ] as [(UInt32, [UInt32])])
  func analogous(_ argb: UInt32, _ expected: [UInt32]) {
    #expect(TemperatureCache(Color(argb: argb)).analogous().map(\.argb) == expected)
  }

  /// `getAnalogousColors(3, 6)` in upstream Java at commit 6112292 (ColorScienceVectors.java),
  /// the call the Content and Fidelity schemes make.
  @Test(
    arguments: [
      (0xFF67_50A4, [0xFF00_6B61, 0xFF67_50A4, 0xFF92_4274]),
      (0xFF2E_7D32, [0xFF72_7200, 0xFF2E_7D32, 0xFF00_73B4]),
      (0xFFE6_781E, [0xFFEA_6B97, 0xFFE6_781E, 0xFF94_9D00]),
    ] as [(UInt32, [UInt32])])
  func analogousThreeOfSix(_ argb: UInt32, _ expected: [UInt32]) {
    #expect(
      TemperatureCache(Hct(argb: argb)).analogous(count: 3, divisions: 6).map(\.argb) == expected)
  }

  /// The coldest and warmest colors bound every ring color's relative temperature.
  @Test func coldestAndWarmestBoundTheRing() {
    let cache = TemperatureCache(Hct(argb: 0xFF67_50A4))
    #expect(cache.relativeTemperature(of: cache.coldest) == 0)
    #expect(cache.relativeTemperature(of: cache.warmest) == 1)
    #expect(cache.hctsByHue.count == 361)
    for hct in cache.hctsByHue {
      let relative = cache.relativeTemperature(of: hct)
      #expect(relative >= 0 && relative <= 1)
    }
  }
}
