extension Theme {
  /// The Material 3 role set of `appearance` at `contrast`.
  ///
  /// Roles the theme states in `colors.material3` (for example from a Theme Builder export) win;
  /// the others come from a generated scheme: the theme's seed settings at contrast level
  /// `max(contrast, level)` (0, 0.5 or 1 — the standard slot keeps the seed's own level), or —
  /// when the theme has no seed — a tonal-spot scheme seeded with its primary color.
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
    let traits = ColorTraits(
      appearance: appearance, contrast: contrast == .high ? .high : .normal)
    let isDark = appearance == .dark
    let level: Double
    if contrast == .medium {
      level = max(dynamicColor?.contrastLevel ?? 0, contrast.level)
    } else if let dynamicColor {
      level = dynamicColor.contrastLevel(for: traits.contrast)
    } else {
      level = traits.contrast == .high ? AdaptiveColorScheme.highContrastLevel : 0
    }
    guard let dynamicColor else {
      let seed = colors[traits].primary
      guard let roles else {
        return DynamicScheme(seed: seed, isDark: isDark, contrastLevel: level)
      }
      return DynamicScheme(seed: seed, isDark: isDark, contrastLevel: level, computing: roles)
    }
    return dynamicColor.scheme(isDark: isDark, contrastLevel: level, computing: roles)
  }

  /// The extended color named `name`, or `nil`.
  public func extendedColor(named name: String) -> ExtendedColor? { extendedColors[name] }
}
