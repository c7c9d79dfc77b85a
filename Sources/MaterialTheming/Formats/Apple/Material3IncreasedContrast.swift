/// The Material 3 contrast level an Apple output shows when the system asks for increased
/// contrast (`accessibilityContrast == .high` in UIKit, the high-contrast appearances in AppKit,
/// the `contrast/high` slots of an asset catalog): `material-theme apply|export|build
/// --contrast-high medium|high`.
///
/// Apple has two contrast settings and Material 3 three levels, so the standard level stands for
/// Apple's normal contrast and one of the other two for increased contrast. The default is
/// ``high``: what the MDC roles of the same outputs, CSS's `prefers-contrast: more` and
/// `resolve` show for high contrast.
///
/// ```swift
/// let uikit = SwiftWriter(
///   theme: theme, identifier: "ocean", sourceName: "ocean.json", style: .uikit,
///   increasedContrast: .medium)
/// ```
public enum Material3IncreasedContrast: String, Sendable, Hashable, CaseIterable {
  /// Material 3 medium contrast (contrast level 0.5).
  case medium
  /// Material 3 high contrast (contrast level 1), the default.
  case high

  /// The Material 3 contrast level.
  public var contrast: Material3Contrast {
    switch self {
    case .medium: .medium
    case .high: .high
    }
  }

  /// The Material 3 contrast shown for an Apple contrast setting: standard for normal, this
  /// level for high.
  public func contrast(for contrast: ColorContrast) -> Material3Contrast {
    contrast == .high ? self.contrast : .standard
  }
}
