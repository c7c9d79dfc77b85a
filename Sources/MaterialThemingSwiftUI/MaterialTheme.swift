import MaterialThemingCore

/// A Material theme as one value: every Material 3 color role and the ten Material Components
/// roles (each in light and dark, at normal and increased contrast), the Material 3 type scale,
/// shape scale and state-layer opacities, and the bottom-navigation and bottom-drawer styles.
///
/// Every brand is a value of this one type, so several brands generated into one target
/// (`material-theme apply --style swiftui`, one file per theme) coexist and an app switches
/// between them at run time by putting another value in the SwiftUI environment
/// (`MaterialThemeKey`). A theme can also be made on the device from a seed color or an
/// image's pixels (``init(name:seed:variant:contrastLevel:increasedContrastLevel:specVersion:typography:shapes:stateLayers:)``).
///
/// The value itself is plain data and `Sendable`; on Apple platforms the SwiftUI, UIKit and AppKit
/// extensions of this module turn it into dynamic colors, Dynamic Type fonts and configured
/// tab bars.
///
/// ```swift
/// let theme = MaterialTheme(seed: .init(rgb: 0x006A_6A))
/// theme.colors[.primaryContainer]?.dark.hexString
/// ```
public nonisolated struct MaterialTheme: Sendable, Hashable {
  /// The theme's display name.
  public var name: String
  /// The colors by role.
  public var colors: Colors
  /// The Material 3 type scale.
  public var typography: Material3TypeScale
  /// The Material 3 shape scale.
  public var shapes: Material3ShapeScale
  /// The Material 3 state-layer opacities.
  public var stateLayers: Material3StateLayers
  /// The bottom-navigation (tab bar) style the theme asks for.
  public var bottomNavigation: BottomNavigation
  /// The bottom-drawer style.
  public var bottomDrawer: BottomDrawer

  /// Creates a theme from its parts.
  public init(
    name: String, colors: Colors, typography: Material3TypeScale = .material3,
    shapes: Material3ShapeScale = .material3,
    stateLayers: Material3StateLayers = .material202309, bottomNavigation: BottomNavigation,
    bottomDrawer: BottomDrawer
  ) {
    self.name = name
    self.colors = colors
    self.typography = typography
    self.shapes = shapes
    self.stateLayers = stateLayers
    self.bottomNavigation = bottomNavigation
    self.bottomDrawer = bottomDrawer
  }

  /// The colors of a theme by role.
  public struct Colors: Sendable, Hashable {
    /// The Material 3 roles (49 for the 2021 spec, 53 with the `…Dim` roles of 2025).
    public var material3: [DynamicColorRole: ThemeColor]
    /// The ten Material Components roles (`primaryVariant`, `onBackground`, …).
    public var materialComponents: [ColorRole: ThemeColor]
    /// The theme's custom colors' roles by Swift name: `customBrand`, `customOnBrand`,
    /// `customBrandContainer` and `customOnBrandContainer` for a custom color named “Brand”.
    public var custom: [String: ThemeColor]

    /// Creates the colors from role tables.
    public init(
      material3: [DynamicColorRole: ThemeColor], materialComponents: [ColorRole: ThemeColor],
      custom: [String: ThemeColor] = [:]
    ) {
      self.material3 = material3
      self.materialComponents = materialComponents
      self.custom = custom
    }

    /// The Material 3 role `role`, or `nil` when the theme's spec lacks it (the `…Dim` roles
    /// before 2025).
    public subscript(role: DynamicColorRole) -> ThemeColor? { material3[role] }

    /// The Material Components role `role`.
    public subscript(materialComponents role: ColorRole) -> ThemeColor? {
      materialComponents[role]
    }
  }

  /// The colors and metrics of the theme's bottom navigation: what a native tab bar takes
  /// (``TabBarColors``).
  public struct BottomNavigation: Sendable, Hashable {
    /// The bar's background.
    public var barTint: ThemeColor
    /// The selected item's icon.
    public var selectedItemTint: ThemeColor
    /// The selected item's title.
    public var selectedItemTitle: ThemeColor
    /// Unselected items' icons and titles.
    public var unselectedItemTint: ThemeColor
    /// A badge's background.
    public var badgeBackground: ThemeColor
    /// A badge's text.
    public var badgeText: ThemeColor
    /// The Material 3 active indicator behind the selected icon, if the style has one.
    public var selectionIndicator: ThemeColor?
    /// The bar's elevation in points.
    public var elevation: Double

    /// Creates a bottom-navigation style.
    public init(
      barTint: ThemeColor, selectedItemTint: ThemeColor, selectedItemTitle: ThemeColor,
      unselectedItemTint: ThemeColor, badgeBackground: ThemeColor, badgeText: ThemeColor,
      selectionIndicator: ThemeColor? = nil, elevation: Double = 0
    ) {
      self.barTint = barTint
      self.selectedItemTint = selectedItemTint
      self.selectedItemTitle = selectedItemTitle
      self.unselectedItemTint = unselectedItemTint
      self.badgeBackground = badgeBackground
      self.badgeText = badgeText
      self.selectionIndicator = selectionIndicator
      self.elevation = elevation
    }

    /// The style from the core's resolved styles for `ColorTraits.all`.
    package init(styles: [BottomNavigationStyle]) {
      func color(_ value: (BottomNavigationStyle) -> MaterialThemingCore.Color) -> ThemeColor {
        ThemeColor(styles.map(value))
      }
      let indicators = styles.compactMap(\.selectionIndicatorColor)
      self.init(
        barTint: color(\.barTintColor), selectedItemTint: color(\.selectedItemTintColor),
        selectedItemTitle: color(\.selectedItemTitleColor),
        unselectedItemTint: color(\.unselectedItemTintColor),
        badgeBackground: color(\.itemBadgeBackgroundColor),
        badgeText: color(\.itemBadgeTextColor),
        selectionIndicator: indicators.count == styles.count ? ThemeColor(indicators) : nil,
        elevation: styles[0].elevation)
    }
  }

  /// The colors and corner radii of the theme's bottom drawer.
  public struct BottomDrawer: Sendable, Hashable {
    /// The header's background.
    public var headerBackground: ThemeColor
    /// The content's background.
    public var contentBackground: ThemeColor
    /// The scrim over the content behind the drawer.
    public var scrim: ThemeColor
    /// The top handle.
    public var topHandle: ThemeColor
    /// The top corners' radius per drawer state.
    public var topCornersRadius: TopCornerRadii

    /// Creates a bottom-drawer style.
    public init(
      headerBackground: ThemeColor, contentBackground: ThemeColor, scrim: ThemeColor,
      topHandle: ThemeColor, topCornersRadius: TopCornerRadii
    ) {
      self.headerBackground = headerBackground
      self.contentBackground = contentBackground
      self.scrim = scrim
      self.topHandle = topHandle
      self.topCornersRadius = topCornersRadius
    }

    /// The style from the core's resolved styles for `ColorTraits.all`.
    package init(styles: [BottomDrawerStyle]) {
      func color(_ value: (BottomDrawerStyle) -> MaterialThemingCore.Color) -> ThemeColor {
        ThemeColor(styles.map(value))
      }
      self.init(
        headerBackground: color(\.headerBackgroundColor),
        contentBackground: color(\.contentBackgroundColor), scrim: color(\.scrimColor),
        topHandle: color(\.topHandleColor), topCornersRadius: styles[0].topCornersRadius)
    }
  }
}
