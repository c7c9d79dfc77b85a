/// A place in a theme a color token can fill: a role of an appearance and contrast, or a named
/// extended color.
///
/// Written `[mode.]role` (`primary`, `dark.onSurface`, `lightHighContrast.surfaceContainer`,
/// `light-medium-contrast.primary`) or `extended.<name>`; roles and modes ignore case and
/// separators (`on-primary-container`, `Dark High Contrast`). Without a mode a role is light.
public enum DesignTokenRoleTarget: Sendable, Hashable, CustomStringConvertible {
  /// One of the ten semantic roles, for light or dark at normal or high contrast (the theme
  /// file's `colors.light`, `colors.darkHighContrast`, …).
  case role(ColorRole, ColorTraits)
  /// A Material 3 role of a scheme slot (`colors.material3`).
  case material3(DynamicColorRole, Material3SchemeSlot)
  /// An extended color (`colors.extended`).
  case extended(String)

  /// The target of role `name` (any case and separators) in `slot`: a semantic role where
  /// there is one (not in medium contrast), else a Material 3 role; `nil` for no role.
  public init?(role name: String, slot: Material3SchemeSlot = .light) {
    let key = DesignTokenModeName.key(name)
    if slot.contrast != .medium,
      let role = ColorRole.allCases.first(where: { $0.rawValue.lowercased() == key })
    {
      self = .role(
        role,
        ColorTraits(appearance: slot.appearance, contrast: slot.contrast == .high ? .high : .normal)
      )
    } else if let role = DynamicColorRole.allCases.first(where: { $0.rawValue.lowercased() == key })
    {
      self = .material3(role, slot)
    } else {
      return nil
    }
  }

  /// The target written `[mode.]role` or `extended.<name>` (as `import --map` takes it).
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2, DesignTokenModeName.key(parts[0]) == "extended", !parts[1].isEmpty {
      self = .extended(parts[1])
      return
    }
    if parts.count == 2 {
      guard let slot = DesignTokenModeName.slot(parts[0]) else { return nil }
      self.init(role: parts[1], slot: slot)
    } else {
      self.init(role: text)
    }
  }

  /// The scheme slot (`nil` for an extended color).
  public var slot: Material3SchemeSlot? {
    switch self {
    case .role(_, let traits): Material3SchemeSlot(traits)
    case .material3(_, let slot): slot
    case .extended: nil
    }
  }

  /// `light.primary`, `darkHighContrast.surfaceContainer`, `extended.Success`.
  public var description: String {
    switch self {
    case .role(let role, let traits): "\(DesignTokenNaming.traitsKey(traits)).\(role.rawValue)"
    case .material3(let role, let slot): "\(slot.rawValue).\(role.rawValue)"
    case .extended(let name): "extended.\(name)"
    }
  }
}

/// Maps color tokens to theme roles by the names design systems give them.
///
/// A color token maps when its name, with any mode and namespace words taken out, is a role:
/// - Material's own names: `md.sys.color.primary`, `sys.color.on-primary-container`,
///   `md.sys.color.primary.light` (Theme Builder's design-token export);
/// - Material 3 Design Kit and Theme Builder Figma names: `Schemes/Light/Primary`,
///   `M3/sys/light/primary`, `Schemes/On Primary Container` in a `Dark` mode;
/// - plain names: `color.primary`, `colors.surface`, `primary` (light);
/// - mode-named groups anywhere in the path: `light`, `dark`, `Light High Contrast`,
///   `darkMediumContrast` (or a format's own mode: a Figma mode, a Tokens Studio theme).
/// Namespace words are `md`, `sys`, `m3`, `material`, `color(s)`, `colour(s)`, `scheme(s)`,
/// `theme(s)`, `mode(s)`, `role(s)`, `semantic`, `token(s)`, `system`, `default`, `base` and
/// `value`; role and mode names ignore case and separators (`on-primary`, `onPrimary`,
/// `On Primary`). Anything else in the path — `color.button.primary`, `palette.primary.40` —
/// does not map: the name says it is something else. For a Figma variable the collection name
/// is passed over.
///
/// The ten semantic roles (`primary`, `onSurface`, `primaryVariant`, …) fill the theme's
/// `colors.light` / `dark` / `…HighContrast`; the other Material 3 roles (`surfaceContainer`,
/// `tertiary`, …) and every role of a medium-contrast mode fill `colors.material3`.
public enum DesignTokenRoleMapper {
  /// The words a path may carry around a role without changing what it names.
  public static let namespaceWords: Set<String> = [
    "md", "sys", "m3", "material", "material3", "color", "colors", "colour", "colours", "scheme",
    "schemes", "theme", "themes", "mode", "modes", "role", "roles", "semantic", "token", "tokens",
    "system", "default", "base", "value",
  ]

  /// The target `token` names by convention, or `nil`.
  public static func target(of token: DesignToken, format: ImportFormat = .designTokens)
    -> DesignTokenRoleTarget?
  {
    var components = token.path
    if format == .figmaVariables, components.count > 1 { components.removeFirst() }
    var slot = token.mode.flatMap(DesignTokenModeName.slot)
    var contrast: Material3Contrast?
    var rest: [String] = []
    for component in components {
      if let named = DesignTokenModeName.slot(component) {
        if let slot, slot != named, token.mode == nil { return nil }
        slot = slot ?? named
        continue
      }
      let key = DesignTokenModeName.key(component)
      if namespaceWords.contains(key) { continue }
      if key.hasSuffix("contrast"), let level = DesignTokenModeName.contrast(key) {
        contrast = level
        continue
      }
      rest.append(component)
    }
    guard !rest.isEmpty else { return nil }
    var resolvedSlot = slot ?? .light
    if let contrast, resolvedSlot.contrast == .standard {
      resolvedSlot = Material3SchemeSlot(appearance: resolvedSlot.appearance, contrast: contrast)
    }
    return DesignTokenRoleTarget(role: rest.joined(separator: " "), slot: resolvedSlot)
  }
}
