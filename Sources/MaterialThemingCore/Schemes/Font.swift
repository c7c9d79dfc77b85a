/// A font as a theme describes it: family, point size, weight, tracking and an optional scaling curve.
///
/// ```swift
/// let caption = Font(family: Font.systemFamily, size: 12, weight: .regular)
/// ```
public struct Font: Sendable, Hashable {
  /// The family name; ``systemFamily`` means the platform's system font.
  public var family: String
  /// The point size.
  public var size: Double
  /// The weight.
  public var weight: FontWeight
  /// Extra tracking in points (Material Components applies none; themes may add it).
  public var letterSpacing: Double
  /// Point sizes per content-size category, when the font scales with Dynamic Type.
  public var scalingCurve: ScalingCurve?

  /// The family name that stands for the platform's system font.
  public static let systemFamily = "system"

  /// Creates a font; tracking defaults to 0 and there is no scaling curve.
  public init(
    family: String = Font.systemFamily, size: Double, weight: FontWeight,
    letterSpacing: Double = 0, scalingCurve: ScalingCurve? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.letterSpacing = letterSpacing
    self.scalingCurve = scalingCurve
  }

  /// The font at the size its curve gives for `category`, as `mdc_scaledFontForSizeCategory:` does.
  ///
  /// Without a curve, or with no positive size for the category, the font is returned unchanged.
  public func scaled(for category: ContentSizeCategory) -> Font {
    guard let size = scalingCurve?[category], size > 0 else { return self }
    var font = self
    font.size = size
    return font
  }

  /// The font at its curve's default (Large) size, as `mdc_scaledFontAtDefaultSize` does.
  public var atDefaultSize: Font { scaled(for: .large) }
}
