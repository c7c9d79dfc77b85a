/// The colors, fonts and elevation of a bottom navigation bar: everything theming sets.
///
/// A default style carries `MDCBottomNavigationBar`'s own (non-Material) defaults: black
/// selected items, 50 % gray unselected items, a white bar, the 12-point caption font,
/// elevation 8 and red #D32F2F badges with white 8-point text (`MDCBottomNavigationBar`'s
/// `commonInit`). Like the bar, setting ``selectedItemTintColor`` also sets
/// ``selectedItemTitleColor`` and, unless a ripple color was set explicitly, derives
/// ``rippleColor`` from it.
/// ```swift
/// var style = BottomNavigationStyle()
/// style.selectedItemTintColor = try Color(hex: "#00677F")
/// style.rippleColor.hexString  // "#00677F26"
/// ```
public struct BottomNavigationStyle: Sendable, Hashable {
  /// The alpha of the ripple derived from the selected tint: 0.15 (`MDCBottomNavigationItemView`).
  public static let rippleAlpha: Double = 0.15
  /// The default unselected tint: `UIColor.grayColor`, white 0.5 (`commonInit`).
  public static let defaultUnselectedItemTintColor = Color(red: 0.5, green: 0.5, blue: 0.5)
  /// The default badge color: MDCPalette red tint 700, #D32F2F (`commonInit`).
  public static let defaultItemBadgeBackgroundColor = Color(rgb: 0xD32F2F)
  /// The default title font: the Material caption, system 12 regular (`commonInit`).
  public static let defaultItemTitleFont = Font(size: 12, weight: .regular)
  /// The badge font size: 8 points (`MDCBottomNavigationBar.m`'s badge font size).
  public static let badgeFontSize: Double = 8
  /// The default badge font: system 8 regular (`commonInit`).
  public static let defaultItemBadgeTextFont = Font(size: badgeFontSize, weight: .regular)
  /// The default elevation: `MDCShadowElevationBottomNavigationBar`, 8 (`MDCShadowElevations.h`).
  public static let defaultElevation: Double = 8

  /// The bar's background color. Defaults to white.
  public var barTintColor: Color
  /// The icon tint of the selected item; setting it also sets ``selectedItemTitleColor``.
  ///
  /// Defaults to black.
  public var selectedItemTintColor: Color {
    didSet { selectedItemTitleColor = selectedItemTintColor }
  }
  /// The title color of the selected item. Defaults to ``selectedItemTintColor``.
  public var selectedItemTitleColor: Color
  /// The icon *and title* color of unselected items. Defaults to 50 % gray.
  public var unselectedItemTintColor: Color
  /// The ripple color set explicitly, or `nil` to derive it from the selected tint.
  private var explicitRippleColor: Color?
  /// The touch ripple color: the explicit value if one was set, else the selected tint at 0.15.
  public var rippleColor: Color {
    get { explicitRippleColor ?? selectedItemTintColor.withAlpha(Self.rippleAlpha) }
    set { explicitRippleColor = newValue }
  }
  /// Whether ``rippleColor`` was set explicitly rather than derived.
  public var hasExplicitRippleColor: Bool { explicitRippleColor != nil }
  /// The item title font. Defaults to system 12 regular (the caption).
  public var itemTitleFont: Font
  /// The shadow elevation in points. Defaults to 8.
  public var elevation: Double
  /// The gap between a stacked icon and its title. Defaults to 0.
  public var itemsContentVerticalMargin: Double
  /// The bar-wide badge background; items with their own `badgeColor` keep it. Defaults to #D32F2F.
  public var itemBadgeBackgroundColor: Color
  /// The badge text color. Defaults to white.
  public var itemBadgeTextColor: Color
  /// The badge text font. Defaults to system 8 regular.
  public var itemBadgeTextFont: Font
  /// The shadow color. Defaults to black.
  public var shadowColor: Color
  /// The pill drawn behind the selected item's icon, or `nil` for none (the default).
  ///
  /// Material Components added it later as `showsSelectionIndicator` (off by default);
  /// Material 3 styling turns it on with secondaryContainer.
  public var selectionIndicatorColor: Color?

  /// Creates the component's default style.
  public init() {
    barTintColor = .white
    selectedItemTintColor = .black
    selectedItemTitleColor = .black
    unselectedItemTintColor = Self.defaultUnselectedItemTintColor
    explicitRippleColor = nil
    itemTitleFont = Self.defaultItemTitleFont
    elevation = Self.defaultElevation
    itemsContentVerticalMargin = 0
    itemBadgeBackgroundColor = Self.defaultItemBadgeBackgroundColor
    itemBadgeTextColor = .white
    itemBadgeTextFont = Self.defaultItemBadgeTextFont
    shadowColor = .black
    selectionIndicatorColor = nil
  }

  /// Forgets an explicit ripple color, so it derives from the selected tint again.
  public mutating func resetRippleColor() {
    explicitRippleColor = nil
  }

  /// The icon tint of an item that is selected or not.
  func itemTintColor(isSelected: Bool) -> Color {
    isSelected ? selectedItemTintColor : unselectedItemTintColor
  }

  /// The title color of an item that is selected or not: unselected titles take the unselected
  /// tint, as their icons do.
  func itemTitleColor(isSelected: Bool) -> Color {
    isSelected ? selectedItemTitleColor : unselectedItemTintColor
  }
}

/// Overrides of a bottom-navigation style; `nil` keeps what theming set.
public struct BottomNavigationOverrides: Sendable, Hashable, StyleOverrides {
  /// The bar background.
  public var barTintColor: ColorValue?
  /// The selected item's icon tint.
  public var selectedItemTintColor: ColorValue?
  /// The selected item's title color.
  public var selectedItemTitleColor: ColorValue?
  /// The unselected items' icon and title tint.
  public var unselectedItemTintColor: ColorValue?
  /// The ripple color.
  public var rippleColor: ColorValue?
  /// The item title font.
  public var itemTitleFont: FontValue?
  /// The elevation in points.
  public var elevation: Double?
  /// The gap between icon and title when stacked.
  public var itemsContentVerticalMargin: Double?
  /// The badge background.
  public var itemBadgeBackgroundColor: ColorValue?
  /// The badge text color.
  public var itemBadgeTextColor: ColorValue?

  /// Creates empty overrides.
  public init() {}
}

extension BottomNavigationStyle: FieldTableStyle {
  /// The fields theme files state and outputs write, in their order.
  ///
  /// The selected tint comes before the selected title color, so a theme that states both keeps
  /// both (setting the tint alone also recolors the title, as in Material Components). The shadow
  /// color and the badge font are not part of theme files.
  package static let fields: [StyleField<BottomNavigationStyle, BottomNavigationOverrides>] = [
    StyleField("barTintColor", .color(\.barTintColor, override: \.barTintColor)),
    StyleField(
      "selectedItemTintColor", .color(\.selectedItemTintColor, override: \.selectedItemTintColor)),
    StyleField(
      "selectedItemTitleColor",
      .color(\.selectedItemTitleColor, override: \.selectedItemTitleColor)),
    StyleField(
      "unselectedItemTintColor",
      .color(\.unselectedItemTintColor, override: \.unselectedItemTintColor)),
    StyleField("rippleColor", .color(\.rippleColor, override: \.rippleColor)),
    StyleField("itemTitleFont", .font(\.itemTitleFont, override: \.itemTitleFont)),
    StyleField(
      "elevation", .length(\.elevation, override: \.elevation, range: elevationRange)),
    StyleField(
      "itemsContentVerticalMargin",
      .length(
        \.itemsContentVerticalMargin, override: \.itemsContentVerticalMargin, range: lengthRange)),
    StyleField(
      "itemBadgeBackgroundColor",
      .color(\.itemBadgeBackgroundColor, override: \.itemBadgeBackgroundColor)),
    StyleField(
      "itemBadgeTextColor", .color(\.itemBadgeTextColor, override: \.itemBadgeTextColor)),
    StyleField("selectionIndicatorColor", .optionalColor(\.selectionIndicatorColor)),
  ]
}
