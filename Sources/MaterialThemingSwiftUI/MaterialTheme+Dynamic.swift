import MaterialThemingCore

nonisolated extension MaterialTheme {
  /// A theme generated on the device from a seed color: every Material 3 role of the dynamic
  /// scheme of `seed` for light and dark at `contrastLevel` and — for Increase Contrast — at
  /// `max(contrastLevel, increasedContrastLevel)`, the Material Components roles mapped from
  /// the same schemes, the Material 3 navigation bar and the themed bottom drawer.
  ///
  /// ```swift
  /// let theme = MaterialTheme(seed: .init(rgb: 0x6750A4), variant: .vibrant)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The display name.
  ///   - seed: The source color (alpha ignored).
  ///   - variant: The palette recipe.
  ///   - contrastLevel: The contrast level at normal contrast, −1...1.
  ///   - increasedContrastLevel: The level the system's Increase Contrast setting maps to
  ///     (1 is Material's high contrast, 0.5 its medium contrast).
  ///   - specVersion: The Material color spec to follow.
  ///   - typography: The type scale.
  ///   - shapes: The shape scale.
  ///   - stateLayers: The state-layer opacities.
  public init(
    name: String = "Dynamic", seed: MaterialThemingCore.Color,
    variant: DynamicSchemeVariant = .tonalSpot, contrastLevel: Double = 0,
    increasedContrastLevel: Double = AdaptiveColorScheme.highContrastLevel,
    specVersion: ColorSpecVersion = .spec2021, typography: Material3TypeScale = .material3,
    shapes: Material3ShapeScale = .material3, stateLayers: Material3StateLayers = .material202309
  ) {
    let schemes = ColorTraits.all.map { traits in
      DynamicScheme(
        seed: seed, variant: variant, isDark: traits.appearance == .dark,
        contrastLevel: traits.contrast == .high
          ? max(contrastLevel, increasedContrastLevel) : contrastLevel,
        specVersion: specVersion)
    }
    self.init(name: name, schemes: schemes)
    self.typography = typography
    self.shapes = shapes
    self.stateLayers = stateLayers
  }

  /// A theme generated on the device from an image's pixels (`0xAARRGGBB`, for example from
  /// `pixels(of:maxDimension:)` on Apple platforms): the best-ranked source color of the image
  /// (`ImageSeeds`) seeds
  /// ``init(name:seed:variant:contrastLevel:increasedContrastLevel:specVersion:typography:shapes:stateLayers:)``.
  ///
  /// An image without a usable color (transparent, or empty) falls back to Material's default
  /// source color, as upstream does.
  ///
  /// ```swift
  /// let theme = MaterialTheme(name: "Photo", imagePixels: pixels)
  /// ```
  public init(
    name: String = "Dynamic", imagePixels pixels: [UInt32],
    variant: DynamicSchemeVariant = .tonalSpot, contrastLevel: Double = 0,
    increasedContrastLevel: Double = AdaptiveColorScheme.highContrastLevel,
    specVersion: ColorSpecVersion = .spec2021
  ) {
    let seeds = ImageSeeds.extract(from: pixels)
    self.init(
      name: name, seed: MaterialThemingCore.Color(argb: seeds.first ?? Score.defaultFallback),
      variant: variant, contrastLevel: contrastLevel,
      increasedContrastLevel: increasedContrastLevel, specVersion: specVersion)
  }

  /// A theme from four generated schemes in `ColorTraits.all` order:
  /// their roles, the Material Components roles mapped from them, the Material 3 navigation
  /// bar and the themed drawer; the Material 3 scales at their defaults.
  package init(name: String, schemes: [DynamicScheme]) {
    let roleSets = schemes.map { Material3RoleSet($0.roles) }
    let semantic = schemes.map { SemanticColorScheme(dynamicScheme: $0) }
    let typography = TypographyScheme(defaults: .material201902)
    let drawers = zip(ColorTraits.all, semantic).map { traits, scheme in
      BottomDrawerStyle.themed(
        with: ContainerScheme(colorScheme: scheme), appearance: traits.appearance)
    }
    self.init(
      name: name,
      colors: Colors(roleSets: roleSets, materialComponents: semantic),
      bottomNavigation: BottomNavigation(
        styles: roleSets.map { BottomNavigationStyle.material3(roles: $0, typography: typography) }
      ),
      bottomDrawer: BottomDrawer(styles: drawers))
  }

  /// Material's baseline theme (seed #6750A4, tonal spot): the environment's default.
  public static let baseline = MaterialTheme(
    name: "Baseline", seed: MaterialThemingCore.Color(rgb: 0x6750A4))
}

nonisolated extension MaterialTheme.Colors {
  /// The colors from the role sets and Material Components schemes of
  /// `ColorTraits.all`: a Material 3 role is kept when every set holds it.
  package init(roleSets: [Material3RoleSet], materialComponents: [SemanticColorScheme]) {
    var material3: [DynamicColorRole: ThemeColor] = [:]
    for role in DynamicColorRole.allCases {
      let values = roleSets.compactMap { $0[role] }
      if values.count == roleSets.count { material3[role] = ThemeColor(values) }
    }
    var components: [ColorRole: ThemeColor] = [:]
    for role in ColorRole.allCases {
      components[role] = ThemeColor(materialComponents.map { $0[role] })
    }
    self.init(material3: material3, materialComponents: components)
  }
}
