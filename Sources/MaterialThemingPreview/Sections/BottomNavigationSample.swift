import MaterialTheming

/// The sample bar every preview shows: four items, one with a counter badge and one with a dot,
/// and the item with the counter selected.
enum BottomNavigationSample {
  /// The compact width: 360 points, a typical phone in portrait.
  static let compactWidth: Double = 360
  /// The regular width: 768 points, a typical tablet in portrait.
  static let regularWidth: Double = 768
  /// The index of the selected item (the one with the counter badge).
  static let selectedIndex = 1

  /// The sample items: Home, Inbox (badge "12"), Alerts (dot badge) and Profile.
  static let items: [BottomNavigationItem] = [
    BottomNavigationItem(title: "Home", iconName: "home", tag: 0),
    BottomNavigationItem(title: "Inbox", iconName: "inbox", badgeValue: "12", tag: 1),
    BottomNavigationItem(title: "Alerts", iconName: "alerts", badgeValue: "", tag: 2),
    BottomNavigationItem(title: "Profile", iconName: "profile", tag: 3),
  ]

  /// The alignments shown for `variant`: all three for Material Components' geometry, only
  /// justified for Material 3's (its baseline bar has one arrangement).
  static func alignments(for variant: BottomNavigationVariant) -> [BottomNavigationAlignment] {
    variant.geometry == .material3 ? [.justified] : BottomNavigationAlignment.allCases
  }

  /// The display name of `variant`: "Primary", "Surface" or "Material 3 (baseline)".
  static func name(of variant: BottomNavigationVariant) -> String {
    switch variant {
    case .primary: "Primary"
    case .surface: "Surface"
    case .material3: "Material 3 (baseline)"
    }
  }

  /// The widths a bar is shown at: compact and regular.
  static let widths: [(width: Double, sizeClass: SizeClass)] = [
    (compactWidth, .compact), (regularWidth, .regular),
  ]

  /// The color the bar is filled with, in the drawing and in the terminal.
  static func background(of style: BottomNavigationStyle) -> Color { style.barTintColor }

  /// The colors of `style` the legend names, with their labels.
  static func legend(of style: BottomNavigationStyle) -> [(label: String, color: Color)] {
    [
      ("bar", background(of: style)), ("selected", style.selectedItemTintColor),
      ("selected title", style.selectedItemTitleColor),
      ("unselected", style.unselectedItemTintColor), ("ripple", style.rippleColor),
      ("badge", style.itemBadgeBackgroundColor), ("badge text", style.itemBadgeTextColor),
    ]
  }

  /// The sample bar with `style`, title visibility, alignment, size class and the geometry of
  /// `variant` applied.
  static func bar(
    style: BottomNavigationStyle, variant: BottomNavigationVariant,
    titleVisibility: BottomNavigationTitleVisibility, alignment: BottomNavigationAlignment,
    sizeClass: SizeClass
  ) -> BottomNavigationBar {
    var bar = BottomNavigationBar(
      items: items, titleVisibility: titleVisibility, alignment: alignment,
      horizontalSizeClass: sizeClass, style: style)
    bar.geometry = variant.geometry
    bar.selectItem(at: selectedIndex)
    return bar
  }
}
