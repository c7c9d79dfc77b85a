/// A recipe that turns a seed color into the palettes of a dynamic scheme
/// (material-color-utilities' `Variant`).
public enum DynamicSchemeVariant: String, Sendable, Hashable, CaseIterable, Codable {
  /// Calm, low chroma accents around the seed hue (the Material default).
  case tonalSpot = "tonal-spot"
  /// The seed color itself as primary container; tertiary from temperature theory (analogous).
  case content
  /// Like content, with the temperature complement as tertiary.
  case fidelity
  /// Maximum-chroma primary.
  case vibrant
  /// Playful: primary hue rotated away from the seed.
  case expressive
  /// Nearly grayscale.
  case neutral
  /// Pure grayscale.
  case monochrome
  /// Chromatic accents with grayscale neutrals.
  case rainbow
  /// Playful, hue-shifted primary and secondary.
  case fruitSalad = "fruit-salad"
  /// Two source colors: the first drives primary, secondary and the neutrals, the second (or the
  /// first when there is one) drives tertiary.
  ///
  /// Exists only in spec 2026 (upstream `SchemeCmf`).
  case cmf

  /// Whether the variant has 2025-spec rules (tonal spot, neutral, vibrant, expressive).
  public var supports2025Spec: Bool {
    switch self {
    case .tonalSpot, .neutral, .vibrant, .expressive: true
    case .content, .fidelity, .monochrome, .rainbow, .fruitSalad, .cmf: false
    }
  }
}
