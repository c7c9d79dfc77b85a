/// A semantic color scheme whose colors vary with appearance and contrast.
///
/// It models Material Components' dynamic colors (`Material201907`): one concrete
/// ``SemanticColorScheme`` per ``ColorTraits`` combination.
public struct AdaptiveColorScheme: Sendable, Hashable {
  /// The scheme for the light appearance, normal contrast.
  public var light: SemanticColorScheme
  /// The scheme for the light appearance, high contrast.
  public var lightHighContrast: SemanticColorScheme
  /// The scheme for the dark appearance, normal contrast.
  public var dark: SemanticColorScheme
  /// The scheme for the dark appearance, high contrast.
  public var darkHighContrast: SemanticColorScheme

  /// Creates an adaptive scheme from its four concrete schemes.
  public init(
    light: SemanticColorScheme, lightHighContrast: SemanticColorScheme,
    dark: SemanticColorScheme, darkHighContrast: SemanticColorScheme
  ) {
    self.light = light
    self.lightHighContrast = lightHighContrast
    self.dark = dark
    self.darkHighContrast = darkHighContrast
  }

  /// Creates a scheme that gives `scheme` for every appearance and contrast.
  public init(constant scheme: SemanticColorScheme) {
    self.init(light: scheme, lightHighContrast: scheme, dark: scheme, darkHighContrast: scheme)
  }

  /// Creates the adaptive scheme of a dated default.
  public init(defaults: ColorSchemeDefaults) {
    switch defaults {
    case .material201804: self.init(constant: ColorDefaults.material201804)
    case .materialDark201907: self.init(constant: ColorDefaults.materialDark201907)
    case .material201907: self = ColorDefaults.material201907
    }
  }

  /// The concrete scheme for `traits`.
  public func resolved(for traits: ColorTraits) -> SemanticColorScheme {
    self[traits]
  }

  /// The concrete scheme for `traits`, readable and writable.
  public subscript(traits: ColorTraits) -> SemanticColorScheme {
    get {
      switch (traits.appearance, traits.contrast) {
      case (.light, .normal): light
      case (.light, .high): lightHighContrast
      case (.dark, .normal): dark
      case (.dark, .high): darkHighContrast
      }
    }
    set {
      switch (traits.appearance, traits.contrast) {
      case (.light, .normal): light = newValue
      case (.light, .high): lightHighContrast = newValue
      case (.dark, .normal): dark = newValue
      case (.dark, .high): darkHighContrast = newValue
      }
    }
  }
}
