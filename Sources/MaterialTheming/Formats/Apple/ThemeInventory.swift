/// Everything an Apple output states about a resolved theme, gathered once: every color with its
/// four variants (light, dark, light high contrast, dark high contrast), the type scale, and the
/// component style values.
///
/// The component part is read from the resolved-theme JSON (``ResolvedThemeJSON``), so every
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
    /// A length or a plain number.
    case number(Double)
    /// Anything else (a variant name).
    case text(String)
  }

  /// One component style (`bottomNavigation.primary`, `bottomDrawer`) and its fields in order.
  package struct Style: Sendable {
    /// The component (`bottomNavigation`, `bottomDrawer`).
    package var component: String
    /// The variant (`primary`, `surface`, `material3`), or `nil` for a single-style component.
    package var variant: String?
    /// The fields, flattened (`topCornersRadius.collapsed` becomes `topCornersRadiusCollapsed`).
    package var fields: [(name: String, value: FieldValue)]
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
    let typographyScheme = schemes[0].typographyScheme
    typography = TextStyle.allCases.map { ($0, typographyScheme[$0]) }
    for variant in BottomNavigationVariant.allCases {
      addStyle(
        component: "bottomNavigation", variant: variant.rawValue,
        values: ColorTraits.all.map { theme.bottomNavigationStyle(variant, for: $0) })
    }
    addStyle(
      component: "bottomDrawer", variant: nil,
      values: ColorTraits.all.map { theme.bottomDrawerStyle(for: $0) })
  }

  /// Adds one style from its values for the four traits (``ColorTraits/all`` order), walking the
  /// style's field table: colors become inventory colors, fonts and lengths style fields.
  private mutating func addStyle<Table: FieldTableStyle>(
    component: String, variant: String?, values styles: [Table]
  ) {
    var style = Style(component: component, variant: variant, fields: [])
    let prefix = component + (variant.map(Self.capitalized) ?? "")
    for field in Table.fields {
      let values = styles.map { field.value(in: $0) }
      let path = [field.group?.key, field.key].compactMap { $0 }
      let name = Self.camel(path)
      switch values[0] {
      case .color:
        let colors = values.compactMap { value -> Color? in
          if case .color(let color) = value { return color }
          return nil
        }
        guard colors.count == values.count else { continue }
        var short = name
        if short.hasSuffix("Color") { short.removeLast(5) }
        let origin = [component] + (variant.map { [$0] } ?? []) + path
        self.colors.append(
          ColorEntry(
            name: prefix + Self.capitalized(short), origin: origin.joined(separator: "."),
            values: colors))
        style.fields.append((short, .color(self.colors.count - 1)))
      case .font(let font): style.fields.append((name, .font(font)))
      case .length(let length): style.fields.append((name, .number(length)))
      case nil: continue
      }
    }
    self.styles.append(style)
  }

  /// `["topCornersRadius", "collapsed"]` → `topCornersRadiusCollapsed`.
  private static func camel(_ path: [String]) -> String {
    guard let first = path.first else { return "" }
    return first + path.dropFirst().map(capitalized).joined()
  }

  /// The text with its first letter upper-cased.
  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
