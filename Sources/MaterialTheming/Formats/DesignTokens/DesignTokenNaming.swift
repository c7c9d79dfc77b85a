/// The token names MaterialTheming reads and writes in DTCG files.
///
/// | token | type | meaning |
/// | --- | --- | --- |
/// | `color.light.primary` (also `lightHighContrast`, `dark`, `darkHighContrast`) | color | one of the ten semantic (MDC) roles per appearance and contrast |
/// | `color.m3.light.surfaceContainer` (six slots: `light`, `lightMediumContrast`, `lightHighContrast`, `dark`, `darkMediumContrast`, `darkHighContrast`) | color | a Material 3 role (``DynamicColorRole`` raw value) |
/// | `color.extended.Success` | color | an extended color; `$description` and `$extensions["dev.materialtheming"].harmonized` |
/// | `color.custom.light.Success.onColorContainer` (traits × name × `color`, `onColor`, `colorContainer`, `onColorContainer`) | color | an extended color's roles (``CustomColorScheme``), generated: export only |
/// | `typography.caption` (the 13 ``TextStyle`` keys) | typography | fontFamily (`"system"` = platform font), fontSize and letterSpacing in px (= points), fontWeight |
/// | `shape.small.topLeft` (`small`/`medium`/`large` × four corners), or `shape.small` for all four | dimension | corner size; `$extensions["dev.materialtheming"].cornerFamily` `rounded` or `cut` |
/// | `typography.m3.bodyLarge` (the 15 ``Material3TypeRole`` keys) | typography | a Material 3 type role; `lineHeight` a multiple of the size, `$extensions["dev.materialtheming"]` `textStyle` and `lineHeightPoints` |
/// | `shape.m3.cornerMedium` (the ``Material3ShapeRole`` keys) | dimension | a Material 3 corner step; fully rounded is 9999 px with `$extensions["dev.materialtheming"].full` |
/// | `state.hover` (the ``Material3StateLayer`` keys) | number | a state-layer opacity |
/// | `component.light.bottomNavigation.primary.<field>` (traits × `primary`/`surface`/`material3` × field of the style's table) | color, typography, dimension | resolved bottom-navigation styles |
/// | `component.light.bottomDrawer.<field>`, `component.light.bottomDrawer.<group>.<field>` | color, dimension | resolved bottom-drawer styles |
///
/// The root `$extensions["dev.materialtheming"]` object carries what tokens cannot: `name`,
/// `dynamicColor` (`seed`, `variant`, `contrast`, `spec`, `platform`),
/// `elevationOverlayEnabledForDarkMode`, `typography` (`defaults`, `useCurrentContentSizeCategoryWhenApplied`), `components` (the theme
/// file's component overrides) and `generatedMaterial3` (slots whose `color.m3` tokens were
/// generated from the seed rather than stated; in a partly stated slot the generated tokens carry
/// `$extensions["dev.materialtheming"].generated = true`). Importing reads the `color`, `typography`,
/// `shape` and `state` tokens and that object; component tokens are read (light values, as literals) only
/// when the object has no `components`. Other color tokens map to roles by the conventions of
/// ``DesignTokenRoleMapper`` (`md.sys.color.primary`, `Schemes/Light/Primary`, …); tokens that
/// map to nothing are kept for references and listed by `import`.
package enum DesignTokenNaming {
  /// The vendor key of MaterialTheming's `$extensions` (reverse DNS of materialtheming.dev).
  package static let vendorKey = "dev.materialtheming"
  /// The `$schema` URL of DTCG 2025.10 (the Design Tokens Format Module).
  package static let schemaURL = "https://www.designtokens.org/schemas/2025.10/format.json"
  /// The top-level color group.
  package static let colorGroup = "color"
  /// The group of Material 3 role sets inside ``colorGroup``.
  package static let material3Group = "m3"
  /// The group of extended colors inside ``colorGroup``.
  package static let extendedGroup = "extended"
  /// The group of custom colors' generated roles inside ``colorGroup`` (written, not read).
  package static let customGroup = "custom"
  /// The top-level typography group.
  package static let typographyGroup = "typography"
  /// The top-level shape group.
  package static let shapeGroup = "shape"
  /// The top-level group of the Material 3 state-layer opacities.
  package static let stateGroup = "state"
  /// The top-level group of resolved component styles.
  package static let componentGroup = "component"
  /// The keys of the root vendor extension object.
  static let vendorKeys = [
    "name", "dynamicColor", "elevationOverlayEnabledForDarkMode", "typography", "components",
    "generatedMaterial3",
  ]
  /// The corner keys of a shape category.
  static let cornerKeys = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
  /// The category keys of the shape group.
  static let categoryKeys = ["small", "medium", "large"]

  /// The group name of `traits`: `light`, `lightHighContrast`, `dark` or `darkHighContrast`.
  package static func traitsKey(_ traits: ColorTraits) -> String {
    switch (traits.appearance, traits.contrast) {
    case (.light, .normal): "light"
    case (.light, .high): "lightHighContrast"
    case (.dark, .normal): "dark"
    case (.dark, .high): "darkHighContrast"
    }
  }

  /// The traits a group name stands for, or `nil`.
  package static func traits(forKey key: String) -> ColorTraits? {
    ColorTraits.all.first { traitsKey($0) == key }
  }
}
