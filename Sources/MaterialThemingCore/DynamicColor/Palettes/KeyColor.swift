/// The key-color search of a hue/chroma palette (material-color-utilities' `KeyColor.create`).
///
/// A binary search over integer tones for the tone closest to 50 whose maximum chroma reaches the
/// requested chroma.
enum KeyColor {
  /// The tone the search tries to stay near.
  static let pivotTone = 50
  /// The chroma asked of the solver to learn a tone's maximum chroma.
  static let maximumChromaProbe = 200.0
  /// Tolerance on "enough chroma".
  static let chromaEpsilon = 0.01

  /// The key color of the palette of `hue` and `requestedChroma`.
  static func find(hue: Double, requestedChroma: Double) -> Hct {
    var cache = [Double](repeating: -1, count: 102)
    func maximumChroma(_ tone: Int) -> Double {
      if cache[tone] >= 0 { return cache[tone] }
      let argb = HctSolver.solve(hue: hue, chroma: maximumChromaProbe, tone: Double(tone))
      let chroma = Cam16(argb: argb).chroma
      cache[tone] = chroma
      return chroma
    }
    var lower = 0
    var upper = 100
    while lower < upper {
      let mid = (lower + upper) / 2
      let isAscending = maximumChroma(mid) < maximumChroma(mid + 1)
      let sufficient = maximumChroma(mid) >= requestedChroma - chromaEpsilon
      if sufficient {
        if abs(lower - pivotTone) < abs(upper - pivotTone) {
          upper = mid
        } else {
          if lower == mid {
            return Hct.from(hue: hue, chroma: requestedChroma, tone: Double(lower))
          }
          lower = mid
        }
      } else if isAscending {
        lower = mid + 1
      } else {
        upper = mid
      }
    }
    return Hct.from(hue: hue, chroma: requestedChroma, tone: Double(lower))
  }
}
