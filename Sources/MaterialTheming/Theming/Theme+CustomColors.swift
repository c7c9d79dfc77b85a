extension Theme {
  /// The color custom colors harmonize toward: the seed when the theme has one, else its light
  /// normal-contrast primary.
  ///
  /// Material Color Utilities' `customColor` harmonizes toward the theme's source color; a
  /// seeded theme's source is its seed, and a theme of explicit colors is treated as seeded with
  /// its primary (as ``dynamicScheme(for:)`` does).
  public var customColorSource: Color {
    dynamicColor?.seed ?? colors[.standard].primary
  }

  /// The roles of the custom color named exactly `name` (Unicode scalars compared), or `nil`.
  ///
  /// ```swift
  /// let success = theme.customColorScheme(named: "success")
  /// success?[.dark].colorContainer
  /// ```
  public func customColorScheme(named name: String) -> CustomColorScheme? {
    customColors[name].map(customColorScheme)
  }

  /// Every custom color's roles, names sorted by Unicode scalars.
  public var customColorSchemes: [(name: String, scheme: CustomColorScheme)] {
    customColors.sortedNames.compactMap { name in
      customColorScheme(named: name).map { (name, $0) }
    }
  }

  /// The roles of `color`, harmonized toward ``customColorSource`` when it asks for it.
  func customColorScheme(_ color: CustomColor) -> CustomColorScheme {
    CustomColorScheme(
      color: color.color, harmonizingToward: color.harmonized ? customColorSource : nil)
  }
}

extension CustomColorScheme {
  /// The roles in a Material 3 slot: those of its appearance (upstream's `customColor` has no
  /// contrast input, so medium and high contrast have the standard roles).
  ///
  /// A method, not a subscript: `scheme[.dark]` would be ambiguous between an appearance and
  /// a slot.
  public func roles(in slot: Material3SchemeSlot) -> CustomColorRoles { self[slot.appearance] }
}
