/// Ranks quantized image colors by how well they would serve as a theme's source color, as
/// upstream's `Score` does (java/score/Score.java).
///
/// A color scores by the share of the image within ±15° of its hue (weight 0.7) and by its chroma's
/// distance from 48 (weight 0.3 above, 0.1 below). With `filter`, colors under chroma 5 or whose
/// hue neighborhood covers at most 1% of the image are dropped. The picks keep hues at least 90°
/// apart, relaxing the spacing one degree at a time down to 15° until `desired` colors are found.
public enum Score {
  /// Google Blue, upstream's fallback when no color qualifies.
  public static let defaultFallback: UInt32 = 0xFF42_85F4
  /// Upstream's default number of colors returned.
  public static let defaultDesired = 4

  private static let targetChroma = 48.0
  private static let weightProportion = 0.7
  private static let weightChromaAbove = 0.3
  private static let weightChromaBelow = 0.1
  private static let cutoffChroma = 5.0
  private static let cutoffExcitedProportion = 0.01

  /// Up to `desired` colors from `result`, best first; `[fallback]` when none qualifies.
  public static func score(
    _ result: QuantizerResult, desired: Int = defaultDesired,
    fallback: UInt32 = defaultFallback, filter: Bool = true
  ) -> [UInt32] {
    let colors = result.colors.map { Hct(argb: $0.argb) }
    var huePopulation = [Int](repeating: 0, count: 360)
    var populationSum = 0.0
    for (hct, entry) in zip(colors, result.colors) {
      huePopulation[Int(hct.hue.rounded(.down))] += entry.count
      populationSum += Double(entry.count)
    }
    var excited = [Double](repeating: 0, count: 360)
    for hue in 0..<360 {
      let proportion = Double(huePopulation[hue]) / populationSum
      for neighbor in (hue - 14)..<(hue + 16) {
        excited[ColorMath.sanitizeDegrees(neighbor)] += proportion
      }
    }

    var scored: [(hct: Hct, score: Double)] = []
    for hct in colors {
      let hue = ColorMath.sanitizeDegrees(Int(QuantizerMath.javaRound(hct.hue)))
      let proportion = excited[hue]
      if filter && (hct.chroma < cutoffChroma || proportion <= cutoffExcitedProportion) {
        continue
      }
      let proportionScore = proportion * 100.0 * weightProportion
      let chromaWeight = hct.chroma < targetChroma ? weightChromaBelow : weightChromaAbove
      scored.append((hct, proportionScore + (hct.chroma - targetChroma) * chromaWeight))
    }
    // Java's `Collections.sort` is stable: equal scores keep the quantizer's order.
    scored = scored.enumerated().sorted {
      $0.element.score != $1.element.score
        ? $0.element.score > $1.element.score : $0.offset < $1.offset
    }.map(\.element)

    var chosen: [Hct] = []
    var spacing = 90
    while spacing >= 15 {
      chosen.removeAll()
      for entry in scored {
        let isNear = chosen.contains { differenceDegrees(entry.hct.hue, $0.hue) < Double(spacing) }
        if !isNear { chosen.append(entry.hct) }
        if chosen.count >= desired { break }
      }
      if chosen.count >= desired { break }
      spacing -= 1
    }
    return chosen.isEmpty ? [fallback] : chosen.map(\.argb)
  }

  /// Upstream's `MathUtils.differenceDegrees`: the shorter way round between two angles.
  private static func differenceDegrees(_ a: Double, _ b: Double) -> Double {
    180.0 - abs(abs(a - b) - 180.0)
  }
}
