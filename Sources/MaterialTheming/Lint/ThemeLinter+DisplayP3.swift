extension ThemeLinter {
  /// Semantic roles that keep a Display P3 value whose sRGB fallback differs visibly from it:
  /// a deltaEOK above ``DisplayP3Conversion/visibleDifference`` (0.02, one just noticeable
  /// difference), for every appearance and contrast.
  ///
  /// The finding stands where the role is stated (the key a token alias sits on), names the
  /// token and says what a screen without wide color shows instead.
  func displayP3Findings() -> [LintFinding] {
    var findings: [LintFinding] = []
    for traits in ColorTraits.all {
      let scheme = theme.colors[traits]
      for role in ColorRole.allCases {
        let color = scheme[role]
        guard let p3 = color.displayP3,
          let difference = DisplayP3Conversion.fallbackDifference(color),
          difference > DisplayP3Conversion.visibleDifference
        else { continue }
        let pointer = settingPointer(.role(role), traits, slot: nil) ?? fallbackPointer
        let position = sourceMap.keyPosition(of: pointer) ?? sourceMap.anchor(of: pointer)
        let channels = [p3.red, p3.green, p3.blue].map {
          NumberText.rounded($0, fractionDigits: 3)
        }
        let shown = NumberText.rounded(difference, fractionDigits: 3)
        var suggestion =
          "screens without wide color show the fallback; if that is too far, reduce the "
          + "color's chroma toward sRGB"
        if let reference = theme.tokenReferences[pointer] {
          suggestion += " in token '\(reference.name)' (\(reference.location))"
        }
        findings.append(
          LintFinding(
            file: sourceMap.file, position: position, pointer: pointer, severity: .warning,
            message:
              "\(role.key) in \(traits) is color(display-p3 \(channels.joined(separator: " "))); "
              + "its sRGB fallback \(color.opaqueHexString) differs by deltaEOK \(shown), "
              + "visibly (above \(NumberText.rounded(DisplayP3Conversion.visibleDifference, fractionDigits: 2)))",
            rule: .displayP3Fallback, suggestion: suggestion))
      }
    }
    return findings
  }
}
