/// When an item of a bottom navigation bar shows its title (`MDCBottomNavigationBarTitleVisibility`).
public enum BottomNavigationTitleVisibility: String, Sendable, Hashable, CaseIterable, Codable {
  /// Only the selected item shows its title (MDC raw value 0). This is the default.
  case selected
  /// Every item always shows its title (MDC raw value 1).
  case always
  /// No item shows its title (MDC raw value 2).
  case never

  /// Whether an item in the given selection state shows its title.
  public func showsTitle(isSelected: Bool) -> Bool {
    switch self {
    case .selected: isSelected
    case .always: true
    case .never: false
    }
  }
}
