/// Changes to one font; `nil` keeps the inherited value.
public struct FontOverride: Sendable, Hashable {
  /// The family.
  public var family: String?
  /// The point size.
  public var size: Double?
  /// The weight.
  public var weight: FontWeight?
  /// The tracking in points.
  public var letterSpacing: Double?

  /// Creates an override.
  public init(
    family: String? = nil, size: Double? = nil, weight: FontWeight? = nil,
    letterSpacing: Double? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.letterSpacing = letterSpacing
  }

  /// `font` with the stated changes.
  public func applied(to font: Font) -> Font {
    var result = font
    if let family { result.family = family }
    if let size { result.size = size }
    if let weight { result.weight = weight }
    if let letterSpacing { result.letterSpacing = letterSpacing }
    return result
  }
}

/// A font given in a component override: a text style of the scheme, or an explicit font.
public enum FontValue: Sendable, Hashable {
  /// The scheme's font for a text style.
  case textStyle(TextStyle)
  /// Changes laid over the scheme's caption font (the component default).
  case custom(FontOverride)
}
