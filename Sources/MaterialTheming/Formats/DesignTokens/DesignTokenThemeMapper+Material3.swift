extension DesignTokenThemeMapper {
  /// Places a token of the Material 3 scales `DesignTokenWriter` writes — `typography.m3.<role>`,
  /// `shape.m3.<step>` and `state.<layer>` (see ``DesignTokenNaming``) — and says whether it was
  /// one; any other token is left to the other rules.
  ///
  /// A type role takes its family, size, weight and letter spacing (as tracking) from the
  /// typography value, its line height from `$extensions["dev.materialtheming"].lineHeightPoints`
  /// or else the value's `lineHeight` times the size, and its text style from `…textStyle`. A
  /// corner step is its dimension, or fully rounded when `…full` is `true`.
  /// - Throws: a located error for a value of the wrong kind or an unknown text style.
  mutating func placeMaterial3(_ token: DesignToken) throws(ThemeError) -> Bool {
    let path = token.path
    let vendor = token.extensions?[DesignTokenNaming.vendorKey]
    switch path.first {
    case DesignTokenNaming.typographyGroup
    where path.count == 3 && path[1] == DesignTokenNaming.material3Group
      && token.type == .typography:
      guard let role = Material3TypeRole(rawValue: path[2]) else { return false }
      let font = try checked(token, DesignTokenValues.typography)
      var change = Material3TypeStyleOverride(
        family: font.family, size: font.size, weight: font.weight, tracking: font.letterSpacing)
      if let points = vendor?["lineHeightPoints"]?.numberValue {
        change.lineHeight = points
      } else if let ratio = token.value["lineHeight"]?.numberValue, let size = font.size {
        change.lineHeight = ratio * size
      }
      if let name = vendor?["textStyle"]?.stringValue {
        guard let style = DynamicTypeStyle(rawValue: name) else {
          throw unknownName(name, among: DynamicTypeStyle.allCases.map(\.rawValue), token)
        }
        change.textStyle = style
      }
      document.typography.material3.styles[role] = change
    case DesignTokenNaming.shapeGroup
    where path.count == 3 && path[1] == DesignTokenNaming.material3Group
      && token.type == .dimension:
      guard let step = Material3ShapeRole(rawValue: path[2]) else { return false }
      let points = try checked(token) { value throws(DesignTokenValueProblem) in
        try DesignTokenValues.dimension(value)
      }
      document.material3Shape[step] =
        vendor?["full"]?.boolValue == true ? .full : .points(points)
    case DesignTokenNaming.stateGroup where path.count == 2 && token.type == .number:
      guard let layer = Material3StateLayer(rawValue: path[1]) else { return false }
      guard let opacity = token.value.numberValue, (0...1).contains(opacity) else {
        throw errorAtValue(
          .invalidValue, token, "'\(token.name)' must be an opacity from 0 to 1",
          suggestion: "write a number such as 0.08")
      }
      document.stateLayers[layer] = opacity
    default: return false
    }
    return true
  }
}
