extension ComponentSettings {
  /// These settings with `child`'s stated values laid over them.
  func merging(_ child: ComponentSettings) -> ComponentSettings {
    var result = self
    result.bottomNavigationVariant = child.bottomNavigationVariant ?? bottomNavigationVariant
    let navigation = BottomNavigationStyle.self
    result.bottomNavigationPrimary = Self.merging(
      navigation, bottomNavigationPrimary, child.bottomNavigationPrimary)
    result.bottomNavigationSurface = Self.merging(
      navigation, bottomNavigationSurface, child.bottomNavigationSurface)
    result.bottomNavigationMaterial3 = Self.merging(
      navigation, bottomNavigationMaterial3, child.bottomNavigationMaterial3)
    result.bottomDrawer = Self.merging(BottomDrawerStyle.self, bottomDrawer, child.bottomDrawer)
    return result
  }

  /// `base` with `child` laid over it; the field-table walk only when both state something
  /// (every member of the overrides is a field of the table, so over empty `base` the result
  /// is `child`).
  private static func merging<Style: FieldTableStyle>(
    _: Style.Type, _ base: Style.Overrides, _ child: Style.Overrides
  ) -> Style.Overrides {
    let empty = Style.Overrides()
    if child == empty { return base }
    if base == empty { return child }
    return Style.merging(base, child)
  }
}
