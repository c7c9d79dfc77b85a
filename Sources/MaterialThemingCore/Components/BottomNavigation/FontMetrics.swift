/// Measures text, so that layout can be computed without a text engine.
///
/// Layout asks for the size a string needs in a font. Ship your platform's measurement by
/// conforming a type (for example one backed by Core Text) and passing it to
/// ``BottomNavigationBar/layout(in:metrics:)``; the default is ``ApproximateFontMetrics``.
public protocol FontMetrics: Sendable {
  /// The size `text` needs in `font`.
  ///
  /// - Parameters:
  ///   - text: the text to measure.
  ///   - font: the font it is set in.
  ///   - maxWidth: the width to wrap at, or `nil` to lay the text out on one unbounded line.
  ///   - maximumNumberOfLines: the most lines to use (extra text is cut); 0 means no limit.
  /// - Returns: the width of the widest line (at most `maxWidth`) and the height of the lines
  ///   used; ``Size/zero`` for empty text.
  func size(of text: String, font: Font, maxWidth: Double?, maximumNumberOfLines: Int) -> Size
}

extension FontMetrics {
  /// The size of `text` on a single unbounded line: its natural width and one line's height.
  public func singleLineSize(of text: String, font: Font) -> Size {
    size(of: text, font: font, maxWidth: nil, maximumNumberOfLines: 1)
  }
}
