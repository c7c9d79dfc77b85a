/// A theme file as its author wrote it: a base to extend and the overrides laid over it.
///
/// Decoding checks types and values; ``ThemeLoader`` follows `extends` and ``Theme``
/// resolves the layers into concrete schemes.
public struct ThemeDocument: Sendable, Hashable {
  /// The display name; defaults to the file name without extension.
  public var name: String?
  /// A free-text description.
  public var description: String?
  /// What this theme builds on; `nil` means the Material 2018 baseline.
  public var extends: ThemeBase?
  /// Color overrides.
  public var colors: ColorOverrides
  /// Typography overrides.
  public var typography: TypographyOverrides
  /// The shape setting, when the theme states one.
  public var shape: ShapeSetting?
  /// Per-component settings.
  public var components: ComponentSettings

  /// Creates an empty document: extends the baseline and overrides nothing.
  public init() {
    colors = ColorOverrides()
    typography = TypographyOverrides()
    components = ComponentSettings()
  }
}

/// The base a theme extends: a dated built-in default or another theme file.
public enum ThemeBase: Sendable, Hashable {
  /// A built-in color default (typography 201804, no shape scheme, as `MDCContainerScheme`).
  case builtIn(ColorSchemeDefaults)
  /// Another theme file, by path relative to this one; `position` locates the `extends` value.
  case file(path: String, position: SourcePosition?)
}

/// A color given in a theme: a literal, or a role of the scheme (optionally with alpha replaced).
public enum ColorValue: Sendable, Hashable {
  /// A literal color.
  case literal(Color)
  /// The scheme's color for `role`, with its alpha replaced by `alpha` when given.
  case role(ColorRole, alpha: Double?)

  /// The concrete color against `scheme`.
  public func resolved(in scheme: SemanticColorScheme) -> Color {
    switch self {
    case .literal(let color): color
    case .role(let role, let alpha): alpha.map { scheme[role].withAlpha($0) } ?? scheme[role]
    }
  }
}

/// A color scheme generated from one seed color, as Material Color Utilities does.
public struct DynamicColorSettings: Sendable, Hashable {
  /// The seed (source) color.
  public var seed: Color
  /// The scheme variant; tonal spot by default.
  public var variant: DynamicSchemeVariant
  /// The contrast level of the normal-contrast schemes, −1…1; high contrast uses at least 1.
  public var contrastLevel: Double
  /// The spec version; 2021 by default.
  public var specVersion: ColorSpecVersion

  /// Creates settings.
  public init(
    seed: Color, variant: DynamicSchemeVariant = .tonalSpot, contrastLevel: Double = 0,
    specVersion: ColorSpecVersion = .spec2021
  ) {
    self.seed = seed
    self.variant = variant
    self.contrastLevel = contrastLevel
    self.specVersion = specVersion
  }

  /// The contrast level used for `contrast`: the stated level, or at least 1 for high contrast.
  public func contrastLevel(for contrast: ColorContrast) -> Double {
    contrast == .high ? max(contrastLevel, AdaptiveColorScheme.highContrastLevel) : contrastLevel
  }

  /// The dynamic scheme for `traits`.
  public func scheme(for traits: ColorTraits) -> DynamicScheme {
    DynamicScheme(
      seed: seed, variant: variant, isDark: traits.appearance == .dark,
      contrastLevel: contrastLevel(for: traits.contrast), specVersion: specVersion)
  }

  /// The ten semantic roles for every appearance and contrast.
  public var adaptiveColorScheme: AdaptiveColorScheme {
    AdaptiveColorScheme(
      seed: seed, variant: variant, contrastLevel: contrastLevel, specVersion: specVersion)
  }
}

/// Role overrides per appearance and contrast, plus the overlay switch.
public struct ColorOverrides: Sendable, Hashable {
  /// A seed-generated base for every appearance and contrast, laid under the explicit roles.
  public var dynamic: DynamicColorSettings?
  /// Roles for the light appearance (both contrasts).
  public var light: [ColorRole: Color] = [:]
  /// Roles for the dark appearance (both contrasts).
  public var dark: [ColorRole: Color] = [:]
  /// Roles for light, high contrast; laid over ``light``.
  public var lightHighContrast: [ColorRole: Color] = [:]
  /// Roles for dark, high contrast; laid over ``dark``.
  public var darkHighContrast: [ColorRole: Color] = [:]
  /// The dark-mode elevation overlay switch, when stated.
  public var elevationOverlayEnabledForDarkMode: Bool?
  /// Material 3 role sets by slot (`colors.material3`); the standard and high slots also feed the
  /// semantic roles of the matching appearance and contrast, beneath the explicit roles above.
  public var material3: [Material3SchemeSlot: [DynamicColorRole: Color]] = [:]
  /// Named custom colors (`colors.custom` and `colors.extended`).
  public var extended = ExtendedColorSet()

  /// Creates empty overrides.
  public init() {}

  /// The layers that apply to `traits`, lowest first.
  func layers(for traits: ColorTraits) -> [[ColorRole: Color]] {
    switch (traits.appearance, traits.contrast) {
    case (.light, .normal): [light]
    case (.light, .high): [light, lightHighContrast]
    case (.dark, .normal): [dark]
    case (.dark, .high): [dark, darkHighContrast]
    }
  }
}

/// Typography overrides: a dated default, a family for every style, and per-style changes.
public struct TypographyOverrides: Sendable, Hashable {
  /// Replace the inherited type scale with a dated default.
  public var defaults: TypographySchemeDefaults?
  /// A family applied to every style (before per-style overrides).
  public var fontFamily: String?
  /// The content-size hint, when stated.
  public var useCurrentContentSizeCategoryWhenApplied: Bool?
  /// Per-style overrides.
  public var styles: [TextStyle: FontOverride] = [:]

  /// Creates empty overrides.
  public init() {}
}

/// Changes to one font; `nil` keeps the inherited value.
public struct FontOverride: Sendable, Hashable {
  /// The family.
  public var family: String?
  /// The point size.
  public var size: Double?
  /// The weight.
  public var weight: FontWeight?
  /// The tracking in points.
  public var letterSpacing: Double?

  /// Creates an override.
  public init(
    family: String? = nil, size: Double? = nil, weight: FontWeight? = nil,
    letterSpacing: Double? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.letterSpacing = letterSpacing
  }

  /// `font` with the stated changes.
  public func applied(to font: Font) -> Font {
    var result = font
    if let family { result.family = family }
    if let size { result.size = size }
    if let weight { result.weight = weight }
    if let letterSpacing { result.letterSpacing = letterSpacing }
    return result
  }
}

/// The shape a theme states: none, a dated default, or custom categories over a base.
public enum ShapeSetting: Sendable, Hashable {
  /// No shape scheme (`null`), as `MDCContainerScheme` by default.
  case noScheme
  /// A dated default.
  case defaults(ShapeSchemeDefaults)
  /// Categories laid over the inherited scheme (or over 201809 when none is inherited).
  case custom(small: ShapeCategory?, medium: ShapeCategory?, large: ShapeCategory?)
}
