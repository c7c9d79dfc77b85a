/// The accessibility traits a bottom navigation element carries (a subset of UIKit's).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The raw bit set.
  public var rawValue: UInt8

  /// Creates traits from a raw bit set.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The element acts as a button (`UIAccessibilityTraitButton`).
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is selected (`UIAccessibilityTraitSelected`).
  public static let selected = AccessibilityTraits(rawValue: 1 << 1)
  /// The container is a tab bar (`UIAccessibilityTraitTabBar`).
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 2)
}
