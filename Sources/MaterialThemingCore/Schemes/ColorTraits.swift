/// The light or dark user-interface style a color is resolved for.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
  /// Any style other than dark (iOS' light and unspecified styles).
  case light
  /// The dark user-interface style.
  case dark
}

/// The accessibility contrast setting a color is resolved for.
public enum ColorContrast: String, Sendable, Hashable, CaseIterable, Codable {
  /// The normal contrast setting.
  case normal
  /// The "Increase Contrast" accessibility setting.
  case high
}

/// The pair of traits that selects one concrete color from an adaptive color.
///
/// ```swift
/// let traits = ColorTraits(appearance: .dark, contrast: .high)
/// ```
public struct ColorTraits: Sendable, Hashable, CustomStringConvertible {
  /// Light or dark.
  public var appearance: Appearance
  /// Normal or high contrast.
  public var contrast: ColorContrast

  /// Creates traits; both default to the light, normal-contrast environment.
  public init(appearance: Appearance = .light, contrast: ColorContrast = .normal) {
    self.appearance = appearance
    self.contrast = contrast
  }

  /// Every combination, in the order light-normal, light-high, dark-normal, dark-high.
  public static let all: [ColorTraits] = Appearance.allCases.flatMap { appearance in
    ColorContrast.allCases.map { ColorTraits(appearance: appearance, contrast: $0) }
  }

  /// The light, normal-contrast environment.
  public static let standard = ColorTraits()

  /// `light`, `light-high`, `dark` or `dark-high`.
  public var description: String {
    contrast == .normal ? appearance.rawValue : "\(appearance.rawValue)-high"
  }
}
