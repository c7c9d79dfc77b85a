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
  /// The design-token files the theme lists (`tokens`), whose tokens its values may reference.
  public var tokenFiles: [TokenFileReference] = []
  /// The values written as token aliases, by their JSON pointer in the theme file.
  public var tokenReferences: [JSONPointer: TokenReference] = [:]
  /// What reading the file filled in that the user should know, one sentence each (for a
  /// light/dark-only Theme Builder export: that its contrast schemes were generated).
  public var notes: [String] = []
  /// Color overrides.
  public var colors: ColorOverrides
  /// Typography overrides.
  public var typography: TypographyOverrides
  /// The shape setting, when the theme states one.
  public var shape: ShapeSetting?
  /// The Material 3 corner sizes the theme states (`shape.material3`), by step.
  ///
  /// They are laid over the inherited shape scale, independently of ``shape``: a `shape` object
  /// whose only key is `material3` leaves the Material Components shape scheme as it is.
  public var material3Shape: [Material3ShapeRole: Material3CornerSize] = [:]
  /// The state-layer opacities the theme states (`stateLayers`).
  public var stateLayers = Material3StateLayerOverrides()
  /// Per-component settings.
  public var components: ComponentSettings

  /// Creates an empty document: extends the baseline and overrides nothing.
  public init() {
    colors = ColorOverrides()
    typography = TypographyOverrides()
    components = ComponentSettings()
  }
}

/// A seed taken from an image: `"colors": {"seed": {"image": "brand.png"}}`.
///
/// The loader decodes the image (PNG or JPEG), ranks its colors with upstream's
/// `sourceColorFromImage` pipeline (``ImageSeeds``) and uses the best one as the seed.
public struct SeedImage: Sendable, Hashable {
  /// The path as written, relative to the theme file.
  public var path: String
  /// Where the `image` value is in the theme file.
  public var position: SourcePosition?
  /// The image's path as opened (joined to the theme's directory), once the loader has read it.
  public var resolvedPath: String?
  /// The ranked source colors found in the image, best first, once the loader has read it.
  public var seeds: [Color]

  /// Creates a reference to an image not read yet.
  public init(path: String, position: SourcePosition?) {
    self.path = path
    self.position = position
    self.resolvedPath = nil
    self.seeds = []
  }
}

/// The base a theme extends: a dated built-in default or another theme file.
public enum ThemeBase: Sendable, Hashable {
  /// A built-in color default (typography 201804, no shape scheme, as `MDCContainerScheme`).
  case builtIn(ColorSchemeDefaults)
  /// Another theme file, by path relative to this one; `position` locates the `extends` value.
  case file(path: String, position: SourcePosition?)
}

/// A color scheme generated from a seed color (or several), as Material Color Utilities does.
public struct DynamicColorSettings: Sendable, Hashable {
  /// The seed (first source) color.
  public var seed: Color
  /// Further source colors (a theme's `seed` list after its first entry); the CMF variant takes
  /// its tertiary from the first of them, the other variants ignore them.
  public var additionalSeeds: [Color]
  /// The scheme variant; tonal spot by default.
  public var variant: DynamicSchemeVariant
  /// The contrast level of the normal-contrast schemes, −1…1; high contrast uses at least 1.
  public var contrastLevel: Double
  /// The spec version; 2021 by default (CMF always uses 2026).
  public var specVersion: ColorSpecVersion
  /// The device; phone by default.
  public var platform: DynamicSchemePlatform
  /// Where ``seed`` came from when the theme names an image (`"seed": {"image": "brand.png"}`);
  /// `nil` for a literal seed.
  public var seedImage: SeedImage?

  /// Creates settings.
  public init(
    seed: Color, additionalSeeds: [Color] = [], variant: DynamicSchemeVariant = .tonalSpot,
    contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021,
    platform: DynamicSchemePlatform = .phone
  ) {
    self.seed = seed
    self.additionalSeeds = additionalSeeds
    self.variant = variant
    self.contrastLevel = contrastLevel
    self.specVersion = specVersion
    self.platform = platform
  }

  /// Every source color, the seed first.
  public var sourceColors: [Color] { [seed] + additionalSeeds }

  /// The contrast level used for `contrast`: the stated level, or at least 1 for high contrast.
  public func contrastLevel(for contrast: ColorContrast) -> Double {
    contrast == .high ? max(contrastLevel, AdaptiveColorScheme.highContrastLevel) : contrastLevel
  }

  /// The dynamic scheme for `traits`.
  public func scheme(for traits: ColorTraits) -> DynamicScheme {
    scheme(isDark: traits.appearance == .dark, contrastLevel: contrastLevel(for: traits.contrast))
  }

  /// The dynamic scheme for an appearance and an exact contrast level.
  public func scheme(isDark: Bool, contrastLevel level: Double) -> DynamicScheme {
    DynamicScheme(
      seed: seed, additionalSeeds: additionalSeeds, variant: variant, isDark: isDark,
      contrastLevel: level, specVersion: specVersion, platform: platform)
  }

  /// The dynamic scheme for an appearance and an exact contrast level, solving `roles` up front
  /// (every role when `nil`) and the others when asked for.
  func scheme(isDark: Bool, contrastLevel level: Double, computing roles: [DynamicColorRole]?)
    -> DynamicScheme
  {
    guard let roles else { return scheme(isDark: isDark, contrastLevel: level) }
    return DynamicScheme(
      seed: seed, additionalSeeds: additionalSeeds, variant: variant, isDark: isDark,
      contrastLevel: level, specVersion: specVersion, platform: platform, computing: roles)
  }

  /// The ten semantic roles for every appearance and contrast.
  public var adaptiveColorScheme: AdaptiveColorScheme {
    AdaptiveColorScheme(
      seed: seed, additionalSeeds: additionalSeeds, variant: variant,
      contrastLevel: contrastLevel, specVersion: specVersion, platform: platform)
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
  public var material3: [Material3SchemeSlot: Material3RoleSet] = [:]
  /// Named custom colors (`colors.custom` and `colors.extended`).
  public var custom = CustomColorSet()
  /// The custom colors, under their former name.
  @available(*, deprecated, renamed: "custom")
  public var extended: CustomColorSet {
    get { custom }
    set { custom = newValue }
  }

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
  /// The Material 3 type scale (`typography.material3`); ``fontFamily`` applies to its roles
  /// too, beneath its brand and plain families.
  public var material3 = Material3TypographyOverrides()

  /// Creates empty overrides.
  public init() {}
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
