extension DesignTokenThemeImporter {
  /// Reads a resolved component token of the light traits as a literal override (used only
  /// when the file carries no theme component overrides in its vendor extension).
  mutating func placeComponent(_ token: DesignToken, _ path: [String]) throws(ThemeError) {
    guard path.first == DesignTokenNaming.traitsKey(.standard), path.count >= 3 else { return }
    switch path[1] {
    case "bottomNavigation" where path.count >= 4:
      let variant = try choice(path[2], as: BottomNavigationVariant.self, token)
      try apply(
        token, property: path.dropFirst(3),
        to: &document.components[keyPath: ComponentSettings.bottomNavigationOverrides(variant)],
        of: BottomNavigationStyle.self)
    case "bottomDrawer":
      try apply(
        token, property: path.dropFirst(2), to: &document.components.bottomDrawer,
        of: BottomDrawerStyle.self)
    default: break
    }
  }

  /// Sets the field `property` (`[key]`, or `[group, key]`) names as a literal override;
  /// names no field of the table names are left alone.
  private func apply<Style: FieldTableStyle>(
    _ token: DesignToken, property: ArraySlice<String>, to overrides: inout Style.Overrides,
    of _: Style.Type
  ) throws(ThemeError) {
    guard
      let field = Style.overridableFields.first(where: {
        property.elementsEqual(($0.group.map { [$0.key] } ?? []) + [$0.key]) {
          $0.unicodeScalars.elementsEqual($1.unicodeScalars)
        }
      })
    else { return }
    switch field.kind {
    case .color(_, let path): overrides[keyPath: path] = .literal(try colorValue(token))
    case .font(_, let path):
      try require(token, .typography)
      overrides[keyPath: path] = .custom(try convert(token, DesignTokenValues.typography))
    case .length(_, let path, _):
      try require(token, .dimension)
      overrides[keyPath: path] = try convert(token, DesignTokenValues.dimension)
    case .optionalColor: break
    }
  }
}
