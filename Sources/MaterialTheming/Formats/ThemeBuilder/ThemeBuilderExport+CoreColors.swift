/// Schemes an export lacks, generated from its core colors as Material Theme Builder generates
/// them.
///
/// Older or trimmed exports hold only `light` and `dark`. Their medium- and high-contrast schemes
/// are not the seed's: a designer who set a custom secondary, tertiary, neutral or error color
/// changed the palettes. So the missing schemes come from upstream's `DynamicScheme` over the
/// export's own palettes, one per core color (``coreColorPalettes``), at contrast 0.5 and 1 —
/// the recipe that reproduces the exports' stated schemes:
/// - **Tonal spot** (Theme Builder's default): each core color gives its palette's hue, at
///   chroma 36 for primary, secondary, tertiary and error, 6 for neutral and 8 for neutral
///   variant; a core color the export does not state takes tonal spot's palette of the seed.
///   On a 2026 export with custom secondary, tertiary and neutral this gives 282 of its 294
///   values (all but `background` / `onBackground`, which Theme Builder takes from the seed).
/// - **Color match** (the export's light `primaryContainer` is its primary core color): the
///   content rules over `TonalPalette.fromInt` of each core color.
extension ThemeBuilderExport {
  /// How Theme Builder derived an export's palettes from its core colors.
  public enum CoreColorRecipe: String, Sendable, Hashable, CaseIterable {
    /// Tonal spot: each core color's hue at tonal spot's accent chroma.
    case tonalSpot = "tonal spot"
    /// Color match ("stay true to my color inputs"): the content rules, each core color's own
    /// hue and chroma.
    case colorMatch = "color match"
  }

  /// The core-color keys in the order Theme Builder lists them.
  public static let coreColorKeys = [
    "primary", "secondary", "tertiary", "error", "neutral", "neutralVariant",
  ]

  /// The chroma of a core color's palette under the tonal-spot recipe, by core-color key.
  static let tonalSpotChroma: [String: Double] = [
    "primary": 36, "secondary": 36, "tertiary": 36, "error": 36, "neutral": 6,
    "neutralVariant": 8,
  ]

  /// The six slots the export does not state, in slot order.
  public var missingSchemes: [Material3SchemeSlot] {
    Material3SchemeSlot.allCases.filter { schemes[$0] == nil }
  }

  /// The recipe the export's stated light scheme shows: color match when its `primaryContainer`
  /// is the primary core color itself, else tonal spot.
  public var coreColorRecipe: CoreColorRecipe {
    let primary = coreColors["primary"] ?? seed
    let container = schemes[.light]?[.primaryContainer] ?? schemes[.dark]?[.primaryContainer]
    return container.map { $0.opaqueHexString == primary.opaqueHexString } == true
      ? .colorMatch : .tonalSpot
  }

  /// The palettes `recipe` derives from the export's core colors (see the extension's summary).
  public func coreColorPalettes(_ recipe: CoreColorRecipe) -> SchemePalettes {
    let variant: DynamicSchemeVariant = recipe == .colorMatch ? .content : .tonalSpot
    var palettes = SchemePalettes(sourceColor: seed, variant: variant)
    for key in Self.coreColorKeys {
      guard let color = coreColors[key] else { continue }
      let palette =
        recipe == .colorMatch
        ? TonalPalette(argb: color.argb | 0xFF00_0000)
        : TonalPalette(hue: Hct(color).hue, chroma: Self.tonalSpotChroma[key] ?? 36)
      switch key {
      case "primary": palettes.primary = palette
      case "secondary": palettes.secondary = palette
      case "tertiary": palettes.tertiary = palette
      case "error": palettes.error = palette
      case "neutral": palettes.neutral = palette
      default: palettes.neutralVariant = palette
      }
    }
    return palettes
  }

  /// The Material 3 roles of `slot` generated from the core colors with `recipe` (spec 2021, as
  /// Theme Builder exports are).
  public func coreColorScheme(for slot: Material3SchemeSlot, recipe: CoreColorRecipe)
    -> Material3RoleSet
  {
    let scheme = DynamicScheme(
      sourceColor: seed, palettes: coreColorPalettes(recipe),
      variant: recipe == .colorMatch ? .content : .tonalSpot, isDark: slot.appearance == .dark,
      contrastLevel: slot.contrast.level)
    return Material3RoleSet(scheme.roles)
  }

  /// The slots the export lacks, generated from its core colors, and a note that says so; empty
  /// and `nil` when the export states all six (or none: then the seed alone is all there is).
  public func generatedSchemes() -> (
    schemes: [Material3SchemeSlot: Material3RoleSet], note: String?
  ) {
    let missing = missingSchemes
    guard !missing.isEmpty, missing.count < Material3SchemeSlot.allCases.count else {
      return ([:], nil)
    }
    let recipe = coreColorRecipe
    var generated: [Material3SchemeSlot: Material3RoleSet] = [:]
    for slot in missing { generated[slot] = coreColorScheme(for: slot, recipe: recipe) }
    // How well the recipe reproduces what the export does state, at the same contrast levels.
    var matching = 0
    var stated = 0
    for (slot, roles) in schemes {
      let made = coreColorScheme(for: slot, recipe: recipe)
      for (role, color) in roles {
        stated += 1
        if made[role]?.opaqueHexString == color.opaqueHexString { matching += 1 }
      }
    }
    let which =
      Set(missing) == [
        .lightMediumContrast, .lightHighContrast, .darkMediumContrast, .darkHighContrast,
      ]
      ? "no medium- or high-contrast schemes"
      : "no " + missing.map(\.themeBuilderKey).joined(separator: ", ") + " schemes"
    let sources = Self.coreColorKeys.compactMap { key in
      coreColors[key].map { "\(key) \($0.opaqueHexString)" }
    }
    let from =
      sources.isEmpty
      ? "the seed \(seed.opaqueHexString)"
      : "coreColors ("
        + sources.joined(separator: ", ") + ")"
    let note =
      "\(which); generated from \(from) with Theme Builder's \(recipe.rawValue) palettes "
      + "(they give \(matching) of the \(stated) colors the export states)"
    return (generated, note)
  }
}
