/// One of the six Material 3 color sets of a theme: an appearance at a contrast level.
///
/// The raw value is the key in a theme file's `colors.material3` object; ``themeBuilderKey``
/// is the key in a Material Theme Builder export's `schemes` object.
public enum Material3SchemeSlot: String, Sendable, Hashable, CaseIterable, Codable {
  /// Light, standard contrast.
  case light
  /// Light, medium contrast.
  case lightMediumContrast
  /// Light, high contrast.
  case lightHighContrast
  /// Dark, standard contrast.
  case dark
  /// Dark, medium contrast.
  case darkMediumContrast
  /// Dark, high contrast.
  case darkHighContrast

  /// The slot of `appearance` at `contrast`.
  public init(appearance: Appearance, contrast: Material3Contrast) {
    switch (appearance, contrast) {
    case (.light, .standard): self = .light
    case (.light, .medium): self = .lightMediumContrast
    case (.light, .high): self = .lightHighContrast
    case (.dark, .standard): self = .dark
    case (.dark, .medium): self = .darkMediumContrast
    case (.dark, .high): self = .darkHighContrast
    }
  }

  /// The slot whose colors feed the MDC scheme of `traits` (normal → standard, high → high).
  public init(_ traits: ColorTraits) {
    self.init(appearance: traits.appearance, contrast: Material3Contrast(traits.contrast))
  }

  /// Light or dark.
  public var appearance: Appearance {
    switch self {
    case .light, .lightMediumContrast, .lightHighContrast: .light
    case .dark, .darkMediumContrast, .darkHighContrast: .dark
    }
  }

  /// Standard, medium or high.
  public var contrast: Material3Contrast {
    switch self {
    case .light, .dark: .standard
    case .lightMediumContrast, .darkMediumContrast: .medium
    case .lightHighContrast, .darkHighContrast: .high
    }
  }

  /// Hashes the case, not its raw value (consistent with `==`): `Theme.apply` looks slots up
  /// four times on every theme load.
  public func hash(into hasher: inout Hasher) {
    let ordinal: Int
    switch self {
    case .light: ordinal = 0
    case .lightMediumContrast: ordinal = 1
    case .lightHighContrast: ordinal = 2
    case .dark: ordinal = 3
    case .darkMediumContrast: ordinal = 4
    case .darkHighContrast: ordinal = 5
    }
    hasher.combine(ordinal)
  }

  /// The key of the slot in a Theme Builder export (`light-medium-contrast`, …).
  public var themeBuilderKey: String {
    switch self {
    case .light: "light"
    case .lightMediumContrast: "light-medium-contrast"
    case .lightHighContrast: "light-high-contrast"
    case .dark: "dark"
    case .darkMediumContrast: "dark-medium-contrast"
    case .darkHighContrast: "dark-high-contrast"
    }
  }

  /// The slot a Theme Builder export key names, or `nil`.
  public init?(themeBuilderKey: String) {
    guard let slot = Self.allCases.first(where: { $0.themeBuilderKey == themeBuilderKey })
    else { return nil }
    self = slot
  }
}
