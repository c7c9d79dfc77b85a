/// The three contrast levels of a Material 3 color set, as Material Theme Builder exports them.
public enum Material3Contrast: String, Sendable, Hashable, CaseIterable, Codable {
  /// Standard contrast (contrast level 0).
  case standard
  /// Medium contrast (contrast level 0.5).
  case medium
  /// High contrast (contrast level 1).
  case high

  /// The contrast level of Material 3 medium contrast: 0.5 (as Theme Builder exports use it: the
  /// `*-medium-contrast` schemes are contrast 0.5).
  public static let mediumContrastLevel = 0.5

  /// The Material Color Utilities contrast level: 0, 0.5 or 1 (as in Theme Builder exports).
  public var level: Double {
    switch self {
    case .standard: 0
    case .medium: Self.mediumContrastLevel
    case .high: AdaptiveColorScheme.highContrastLevel
    }
  }

  /// The Material 3 contrast that matches an MDC contrast setting: normal → standard, high → high.
  public init(_ contrast: ColorContrast) {
    self = contrast == .high ? .high : .standard
  }
}
