extension DesignTokenWriter {
  /// The `color.custom` group: for each traits key (`light`, `lightHighContrast`, `dark`,
  /// `darkHighContrast`) and custom color name, its `color`, `onColor`, `colorContainer` and
  /// `onColorContainer` tokens, marked `generated` (they follow from `color.extended`); `nil`
  /// when the theme has no custom colors.
  static func customColorGroup(_ theme: Theme) -> (String, JSONOutput)? {
    let schemes = theme.customColorSchemes
    guard !schemes.isEmpty else { return nil }
    let generated = vendor([("generated", .bool(true))])
    let slots = ColorTraits.all.map { traits -> (String, JSONOutput) in
      let colors = schemes.map { name, scheme -> (String, JSONOutput) in
        let roles = scheme[traits].named.map { key, color -> (String, JSONOutput) in
          (key, .object([("$value", colorValue(color)), ("$extensions", generated)]))
        }
        return (name, .object(roles))
      }
      return (DesignTokenNaming.traitsKey(traits), .object(colors))
    }
    return (DesignTokenNaming.customGroup, .object(slots))
  }
}
