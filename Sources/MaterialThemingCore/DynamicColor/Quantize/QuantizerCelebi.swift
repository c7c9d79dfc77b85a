/// Upstream's default image quantizer (java/quantize/QuantizerCelebi.java): ``QuantizerWu``'s
/// palette seeds ``QuantizerWsmeans``.
///
/// ```swift
/// let result = QuantizerCelebi.quantize(pixels, maxColors: 128)
/// let seeds = Score.score(result)   // best theme source colors first
/// ```
public enum QuantizerCelebi {
  /// Up to `maxColors` colors with the number of pixels each stands for, in k-means cluster order.
  ///
  /// Every pixel counts, translucent ones too (alpha is part of a pixel's identity but not of its
  /// color); filter pixels first for upstream's `sourceColorFromImage` behavior.
  public static func quantize(_ pixels: [UInt32], maxColors: Int) -> QuantizerResult {
    // Both stages count the same pixels: count them once.
    let histogram = ColorHistogram(pixels)
    let wu = QuantizerWu.quantize(histogram, maxColors: maxColors)
    return QuantizerWsmeans.quantize(
      histogram, startingClusters: wu.colors.map(\.argb), maxColors: maxColors)
  }
}
