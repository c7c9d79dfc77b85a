extension CSSWriter {
  /// The custom colors' declarations for `traits`, in Material Theme Builder's naming.
  ///
  /// For a color named `success`, `--md-custom-color-success`, `--md-custom-color-on-success`,
  /// `--md-custom-color-success-container` and `--md-custom-color-on-success-container` (see
  /// ``customColorProperties(_:)``). Two custom colors whose names give the same property
  /// (`Brand Gold`, `brand-gold`) are refused when the theme loads.
  public static func customColorDeclarations(_ theme: Theme, traits: ColorTraits)
    -> [(String, String)]
  {
    customColors(theme, traits: traits).map(\.text)
  }

  /// ``customColorDeclarations(_:traits:)`` with the colors' Display P3 values.
  static func customColors(_ theme: Theme, traits: ColorTraits) -> [Declaration] {
    theme.customColorSchemes.flatMap { name, scheme -> [Declaration] in
      let roles = scheme[traits]
      let values = [roles.color, roles.onColor, roles.colorContainer, roles.onColorContainer]
      return zip(customColorProperties(name), values).map { Declaration($0, $1) }
    }
  }

  /// The four custom properties of the custom color named `name`, in role order (color,
  /// on-color, container, on-container): `--md-custom-color-<token>`,
  /// `--md-custom-color-on-<token>`, `--md-custom-color-<token>-container` and
  /// `--md-custom-color-on-<token>-container`, the token from ``customColorToken(_:)``.
  public static func customColorProperties(_ name: String) -> [String] {
    let token = customColorToken(name)
    return [
      "--md-custom-color-\(token)", "--md-custom-color-on-\(token)",
      "--md-custom-color-\(token)-container", "--md-custom-color-on-\(token)-container",
    ]
  }

  /// A custom color's name as the kebab-case part of a CSS custom property: camelCase and
  /// spaces become hyphens (`Brand Gold`, `brandGold` → `brand-gold`), ASCII letters are
  /// lowercased, letters, digits, `-`, `_` and printable non-ASCII characters are kept, and any
  /// other character (a control or bidi override among them) is written as a CSS escape
  /// (`a/b` → `a\2f b`), so the property is always valid and never holds a raw control.
  public static func customColorToken(_ name: String) -> String {
    var out = ""
    var previous: Unicode.Scalar?
    for scalar in name.unicodeScalars {
      defer { previous = scalar }
      switch scalar.value {
      case 0x41...0x5A:
        if let previous, previous.properties.isLowercase || ("0"..."9").contains(previous) {
          out += "-"
        }
        out.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20)!)
      case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F:
        out.unicodeScalars.append(scalar)
      case 0x80... where TextEscaping.isPrintable(scalar):
        out.unicodeScalars.append(scalar)
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
        if !out.hasSuffix("-") { out += "-" }
      default:
        out += TextEscaping.cssHexEscape(scalar)
      }
    }
    return out
  }
}
