extension ThemeInventory {
  /// Adds each custom color's four roles: for `Brand Gold`, `customBrandGold`,
  /// `customOnBrandGold`, `customBrandGoldContainer` and `customOnBrandGoldContainer` (names
  /// from ``SwiftCodeGenerator/identifier(forName:)``; a custom color whose names another color
  /// already took is left out, the first one in Unicode-scalar order wins).
  mutating func addCustomColors(of theme: Theme) {
    var taken = Set(colors.map(\.name))
    for (name, scheme) in theme.customColorSchemes {
      let base = Self.capitalized(SwiftCodeGenerator.identifier(forName: name))
      let perTraits = ColorTraits.all.map { scheme[$0] }
      // The origin lands in a `///` comment in backticks: no control characters or backticks.
      let shown = String(
        String.UnicodeScalarView(
          name.unicodeScalars.map {
            $0.properties.generalCategory == .control || $0 == "`" ? "?" : $0
          }))
      let entries = [
        ("custom\(base)", "color", perTraits.map(\.color)),
        ("customOn\(base)", "onColor", perTraits.map(\.onColor)),
        ("custom\(base)Container", "colorContainer", perTraits.map(\.colorContainer)),
        ("customOn\(base)Container", "onColorContainer", perTraits.map(\.onColorContainer)),
      ]
      guard entries.allSatisfy({ !taken.contains($0.0) }) else { continue }
      for (swiftName, role, values) in entries {
        taken.insert(swiftName)
        colors.append(
          ColorEntry(
            name: swiftName, origin: "customColors.\(shown).\(role)", values: values))
      }
    }
  }
}
