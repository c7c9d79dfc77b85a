/// One destination of a bottom navigation bar: the value counterpart of a `UITabBarItem`.
///
/// ```swift
/// var inbox = BottomNavigationItem(title: "Inbox", iconName: "inbox", tag: 1)
/// inbox.badgeValue = "3"        // a counter badge
/// inbox.badgeValue = ""         // a dot badge
/// inbox.accessibilityValue = "3 unread emails"
/// ```
public struct BottomNavigationItem: Sendable, Hashable {
  /// The title shown under (or beside) the icon; also the accessibility label.
  public var title: String
  /// The name of the icon image, for the host app to resolve; `nil` when there is none.
  public var iconName: String?
  /// The name of the image shown while selected; `nil` shows ``iconName`` when selected too.
  public var selectedIconName: String?
  /// The icon's size in points. Defaults to 24×24, the size of Material's template icons.
  public var iconSize: Size
  /// The badge text: `nil` shows no badge, the empty string shows a dot.
  public var badgeValue: String?
  /// This item's badge color; wins over the bar's `itemBadgeBackgroundColor` when set.
  public var badgeColor: Color?
  /// A custom accessibility label, forwarded to the item view as MDC does.
  ///
  /// The item's accessible element (MDC's full-size button) still reads ``title``, so VoiceOver
  /// does not speak this value; see ``BottomNavigationBar/accessibilityElements``.
  public var accessibilityLabel: String?
  /// The accessibility value; when `nil` the element reads ``badgeValue`` instead.
  public var accessibilityValue: String?
  /// The accessibility hint forwarded to the item's element.
  public var accessibilityHint: String?
  /// The accessibility identifier forwarded to the item's element (for UI tests).
  public var accessibilityIdentifier: String?
  /// An app-defined number identifying the item; selection can address items by tag.
  public var tag: Int

  /// Creates an item; everything but the title is optional. The icon is 24×24 by default.
  public init(
    title: String, iconName: String? = nil, selectedIconName: String? = nil,
    iconSize: Size = BottomNavigationMetrics.defaultIconSize, badgeValue: String? = nil,
    badgeColor: Color? = nil, accessibilityLabel: String? = nil,
    accessibilityValue: String? = nil, accessibilityHint: String? = nil,
    accessibilityIdentifier: String? = nil, tag: Int = 0
  ) {
    self.title = title
    self.iconName = iconName
    self.selectedIconName = selectedIconName
    self.iconSize = iconSize
    self.badgeValue = badgeValue
    self.badgeColor = badgeColor
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityValue = accessibilityValue
    self.accessibilityHint = accessibilityHint
    self.accessibilityIdentifier = accessibilityIdentifier
    self.tag = tag
  }

  /// Whether the item has a distinct image for its selected state.
  public var hasSelectedIcon: Bool { selectedIconName != nil }

  /// Whether a badge is shown: any non-`nil` ``badgeValue``.
  public var showsBadge: Bool { badgeValue != nil }

  /// Whether the badge is a dot: ``badgeValue`` is the empty string.
  public var showsDotBadge: Bool { badgeValue?.isEmpty == true }

  /// The image name shown in a selection state: the selected image, if any, while selected.
  public func iconName(isSelected: Bool) -> String? {
    isSelected ? (selectedIconName ?? iconName) : iconName
  }
}
