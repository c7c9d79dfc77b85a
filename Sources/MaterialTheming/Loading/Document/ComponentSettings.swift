/// Per-component settings of a theme file.
public struct ComponentSettings: Sendable, Hashable {
  /// The bottom navigation variant apps should use, when stated (the default is primary).
  public var bottomNavigationVariant: BottomNavigationVariant?
  /// The overrides of `variant`'s style.
  public func bottomNavigationOverrides(for variant: BottomNavigationVariant)
    -> BottomNavigationOverrides
  {
    switch variant {
    case .primary: bottomNavigationPrimary
    case .surface: bottomNavigationSurface
    case .material3: bottomNavigationMaterial3
    }
  }
  /// Overrides of the primary bottom-navigation style.
  public var bottomNavigationPrimary = BottomNavigationOverrides()
  /// Overrides of the surface bottom-navigation style.
  public var bottomNavigationSurface = BottomNavigationOverrides()
  /// Overrides of the Material 3 bottom-navigation style.
  public var bottomNavigationMaterial3 = BottomNavigationOverrides()
  /// Overrides of the bottom drawer style.
  public var bottomDrawer = BottomDrawerOverrides()

  /// Creates empty settings.
  public init() {}
}

/// A font given in a component override: a text style of the scheme, or an explicit font.
public enum FontValue: Sendable, Hashable {
  /// The scheme's font for a text style.
  case textStyle(TextStyle)
  /// Changes laid over the scheme's caption font (the component default).
  case custom(FontOverride)
}

/// Overrides of a bottom-navigation style; `nil` keeps what theming set.
public struct BottomNavigationOverrides: Sendable, Hashable {
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

/// Overrides of the bottom drawer style; `nil` keeps what theming set.
public struct BottomDrawerOverrides: Sendable, Hashable {
  /// The header background.
  public var headerBackgroundColor: ColorValue?
  /// The content background.
  public var contentBackgroundColor: ColorValue?
  /// The scrim over the presenting content.
  public var scrimColor: ColorValue?
  /// The top handle.
  public var topHandleColor: ColorValue?
  /// The top corner radius when collapsed.
  public var collapsedCornerRadius: Double?
  /// The top corner radius when expanded.
  public var expandedCornerRadius: Double?
  /// The top corner radius in full screen.
  public var fullScreenCornerRadius: Double?
  /// The elevation in points.
  public var elevation: Double?
  /// The shadow color.
  public var shadowColor: ColorValue?

  /// Creates empty overrides.
  public init() {}
}
