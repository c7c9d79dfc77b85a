/// The Material color specification a dynamic scheme follows (color-facts §1.1, §1.7).
public enum ColorSpecVersion: String, Sendable, Hashable, CaseIterable, Codable {
  /// The 2021 Material 3 spec (49 roles; the default).
  case spec2021 = "2021"
  /// The 2025 spec (Material 3 Expressive): new tones and chroma rules plus the dim roles.
  ///
  /// Only tonal spot, neutral, vibrant and expressive follow it; other variants fall back to 2021.
  case spec2025 = "2025"

  /// The version `variant` really uses when `self` is requested (`maybeFallbackSpecVersion`).
  public func effective(for variant: DynamicSchemeVariant) -> ColorSpecVersion {
    variant.supports2025Spec ? self : .spec2021
  }
}
