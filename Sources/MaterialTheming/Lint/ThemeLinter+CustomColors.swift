extension ThemeLinter {
  /// Each custom color's text pairs for `traits`: onColor on color and onColorContainer on
  /// colorContainer (4.5:1).
  func customColorFindings(_ traits: ColorTraits) -> [LintFinding] {
    theme.customColorSchemes.flatMap { name, scheme in
      customColorFindings(name: name, roles: scheme[traits], traits: traits)
    }
  }

  /// The checks of ``customColorFindings(_:)`` on given roles, located at the color's entry in
  /// `colors.custom` or `colors.extended` (else `extends`).
  func customColorFindings(name: String, roles: CustomColorRoles, traits: ColorTraits)
    -> [LintFinding]
  {
    let pointers = [
      JSONPointer(tokens: ["colors", "custom", name]),
      JSONPointer(tokens: ["colors", "extended", name]), JSONPointer(tokens: ["extends"]),
    ]
    let pairs = [
      (roles.onColor, roles.color, "onColor on color"),
      (roles.onColorContainer, roles.colorContainer, "onColorContainer on colorContainer"),
    ]
    return pairs.compactMap { foreground, background, what in
      check(
        foreground, over: background, requirement: .normalText,
        what: "custom color '\(name)' \(what)", traits: traits, pointers: pointers,
        severity: .error)
    }
  }
}
