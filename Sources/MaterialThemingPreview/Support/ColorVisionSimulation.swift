import MaterialTheming

extension FieldTableStyle {
  /// This style with every color of its field table as a viewer with `deficiency` sees it.
  ///
  /// Walking the table means a color field added to a style is simulated without a change here.
  func simulatingTableColors(_ deficiency: ColorVisionDeficiency) -> Self {
    var style = self
    for field in Self.fields {
      switch field.kind {
      case .color(let path, _):
        style[keyPath: path] = style[keyPath: path].simulated(deficiency)
      case .optionalColor(let path):
        if let path = path as? WritableKeyPath<Self, Color?>, let color = style[keyPath: path] {
          style[keyPath: path] = color.simulated(deficiency)
        }
      case .font, .length:
        break
      }
    }
    return style
  }
}

extension BottomNavigationStyle {
  /// This style with every color as a viewer with `deficiency` sees it.
  func simulated(_ deficiency: ColorVisionDeficiency) -> BottomNavigationStyle {
    var style = simulatingTableColors(deficiency)
    // The shadow is not a theme-file field, so the table does not list it.
    style.shadowColor = shadowColor.simulated(deficiency)
    return style
  }
}

extension BottomDrawerStyle {
  /// This style with every color as a viewer with `deficiency` sees it.
  func simulated(_ deficiency: ColorVisionDeficiency) -> BottomDrawerStyle {
    simulatingTableColors(deficiency)
  }
}

extension SemanticColorScheme {
  /// This scheme with every role as a viewer with `deficiency` sees it.
  func simulated(_ deficiency: ColorVisionDeficiency) -> SemanticColorScheme {
    var scheme = self
    for role in ColorRole.allCases {
      scheme[role] = self[role].simulated(deficiency)
    }
    return scheme
  }
}
