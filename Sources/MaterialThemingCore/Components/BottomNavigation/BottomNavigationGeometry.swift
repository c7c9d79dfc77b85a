/// Which generation of the specification a bottom navigation bar's layout follows.
public enum BottomNavigationGeometry: String, Sendable, Hashable, CaseIterable, Codable {
  /// Material Components' `MDCBottomNavigationBar`.
  ///
  /// 56 pt stacked or 40 pt adjacent bars,
  /// justified or centered items (mdc-theming-facts §6). The primary and surface variants use it.
  case materialComponents
  /// The *baseline* Material 3 navigation bar.
  ///
  /// Token set `md.comp.navigation-bar`, v0_192 (Android
  /// `Widget.Material3.BottomNavigationView`), not the 2025 Expressive "short" bar:
  /// 80 pt tall, 64 × 32 pt active indicator pill behind a 24 pt icon, label medium (12 pt on a
  /// 16 pt line) 4 pt below the pill, items of equal width 8 pt apart. See
  /// ``BottomNavigationMetrics/Material3``.
  case material3
}

extension BottomNavigationVariant {
  /// The geometry the variant's bar is laid out with: Material 3 for ``material3``, Material
  /// Components' for the others.
  public var geometry: BottomNavigationGeometry {
    self == .material3 ? .material3 : .materialComponents
  }
}

extension BottomNavigationMetrics {
  /// The baseline Material 3 navigation bar's dimensions (m3-a11y-formats-facts §1.2, §1.5, §1.6:
  /// `md.comp.navigation-bar` v0_192 tokens, MDC Android `m3_bottom_nav_*` dimens, Compose
  /// `NavigationBar`).
  public enum Material3 {
    /// The container height: 80 pt (`container-height`, `m3_bottom_nav_min_height`).
    public static let barHeight: Double = 80
    /// The active indicator pill: 64 × 32 pt, fully rounded (`active-indicator-width/height`).
    public static let indicatorSize = Size(width: 64, height: 32)
    /// The icon size: 24 pt (`icon-size`).
    public static let iconSize: Double = 24
    /// The space above the indicator: 12 pt (`m3_bottom_nav_item_padding_top`).
    public static let itemPaddingTop: Double = 12
    /// The space below the label: 16 pt (`m3_bottom_nav_item_padding_bottom`).
    public static let itemPaddingBottom: Double = 16
    /// The gap between indicator and label: 4 pt (`m3_navigation_item_active_indicator_label_padding`).
    public static let indicatorLabelSpacing: Double = 4
    /// The label line height: 16 pt (label medium: 12 pt on a 16 pt line).
    public static let labelLineHeight: Double = 16
    /// The space between neighbouring items: 8 pt (Compose `Arrangement.spacedBy(8.dp)`).
    public static let itemSpacing: Double = 8
    /// The label's inset from each side of its item: 4 pt (Compose label padding).
    public static let labelHorizontalPadding: Double = 4
    /// A text badge's height (`large-badge-size`): 16 pt; its text sits 4 pt from each end.
    public static let largeBadgeHeight: Double = 16
    /// A text badge's horizontal text padding: 4 pt (`BadgeWithContentHorizontalPadding`).
    public static let largeBadgeTextPadding: Double = 4
    /// A dot badge's diameter (`badge-size`): 6 pt.
    public static let smallBadgeSize: Double = 6
    /// How far a text badge starts before the icon's trailing edge: 12 pt
    /// (`BadgeWithContentHorizontalOffset`).
    public static let largeBadgeHorizontalOffset: Double = 12
    /// How far a text badge's bottom sits below the icon's top: 14 pt
    /// (`BadgeWithContentVerticalOffset`).
    public static let largeBadgeVerticalOffset: Double = 14
    /// How far a dot badge starts before the icon's trailing edge, and its bottom below the
    /// icon's top: 6 pt (`BadgeOffset`).
    public static let smallBadgeOffset: Double = 6
  }
}
