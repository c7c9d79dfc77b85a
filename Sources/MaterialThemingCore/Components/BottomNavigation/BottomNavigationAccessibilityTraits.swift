/// The accessibility traits of bottom navigation elements: the subset of UIKit's traits MDC sets.
public struct BottomNavigationAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The raw bit set.
  public var rawValue: UInt8

  /// Creates traits from a raw bit set.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The element acts as a button (`UIAccessibilityTraitButton`).
  public static let button = BottomNavigationAccessibilityTraits(rawValue: 1 << 0)
  /// The element is selected (`UIAccessibilityTraitSelected`).
  public static let selected = BottomNavigationAccessibilityTraits(rawValue: 1 << 1)
  /// The container is a tab bar (`UIAccessibilityTraitTabBar`).
  public static let tabBar = BottomNavigationAccessibilityTraits(rawValue: 1 << 2)
}
