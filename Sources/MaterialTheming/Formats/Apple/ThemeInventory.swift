/// Everything an Apple output states about a resolved theme, gathered once: every color with its
/// four variants (light, light high contrast, dark, dark high contrast), the type scale, and the
/// component style values.
///
/// The component part walks the styles' field tables (``FieldTableStyle/fields``), so every
/// field a component style gains reaches the SwiftUI, UIKit, AppKit and asset-catalog outputs
/// without a change here.
package struct ThemeInventory: Sendable {
  /// One color with its variants in ``ColorTraits/all`` order.
  package struct ColorEntry: Sendable, Hashable {
    /// A lower-camel-case Swift name (`primary`, `bottomNavigationPrimaryBarTint`).
    package var name: String
    /// Where the value comes from, for documentation (`colorScheme.primary`).
    package var origin: String
    /// light, light high contrast, dark, dark high contrast (``ColorTraits/all`` order).
    package var values: [Color]

    /// The value for `traits`.
    package subscript(traits: ColorTraits) -> Color {
      values[(traits.appearance == .dark ? 2 : 0) + (traits.contrast == .high ? 1 : 0)]
    }
  }

  /// A value of a component style field.
  package enum FieldValue: Sendable, Hashable {
    /// A color (an index into ``colors``).
    case color(Int)
    /// A font.
    case font(Font)
    /// A length.
    case number(Double)
  }

  /// One field of a component style.
  package struct Field: Sendable {
    /// The field's flattened name (`topCornersRadius.collapsed` becomes
    /// `topCornersRadiusCollapsed`), without the `Color` suffix of a color field.
    package var name: String
    /// The value.
    package var value: FieldValue
    /// The field's index in its style's field table: the same name has the same index in every
    /// style of a component.
    package var index: Int
  }

  /// One component style (`bottomNavigation.primary`, `bottomDrawer`) and its fields in order.
  package struct Style: Sendable {
    /// The component (`bottomNavigation`, `bottomDrawer`).
    package var component: String
    /// The variant (`primary`, `surface`, `material3`), or `nil` for a single-style component.
    package var variant: String?
    /// The fields the style has, in table order.
    package var fields: [Field]
  }

  /// The theme's display name.
  package var name: String
  /// The ten semantic roles, the custom colors' roles, then every component color.
  package var colors: [ColorEntry] = []
  /// The type scale (light, normal contrast: fonts do not vary with appearance).
  package var typography: [(style: TextStyle, font: Font)] = []
  /// The component styles.
  package var styles: [Style] = []

  /// Gathers the inventory of `theme`.
  package init(theme: Theme) {
    name = theme.name
    let schemes = ColorTraits.all.map { theme.containerScheme(for: $0) }
    for role in ColorRole.allCases {
      colors.append(
        ColorEntry(
          name: role.key, origin: "colorScheme.\(role.key)",
          values: schemes.map { $0.colorScheme[role] }))
    }
    addCustomColors(of: theme)
    typography = TextStyle.allCases.map { ($0, schemes[0].typographyScheme[$0]) }
    for variant in BottomNavigationVariant.allCases {
      let styles = theme.bottomNavigationStyles(variant, for: ColorTraits.all, schemes: schemes)
      addStyle(styles, component: "bottomNavigation", variant: variant.rawValue)
    }
    let drawers = theme.bottomDrawerStyles(for: ColorTraits.all, schemes: schemes)
    addStyle(drawers, component: "bottomDrawer", variant: nil)
  }

  /// Adds one style from its values for the four traits (``ColorTraits/all`` order): colors
  /// become inventory colors (a color only some traits draw is left out), fonts and lengths
  /// style fields.
  private mutating func addStyle<Table: FieldTableStyle>(
    _ styles: [Table], component: String, variant: String?
  ) {
    var style = Style(component: component, variant: variant, fields: [])
    // Each style's values, read once: the traits' values of field `i` are `values[…][i]`.
    let values = styles.map { style in Table.fields.map { $0.value(in: style) } }
    for (index, field) in Table.fields.enumerated() {
      let path = [field.group?.key, field.key].compactMap { $0 }
      let name = path[0] + path.dropFirst().map(Self.capitalized).joined()
      switch values[0][index] {
      case .color:
        let values = values.compactMap { values -> Color? in
          guard case .color(let color) = values[index] else { return nil }
          return color
        }
        guard values.count == styles.count else { continue }
        let short = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        let origin = ([component] + (variant.map { [$0] } ?? []) + path).joined(separator: ".")
        let entry = component + (variant.map(Self.capitalized) ?? "") + Self.capitalized(short)
        colors.append(ColorEntry(name: entry, origin: origin, values: values))
        style.fields.append(Field(name: short, value: .color(colors.count - 1), index: index))
      case .font(let font): style.fields.append(Field(name: name, value: .font(font), index: index))
      case .length(let length):
        style.fields.append(Field(name: name, value: .number(length), index: index))
      case nil: continue
      }
    }
    self.styles.append(style)
  }

  /// The text with its first letter upper-cased (`bottomNavigation` → `BottomNavigation`).
  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
