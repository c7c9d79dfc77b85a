/// What an assistive technology reads for one bottom navigation item.
///
/// Mirrors the item's full-size button in MDC: label = title, value = the item's accessibility
/// value or else its badge value, traits = button (+ selected), hint and identifier forwarded.
public struct BottomNavigationAccessibilityElement: Sendable, Hashable {
  /// The item's index in the bar.
  public var index: Int
  /// The spoken label: the item's title, not text-transformed.
  public var label: String
  /// The spoken value: the item's accessibility value, else its badge value, else `nil`.
  public var value: String?
  /// The hint forwarded from the item.
  public var hint: String?
  /// The identifier forwarded from the item.
  public var identifier: String?
  /// Button, plus selected for the selected item.
  public var traits: BottomNavigationAccessibilityTraits
}

extension BottomNavigationBar {
  /// The bar itself is not an accessibility element; its items are (as in MDC).
  public var isAccessibilityElement: Bool { false }

  /// The traits of the container holding the items: tab bar.
  public var accessibilityContainerTraits: BottomNavigationAccessibilityTraits { .tabBar }

  /// One element per item, in item order; each element's frame is the item's frame in
  /// ``layout(in:metrics:)``.
  ///
  /// The label is always the title: an item's ``BottomNavigationItem/accessibilityLabel`` is
  /// forwarded to the (non-accessible) item view in MDC, so it is not what VoiceOver reads.
  public var accessibilityElements: [BottomNavigationAccessibilityElement] {
    items.indices.map { index in
      let item = items[index]
      var traits: BottomNavigationAccessibilityTraits = .button
      if selectedIndex == index { traits.insert(.selected) }
      return BottomNavigationAccessibilityElement(
        index: index, label: item.title, value: item.accessibilityValue ?? item.badgeValue,
        hint: item.accessibilityHint, identifier: item.accessibilityIdentifier, traits: traits)
    }
  }
}
