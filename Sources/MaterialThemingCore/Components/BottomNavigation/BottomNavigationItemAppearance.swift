/// The colors and image an item is drawn with in its current selection state.
///
/// Selected items use the selected tint (icon), the selected title color and the selected
/// image; unselected items use the unselected tint for icon and title. The badge uses the
/// item's own badge color if set, else the bar's (`MDCBottomNavigationBar.m`).
public struct BottomNavigationItemAppearance: Sendable, Hashable {
  /// The icon tint.
  public var iconTintColor: Color
  /// The title color.
  public var titleColor: Color
  /// The image shown: the selected image while selected, if there is one.
  public var iconName: String?
  /// The badge background.
  public var badgeBackgroundColor: Color
  /// The badge text color.
  public var badgeTextColor: Color
  /// The touch ripple color.
  public var rippleColor: Color
}

extension BottomNavigationBar {
  /// How the item at `index` is drawn now, or `nil` when there is no such item.
  public func appearance(ofItemAt index: Int) -> BottomNavigationItemAppearance? {
    guard items.indices.contains(index) else { return nil }
    let item = items[index]
    let isSelected = selectedIndex == index
    return BottomNavigationItemAppearance(
      iconTintColor: style.itemTintColor(isSelected: isSelected),
      titleColor: style.itemTitleColor(isSelected: isSelected),
      iconName: item.iconName(isSelected: isSelected),
      badgeBackgroundColor: item.badgeColor ?? style.itemBadgeBackgroundColor,
      badgeTextColor: style.itemBadgeTextColor, rippleColor: style.rippleColor)
  }
}
