extension Theme {
  /// The Material 3 role set of `appearance` at `contrast`: every role of the spec (the 2021
  /// spec's 49; 53, with the four `…Dim` roles, when the seed settings name spec 2025 or 2026).
  ///
  /// Roles the theme states in `colors.material3` (for example from a Theme Builder export) win;
  /// the others come from a generated scheme: the theme's seed settings at contrast level
  /// `max(contrast, level)` (0, 0.5 or 1 — the standard slot keeps the seed's own level), or —
  /// when the theme has no seed — a tonal-spot scheme seeded with its primary color.
  ///
  /// A theme of Material Components colors only (no seed, no `colors.material3`) is read as
  /// Theme Builder reads a core color: each slot is generated from the primary of its
  /// appearance (the normal-contrast primary for the standard and medium slots, the
  /// high-contrast one for the high slot), and the theme's ten semantic roles then replace
  /// their Material 3 counterparts (``SemanticColorScheme/dynamicRoleSources`` read backwards:
  /// `primary` → `primary`, `primaryVariant` → `primaryContainer`, `onSurface` → `onSurface`, …)
  /// wherever they differ from what the generated scheme maps to; the medium slot takes the
  /// normal-contrast roles. So a baseline theme's Material 3 `primary` is its own #6200EE, and
  /// the roles Material Components has no name for (containers, fixed roles, outlines) follow
  /// its primary's hue.
  ///
  /// ```swift
  /// let roles = theme.material3Scheme(appearance: .dark, contrast: .medium)
  /// roles[.surfaceContainer]
  /// ```
  public func material3Scheme(appearance: Appearance, contrast: Material3Contrast = .standard)
    -> Material3RoleSet
  {
    material3Scheme(appearance: appearance, contrast: contrast, computing: nil)
  }

  /// The Material 3 roles of `appearance` at `contrast`, holding at least `roles` (every role
  /// when `nil`); generating only what is asked for spares solving the other roles.
  func material3Scheme(
    appearance: Appearance, contrast: Material3Contrast, computing roles: [DynamicColorRole]?
  ) -> Material3RoleSet {
    let stated = material3Roles[Material3SchemeSlot(appearance: appearance, contrast: contrast)]
    let required = roles ?? DynamicColorRole.roles(for: dynamicColor?.specVersion ?? .spec2021)
    if let stated, stated.holdsAll(required) { return stated }
    let generated = generatedMaterial3Scheme(
      appearance: appearance, contrast: contrast, computing: roles)
    var result =
      roles.map { roles in
        Material3RoleSet(roles.compactMap { role in generated.color(for: role).map { (role, $0) } })
      } ?? Material3RoleSet(generated.roles)
    // The semantic roles compare with the standard or high scheme: for those two slots that is
    // the scheme just generated, so it is not generated again.
    let basis =
      contrast == .medium
      ? generatedMaterial3Scheme(appearance: appearance, contrast: .standard, computing: roles)
      : generated
    result.merge(
      semanticOverrides(
        appearance: appearance, contrast: contrast, generated: basis, only: roles.map(Set.init)))
    if let stated { result.merge(stated) }
    return result
  }

  /// The theme's semantic roles that differ from what its generated scheme maps to, as Material 3
  /// roles: explicit roles override generated ones, in Material 3 roles too.
  ///
  /// A baseline (2018) theme thus exports `--md-sys-color-primary` as its own #6200EE, and a
  /// seeded theme that states `"dark": {"error": …}` sees that error in its Material 3 roles.
  /// Medium contrast takes the normal-contrast statements.
  /// `generated` is the scheme generated for `appearance` at standard contrast (high for `.high`);
  /// `only` limits the result to those Material 3 roles (all when `nil`).
  func semanticOverrides(
    appearance: Appearance, contrast: Material3Contrast, generated scheme: DynamicScheme,
    only: Set<DynamicColorRole>? = nil
  ) -> Material3RoleSet {
    let high = contrast == .high
    let traits = ColorTraits(appearance: appearance, contrast: high ? .high : .normal)
    let stated = colors[traits]
    var result: Material3RoleSet = [:]
    // The same mapping as `SemanticColorScheme(dynamicScheme:)`, read role by role so that a
    // scheme solving only some roles is not asked for the others.
    for (role, source) in SemanticColorScheme.dynamicRoleSources
    where only?.contains(source) ?? true && stated[role] != (scheme.color(for: source) ?? .clear) {
      result[source] = stated[role]
    }
    return result
  }

  /// The generated dynamic scheme behind ``material3Scheme(appearance:contrast:)``, solving
  /// `roles` up front (every role when `nil`).
  func generatedMaterial3Scheme(
    appearance: Appearance, contrast: Material3Contrast, computing roles: [DynamicColorRole]? = nil
  ) -> DynamicScheme {
    let request = material3Request(appearance: appearance, contrast: contrast)
    guard let dynamicColor else {
      guard let roles else {
        return DynamicScheme(
          seed: request.seed, isDark: request.isDark, contrastLevel: request.contrastLevel)
      }
      return DynamicScheme(
        seed: request.seed, isDark: request.isDark, contrastLevel: request.contrastLevel,
        computing: roles)
    }
    return dynamicColor.scheme(
      isDark: request.isDark, contrastLevel: request.contrastLevel, computing: roles)
  }

  /// The seed, appearance and contrast level of the scheme generated for a slot: the theme's seed
  /// settings, or — without them — its primary color under the tonal-spot rules.
  private func material3Request(appearance: Appearance, contrast: Material3Contrast)
    -> (seed: Color, isDark: Bool, contrastLevel: Double)
  {
    let traits = ColorTraits(
      appearance: appearance, contrast: contrast == .high ? .high : .normal)
    let level: Double
    if contrast == .medium {
      level = max(dynamicColor?.contrastLevel ?? 0, contrast.level)
    } else if let dynamicColor {
      level = dynamicColor.contrastLevel(for: traits.contrast)
    } else {
      level = traits.contrast == .high ? AdaptiveColorScheme.highContrastLevel : 0
    }
    return (dynamicColor?.seed ?? colors[traits].primary, appearance == .dark, level)
  }

  /// ``material3Scheme(appearance:contrast:computing:)`` for each of `traits` (normal contrast
  /// is the standard slot, high the high one), holding at least `roles`; the schemes the stated
  /// roles do not cover are generated in one batch, sharing palettes and solved colors.
  ///
  /// In these two slots a role the semantic roles map onto (``SemanticColorScheme/dynamicRoleSources``)
  /// always ends up as the theme's semantic color: where the two differ the semantic one overrides
  /// the generated one, and where they are equal it is the same color. Such roles are therefore
  /// taken from the theme instead of being solved.
  package func material3Schemes(for traits: [ColorTraits], computing roles: [DynamicColorRole])
    -> [Material3RoleSet]
  {
    let slots = traits.map {
      Material3SchemeSlot(appearance: $0.appearance, contrast: Material3Contrast($0.contrast))
    }
    let stated = slots.map { material3Roles[$0] }
    let missing = slots.indices.filter { stated[$0]?.holdsAll(roles) != true }
    let mapped = SemanticColorScheme.dynamicRoleSources.filter { roles.contains($0.1) }
    let solved = roles.filter { role in !mapped.contains { $0.1 == role } }
    let requests = missing.map {
      material3Request(appearance: slots[$0].appearance, contrast: slots[$0].contrast)
    }
    let generated =
      if let dynamicColor {
        DynamicScheme.argbs(
          of: solved, in: requests, additionalSeeds: dynamicColor.additionalSeeds,
          variant: dynamicColor.variant, specVersion: dynamicColor.specVersion,
          platform: dynamicColor.platform)
      } else {
        DynamicScheme.argbs(of: solved, in: requests)
      }
    var results = stated.map { $0 ?? [:] }
    for (position, index) in missing.enumerated() {
      var result = Material3RoleSet()
      for (offset, role) in solved.enumerated() {
        // 0 marks a role the spec lacks (the dim roles in 2021).
        let argb = generated[position * solved.count + offset]
        if argb != 0 { result[role] = Color(argb: argb) }
      }
      let semantic = colors[traits[index]]
      for (role, source) in mapped { result[source] = semantic[role] }
      if let stated = stated[index] { result.merge(stated) }
      results[index] = result
    }
    return results
  }

  /// The six palette key colors behind the generated roles of `appearance` at `contrast`
  /// (primary, secondary, tertiary, neutral, neutral variant and error, in upstream's order):
  /// the colors Material Color Utilities starts each tonal palette from.
  ///
  /// They are the palettes of the seed settings, or — for a theme without a seed — of the
  /// tonal-spot scheme of its primary (see ``material3Scheme(appearance:contrast:)``); roles the
  /// theme states do not change them.
  public func material3PaletteKeyColors(
    appearance: Appearance, contrast: Material3Contrast = .standard
  ) -> [(role: MaterialDynamicColorRole, color: Color)] {
    let scheme = generatedMaterial3Scheme(
      appearance: appearance, contrast: contrast, computing: [])
    return Self.paletteKeyColorRoles.map { ($0, scheme.color(for: $0)) }
  }

  /// The palette key color roles, in upstream's order.
  static let paletteKeyColorRoles: [MaterialDynamicColorRole] = [
    .primaryPaletteKeyColor, .secondaryPaletteKeyColor, .tertiaryPaletteKeyColor,
    .neutralPaletteKeyColor, .neutralVariantPaletteKeyColor, .errorPaletteKeyColor,
  ]

  /// The extended color named `name`, or `nil`.
  public func extendedColor(named name: String) -> CustomColor? { customColors[name] }
}
