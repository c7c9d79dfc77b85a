extension CSSExporter {
  /// The custom colors' declarations for `traits`, in Material Theme Builder's naming.
  ///
  /// For a color named `success`, `--md-custom-color-success`, `--md-custom-color-on-success`,
  /// `--md-custom-color-success-container` and `--md-custom-color-on-success-container`.
  /// Names that map to the same token (`Brand Gold`, `brandGold`) share the properties; the
  /// last in Unicode-scalar order wins, as CSS resolves repeated declarations.
  public static func customColorDeclarations(_ theme: Theme, traits: ColorTraits)
    -> [(String, String)]
  {
    theme.customColorSchemes.flatMap { name, scheme -> [(String, String)] in
      let token = customColorToken(name)
      let roles = scheme[traits]
      return [
        ("--md-custom-color-\(token)", value(roles.color)),
        ("--md-custom-color-on-\(token)", value(roles.onColor)),
        ("--md-custom-color-\(token)-container", value(roles.colorContainer)),
        ("--md-custom-color-on-\(token)-container", value(roles.onColorContainer)),
      ]
    }
  }

  /// A custom color's name as the kebab-case part of a CSS custom property: camelCase and
  /// spaces become hyphens (`Brand Gold`, `brandGold` → `brand-gold`), ASCII letters are
  /// lowercased, letters, digits, `-`, `_` and non-ASCII characters are kept, and any other
  /// character is written as a CSS escape (`a/b` → `a\2f b`), so the property is always valid.
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
      case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F, 0x80...:
        out.unicodeScalars.append(scalar)
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
        if !out.hasSuffix("-") { out += "-" }
      default:
        out += "\\" + String(scalar.value, radix: 16) + " "
      }
    }
    return out
  }
}
