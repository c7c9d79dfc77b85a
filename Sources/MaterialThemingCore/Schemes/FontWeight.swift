/// A font weight on the CSS/OpenType scale, 1 to 1000 (400 is regular).
public struct FontWeight: RawRepresentable, Sendable, Hashable, Comparable, Codable {
  /// The numeric weight, 1...1000.
  public var rawValue: Int

  /// Creates a weight; `nil` when `rawValue` is outside 1...1000.
  public init?(rawValue: Int) {
    guard Self.range.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  private init(_ value: Int) { rawValue = value }

  /// Creates a weight, clamping `value` into 1...1000.
  public init(clamping value: Int) {
    rawValue = min(max(value, Self.range.lowerBound), Self.range.upperBound)
  }

  /// The weights a theme file may state.
  public static let range = 1...1000

  /// 100.
  public static let thin = FontWeight(100)
  /// 200.
  public static let extraLight = FontWeight(200)
  /// 300, UIKit's `UIFontWeightLight`.
  public static let light = FontWeight(300)
  /// 400, UIKit's `UIFontWeightRegular`.
  public static let regular = FontWeight(400)
  /// 500, UIKit's `UIFontWeightMedium`.
  public static let medium = FontWeight(500)
  /// 600.
  public static let semibold = FontWeight(600)
  /// 700.
  public static let bold = FontWeight(700)
  /// 800.
  public static let heavy = FontWeight(800)
  /// 900.
  public static let black = FontWeight(900)

  /// Orders weights from lightest to heaviest.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
