/// A theme written as a Material Theme Builder export, the counterpart of
/// ``ThemeBuilderReader``: what the Theme Builder Figma plugin imports.
///
/// The export holds, as real exports do (in their key order): `description`, `seed` (the theme's
/// seed, or its light primary when it has none), `coreColors` (`primary`: the seed),
/// `extendedColors` (`name`, `color`, `description`, `harmonized`), `schemes` — the six slots
/// (`light`, `light-medium-contrast`, …), each every role of
/// ``Theme/material3Scheme(appearance:contrast:)`` as uppercase `#RRGGBB` — and `palettes`, the
/// seed's tonal palettes (`primary`, `secondary`, `tertiary`, `neutral`, `neutral-variant`) at
/// tones 0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99 and 100. Reading it back
/// gives the same Material 3 schemes; colors are 8-bit, as Theme Builder's are (a Display P3
/// value is written as its sRGB fallback).
///
/// ```swift
/// let json = ThemeBuilderExport(theme: theme).text()
/// ```
extension ThemeBuilderExport {
  /// The tones of an exported palette, as Theme Builder lists them.
  public static let exportedTones = [
    0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100,
  ]

  /// The export of a resolved theme.
  public init(theme: Theme) {
    let seed = theme.dynamicColor?.seed ?? theme.colors.light.primary
    var schemes: [Material3SchemeSlot: Material3RoleSet] = [:]
    for slot in Material3SchemeSlot.allCases {
      schemes[slot] = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
    }
    let palettes = SchemePalettes(
      sourceColor: seed, variant: theme.dynamicColor?.variant ?? .tonalSpot)
    var tones: [String: [Int: Color]] = [:]
    for (key, palette) in [
      ("primary", palettes.primary), ("secondary", palettes.secondary),
      ("tertiary", palettes.tertiary), ("neutral", palettes.neutral),
      ("neutral-variant", palettes.neutralVariant),
    ] {
      tones[key] = Dictionary(
        uniqueKeysWithValues: Self.exportedTones.map { ($0, palette.color(atTone: Double($0))) })
    }
    let extended = theme.customColors.keys.compactMap { theme.customColors[$0] }
    self.init(
      description: "TYPE: CUSTOM\nMaterial Theme Builder export of \(theme.name) (material-theme)",
      seed: seed.srgb, coreColors: ["primary": seed.srgb], extendedColors: extended,
      schemes: schemes, palettes: tones)
  }

  /// The palette keys in the order Theme Builder writes them.
  public static let paletteKeys = [
    "primary", "secondary", "tertiary", "neutral", "neutral-variant",
  ]

  /// The export as JSON: keys in Theme Builder's order, roles in Material 3's order.
  public func json() -> JSONOutput {
    func hex(_ color: Color) -> JSONOutput { .string(color.opaqueHexString) }
    var members: [(String, JSONOutput)] = []
    if let description { members.append(("description", .string(description))) }
    members.append(("seed", hex(seed)))
    let core = Self.coreColorKeys.compactMap { key in coreColors[key].map { (key, hex($0)) } }
    members.append(("coreColors", .object(core)))
    members.append(
      (
        "extendedColors",
        .array(
          extendedColors.map { color in
            .object([
              ("name", .string(color.name)), ("color", hex(color.color)),
              ("description", .string(color.description)),
              ("harmonized", .bool(color.harmonized)),
            ])
          })
      ))
    let slots = Material3SchemeSlot.allCases.compactMap { slot in
      schemes[slot].map { roles in
        (
          slot.themeBuilderKey,
          JSONOutput.object(
            DynamicColorRole.allCases.compactMap { role in
              roles[role].map { (role.rawValue, hex($0)) }
            })
        )
      }
    }
    members.append(("schemes", .object(slots)))
    let tones = Self.paletteKeys.compactMap { key in
      palettes[key].map { palette in
        (
          key,
          JSONOutput.object(
            palette.keys.sorted().map { tone in (String(tone), hex(palette[tone]!)) })
        )
      }
    }
    members.append(("palettes", .object(tones)))
    return .object(members)
  }

  /// The export's text, indented by four spaces as Material Theme Builder indents its exports,
  /// with a final newline.
  public func text() -> String { json().serialized(indentWidth: 4) + "\n" }
}
