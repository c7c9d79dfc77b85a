/// Theme source colors from an image's pixels: upstream's `sourceColorFromImage` pipeline
/// (typescript/utils/image_utils.ts) returning the whole ranked list.
///
/// ```swift
/// let seeds = ImageSeeds.extract(from: pixels)   // [0xFFE6781E, 0xFF6750A4]
/// let source = seeds[0]
/// ```
public enum ImageSeeds {
  /// Upstream's number of colors quantized.
  public static let defaultMaxColors = 128

  /// Ranked source colors of an image's pixels.
  ///
  /// Opaque pixels only (alpha 255), ``QuantizerCelebi`` with `maxColors`,
  /// then ``Score``. Never empty: ``Score/defaultFallback`` when nothing qualifies.
  public static func extract(
    from pixels: [UInt32], maxColors: Int = defaultMaxColors, desired: Int = Score.defaultDesired,
    filter: Bool = true
  ) -> [UInt32] {
    let opaque = pixels.filter { $0 >> 24 == 0xFF }
    let result = QuantizerCelebi.quantize(opaque, maxColors: maxColors)
    return Score.score(result, desired: desired, filter: filter)
  }
}
