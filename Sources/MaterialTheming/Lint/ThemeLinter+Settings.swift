/// Where a color the linter checks comes from, so a finding can name the key to change.
enum ColorOrigin: Hashable {
  /// A role of the theme's container scheme.
  case role(ColorRole)
  /// A Material 3 role (the Material 3 bottom-navigation variant draws these).
  case material3Role(DynamicColorRole)
  /// A style key of the theme's bottom-navigation variant (a key of its field table).
  case component(String)
}

extension ThemeLinter {
  /// The key that sets `origin` for `traits` in this file: the stated key when there is one,
  /// else the key to add; `nil` when the file's format cannot state it (a component style in a
  /// Theme Builder export; anything in a token file of another format than DTCG). A Material 3
  /// role is set in `slot` (the slot of `traits` when `nil`).
  func settingPointer(
    _ origin: ColorOrigin, _ traits: ColorTraits, slot: Material3SchemeSlot? = nil
  ) -> JSONPointer? {
    let slot = slot ?? Material3SchemeSlot(traits)
    switch (sourceMap.format, origin) {
    case (.themeBuilder, .component), (.designTokens, .component):
      return nil
    case (.legacyTokens, _), (.tokensStudio, _), (.figmaVariables, _), (.dtcgResolver, _):
      // Roles come from tokens named by convention; there is no fixed key to point at.
      return nil
    case (.designTokens, .role(let role)):
      // Only a stated token can be changed: a token file has no layering to add one to.
      // The token groups are named as the theme file's layers (`lightHighContrast`, `light`, …).
      let candidates =
        roleLayers(traits).map {
          JSONPointer(tokens: [DesignTokenNaming.colorGroup, $0, role.key, "$value"])
        } + (Self.material3Source(of: role).map { [designTokenPointer($0, slot)] } ?? [])
      return candidates.first(where: sourceMap.contains)
    case (.designTokens, .material3Role(let role)):
      let pointer = designTokenPointer(role, slot)
      return sourceMap.contains(pointer) ? pointer : nil
    case (.themeBuilder, .role(let role)):
      guard let source = Self.material3Source(of: role) else { return nil }
      return JSONPointer(tokens: ["schemes", slot.themeBuilderKey, source.rawValue])
    case (.themeBuilder, .material3Role(let role)):
      return JSONPointer(tokens: ["schemes", slot.themeBuilderKey, role.rawValue])
    case (.theme, .role(let role)):
      let candidates = roleLayers(traits).map { JSONPointer(tokens: ["colors", $0, role.key]) }
      let material3 = Self.material3Source(of: role).map {
        JSONPointer(tokens: ["colors", "material3", slot.rawValue, $0.rawValue])
      }
      return (candidates + [material3].compactMap { $0 }).first(where: sourceMap.contains)
        ?? candidates[0]
    case (.theme, .material3Role(let role)):
      let stated = JSONPointer(tokens: ["colors", "material3", slot.rawValue, role.rawValue])
      if sourceMap.contains(stated) { return stated }
      if let semantic = SemanticColorScheme.dynamicRoleSources.first(where: { $0.1 == role })?.0 {
        let layers = roleLayers(traits).map { JSONPointer(tokens: ["colors", $0, semantic.key]) }
        if let found = layers.first(where: sourceMap.contains) { return found }
      }
      return stated
    case (.theme, .component(let key)):
      return componentPointer(key)
    }
  }

  /// `color.m3.<slot>.<role>.$value` in a DTCG file.
  func designTokenPointer(_ role: DynamicColorRole, _ slot: Material3SchemeSlot) -> JSONPointer {
    JSONPointer(tokens: [
      DesignTokenNaming.colorGroup, DesignTokenNaming.material3Group, slot.rawValue, role.rawValue,
      "$value",
    ])
  }

  /// The `colors` layers that state a role for `traits`, most specific first.
  func roleLayers(_ traits: ColorTraits) -> [String] {
    switch (traits.appearance, traits.contrast) {
    case (.light, .normal): ["light"]
    case (.light, .high): ["lightHighContrast", "light"]
    case (.dark, .normal): ["dark"]
    case (.dark, .high): ["darkHighContrast", "dark"]
    }
  }

  /// `components.bottomNavigation.<variant>.<key>`.
  func componentPointer(_ key: String) -> JSONPointer {
    JSONPointer(tokens: [
      "components", "bottomNavigation", theme.bottomNavigationVariant.rawValue, key,
    ])
  }

  /// The Material 3 role a container-scheme role is read from in a Material 3 role set.
  static func material3Source(of role: ColorRole) -> DynamicColorRole? {
    SemanticColorScheme.dynamicRoleSources.first { $0.0 == role }?.1
  }

  /// A key every finding can fall back to: the first member of the document (never the root).
  var fallbackPointer: JSONPointer {
    sourceMap.children(of: .root).first ?? JSONPointer(tokens: ["extends"])
  }
}
