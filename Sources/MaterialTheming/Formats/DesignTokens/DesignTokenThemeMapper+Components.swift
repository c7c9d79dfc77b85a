extension DesignTokenThemeMapper {
  /// Reads a resolved component token of the light traits as a literal override (used only
  /// when the file carries no theme component overrides in its vendor extension).
  mutating func placeComponent(_ token: DesignToken, _ path: [String]) throws(ThemeError) {
    guard path.first == DesignTokenNaming.traitsKey(.standard), path.count >= 3 else { return }
    switch path[1] {
    case "bottomNavigation" where path.count >= 4:
      guard let variant = BottomNavigationVariant(rawValue: path[2]) else {
        throw unknownName(path[2], among: BottomNavigationVariant.allCases.map(\.rawValue), token)
      }
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
    case .color(_, let path):
      try requireType(token, .color)
      overrides[keyPath: path] = .literal(try checked(token, DesignTokenValues.color))
    case .font(_, let path):
      try requireType(token, .typography)
      overrides[keyPath: path] = .custom(try checked(token, DesignTokenValues.typography))
    case .length(_, let path, _):
      try requireType(token, .dimension)
      overrides[keyPath: path] = try checked(token, DesignTokenValues.dimension)
    case .optionalColor: break
    }
  }

  /// Throws unless the token has `type`.
  private func requireType(_ token: DesignToken, _ type: DesignTokenType) throws(ThemeError) {
    guard token.type == type else {
      throw errorAtValue(
        .wrongType, token,
        "'\(token.name)' must be a \(type.rawValue) token, but it is \(token.type.rawValue)")
    }
  }
}
