extension ThemeInventory {
  /// The four Swift names a custom color named `name` takes in the Apple outputs and asset
  /// catalogs, with the role each names: `custom<Name>`, `customOn<Name>`,
  /// `custom<Name>Container` and `customOn<Name>Container`.
  ///
  /// Two custom colors whose names share one are refused when the theme loads (see
  /// ``ThemeLoader``), so a loaded theme's custom colors never lose a member here.
  package static func customColorNames(_ name: String) -> [(swiftName: String, role: String)] {
    let base = capitalized(SwiftWriter.camelCase(name))
    return [
      ("custom\(base)", "color"), ("customOn\(base)", "onColor"),
      ("custom\(base)Container", "colorContainer"),
      ("customOn\(base)Container", "onColorContainer"),
    ]
  }

  /// Adds the four roles of each custom color (names sorted by Unicode scalars), after the
  /// semantic roles; a color one of whose names is taken (possible only for a theme built in
  /// code) is left out.
  mutating func addCustomColors(of theme: Theme) {
    var taken = Set(colors.map(\.name))
    for (name, scheme) in theme.customColorSchemes {
      let perTraits = ColorTraits.all.map { scheme[$0] }
      // The origin lands in a `///` comment in backticks: on one line, without backticks.
      let shown = TextEscaping.swiftComment(name).replacing("`", with: "?")
      let names = Self.customColorNames(name)
      let values = [
        perTraits.map(\.color), perTraits.map(\.onColor), perTraits.map(\.colorContainer),
        perTraits.map(\.onColorContainer),
      ]
      guard names.allSatisfy({ !taken.contains($0.swiftName) }) else { continue }
      for ((swiftName, role), values) in zip(names, values) {
        taken.insert(swiftName)
        colors.append(
          ColorEntry(
            name: swiftName, origin: "customColors.\(shown).\(role)", values: values))
      }
    }
  }
}
