import Foundation
import Testing

@testable import MaterialThemingCore

@Suite struct ColorVisionDeficiencyTests {
  /// Chromium's `vision_deficiency.cc` ships the same severity-1.0 Machado et al. (2009) matrices
  /// rounded to three decimals; ours must round to exactly those values.
  static let chromiumMatrices: [ColorVisionDeficiency: [[Double]]] = [
    .protanopia: [[0.152, 1.053, -0.205], [0.115, 0.786, 0.099], [-0.004, -0.048, 1.052]],
    .deuteranopia: [[0.367, 0.861, -0.228], [0.280, 0.673, 0.047], [-0.012, 0.043, 0.969]],
    .tritanopia: [[1.256, -0.077, -0.179], [-0.078, 0.931, 0.148], [0.005, 0.691, 0.304]],
  ]

  @Test(arguments: [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia])
  func matricesMatchThePublishedValues(deficiency: ColorVisionDeficiency) throws {
    let expected = try #require(Self.chromiumMatrices[deficiency])
    for (row, expectedRow) in zip(deficiency.matrix, expected) {
      for (value, rounded) in zip(row, expectedRow) {
        #expect(abs(value - rounded) <= 0.0005 + 1e-12)
      }
    }
  }

  @Test(arguments: ColorVisionDeficiency.allCases)
  func rowsSumToOne(deficiency: ColorVisionDeficiency) {
    for row in deficiency.matrix {
      #expect(abs(row.reduce(0, +) - 1) < 2e-6)
    }
  }

  @Test(arguments: ColorVisionDeficiency.allCases)
  func whiteBlackAndGraysAreFixedPoints(deficiency: ColorVisionDeficiency) {
    for value in [0, 0x11, 0x40, 0x77, 0x80, 0xC0, 0xEE, 0xFF] as [UInt32] {
      let gray = Color(rgb: value << 16 | value << 8 | value)
      #expect(gray.simulated(deficiency).opaqueHexString == gray.opaqueHexString)
    }
  }

  @Test(arguments: ColorVisionDeficiency.allCases)
  func alphaIsKept(deficiency: ColorVisionDeficiency) {
    #expect(Color(rgb: 0x6200EE).withAlpha(0.4).simulated(deficiency).alpha == 0.4)
  }

  /// Applying the matrix in linear RGB: a primary maps to the encoded matrix column, clamped.
  /// (Applied to gamma-encoded values instead, pure red under protanopia would give
  /// R = 0.152 → 39, not 109.)
  @Test func pureRedUnderProtanopiaIsTheEncodedFirstColumn() {
    let red = Color(rgb: 0xFF0000).simulated(.protanopia)
    // encode(0.152286) = 1.055 × 0.152286^(1/2.4) − 0.055 = 0.4273 → 109 = 0x6D;
    // encode(0.114503) = 0.3727 → 95 = 0x5F; −0.003882 clamps to 0.
    #expect(red.opaqueHexString == "#6D5F00")
  }

  @Test func protanopesAndDeuteranopesConfuseRedAndGreen() {
    let red = Color(rgb: 0xD32F2F)
    let green = Color(rgb: 0x388E3C)
    let normal = red.ciede2000(to: green)
    for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia] {
      #expect(red.simulated(deficiency).ciede2000(to: green.simulated(deficiency)) < normal / 2)
    }
  }

  @Test func achromatopsiaKeepsRelativeLuminance() {
    for rgb: UInt32 in [0x6200EE, 0x03DAC6, 0xB00020, 0xFFDE03] {
      let color = Color(rgb: rgb)
      let gray = color.simulated(.achromatopsia)
      #expect(gray.red == gray.green && gray.green == gray.blue)
      #expect(abs(gray.relativeLuminance - color.relativeLuminance) < 0.005)
    }
  }

  /// Pairs from Sharma, Wu & Dalal (2005), Table 1 (the CIEDE2000 supplementary test data).
  @Test(arguments: [
    (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
    (LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
    (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
    (LabColor(l: 50, a: 2.49, b: -0.001), LabColor(l: 50, a: -2.49, b: 0.0009), 7.1792),
    (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
    (
      LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387),
      1.2644
    ),
  ])
  func ciede2000MatchesSharmasTestData(first: LabColor, second: LabColor, expected: Double) {
    #expect(abs(first.ciede2000(to: second) - expected) < 0.00005)
    #expect(abs(second.ciede2000(to: first) - expected) < 0.00005)
  }

  @Test func ciede2000OfBlackAndWhiteIsTheLightnessDifference() {
    // L* 0 vs 100, no chroma: mean L' = 50, so S_L = 1 and ΔE00 = ΔL* = 100.
    #expect(abs(Color.black.ciede2000(to: .white) - 100) < 0.01)
  }
}
