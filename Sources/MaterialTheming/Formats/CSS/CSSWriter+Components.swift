extension CSSWriter {
  /// The declarations of a bottom-navigation style under `prefix`.
  static func bottomNavigation(_ style: BottomNavigationStyle, prefix: String) -> [Declaration] {
    declarations(style, prefix: prefix)
  }

  /// The declarations of a bottom-drawer style under `prefix`.
  static func bottomDrawer(_ style: BottomDrawerStyle, prefix: String) -> [Declaration] {
    declarations(style, prefix: prefix)
  }

  /// The declarations of a style's fields in its table's order: `<prefix>-<group>-<key>` in
  /// kebab case; a font splits into four declarations named without the key's `Font` suffix
  /// (`<name>Font` → `-<name>-font-family`, `-<name>-font-size`, …).
  private static func declarations<Style: FieldTableStyle>(_ style: Style, prefix: String)
    -> [Declaration]
  {
    var result: [Declaration] = []
    for field in Style.fields {
      let name = prefix + "-" + kebab(field.group.map { $0.key + "-" } ?? "") + kebab(field.key)
      switch field.value(in: style) {
      case .color(let color): result.append(Declaration(name, color))
      case .font(let font):
        let fontPrefix = name.hasSuffix("-font") ? String(name.dropLast(5)) : name
        result += self.font(font, prefix: fontPrefix).map { Declaration($0.0, $0.1) }
      case .length(let points): result.append(Declaration(name, length(points)))
      case nil: break
      }
    }
    return result
  }
}
