/// Detects and fixes the dark yellow-greens people widely dislike (material-color-utilities'
/// `DislikeAnalyzer.fixIfDisliked`).
enum DislikeAnalyzer {
  /// Rounded hues in this range are candidates.
  static let dislikedHues = 90.0...111.0
  /// Rounded chroma must exceed this.
  static let minimumDislikedChroma = 16.0
  /// Rounded tone must be below this.
  static let dislikedToneLimit = 65.0
  /// The tone a disliked color is lifted to.
  static let fixedTone = 70.0

  /// Whether `hct` is a disliked color (values rounded half to even, as the oracle does).
  static func isDisliked(_ hct: Hct) -> Bool {
    dislikedHues.contains(ColorMath.roundHalfEven(hct.hue))
      && ColorMath.roundHalfEven(hct.chroma) > minimumDislikedChroma
      && ColorMath.roundHalfEven(hct.tone) < dislikedToneLimit
  }

  /// `hct` lifted to tone 70 if disliked, else `hct`.
  static func fixIfDisliked(_ hct: Hct) -> Hct {
    isDisliked(hct) ? Hct.from(hue: hct.hue, chroma: hct.chroma, tone: fixedTone) : hct
  }
}
