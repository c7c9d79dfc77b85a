import MaterialThemingCore

/// The colors a native tab bar takes from a theme's bottom navigation: what
/// `UITabBarAppearance` (UIKit) and a SwiftUI `TabView` are configured with, so the system bar
/// looks like the themed one.
///
/// The choice is made here, in plain Swift, so that it is the same on every platform:
/// the background is the bar tint; a normal item draws icon and title in the unselected tint;
/// a selected item draws its icon in the selected tint and its title in the selected title
/// color (they differ in Material 3, where the icon sits on the active indicator); badges use
/// the style's badge colors.
///
/// ```swift
/// let colors = TabBarColors(theme.bottomNavigation)
/// colors.selectedIcon.dark.hexString
/// ```
public nonisolated struct TabBarColors: Sendable, Hashable {
  /// The bar's background.
  public var background: ThemeColor
  /// A normal (unselected) item's icon.
  public var normalIcon: ThemeColor
  /// A normal item's title.
  public var normalTitle: ThemeColor
  /// The selected item's icon; also the `TabView` tint.
  public var selectedIcon: ThemeColor
  /// The selected item's title.
  public var selectedTitle: ThemeColor
  /// A badge's background.
  public var badgeBackground: ThemeColor
  /// A badge's text.
  public var badgeText: ThemeColor

  /// The colors of a bottom-navigation style.
  public init(_ style: MaterialTheme.BottomNavigation) {
    background = style.barTint
    normalIcon = style.unselectedItemTint
    normalTitle = style.unselectedItemTint
    selectedIcon = style.selectedItemTint
    selectedTitle = style.selectedItemTitle
    badgeBackground = style.badgeBackground
    badgeText = style.badgeText
  }
}

nonisolated extension MaterialTheme {
  /// The native tab bar's colors for this theme's bottom navigation.
  public var tabBar: TabBarColors { TabBarColors(bottomNavigation) }
}
