/// Decides on and observes item selection, like `MDCBottomNavigationBarDelegate`.
///
/// Both methods are `mutating` so value types can record what happened; classes satisfy them
/// with ordinary methods. `shouldSelect` defaults to `true` and `didSelect` to doing nothing.
public protocol BottomNavigationBarDelegate {
  /// Whether a tap on `item` (at `index`) may select it; the bar is still unchanged.
  mutating func shouldSelect(item: BottomNavigationItem, at index: Int, in bar: BottomNavigationBar)
    -> Bool
  /// Called after a tap selected `item`; `bar` already has the new selection.
  mutating func didSelect(item: BottomNavigationItem, at index: Int, in bar: BottomNavigationBar)
}

extension BottomNavigationBarDelegate {
  /// Allows every selection.
  public mutating func shouldSelect(
    item: BottomNavigationItem, at index: Int, in bar: BottomNavigationBar
  ) -> Bool { true }

  /// Does nothing.
  public mutating func didSelect(
    item: BottomNavigationItem, at index: Int, in bar: BottomNavigationBar
  ) {}
}

/// What a tap on a bottom navigation item did.
public enum BottomNavigationTapResult: Sendable, Hashable {
  /// The item was selected (possibly again) and the delegate told.
  case selected(index: Int)
  /// The delegate's `shouldSelect` declined; the selection is unchanged.
  case declined(index: Int)
  /// No item has that index; nothing happened and the delegate was not asked.
  case noSuchItem
}

extension BottomNavigationBar {
  /// Selects the item at `index`, or clears the selection for `nil`, without asking a delegate.
  ///
  /// - Returns: `false`, leaving the selection unchanged, when `index` is out of range.
  @discardableResult
  public mutating func selectItem(at index: Int?) -> Bool {
    guard let index else {
      selectedIndex = nil
      return true
    }
    guard items.indices.contains(index) else { return false }
    selectedIndex = index
    return true
  }

  /// Selects the first item whose tag is `tag`, without asking a delegate.
  ///
  /// - Returns: `false`, leaving the selection unchanged, when no item has that tag.
  @discardableResult
  public mutating func selectItem(withTag tag: Int) -> Bool {
    guard let index = items.firstIndex(where: { $0.tag == tag }) else { return false }
    selectedIndex = index
    return true
  }

  /// Handles a tap on the item at `index` as MDC does: asks `shouldSelect`, then selects the
  /// item and calls `didSelect` (also when the item was already selected).
  @discardableResult
  public mutating func tap<Delegate: BottomNavigationBarDelegate>(
    itemAt index: Int, delegate: inout Delegate
  ) -> BottomNavigationTapResult {
    guard items.indices.contains(index) else { return .noSuchItem }
    let item = items[index]
    guard delegate.shouldSelect(item: item, at: index, in: self) else {
      return .declined(index: index)
    }
    selectedIndex = index
    delegate.didSelect(item: item, at: index, in: self)
    return .selected(index: index)
  }

  /// Handles a tap with a class delegate, exactly like the `inout` variant.
  @discardableResult
  public mutating func tap<Delegate: BottomNavigationBarDelegate & AnyObject>(
    itemAt index: Int, delegate: Delegate
  ) -> BottomNavigationTapResult {
    var reference = delegate
    return tap(itemAt: index, delegate: &reference)
  }

  /// Handles a tap without a delegate: the item is selected.
  @discardableResult
  public mutating func tap(itemAt index: Int) -> BottomNavigationTapResult {
    guard items.indices.contains(index) else { return .noSuchItem }
    selectedIndex = index
    return .selected(index: index)
  }
}
