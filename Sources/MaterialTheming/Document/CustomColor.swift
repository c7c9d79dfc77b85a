/// A named custom color of a theme, as Material Theme Builder's `extendedColors` entries hold it.
///
/// ```swift
/// let success = CustomColor(name: "Success", color: Color(rgb: 0x2E7D32), harmonized: true)
/// ```
public struct CustomColor: Sendable, Hashable {
  /// The name the color is looked up by.
  public var name: String
  /// The color as the designer picked it.
  public var color: Color
  /// A free-text description (Theme Builder writes `""` when there is none).
  public var description: String
  /// Whether the designer asked for the color to be harmonized toward the seed.
  public var harmonized: Bool

  /// Creates an extended color.
  public init(name: String, color: Color, description: String = "", harmonized: Bool = false) {
    self.name = name
    self.color = color
    self.description = description
    self.harmonized = harmonized
  }
}

/// A custom color, under its former name.
@available(*, deprecated, renamed: "CustomColor")
public typealias ExtendedColor = CustomColor
