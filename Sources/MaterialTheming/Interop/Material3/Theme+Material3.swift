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
    -> [DynamicColorRole: Color]
  {
    let stated = material3Roles[Material3SchemeSlot(appearance: appearance, contrast: contrast)]
    let required = DynamicColorRole.roles(for: dynamicColor?.specVersion ?? .spec2021)
    if let stated, required.allSatisfy({ stated[$0] != nil }) { return stated }
    var roles: [DynamicColorRole: Color] = [:]
    for (role, color) in generatedMaterial3Scheme(appearance: appearance, contrast: contrast).roles
    {
      roles[role] = color
    }
    if let stated { roles.merge(stated) { $1 } }
    return roles
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
    return DynamicScheme(
      seed: dynamicColor.seed, variant: dynamicColor.variant, isDark: appearance == .dark,
      contrastLevel: max(dynamicColor.contrastLevel, contrast.level),
      specVersion: dynamicColor.specVersion)
  }

  /// The extended color named `name`, or `nil`.
  public func extendedColor(named name: String) -> ExtendedColor? { extendedColors[name] }
}
