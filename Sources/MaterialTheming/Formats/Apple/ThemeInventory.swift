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
    package var values: Variants

    /// The value for `traits`.
    package subscript(traits: ColorTraits) -> Color {
      values[(traits.appearance == .dark ? 2 : 0) + (traits.contrast == .high ? 1 : 0)]
    }
  }

  /// A color's four variants in ``ColorTraits/all`` order, stored inline: an inventory holds
  /// about seventy colors, and an array each would be as many allocations.
  package struct Variants: RandomAccessCollection, Sendable, Hashable {
    private var light, lightHigh, dark, darkHigh: Color

    /// The four variants.
    package init(light: Color, lightHigh: Color, dark: Color, darkHigh: Color) {
      self.light = light
      self.lightHigh = lightHigh
      self.dark = dark
      self.darkHigh = darkHigh
    }

    /// The variants of `colors`, which holds exactly four in ``ColorTraits/all`` order.
    package init<Colors: Collection<Color>>(_ colors: Colors) {
      precondition(colors.count == 4, "a color entry has four variants")
      var iterator = colors.makeIterator()
      light = iterator.next()!
      lightHigh = iterator.next()!
      dark = iterator.next()!
      darkHigh = iterator.next()!
    }

    /// The first index.
    package var startIndex: Int { 0 }
    /// The index past the last.
    package var endIndex: Int { 4 }

    /// The variant at `index` (0 light, 1 light high contrast, 2 dark, 3 dark high contrast).
    package subscript(index: Int) -> Color {
      switch index {
      case 0: light
      case 1: lightHigh
      case 2: dark
      case 3: darkHigh
      default: preconditionFailure("a color entry has four variants")
      }
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
    /// The fields, flattened (`topCornersRadius.collapsed` becomes `topCornersRadiusCollapsed`),
    /// each with its index in the style's field table (the same name has the same index in
    /// every style of a component).
    package var fields: [(name: String, value: FieldValue, slot: Int)]
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
    colors.reserveCapacity(128)
    for (role, names) in zip(ColorRole.allCases, Self.roleNames) {
      colors.append(
        ColorEntry(
          name: names.name, origin: names.origin,
          values: Variants(
            light: schemes[0].colorScheme[role], lightHigh: schemes[1].colorScheme[role],
            dark: schemes[2].colorScheme[role], darkHigh: schemes[3].colorScheme[role])))
    }
    addCustomColors(of: theme)
    let typographyScheme = schemes[0].typographyScheme
    typography = TextStyle.allCases.map { ($0, typographyScheme[$0]) }
    for (variant, names) in zip(BottomNavigationVariant.allCases, Self.bottomNavigationNames) {
      let styles = theme.bottomNavigationStyles(variant, for: ColorTraits.all, schemes: schemes)
      addStyle(names, styles: styles)
    }
    let drawers = theme.bottomDrawerStyles(for: ColorTraits.all, schemes: schemes)
    addStyle(Self.bottomDrawerNames, styles: drawers)
  }

  /// The names an entry of a semantic role takes.
  private static let roleNames = ColorRole.allCases.map { role in
    (name: role.key, origin: "colorScheme.\(role.key)")
  }

  /// The names of one style's fields in the inventory, worked out once from its table.
  private struct StyleNames {
    /// The component (`bottomNavigation`, `bottomDrawer`).
    var component: String
    /// The variant, or `nil` for a single-style component.
    var variant: String?
    /// Per field in table order: the flattened field name; for a color, the field name without
    /// its `Color` suffix, the entry's Swift name and its origin.
    var fields: [(name: String, short: String, entry: String, origin: String)]

    init<Table: FieldTableStyle>(_: Table.Type, component: String, variant: String?) {
      self.component = component
      self.variant = variant
      let prefix = component + (variant.map(ThemeInventory.capitalized) ?? "")
      fields = Table.fields.map { field in
        let path = [field.group?.key, field.key].compactMap { $0 }
        let name = ThemeInventory.camel(path)
        var short = name
        if short.hasSuffix("Color") { short.removeLast(5) }
        let origin = [component] + (variant.map { [$0] } ?? []) + path
        return (
          name, short, prefix + ThemeInventory.capitalized(short), origin.joined(separator: ".")
        )
      }
    }
  }

  private static let bottomNavigationNames = BottomNavigationVariant.allCases.map {
    StyleNames(BottomNavigationStyle.self, component: "bottomNavigation", variant: $0.rawValue)
  }

  private static let bottomDrawerNames = StyleNames(
    BottomDrawerStyle.self, component: "bottomDrawer", variant: nil)

  /// Adds one style from its values for the four traits (``ColorTraits/all`` order): colors
  /// become inventory colors, fonts and lengths style fields. Fields are read in place.
  private mutating func addStyle<Table: FieldTableStyle>(_ names: StyleNames, styles: [Table]) {
    precondition(styles.count == 4, "a style for each of the four traits")
    var style = Style(component: names.component, variant: names.variant, fields: [])
    style.fields.reserveCapacity(names.fields.count)
    let fields = Table.fields
    styles.withUnsafeBufferPointer { traits in
      let base = traits.baseAddress!
      // By index: each name is copied only where it is kept.
      for index in fields.indices {
        let field = fields[index]
        switch field.value(at: base) {
        case .color(let light):
          // A color only some traits' styles draw is left out.
          guard case .color(let lightHigh) = field.value(at: base + 1),
            case .color(let dark) = field.value(at: base + 2),
            case .color(let darkHigh) = field.value(at: base + 3)
          else { continue }
          colors.append(
            ColorEntry(
              name: names.fields[index].entry, origin: names.fields[index].origin,
              values: Variants(light: light, lightHigh: lightHigh, dark: dark, darkHigh: darkHigh)))
          style.fields.append((names.fields[index].short, .color(colors.count - 1), index))
        case .font(let font): style.fields.append((names.fields[index].name, .font(font), index))
        case .length(let length):
          style.fields.append((names.fields[index].name, .number(length), index))
        case nil: continue
        }
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
  ///
  /// A name that starts with an ASCII lower-case letter followed by ASCII (every member and
  /// component name a file writes) has its first byte changed in a copy of its bytes; anything
  /// else goes through `uppercased()` of its first character.
  static func capitalized(_ text: String) -> String {
    let utf8 = text.utf8
    if let first = utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
      utf8.count == 1 || utf8[utf8.index(after: utf8.startIndex)] < 0x80
    {
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count) { buffer in
        _ = buffer.initialize(fromContentsOf: utf8)
        buffer[0] = first - (UInt8(ascii: "a") - UInt8(ascii: "A"))
        return String(decoding: buffer, as: UTF8.self)
      }
    }
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
