/// Opacities of the placeholder content the preview draws around the components.
enum PreviewPalette {
  /// Placeholder primary text: 0.87, Material's high-emphasis text opacity.
  static let placeholderTextAlpha = 0.87
  /// Placeholder secondary text: 0.38, Material's disabled/hint text opacity, so it reads lighter.
  static let placeholderSecondaryAlpha = 0.38
}
