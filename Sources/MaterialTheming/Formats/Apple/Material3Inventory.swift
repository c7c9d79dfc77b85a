/// The Material 3 system an Apple output states about a resolved theme, gathered once: every
/// color role of the theme's spec with its four Apple variants, the type scale, the shape scale
/// and the state-layer opacities.
///
/// The colors are ``Theme/material3Scheme(appearance:contrast:)`` — what `resolve` prints under
/// `material3` — with Apple's increased contrast shown as ``increasedContrast``.
package struct Material3Inventory: Sendable {
  /// The Material 3 level Apple's increased contrast shows.
  package var increasedContrast: Material3IncreasedContrast
  /// Every role of the spec, in the spec's order; values in ``ColorTraits/all`` order (light,
  /// light increased contrast, dark, dark increased contrast).
  package var colors: [ThemeInventory.ColorEntry] = []
  /// The fifteen type roles.
  package var typeScale: Material3TypeScale
  /// The corner steps.
  package var shapeScale: Material3ShapeScale
  /// The state-layer opacities.
  package var stateLayers: Material3StateLayers

  /// Gathers the Material 3 system of `theme`.
  package init(theme: Theme, increasedContrast: Material3IncreasedContrast = .high) {
    self.increasedContrast = increasedContrast
    typeScale = theme.material3TypeScale
    shapeScale = theme.material3ShapeScale
    stateLayers = theme.material3StateLayers
    let schemes = Self.slots(increasedContrast).map {
      theme.material3Scheme(appearance: $0.appearance, contrast: $0.contrast)
    }
    // Every slot holds the same roles: those of the theme's spec.
    for (role, _) in schemes[0] {
      colors.append(
        ThemeInventory.ColorEntry(
          name: role.rawValue, origin: "material3.colorScheme.\(role.rawValue)",
          values: schemes.map { $0[role] ?? .clear }))
    }
  }

  /// The Material 3 slots of ``ColorTraits/all``, increased contrast shown as `increased`.
  package static func slots(_ increased: Material3IncreasedContrast) -> [Material3SchemeSlot] {
    ColorTraits.all.map {
      Material3SchemeSlot(
        appearance: $0.appearance, contrast: increased.contrast(for: $0.contrast))
    }
  }
}
