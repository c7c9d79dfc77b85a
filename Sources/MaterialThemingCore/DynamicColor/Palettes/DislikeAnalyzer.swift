/// Detects and fixes the dark yellow-greens people widely dislike (Material Color Utilities'
/// `DislikeAnalyzer`).
///
/// A color is disliked when its rounded hue is in `90...111`, its rounded chroma above 16 and
/// its rounded tone below 65; the fix lifts it to tone 70 and keeps hue and chroma.
///
/// ```swift
/// let bile = Hct(argb: 0xFF95884B)
/// DislikeAnalyzer.isDisliked(bile)                    // true
/// DislikeAnalyzer.fixIfDisliked(bile).tone            // ≈ 70
/// DislikeAnalyzer.isDisliked(Hct(argb: 0xFFA07E56))   // false (a Monk skin tone)
/// ```
public enum DislikeAnalyzer {
  /// Rounded hues in this range are candidates.
  public static let dislikedHues = 90.0...111.0
  /// Rounded chroma must exceed this.
  public static let minimumDislikedChroma = 16.0
  /// Rounded tone must be below this.
  public static let dislikedToneLimit = 65.0
  /// The tone a disliked color is lifted to.
  public static let fixedTone = 70.0

  /// Whether `hct` is a disliked color (hue, chroma and tone rounded half up, as upstream's Java
  /// `Math.round` does).
  public static func isDisliked(_ hct: Hct) -> Bool {
    dislikedHues.contains(ColorMath.roundHalfUp(hct.hue))
      && ColorMath.roundHalfUp(hct.chroma) > minimumDislikedChroma
      && ColorMath.roundHalfUp(hct.tone) < dislikedToneLimit
  }

  /// Whether `color` is a disliked color; see the `Hct` overload.
  public static func isDisliked(_ color: Color) -> Bool { isDisliked(Hct(color)) }

  /// `hct` lifted to tone 70 (same hue and chroma, as far as sRGB holds them) if disliked,
  /// else `hct` unchanged.
  public static func fixIfDisliked(_ hct: Hct) -> Hct {
    isDisliked(hct) ? Hct.from(hue: hct.hue, chroma: hct.chroma, tone: fixedTone) : hct
  }

  /// `color` lifted to tone 70 if disliked, else `color` unchanged (alpha kept).
  public static func fixIfDisliked(_ color: Color) -> Color {
    let hct = Hct(color)
    guard isDisliked(hct) else { return color }
    return fixIfDisliked(hct).color.withAlpha(color.alpha)
  }
}
