/// A resolved theme: colors for every appearance and contrast, typography, shape and
/// the component settings, with all `extends` layers applied.
///
/// ```swift
/// let theme = try ThemeLoader().load(contentsOf: "Themes/baseline.json")
/// theme.containerScheme(for: .standard).colorScheme.primary  // #6200EE
/// ```
public struct Theme: Sendable, Hashable {
  /// The display name.
  public var name: String
  /// A free-text description.
  public var description: String?
  /// The file the theme was loaded from, if any.
  public var sourceFile: String?
  /// The semantic colors for every appearance and contrast.
  public var colors: AdaptiveColorScheme
  /// The type scale.
  public var typography: TypographyScheme
  /// The shape scheme; `nil` unless a theme states one.
  public var shape: ShapeScheme?
  /// Component variant and style overrides.
  public var components: ComponentSettings
  /// The seed settings when the colors are generated from a seed (inherited through `extends`).
  public var dynamicColor: DynamicColorSettings?
  /// The Material 3 role sets the theme states (`colors.material3`), by slot; inherited through
  /// `extends` and merged role by role.
  ///
  /// See ``material3Scheme(appearance:contrast:)``.
  public var material3Roles: [Material3SchemeSlot: Material3RoleSet] = [:]
  /// The Material 3 type scale: the spec's roles in the system family unless the theme states
  /// families (`typography.fontFamily`, `typography.material3`).
  public var material3TypeScale = Material3TypeScale.material3
  /// The Material 3 shape scale (`shape.material3`).
  public var material3ShapeScale = Material3ShapeScale.material3
  /// The Material 3 state-layer opacities (`stateLayers`); the 2023 tokens unless stated.
  public var material3StateLayers = Material3StateLayers.material202309
  /// The named custom colors (`colors.custom` / `colors.extended`).
  ///
  /// Inherited through `extends` and merged by name (Unicode scalars compared). See
  /// ``customColorScheme(named:)``.
  public var customColors = CustomColorSet()
  /// The custom colors, under their former name.
  @available(*, deprecated, renamed: "customColors")
  public var extendedColors: CustomColorSet {
    get { customColors }
    set { customColors = newValue }
  }
  /// The values the theme's own file writes as design-token aliases, by JSON pointer (those of
  /// the themes it extends are not kept: their pointers name other files).
  public var tokenReferences: [JSONPointer: TokenReference] = [:]
  /// The notes of every file of the `extends` chain, base first, each as `FILE: sentence`
  /// (see ``ThemeDocument/notes``); a command prints them on standard error.
  public var notes: [String] = []

  /// A built-in theme: the colors of `defaults`, typography 201804 and no shape scheme.
  public init(builtIn defaults: ColorSchemeDefaults) {
    // A switch, not `allCases.firstIndex(of:)`: every theme load starts here.
    switch defaults {
    case .material201804: self = Self.builtInThemes[0]
    case .materialDark201907: self = Self.builtInThemes[1]
    case .material201907: self = Self.builtInThemes[2]
    }
  }

  /// Every built-in theme, in the order ``init(builtIn:)`` indexes them, built once: every
  /// theme file starts from one, and building the type scale's fonts costs more than parsing a
  /// theme.
  private static let builtInThemes = [
    ColorSchemeDefaults.material201804, .materialDark201907, .material201907,
  ].map { Theme(uncachedBuiltIn: $0) }

  private init(uncachedBuiltIn defaults: ColorSchemeDefaults) {
    name = defaults.rawValue
    colors = AdaptiveColorScheme(defaults: defaults)
    typography = TypographyScheme(defaults: .material201804)
    shape = nil
    components = ComponentSettings()
  }

  /// The Material 3 dynamic scheme for `traits`: the theme's seed settings, or — when the theme
  /// states explicit colors only — a tonal-spot scheme seeded with its primary color.
  public func dynamicScheme(for traits: ColorTraits = .standard) -> DynamicScheme {
    dynamicColor?.scheme(for: traits)
      ?? DynamicScheme(
        seed: colors[traits].primary, isDark: traits.appearance == .dark,
        contrastLevel: traits.contrast == .high ? AdaptiveColorScheme.highContrastLevel : 0)
  }

  /// The container scheme for `traits`.
  public func containerScheme(for traits: ColorTraits = .standard) -> ContainerScheme {
    ContainerScheme(colorScheme: colors[traits], typographyScheme: typography, shapeScheme: shape)
  }

  /// This theme with `document`'s overrides laid over it.
  public func applying(_ document: ThemeDocument, defaultName: String, sourceFile: String?)
    -> Theme
  {
    var theme = self
    theme.apply(document, defaultName: defaultName, sourceFile: sourceFile)
    return theme
  }

  /// Lays `document`'s overrides over this theme in place (what ``applying(_:defaultName:sourceFile:)``
  /// does, without copying the theme): sections the document leaves out are not touched.
  mutating func apply(_ document: ThemeDocument, defaultName: String, sourceFile: String?) {
    self.name = document.name ?? defaultName
    self.description = document.description
    self.sourceFile = sourceFile
    self.tokenReferences = document.tokenReferences
    for note in document.notes { self.notes.append("\(sourceFile ?? defaultName): \(note)") }
    if let dynamic = document.colors.dynamic {
      self.dynamicColor = dynamic
      self.colors = dynamic.adaptiveColorScheme
    }
    let colors = document.colors
    for (slot, roles) in colors.material3 {
      self.material3Roles[slot, default: [:]].merge(roles)
    }
    if !colors.custom.isEmpty { self.customColors.merge(colors.custom) }
    // A document that states no roles leaves the four schemes as they are: skip the copies.
    if colors.statesSchemeChanges {
      for traits in ColorTraits.all {
        var scheme = self.colors[traits]
        if !colors.material3.isEmpty, let stated = colors.material3[Material3SchemeSlot(traits)] {
          scheme.apply(material3Roles: stated)
        }
        let high = traits.contrast == .high
        let appearanceLayer = traits.appearance == .light ? colors.light : colors.dark
        for (role, color) in appearanceLayer { scheme[role] = color }
        if high {
          let contrastLayer =
            traits.appearance == .light ? colors.lightHighContrast : colors.darkHighContrast
          for (role, color) in contrastLayer { scheme[role] = color }
        }
        if let overlay = colors.elevationOverlayEnabledForDarkMode {
          scheme.elevationOverlayEnabledForDarkMode = overlay
        }
        self.colors[traits] = scheme
      }
    }
    if !document.typography.leavesSchemeUnchanged {
      self.typography = typography.applying(document.typography)
    }
    let material3Typography = document.typography.material3
    if document.typography.fontFamily != nil || !material3Typography.isEmpty {
      self.material3TypeScale = material3Typography.applied(
        to: material3TypeScale, fontFamily: document.typography.fontFamily)
    }
    for (step, corner) in document.material3Shape { self.material3ShapeScale[step] = corner }
    if !document.stateLayers.isEmpty {
      self.material3StateLayers = document.stateLayers.applied(to: material3StateLayers)
    }
    switch document.shape {
    case nil: break
    case .noScheme: self.shape = nil
    case .defaults(let defaults): self.shape = ShapeScheme(defaults: defaults)
    case .custom(let small, let medium, let large):
      var scheme = shape ?? ShapeScheme(defaults: .material201809)
      if let small { scheme.smallComponentShape = small }
      if let medium { scheme.mediumComponentShape = medium }
      if let large { scheme.largeComponentShape = large }
      self.shape = scheme
    }
    // In place: merging settings that state nothing changes nothing.
    self.components.merge(document.components)
  }
}

extension ColorOverrides {
  /// Whether laying these overrides over a theme changes any of its four semantic schemes.
  fileprivate var statesSchemeChanges: Bool {
    !light.isEmpty || !dark.isEmpty || !lightHighContrast.isEmpty || !darkHighContrast.isEmpty
      || !material3.isEmpty || elevationOverlayEnabledForDarkMode != nil
  }
}

extension TypographyOverrides {
  /// Whether the overrides leave the Material Components type scale as it is (the Material 3
  /// scale, `material3`, is laid over the theme's own).
  fileprivate var leavesSchemeUnchanged: Bool {
    defaults == nil && fontFamily == nil && styles.isEmpty
      && useCurrentContentSizeCategoryWhenApplied == nil
  }
}

extension TypographyScheme {
  /// Every dated type scale, in the order ``applying(_:)`` indexes them, built once: a theme
  /// that names one would otherwise build thirteen fonts on every load.
  fileprivate static let cachedDefaults = [
    TypographySchemeDefaults.material201804, .material201902,
  ].map { TypographyScheme(defaults: $0) }

  /// This scheme with `overrides` applied: dated default first, then family, then styles.
  func applying(_ overrides: TypographyOverrides) -> TypographyScheme {
    var scheme = self
    if let defaults = overrides.defaults {
      let hint = scheme.useCurrentContentSizeCategoryWhenApplied
      switch defaults {
      case .material201804: scheme = Self.cachedDefaults[0]
      case .material201902: scheme = Self.cachedDefaults[1]
      }
      scheme.useCurrentContentSizeCategoryWhenApplied = hint
    }
    if let family = overrides.fontFamily {
      scheme.setFamily(family)
    }
    for (style, change) in overrides.styles { scheme[style] = change.applied(to: scheme[style]) }
    if let hint = overrides.useCurrentContentSizeCategoryWhenApplied {
      scheme.useCurrentContentSizeCategoryWhenApplied = hint
    }
    return scheme
  }
}
