extension ComponentSettings {
  /// These settings with `child`'s stated values laid over them.
  func merging(_ child: ComponentSettings) -> ComponentSettings {
    var result = self
    result.bottomNavigationVariant = child.bottomNavigationVariant ?? bottomNavigationVariant
    for variant in BottomNavigationVariant.allCases {
      let path = Self.bottomNavigationOverrides(variant)
      result[keyPath: path] = BottomNavigationStyle.merging(
        self[keyPath: path], child[keyPath: path])
    }
    result.bottomDrawer = BottomDrawerStyle.merging(bottomDrawer, child.bottomDrawer)
    return result
  }
}
