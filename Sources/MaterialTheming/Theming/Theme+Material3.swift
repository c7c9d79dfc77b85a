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
    let stated = material3Roles[Material3SchemeSlot(appearance: appearance, contrast: contrast)]
    let required = DynamicColorRole.roles(for: dynamicColor?.specVersion ?? .spec2021)
    if let stated, stated.holdsAll(required) { return stated }
    let generated = generatedMaterial3Scheme(appearance: appearance, contrast: contrast)
    var roles = Material3RoleSet(generated.roles)
    // The semantic roles compare with the standard or high scheme: for those two slots that is
    // the scheme just generated, so it is not generated again.
    let basis =
      contrast == .medium
      ? generatedMaterial3Scheme(appearance: appearance, contrast: .standard) : generated
    roles.merge(semanticOverrides(appearance: appearance, contrast: contrast, generated: basis))
    if let stated { roles.merge(stated) }
    return roles
  }

  /// The theme's semantic roles that differ from what its generated scheme maps to, as Material 3
  /// roles: explicit roles override generated ones, in Material 3 roles too.
  ///
  /// A baseline (2018) theme thus exports `--md-sys-color-primary` as its own #6200EE, and a
  /// seeded theme that states `"dark": {"error": …}` sees that error in its Material 3 roles.
  /// Medium contrast takes the normal-contrast statements.
  /// `generated` is the scheme generated for `appearance` at standard contrast (high for `.high`).
  func semanticOverrides(
    appearance: Appearance, contrast: Material3Contrast, generated scheme: DynamicScheme
  ) -> Material3RoleSet {
    let high = contrast == .high
    let traits = ColorTraits(appearance: appearance, contrast: high ? .high : .normal)
    let generated = SemanticColorScheme(dynamicScheme: scheme)
    let stated = colors[traits]
    var result: Material3RoleSet = [:]
    for (role, source) in SemanticColorScheme.dynamicRoleSources
    where stated[role] != generated[role] {
      result[source] = stated[role]
    }
    return result
  }

  /// The generated dynamic scheme behind ``material3Scheme(appearance:contrast:)``.
  func generatedMaterial3Scheme(appearance: Appearance, contrast: Material3Contrast)
    -> DynamicScheme
  {
    let traits = ColorTraits(
      appearance: appearance, contrast: contrast == .high ? .high : .normal)
    guard contrast == .medium else { return dynamicScheme(for: traits) }
    guard let dynamicColor else {
      return DynamicScheme(
        seed: colors[traits].primary, isDark: appearance == .dark, contrastLevel: contrast.level)
    }
    return dynamicColor.scheme(
      isDark: appearance == .dark, contrastLevel: max(dynamicColor.contrastLevel, contrast.level))
  }

  /// The extended color named `name`, or `nil`.
  public func extendedColor(named name: String) -> ExtendedColor? { extendedColors[name] }
}
