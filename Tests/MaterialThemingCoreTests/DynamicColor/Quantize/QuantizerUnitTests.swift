import Testing

@testable import MaterialThemingCore

/// Wu, Wsmeans, Map and Score on their own, with upstream's unit-test vectors (upstream has no Java
/// tests for them; the vectors are those of dart/test/quantizer_wu_test.dart,
/// dart/test/quantizer_wsmeans_test.dart, cpp/quantize/wsmeans_test.cc and
/// dart/test/score_test.dart at material-color-utilities 6112292). Celebi is checked against the
/// Java oracle in MaterialThemingTests/Images.
@Suite struct QuantizerUnitTests {
  private static let red: UInt32 = 0xFFFF_0000
  private static let green: UInt32 = 0xFF00_FF00
  private static let blue: UInt32 = 0xFF00_00FF

  @Test func javaRandomMatchesOpenJDK() {
    // `new java.util.Random(0x42688)`, nextInt(bound) four times per bound in this order, as
    // printed by OpenJDK 17 (the 2^30 + 1 bound exercises the rejection loop).
    let expected: [(Int32, [Int32])] = [
      (128, [49, 111, 34, 84]), (7, [0, 1, 3, 4]), (1, [0, 0, 0, 0]),
      (1000, [449, 431, 194, 704]),
      (1_073_741_825, [824_261_334, 218_563_603, 207_210_858, 130_628_882]), (3, [2, 0, 2, 2]),
    ]
    var random = JavaRandom(seed: 0x42688)
    for (bound, values) in expected {
      #expect(values.map { _ in random.nextInt(bound) } == values, "bound \(bound)")
    }
  }

  @Test func wuKeepsASingleColor() {
    for color: UInt32 in [Self.red, Self.green, Self.blue, 0xFF14_1216] {
      let colors = QuantizerWu.quantize([color], maxColors: 256).colors
      #expect(colors == [ColorCount(argb: color, count: 0)])
    }
    #expect(
      QuantizerWu.quantize(Array(repeating: Self.blue, count: 5), maxColors: 256).colors
        == [ColorCount(argb: Self.blue, count: 0)])
  }

  @Test func wuOrdersBoxesAsUpstream() {
    // dart '2R 3G': green then red; '1R 1G 1B': blue, red, green.
    let twoRedThreeGreen = [Self.red, Self.red, Self.green, Self.green, Self.green]
    #expect(
      QuantizerWu.quantize(twoRedThreeGreen, maxColors: 256).colors.map(\.argb)
        == [Self.green, Self.red])
    #expect(
      QuantizerWu.quantize([Self.red, Self.green, Self.blue], maxColors: 256).colors
        .map(\.argb) == [Self.blue, Self.red, Self.green])
  }

  @Test func wuOnNothingIsEmpty() {
    #expect(QuantizerWu.quantize([], maxColors: 16).colors.isEmpty)
  }

  @Test func wsmeansKeepsASingleColorWithItsCount() {
    for color: UInt32 in [Self.red, Self.green, Self.blue, 0xFF14_1216] {
      let colors = QuantizerWsmeans.quantize([color], startingClusters: [], maxColors: 256).colors
      #expect(colors == [ColorCount(argb: color, count: 1)])
    }
    let five = QuantizerWsmeans.quantize(
      Array(repeating: Self.blue, count: 5), startingClusters: [], maxColors: 256)
    #expect(five.colors == [ColorCount(argb: Self.blue, count: 5)])
  }

  @Test func wsmeansFullImageCountsEveryPixel() {
    // cpp 'FullImage': 12544 pixels of i % 8000 (alpha 0), 128 clusters, no starting clusters.
    let pixels = (0..<12544).map { UInt32($0 % 8000) }
    let result = QuantizerWsmeans.quantize(pixels, startingClusters: [], maxColors: 128)
    #expect(!result.colors.isEmpty && result.colors.count <= 128)
    #expect(Set(result.colors.map(\.argb)).count == result.colors.count)
    // Clusters whose colour repeats an earlier one are dropped, so the sum can fall short.
    #expect(result.colors.map(\.count).reduce(0, +) <= 12544)
  }

  @Test func mapCountsInFirstAppearanceOrderWithAlphaAsPartOfTheKey() {
    let pixels: [UInt32] = [Self.green, 0x80FF_0000, Self.red, Self.green, 0x80FF_0000, Self.green]
    #expect(
      QuantizerMap.quantize(pixels).colors == [
        ColorCount(argb: Self.green, count: 3), ColorCount(argb: 0x80FF_0000, count: 2),
        ColorCount(argb: Self.red, count: 1),
      ])
  }

  private static func result(_ pairs: [(UInt32, Int)]) -> QuantizerResult {
    QuantizerResult(colors: pairs.map { ColorCount(argb: $0.0, count: $0.1) })
  }

  @Test func scorePrioritizesChromaAndSeparatesHues() {
    // dart score_test.dart 'prioritizes chroma', '... when proportions equal', 'generates gBlue
    // when no colors available', 'dedupes nearby hues', 'maximizes hue distance'.
    #expect(
      Score.score(Self.result([(0xFF00_0000, 1), (0xFFFF_FFFF, 1), (0xFF00_00FF, 1)]))
        == [0xFF00_00FF])
    #expect(
      Score.score(Self.result([(0xFFFF_0000, 1), (0xFF00_FF00, 1), (0xFF00_00FF, 1)]))
        == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF])
    #expect(Score.score(Self.result([(0xFF00_0000, 1)])) == [0xFF42_85F4])
    #expect(
      Score.score(Self.result([(0xFF00_8772, 1), (0xFF31_8477, 1)])) == [0xFF00_8772])
    #expect(
      Score.score(
        Self.result([(0xFF00_8772, 1), (0xFF00_8587, 1), (0xFF00_7EBC, 1)]), desired: 2)
        == [0xFF00_7EBC, 0xFF00_8772])
    // 'passes generated scenario one' and 'two'.
    #expect(
      Score.score(
        Self.result([(0xFF7E_A16D, 67), (0xFFD8_CCAE, 67), (0xFF83_5C0D, 49)]), desired: 3,
        fallback: 0xFF8D_3819, filter: false) == [0xFF7E_A16D, 0xFFD8_CCAE, 0xFF83_5C0D])
    #expect(
      Score.score(
        Self.result([(0xFFD3_3881, 14), (0xFF32_05CC, 77), (0xFF0B_48CF, 36), (0xFFA0_8F5D, 81)]),
        desired: 4, fallback: 0xFF7D_772B, filter: true) == [0xFF32_05CC, 0xFFA0_8F5D, 0xFFD3_3881])
  }
}
