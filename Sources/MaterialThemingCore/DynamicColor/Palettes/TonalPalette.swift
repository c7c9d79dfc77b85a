/// The colors of one hue and chroma at every tone (material-color-utilities' `TonalPalette`).
///
/// ```swift
/// let palette = TonalPalette(argb: 0xFF0000FF)
/// palette.argb(atTone: 90)   // 0xFFE0E0FF
/// ```
public struct TonalPalette: Sendable, Hashable {
  /// The hue of every color in the palette.
  public let hue: Double
  /// The requested chroma; tones whose gamut is narrower get less.
  public let chroma: Double
  /// The key color when the palette was made from a color (`fromInt` / `fromHct`).
  private let sourceColor: Hct?

  /// The tone that, for yellow hues, is the channel average of tones 98 and 100 (as
  /// material-color-utilities' `TonalPalette.tone` does).
  static let averagedYellowTone = 99.0

  /// Creates the palette of `hue` and `chroma`; its ``keyColor`` is searched for when asked.
  public init(hue: Double, chroma: Double) {
    self.hue = hue
    self.chroma = chroma
    self.sourceColor = nil
  }

  /// Creates the palette of a color's hue and chroma, with that color as key color.
  public init(hct: Hct) {
    self.hue = hct.hue
    self.chroma = hct.chroma
    self.sourceColor = hct
  }

  /// Creates the palette of an ARGB color's hue and chroma, with that color as key color.
  public init(argb: UInt32) {
    self.init(hct: Hct(argb: argb))
  }

  /// The color that best represents the palette: the source color, or the tone nearest 50
  /// that reaches the palette's chroma (material-color-utilities' `KeyColor.create`).
  public var keyColor: Hct {
    sourceColor ?? KeyColor.find(hue: hue, requestedChroma: chroma)
  }

  /// The palette's ARGB color at `tone`.
  public func argb(atTone tone: Double) -> UInt32 {
    Self.argb(hue: hue, chroma: chroma, tone: tone)
  }

  /// The ARGB color of a palette of `hue` and `chroma` at `tone` (`TonalPalette.getHct`): tone 99
  /// of a yellow hue is the average of tones 98 and 100.
  static func argb(hue: Double, chroma: Double, tone: Double) -> UInt32 {
    if tone == averagedYellowTone && Hct.isYellow(hue) {
      return average(
        HctSolver.solve(hue: hue, chroma: chroma, tone: 98),
        HctSolver.solve(hue: hue, chroma: chroma, tone: 100))
    }
    return HctSolver.solve(hue: hue, chroma: chroma, tone: tone)
  }

  /// The palette's color at `tone`.
  public func color(atTone tone: Double) -> Color { Color(argb: argb(atTone: tone)) }

  /// The palette's color at `tone`, measured in HCT.
  public func hct(atTone tone: Double) -> Hct { Hct(argb: argb(atTone: tone)) }

  /// The per-channel average of two colors, rounded half to even as the Python oracle does.
  static func average(_ first: UInt32, _ second: UInt32) -> UInt32 {
    func channel(_ shift: UInt32) -> UInt32 {
      let sum = Double((first >> shift) & 0xFF) + Double((second >> shift) & 0xFF)
      // Java's `Math.round` (the reference): halves round up.
      return UInt32((sum / 2 + 0.5).rounded(.down))
    }
    return ColorMath.argb(red: channel(16), green: channel(8), blue: channel(0))
  }
}
