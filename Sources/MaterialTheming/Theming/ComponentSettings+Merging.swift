extension ComponentSettings {
  /// These settings with `child`'s stated values laid over them.
  func merging(_ child: ComponentSettings) -> ComponentSettings {
    var result = self
    result.merge(child)
    return result
  }

  /// Lays `child`'s stated values over these settings in place (what ``merging(_:)`` returns,
  /// without copying the settings: they are large, and every theme load merges them).
  mutating func merge(_ child: ComponentSettings) {
    if let variant = child.bottomNavigationVariant { bottomNavigationVariant = variant }
    let navigation = BottomNavigationStyle.self
    Self.merge(navigation, &bottomNavigationPrimary, child.bottomNavigationPrimary)
    Self.merge(navigation, &bottomNavigationSurface, child.bottomNavigationSurface)
    Self.merge(navigation, &bottomNavigationMaterial3, child.bottomNavigationMaterial3)
    Self.merge(BottomDrawerStyle.self, &bottomDrawer, child.bottomDrawer)
  }

  /// Lays `child` over `base`; the field-table walk only when both state something (every
  /// member of the overrides is a field of the table, so over empty `base` the result is
  /// `child`).
  private static func merge<Style: FieldTableStyle>(
    _: Style.Type, _ base: inout Style.Overrides, _ child: Style.Overrides
  ) {
    let empty = Style.Overrides()
    if child == empty { return }
    if base == empty {
      base = child
      return
    }
    base = Style.merging(base, child)
  }
}
