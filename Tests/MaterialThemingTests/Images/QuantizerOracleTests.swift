import Foundation
import Testing

@testable import MaterialTheming

/// Our quantizers and Score against mcu-oracle (upstream's Java) on every generated image's
/// decoded pixels: the same colors, counts, map order and seed lists.
@Suite struct QuantizerOracleTests {
  private static func pairs(_ result: QuantizerResult) -> [String] {
    result.colors.map { "\(ImageFixtures.hex($0.argb))=\($0.count)" }
  }

  private static func pairs(_ answer: ImageFixtures.Quantized) -> [String] {
    answer.pairs.map { "\($0.0)=\($0.1)" }
  }

  @Test func fixtureCoversTheImageKinds() throws {
    let images = try ImageFixtures.images()
    #expect(images.count >= 20)
    #expect(images.contains { $0.file.hasSuffix(".jpg") })
    #expect(images.contains { $0.file.hasSuffix(".png") })
  }

  @Test(arguments: try ImageFixtures.images())
  func celebiAndScoreMatchTheOracle(_ image: ImageFixtures.Image) throws {
    let pixels = try ImageFixtures.pam(image.name).pixels
    #expect(pixels.count == image.width * image.height)
    for (maxColors, answer) in [
      (128, image.quantize128), (16, image.quantize16), (1, image.quantize1),
    ] {
      let result = QuantizerCelebi.quantize(pixels, maxColors: maxColors)
      #expect(Self.pairs(result) == Self.pairs(answer), "\(image.name) maxColors \(maxColors)")
      #expect(result.byPopulation.map { ImageFixtures.hex($0.argb) } == answer.order)
    }
    let result128 = QuantizerCelebi.quantize(pixels, maxColors: 128)
    #expect(Score.score(result128).map(ImageFixtures.hex) == image.score128.seeds)
    #expect(
      Score.score(result128, filter: false).map(ImageFixtures.hex)
        == image.score128unfiltered.seeds)
    let result16 = QuantizerCelebi.quantize(pixels, maxColors: 16)
    #expect(Score.score(result16, desired: 2).map(ImageFixtures.hex) == image.score16desired2.seeds)
    let opaque = pixels.filter { $0 >> 24 == 0xFF }
    let seeds = Score.score(QuantizerCelebi.quantize(opaque, maxColors: 128))
    #expect(seeds.map(ImageFixtures.hex) == image.seeds.seeds, "\(image.name) seeds")
    #expect(seeds.first.map(ImageFixtures.hex) == image.source.source, "\(image.name) source")
  }
}
