extension ThemeLinter {
  /// Each custom color's text pairs for `traits`: onColor on color and onColorContainer on
  /// colorContainer (text), under every measure of ``contrast``.
  func customColorFindings(_ traits: ColorTraits) -> [LintFinding] {
    theme.customColorSchemes.flatMap { name, scheme in
      customColorFindings(name: name, roles: scheme[traits], traits: traits)
    }
  }

  /// The checks of ``customColorFindings(_:)`` on given roles, located at the color's entry in
  /// `colors.custom` or `colors.extended` (else `extends`). The roles are generated from the
  /// custom color, so the suggestion is to change that color; there is no automatic fix.
  func customColorFindings(name: String, roles: CustomColorRoles, traits: ColorTraits)
    -> [LintFinding]
  {
    let (pointer, position) = sourceMap.position(ofFirstOf: [
      JSONPointer(tokens: ["colors", "custom", name]),
      JSONPointer(tokens: ["colors", "extended", name]), JSONPointer(tokens: ["extends"]),
    ])
    let pairs = [
      (roles.onColor, roles.color, "onColor on color"),
      (roles.onColorContainer, roles.colorContainer, "onColorContainer on colorContainer"),
    ]
    var findings: [LintFinding] = []
    for (foreground, background, what) in pairs {
      for measure in contrast.measures {
        let value = measure.value(foreground, over: background)
        guard value < measure.minimum(.normalText) else { continue }
        let (measured, minimum) = measure.describe(value, .normalText)
        findings.append(
          LintFinding(
            file: sourceMap.file, position: position, pointer: pointer,
            severity: measure == .apca && contrast == .both ? .warning : .error,
            message:
              "custom color '\(name)' \(what) has \(measured) in \(traits), below \(minimum) "
              + "(\(foreground.opaqueHexString) on \(background.opaqueHexString))",
            rule: measure.rule(.normalText),
            suggestion: "change the custom color '\(name)': its roles are generated from it"))
      }
    }
    return findings
  }
}
