/// Deterministic text measurement from character counts: the default ``FontMetrics``.
///
/// The approximation: every character (grapheme cluster) advances by the same width,
/// `size × 0.5 × weightFactor + letterSpacing`, where `weightFactor = 1 + (weight − 400) / 2000`
/// (bold text is 15 % wider than regular, light 5 % narrower); a line is `1.2 × size` tall.
/// Wrapping is greedy at spaces, and a word longer than a line breaks between characters.
/// Real glyph widths differ (an "i" is narrower than an "m"), so apps that need exact
/// truncation results should inject their platform's metrics.
/// ```swift
/// ApproximateFontMetrics().singleLineSize(of: "Home", font: Font(size: 12, weight: .regular))
/// // Size(width: 24, height: 14.4)
/// ```
public struct ApproximateFontMetrics: FontMetrics, Hashable {
  /// The average advance as a fraction of the point size: 0.5 (a typical Latin average).
  public static let averageAdvanceRatio: Double = 0.5
  /// The line height as a multiple of the point size: 1.2 (a typical default leading).
  public static let lineHeightRatio: Double = 1.2
  /// The weight whose advance is unadjusted: 400, regular.
  public static let referenceWeight: Double = 400
  /// How many weight units widen the advance by 100 %: 2000 (so +300 units is +15 %).
  public static let weightUnitsPerFullWidth: Double = 2000

  /// Creates the default metrics.
  public init() {}

  /// The advance of one character in `font`.
  public func advance(for font: Font) -> Double {
    let weightFactor =
      1 + (Double(font.weight.rawValue) - Self.referenceWeight) / Self.weightUnitsPerFullWidth
    return font.size * Self.averageAdvanceRatio * weightFactor + font.letterSpacing
  }

  /// The height of one line of `font`.
  public func lineHeight(for font: Font) -> Double {
    font.size * Self.lineHeightRatio
  }

  /// The size of `text` wrapped greedily at `maxWidth` into at most `maximumNumberOfLines` lines.
  public func size(
    of text: String, font: Font, maxWidth: Double?, maximumNumberOfLines: Int
  ) -> Size {
    guard !text.isEmpty else { return .zero }
    let advance = max(advance(for: font), 0)
    var lineLengths = [text.count]
    if let maxWidth, advance > 0 {
      let capacity = max(Int((maxWidth / advance + 1e-9).rounded(.down)), 1)
      lineLengths = Self.wrappedLineLengths(of: text, capacity: capacity)
    }
    if maximumNumberOfLines > 0 { lineLengths = Array(lineLengths.prefix(maximumNumberOfLines)) }
    var width = Double(lineLengths.max() ?? 0) * advance
    if let maxWidth { width = min(width, maxWidth) }
    return Size(width: width, height: Double(lineLengths.count) * lineHeight(for: font))
  }

  /// The character counts of the lines greedy wrapping at `capacity` characters produces.
  static func wrappedLineLengths(of text: String, capacity: Int) -> [Int] {
    var lines: [Int] = []
    var current = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var remaining = word.count
      if current > 0 && current + 1 + remaining <= capacity {
        current += 1 + remaining
        continue
      }
      if current > 0 {
        lines.append(current)
        current = 0
      }
      while remaining > capacity {
        lines.append(capacity)
        remaining -= capacity
      }
      current = remaining
    }
    lines.append(current)
    return lines
  }
}
