extension CSSExporter {
  /// The declarations of a bottom-navigation style under `prefix`.
  static func bottomNavigation(_ style: BottomNavigationStyle, prefix: String) -> [(String, String)]
  {
    declarations(style, prefix: prefix)
  }

  /// The declarations of a bottom-drawer style under `prefix`.
  static func bottomDrawer(_ style: BottomDrawerStyle, prefix: String) -> [(String, String)] {
    declarations(style, prefix: prefix)
  }

  /// The declarations of a style's fields in its table's order: `<prefix>-<group>-<key>` in
  /// kebab case; a font splits into four declarations named without the key's `Font` suffix
  /// (`<name>Font` → `-<name>-font-family`, `-<name>-font-size`, …).
  private static func declarations<Style: FieldTableStyle>(_ style: Style, prefix: String)
    -> [(String, String)]
  {
    var result: [(String, String)] = []
    for field in Style.fields {
      let name = prefix + "-" + kebab(field.group.map { $0.key + "-" } ?? "") + kebab(field.key)
      switch field.value(in: style) {
      case .color(let color): result.append((name, value(color)))
      case .font(let font):
        result += self.font(font, prefix: name.hasSuffix("-font") ? String(name.dropLast(5)) : name)
      case .length(let points): result.append((name, length(points)))
      case nil: break
      }
    }
    return result
  }
}
