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
    let sections = ColorTraits.all.map { ResolvedThemeJSON.componentSections(theme, traits: $0) }
    for (index, (component, value)) in sections[0].enumerated() {
      let perTraits = sections.map { $0[index].1 }
      if case .object(let members) = value, members.contains(where: { $0.0 == "variant" }) {
        // A component with variants: `variant` (the default one) plus one object per variant.
        for (memberIndex, member) in members.enumerated() where Self.isObject(member.1) {
          let variants = perTraits.map { Self.members(of: $0)[memberIndex].1 }
          addStyle(component: component, variant: member.0, values: variants)
        }
      } else {
        addStyle(component: component, variant: nil, values: perTraits)
      }
    }
  }

  private static func isObject(_ value: JSONOutput) -> Bool {
    if case .object = value { return true }
    return false
  }

  private static func members(of value: JSONOutput) -> [(String, JSONOutput)] {
    if case .object(let members) = value { return members }
    return []
  }

  /// Adds one style whose resolved JSON for each of the four traits is `values`.
  private mutating func addStyle(component: String, variant: String?, values: [JSONOutput]) {
    var style = Style(component: component, variant: variant, fields: [])
    let prefix = component + (variant.map(Self.capitalized) ?? "")
    func walk(_ path: [String], _ nodes: [JSONOutput]) {
      switch nodes[0] {
      case .object(let members) where path.isEmpty || !Self.isFont(members):
        for (index, member) in members.enumerated() {
          walk(path + [member.0], nodes.map { Self.members(of: $0)[index].1 })
        }
      case .object(let members):
        style.fields.append((Self.camel(path), .font(Self.font(members))))
      case .string(let text):
        let parsed = nodes.map { node -> Color? in
          if case .string(let value) = node { return try? Color(hex: value) }
          return nil
        }
        if text.hasPrefix("#"), parsed.allSatisfy({ $0 != nil }) {
          var name = Self.camel(path)
          if name.hasSuffix("Color") { name.removeLast(5) }
          colors.append(
            ColorEntry(
              name: prefix + Self.capitalized(name),
              origin: ([component] + (variant.map { [$0] } ?? []) + path).joined(separator: "."),
              values: parsed.map { $0! }))
          style.fields.append((name, .color(colors.count - 1)))
        } else {
          style.fields.append((Self.camel(path), .text(text)))
        }
      case .number(let value):
        style.fields.append((Self.camel(path), .number(value)))
      case .bool, .null, .array:
        break
      }
    }
    walk([], values)
    styles.append(style)
  }

  private static func isFont(_ members: [(String, JSONOutput)]) -> Bool {
    members.map(\.0) == ["family", "size", "weight", "letterSpacing"]
  }

  private static func font(_ members: [(String, JSONOutput)]) -> Font {
    var font = Font(size: 0, weight: .regular)
    for (key, value) in members {
      switch (key, value) {
      case ("family", .string(let family)): font.family = family
      case ("size", .number(let size)): font.size = size
      case ("weight", .number(let weight)): font.weight = FontWeight(clamping: Int(weight))
      case ("letterSpacing", .number(let spacing)): font.letterSpacing = spacing
      default: break
      }
    }
    return font
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
