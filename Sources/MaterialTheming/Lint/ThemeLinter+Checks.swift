extension ThemeLinter {
  /// The keys that state `role` for `traits`, most specific first.
  func rolePointers(_ role: ColorRole, _ traits: ColorTraits) -> [JSONPointer] {
    let layers: [String] =
      switch (traits.appearance, traits.contrast) {
      case (.light, .normal): ["light"]
      case (.light, .high): ["lightHighContrast", "light"]
      case (.dark, .normal): ["dark"]
      case (.dark, .high): ["darkHighContrast", "dark"]
      }
    return layers.map { JSONPointer(tokens: ["colors", $0, role.key]) }
      + [JSONPointer(tokens: ["extends"])]
  }

  /// On-colors against the roles they are drawn on (text, 4.5:1).
  func colorSchemeFindings(_ traits: ColorTraits) -> [LintFinding] {
    let scheme = theme.colors[traits]
    return ColorRole.allCases.compactMap { role in
      guard let background = role.background else { return nil }
      return check(
        scheme[role], over: scheme[background], requirement: .normalText,
        what: "\(role.key) on \(background.key)", traits: traits,
        pointers: rolePointers(role, traits) + rolePointers(background, traits), severity: .error)
    }
  }

  /// Titles, icons and badges of the theme's bottom-navigation variant over its bar.
  func bottomNavigationFindings(_ traits: ColorTraits) -> [LintFinding] {
    let variant = theme.bottomNavigationVariant
    let style = theme.bottomNavigationStyle(variant, for: traits)
    let base = ["components", "bottomNavigation", variant.rawValue]
    func pointers(_ key: String, _ role: ColorRole) -> [JSONPointer] {
      [JSONPointer(tokens: base + [key])] + rolePointers(role, traits)
    }
    let foregroundRole: ColorRole = variant == .primary ? .onPrimary : .primary
    let unselectedRole: ColorRole = variant == .primary ? .onPrimary : .onSurface
    let bar = style.barTintColor
    // With a selection indicator (Material 3) the selected icon sits on the indicator pill.
    let selectedIconBackground = style.selectionIndicatorColor.map { $0.blended(over: bar) } ?? bar
    let checks: [LintFinding?] = [
      check(
        style.selectedItemTitleColor, over: bar, requirement: .normalText,
        what: "bottom navigation selected title", traits: traits,
        pointers: pointers("selectedItemTitleColor", foregroundRole), severity: .error),
      check(
        style.selectedItemTintColor, over: selectedIconBackground,
        requirement: .largeTextOrGraphics,
        what: "bottom navigation selected icon", traits: traits,
        pointers: pointers("selectedItemTintColor", foregroundRole), severity: .error),
      check(
        style.unselectedItemTintColor, over: bar, requirement: .normalText,
        what: "bottom navigation unselected title", traits: traits,
        pointers: pointers("unselectedItemTintColor", unselectedRole), severity: .error),
      check(
        style.unselectedItemTintColor, over: bar, requirement: .largeTextOrGraphics,
        what: "bottom navigation unselected icon", traits: traits,
        pointers: pointers("unselectedItemTintColor", unselectedRole), severity: .error),
      check(
        style.itemBadgeTextColor, over: style.itemBadgeBackgroundColor,
        requirement: .normalText, what: "bottom navigation badge text", traits: traits,
        pointers: [JSONPointer(tokens: base + ["itemBadgeTextColor"])], severity: .error),
    ]
    return checks.compactMap { $0 }
  }

  /// Items under 48×48 pt, and truncated titles, in the standard bar configurations.
  func touchTargetFindings() -> [LintFinding] {
    let variant = theme.bottomNavigationVariant
    let pointers = [JSONPointer(tokens: ["components", "bottomNavigation", "variant"])]
    let (pointer, position) = sourceMap.position(ofFirstOf: pointers)
    var results: [LintFinding] = []
    for (width, sizeClass, alignment) in Self.auditConfigurations {
      var bar = BottomNavigationBar(
        items: Self.auditItems.map { BottomNavigationItem(title: $0) },
        titleVisibility: .always, alignment: alignment, horizontalSizeClass: sizeClass,
        style: theme.bottomNavigationStyle(variant))
      _ = bar.selectItem(at: 0)
      let size = Size(width: width, height: bar.sizeThatFits(Size(width: width, height: 0)).height)
      for finding in bar.audit(in: size, metrics: metrics) {
        results.append(
          LintFinding(
            file: sourceMap.file, position: position, pointer: pointer, severity: .warning,
            message:
              "bottom navigation item '\(Self.auditItems[finding.index])' "
              + "(\(alignment.rawValue), \(sizeClass.rawValue) width \(Int(width)) pt): "
              + finding.message))
      }
    }
    return results
  }
}
