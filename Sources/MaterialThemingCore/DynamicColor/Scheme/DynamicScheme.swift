/// A complete Material 3 color scheme generated from one seed color
/// (Material Color Utilities' `DynamicScheme`).
///
/// Every role is computed once, when the scheme is created.
/// ```swift
/// let scheme = DynamicScheme(seed: try Color(hex: "#6750A4"))
/// scheme.color(for: .primary)?.hexString   // "#65558FFF"
/// ```
public struct DynamicScheme: Sendable, Hashable {
  /// The seed color (opaque; the first source color).
  public let seed: Hct
  /// Every source color, the seed first (the CMF variant takes its tertiary from the second).
  public let sourceColors: [Hct]
  /// The palette recipe.
  public let variant: DynamicSchemeVariant
  /// Whether the scheme is for the dark appearance.
  public let isDark: Bool
  /// The contrast level in −1...1 (−1 reduced, 0 standard, 0.5 medium, 1 high).
  public let contrastLevel: Double
  /// The spec version that was asked for.
  public let requestedSpecVersion: ColorSpecVersion
  /// The spec version in effect (``ColorSpecVersion/effective(for:)``): 2026 becomes 2025 for
  /// tonal spot, neutral, vibrant and expressive; content, fidelity, monochrome, rainbow and fruit
  /// salad always use 2021; CMF keeps 2026.
  public let specVersion: ColorSpecVersion
  /// The device the scheme is for (2025 and 2026 rules only; 2021 ignores it).
  public let platform: DynamicSchemePlatform
  /// The six palettes the roles are drawn from.
  public let palettes: SchemePalettes
  /// ARGB of every role in ``DynamicColorRole/allCases`` order; 0 for roles the spec lacks and,
  /// in a scheme made with ``init(seed:additionalSeeds:variant:isDark:contrastLevel:specVersion:platform:computing:)``,
  /// for roles computed on demand (a role's color is always opaque, so 0 is never a color).
  private let colors: [UInt32]

  /// The contrast range accepted; values outside are clamped.
  public static let contrastRange = -1.0...1.0

  /// Generates the scheme of `seed` (its alpha is ignored).
  ///
  /// - Parameters:
  ///   - seed: The source color.
  ///   - additionalSeeds: Further source colors (default none); CMF takes its tertiary from the
  ///     first of them, the other variants ignore them.
  ///   - variant: The palette recipe (default tonal spot). ``DynamicSchemeVariant/cmf`` always
  ///     follows spec 2026 here; use ``init(sourceColors:variant:isDark:contrastLevel:specVersion:platform:)``
  ///     for upstream's strict check (CMF with another spec is an error).
  ///   - isDark: Dark appearance (default light).
  ///   - contrastLevel: −1...1 (default 0); clamped.
  ///   - specVersion: The spec to follow (default 2021); see ``specVersion`` for the fallback.
  ///   - platform: The device (default phone).
  public init(
    seed: Color, additionalSeeds: [Color] = [], variant: DynamicSchemeVariant = .tonalSpot,
    isDark: Bool = false, contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021,
    platform: DynamicSchemePlatform = .phone
  ) {
    self.init(
      sources: ([seed] + additionalSeeds).map { Hct(argb: $0.argb | 0xFF00_0000) },
      variant: variant, isDark: isDark, contrastLevel: contrastLevel,
      specVersion: variant == .cmf ? .spec2026 : specVersion, platform: platform)
  }

  /// Generates the scheme of a `0xAARRGGBB` seed (alpha ignored).
  public init(
    seedARGB: UInt32, variant: DynamicSchemeVariant = .tonalSpot, isDark: Bool = false,
    contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021,
    platform: DynamicSchemePlatform = .phone
  ) {
    self.init(
      sources: [Hct(argb: seedARGB | 0xFF00_0000)], variant: variant, isDark: isDark,
      contrastLevel: contrastLevel, specVersion: variant == .cmf ? .spec2026 : specVersion,
      platform: platform)
  }

  /// Generates the scheme of one or more source colors (alpha ignored), as upstream's scheme
  /// classes do: every variant but CMF reads the first color only; CMF takes its tertiary
  /// palette and tones from the second.
  ///
  /// - Throws: ``DynamicSchemeError/noSourceColor`` for an empty list;
  ///   ``DynamicSchemeError/cmfRequiresSpec2026(_:)`` for CMF with a spec other than 2026.
  public init(
    sourceColors: [Color], variant: DynamicSchemeVariant = .tonalSpot, isDark: Bool = false,
    contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021,
    platform: DynamicSchemePlatform = .phone
  ) throws(DynamicSchemeError) {
    guard !sourceColors.isEmpty else { throw .noSourceColor }
    if variant == .cmf && specVersion != .spec2026 { throw .cmfRequiresSpec2026(specVersion) }
    self.init(
      sources: sourceColors.map { Hct(argb: $0.argb | 0xFF00_0000) }, variant: variant,
      isDark: isDark, contrastLevel: contrastLevel, specVersion: specVersion, platform: platform)
  }

  /// Generates the scheme of `sourceColor` (alpha ignored) over explicit palettes, as upstream's
  /// `DynamicScheme` constructor with palettes does: the variant's role rules with palettes from
  /// elsewhere (for example one `TonalPalette` per core color of a Material Theme Builder export).
  ///
  /// ```swift
  /// var palettes = SchemePalettes(sourceColor: try Color(hex: "#6750A4"))
  /// palettes.secondary = TonalPalette(hue: 160, chroma: 36)
  /// let scheme = DynamicScheme(sourceColor: try Color(hex: "#6750A4"), palettes: palettes)
  /// ```
  public init(
    sourceColor: Color, palettes: SchemePalettes, variant: DynamicSchemeVariant = .tonalSpot,
    isDark: Bool = false, contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021,
    platform: DynamicSchemePlatform = .phone
  ) {
    self.init(
      sources: [Hct(argb: sourceColor.argb | 0xFF00_0000)], variant: variant, isDark: isDark,
      contrastLevel: min(
        max(contrastLevel, Self.contrastRange.lowerBound), Self.contrastRange.upperBound),
      requestedSpecVersion: variant == .cmf ? .spec2026 : specVersion, platform: platform,
      palettes: palettes)
  }

  /// Generates a scheme that solves only `roles` up front; the others are solved when asked for.
  ///
  /// Every accessor returns what the full scheme returns; a caller that reads a few roles (a
  /// component style) skips solving the rest. Equality compares the roles solved up front, so
  /// compare full schemes only.
  package init(
    seed: Color, additionalSeeds: [Color] = [], variant: DynamicSchemeVariant = .tonalSpot,
    isDark: Bool = false, contrastLevel: Double = 0, specVersion: ColorSpecVersion = .spec2021,
    platform: DynamicSchemePlatform = .phone, computing roles: [DynamicColorRole]
  ) {
    self.init(
      sources: ([seed] + additionalSeeds).map { Hct(argb: $0.argb | 0xFF00_0000) },
      variant: variant, isDark: isDark, contrastLevel: contrastLevel,
      specVersion: variant == .cmf ? .spec2026 : specVersion, platform: platform,
      computing: roles)
  }

  /// Generates the scheme of non-empty opaque `sources`, computing its palettes.
  private init(
    sources: [Hct], variant: DynamicSchemeVariant, isDark: Bool, contrastLevel: Double,
    specVersion: ColorSpecVersion, platform: DynamicSchemePlatform,
    computing roles: [DynamicColorRole]? = nil
  ) {
    let level = min(
      max(contrastLevel, Self.contrastRange.lowerBound), Self.contrastRange.upperBound)
    let palettes = SchemePalettes(
      seed: sources[0], secondarySeed: sources.count > 1 ? sources[1] : nil, variant: variant,
      isDark: isDark, spec: specVersion.effective(for: variant), platform: platform)
    self.init(
      sources: sources, variant: variant, isDark: isDark, contrastLevel: level,
      requestedSpecVersion: specVersion, platform: platform, palettes: palettes,
      computing: roles)
  }

  /// Generates the scheme with precomputed palettes (reused between light and dark in 2021),
  /// optionally sharing a cache of solved colors with a scheme of the same palettes and spec.
  init(
    sources: [Hct], variant: DynamicSchemeVariant, isDark: Bool, contrastLevel: Double,
    requestedSpecVersion: ColorSpecVersion, platform: DynamicSchemePlatform,
    palettes: SchemePalettes, cache: PaletteCache? = nil, computing roles: [DynamicColorRole]? = nil
  ) {
    self.seed = sources[0]
    self.sourceColors = sources
    self.variant = variant
    self.isDark = isDark
    self.contrastLevel = contrastLevel
    self.requestedSpecVersion = requestedSpecVersion
    let effective = requestedSpecVersion.effective(for: variant)
    self.specVersion = effective
    self.platform = platform
    self.palettes = palettes
    let resolver = ToneResolver(
      context: Self.context(
        sources: sources, variant: variant, isDark: isDark, contrastLevel: contrastLevel,
        spec: effective, platform: platform, palettes: palettes), searches: cache)
    var colors = [UInt32](repeating: 0, count: DynamicColorRole.count)
    if let roles {
      let table = DynamicColorRole.roles(for: effective)
      for role in roles where table.contains(role) {
        colors[role.index] = resolver.argb(MaterialDynamicColorRole(role))
      }
    } else {
      for role in DynamicColorRole.roles(for: effective) {
        colors[role.index] = resolver.argb(MaterialDynamicColorRole(role))
      }
    }
    self.colors = colors
  }

  /// The role-computation inputs of a scheme.
  private static func context(
    sources: [Hct], variant: DynamicSchemeVariant, isDark: Bool, contrastLevel: Double,
    spec: ColorSpecVersion, platform: DynamicSchemePlatform, palettes: SchemePalettes
  ) -> SchemeContext {
    SchemeContext(
      seed: sources[0], secondarySeed: sources.count > 1 ? sources[1] : sources[0],
      variant: variant, isDark: isDark, contrastLevel: contrastLevel, spec: spec,
      platform: platform, palettes: palettes)
  }

  /// The scheme of the same seed, variant and spec in light and in dark.
  ///
  /// The two share palettes where the spec allows (2021 palettes do not depend on the
  /// appearance) and the memoized chroma searches and colors. CMF uses spec 2026.
  public static func lightAndDark(
    seed: Color, variant: DynamicSchemeVariant = .tonalSpot, contrastLevel: Double = 0,
    specVersion: ColorSpecVersion = .spec2021, platform: DynamicSchemePlatform = .phone
  ) -> (light: DynamicScheme, dark: DynamicScheme) {
    let requested = variant == .cmf ? ColorSpecVersion.spec2026 : specVersion
    let effective = requested.effective(for: variant)
    let hct = Hct(argb: seed.argb | 0xFF00_0000)
    let level = min(max(contrastLevel, contrastRange.lowerBound), contrastRange.upperBound)
    // One cache for both: its entries are keyed by hue, chroma and tone, so palettes that differ
    // between light and dark (2025) only share what is equal.
    let cache = PaletteCache()
    func palettes(dark: Bool) -> SchemePalettes {
      SchemePalettes(seed: hct, variant: variant, isDark: dark, spec: effective, platform: platform)
    }
    let lightPalettes = palettes(dark: false)
    let light = DynamicScheme(
      sources: [hct], variant: variant, isDark: false, contrastLevel: level,
      requestedSpecVersion: requested, platform: platform, palettes: lightPalettes, cache: cache)
    // 2021 palettes do not depend on the appearance.
    let dark = DynamicScheme(
      sources: [hct], variant: variant, isDark: true, contrastLevel: level,
      requestedSpecVersion: requested, platform: platform,
      palettes: effective == .spec2021 ? lightPalettes : palettes(dark: true), cache: cache)
    return (light, dark)
  }

  /// Schemes of one variant and spec for several seeds, appearances and contrast levels at once,
  /// solving only `roles` up front (every role when `nil`).
  ///
  /// Equal to generating each scheme on its own, but cheaper: schemes of one seed share their
  /// palettes where the spec allows (2021 palettes depend on neither appearance nor contrast),
  /// and all of them share one cache of solved colors, keyed by hue, chroma and tone.
  package static func schemes(
    _ requests: [(seed: Color, isDark: Bool, contrastLevel: Double)],
    additionalSeeds: [Color] = [], variant: DynamicSchemeVariant = .tonalSpot,
    specVersion: ColorSpecVersion = .spec2021, platform: DynamicSchemePlatform = .phone,
    computing roles: [DynamicColorRole]?
  ) -> [DynamicScheme] {
    let requested = variant == .cmf ? ColorSpecVersion.spec2026 : specVersion
    let cache = PaletteCache()
    var inputs = BatchInputs(
      additionalSeeds: additionalSeeds, variant: variant,
      spec: requested.effective(for: variant), platform: platform)
    return requests.map { request in
      let (sources, palettes) = inputs.sourcesAndPalettes(request.seed, isDark: request.isDark)
      return DynamicScheme(
        sources: sources, variant: variant, isDark: request.isDark,
        contrastLevel: min(
          max(request.contrastLevel, contrastRange.lowerBound), contrastRange.upperBound),
        requestedSpecVersion: requested, platform: platform, palettes: palettes, cache: cache,
        computing: roles)
    }
  }

  /// The ARGB colors of `roles` in each scheme of a batch, as ``schemes(_:additionalSeeds:variant:specVersion:platform:computing:)``
  /// and ``argb(for:)-(DynamicColorRole)`` give them, without building the schemes: `roles.count`
  /// colors per request, in request order, 0 where the effective spec's table lacks the role.
  package static func argbs(
    of roles: [DynamicColorRole],
    in requests: [(seed: Color, isDark: Bool, contrastLevel: Double)],
    additionalSeeds: [Color] = [], variant: DynamicSchemeVariant = .tonalSpot,
    specVersion: ColorSpecVersion = .spec2021, platform: DynamicSchemePlatform = .phone
  ) -> [UInt32] {
    let requested = variant == .cmf ? ColorSpecVersion.spec2026 : specVersion
    let effective = requested.effective(for: variant)
    let cache = PaletteCache()
    var inputs = BatchInputs(
      additionalSeeds: additionalSeeds, variant: variant, spec: effective, platform: platform)
    let upstreamRoles = roles.map { role in
      effective == .spec2021 && DynamicColorRole.dimRoles.contains(role)
        ? nil : MaterialDynamicColorRole(role)
    }
    var colors: [UInt32] = []
    colors.reserveCapacity(requests.count * roles.count)
    for request in requests {
      let (sources, palettes) = inputs.sourcesAndPalettes(request.seed, isDark: request.isDark)
      let resolver = ToneResolver(
        context: context(
          sources: sources, variant: variant, isDark: request.isDark,
          contrastLevel: min(
            max(request.contrastLevel, contrastRange.lowerBound), contrastRange.upperBound),
          spec: effective, platform: platform, palettes: palettes), searches: cache)
      for role in upstreamRoles { colors.append(role.map(resolver.argb) ?? 0) }
    }
    return colors
  }

  /// The source colors and palettes of the schemes of a batch: schemes of one seed share their
  /// palettes where the spec allows (2021 palettes depend on neither appearance nor contrast).
  private struct BatchInputs {
    /// The source colors after each request's seed.
    let additionalSeeds: [Color]
    /// The palette recipe.
    let variant: DynamicSchemeVariant
    /// The effective spec.
    let spec: ColorSpecVersion
    /// The device.
    let platform: DynamicSchemePlatform
    /// The sources and palettes made so far, by seed and appearance.
    private var made: [(seed: UInt32, isDark: Bool, sources: [Hct], palettes: SchemePalettes)] = []

    init(
      additionalSeeds: [Color], variant: DynamicSchemeVariant, spec: ColorSpecVersion,
      platform: DynamicSchemePlatform
    ) {
      self.additionalSeeds = additionalSeeds
      self.variant = variant
      self.spec = spec
      self.platform = platform
    }

    /// The opaque sources (`seed` first) and the palettes of a scheme of `seed` in `isDark`.
    mutating func sourcesAndPalettes(_ seed: Color, isDark: Bool) -> ([Hct], SchemePalettes) {
      let argb = seed.argb | 0xFF00_0000
      // 2021 palettes do not depend on the appearance; later specs' may.
      if let known = made.first(where: {
        $0.seed == argb && (spec == .spec2021 || $0.isDark == isDark)
      }) {
        return (known.sources, known.palettes)
      }
      let sources =
        made.first { $0.seed == argb }?.sources
        ?? ([seed] + additionalSeeds).map { Hct(argb: $0.argb | 0xFF00_0000) }
      let palettes = SchemePalettes(
        seed: sources[0], secondarySeed: sources.count > 1 ? sources[1] : nil,
        variant: variant, isDark: isDark, spec: spec, platform: platform)
      made.append((argb, isDark, sources, palettes))
      return (sources, palettes)
    }
  }

  /// The ARGB color of `role`, or nil when the effective spec's role table lacks it (the dim
  /// roles in 2021; ``argb(for:)-(MaterialDynamicColorRole)`` gives upstream's value for them).
  public func argb(for role: DynamicColorRole) -> UInt32? {
    if specVersion == .spec2021 && DynamicColorRole.dimRoles.contains(role) { return nil }
    let stored = colors[role.index]
    return stored != 0 ? stored : makeResolver().argb(MaterialDynamicColorRole(role))
  }

  /// The color of `role`, or nil when the effective spec's role table lacks it (the dim roles
  /// in 2021).
  public func color(for role: DynamicColorRole) -> Color? {
    argb(for: role).map { Color(argb: $0) }
  }

  /// Every role the effective spec's table defines with its color, in table order.
  public var roles: [(DynamicColorRole, Color)] {
    argbRoles.map { ($0.0, Color(argb: $0.1)) }
  }

  /// Every role the effective spec's table defines with its ARGB color, in table order.
  public var argbRoles: [(DynamicColorRole, UInt32)] {
    var resolver: ToneResolver?
    return DynamicColorRole.roles(for: specVersion).map { role in
      let stored = colors[role.index]
      if stored != 0 { return (role, stored) }
      if resolver == nil { resolver = makeResolver() }
      return (role, resolver!.argb(MaterialDynamicColorRole(role)))
    }
  }

  /// The ARGB color (with alpha) of any of upstream's 67 roles, as upstream's Java computes it.
  public func argb(for role: MaterialDynamicColorRole) -> UInt32 {
    if let stored = role.dynamicColorRole, let argb = argb(for: stored) { return argb }
    return makeResolver().argb(role)
  }

  /// The color of any of upstream's 67 roles.
  public func color(for role: MaterialDynamicColorRole) -> Color {
    Color(argb: argb(for: role))
  }

  /// All 67 roles of upstream's `MaterialDynamicColors.allDynamicColors()` with their ARGB colors
  /// (alpha included: only ``MaterialDynamicColorRole/controlHighlight`` is translucent), in
  /// upstream's order.
  public var materialDynamicColors: [(role: MaterialDynamicColorRole, argb: UInt32)] {
    let resolver = makeResolver()
    return MaterialDynamicColorRole.allCases.map { role in
      // A stored color is never 0 (roles are opaque); 0 marks a role the spec's table lacks (the
      // 2021 dim roles) or one a partial scheme left to be solved: this one resolver solves both.
      if let stored = role.dynamicColorRole, colors[stored.index] != 0 {
        return (role, colors[stored.index])
      }
      return (role, resolver.argb(role))
    }
  }

  /// A fresh resolver over this scheme's inputs.
  private func makeResolver() -> ToneResolver {
    ToneResolver(
      context: Self.context(
        sources: sourceColors, variant: variant, isDark: isDark, contrastLevel: contrastLevel,
        spec: specVersion, platform: platform, palettes: palettes))
  }
}
