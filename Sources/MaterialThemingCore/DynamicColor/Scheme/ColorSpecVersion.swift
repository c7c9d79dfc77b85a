/// The Material color specification a dynamic scheme follows (material-color-utilities'
/// `ColorSpecs`).
public enum ColorSpecVersion: String, Sendable, Hashable, CaseIterable, Codable {
  /// The 2021 Material 3 spec (49 roles; the default).
  case spec2021 = "2021"
  /// The 2025 spec (Material 3 Expressive): new tones and chroma rules plus the dim roles.
  ///
  /// Only tonal spot, neutral, vibrant and expressive follow it; other variants fall back to 2021.
  case spec2025 = "2025"
  /// The 2026 spec of upstream Material Color Utilities: the rules of the
  /// ``DynamicSchemeVariant/cmf`` variant.
  ///
  /// Tonal spot, neutral, vibrant and expressive fall back to 2025, the others to 2021.
  case spec2026 = "2026"

  /// The version `variant` really uses when `self` is requested (upstream's silent
  /// `maybeFallbackSpecVersion`): CMF keeps the request (it is valid only with 2026, see
  /// ``DynamicScheme/init(sourceColors:variant:isDark:contrastLevel:specVersion:platform:)``);
  /// tonal spot, neutral, vibrant and expressive use 2025 for 2026; the others always use 2021.
  public func effective(for variant: DynamicSchemeVariant) -> ColorSpecVersion {
    if variant == .cmf { return self }
    guard variant.supports2025Spec else { return .spec2021 }
    return self == .spec2026 ? .spec2025 : self
  }
}

/// The device a dynamic scheme is made for (upstream's `DynamicScheme.Platform`).
///
/// The 2025 and 2026 rules give watches darker surfaces, no accent/container pairs and higher
/// contrast targets; 2021-rule schemes are the same on both.
public enum DynamicSchemePlatform: String, Sendable, Hashable, CaseIterable, Codable {
  /// Phones, tablets and desktops (the default).
  case phone
  /// Watches.
  case watch
}

/// Why a dynamic scheme cannot be built.
public enum DynamicSchemeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No source color was given.
  case noSourceColor
  /// The CMF variant was asked for with a spec other than 2026.
  case cmfRequiresSpec2026(ColorSpecVersion)

  /// A message for people.
  public var description: String {
    switch self {
    case .noSourceColor: "a dynamic scheme needs at least one source color"
    case .cmfRequiresSpec2026(let spec):
      "the cmf variant exists only in spec 2026 (spec \(spec.rawValue) was asked for); "
        + "use --spec 2026 / \"spec\": \"2026\""
    }
  }
}
