extension ThemeLinter {
  /// The CIEDE2000 difference below which two colors of the bar count as hard to tell apart: 5.
  ///
  /// ΔE₀₀ ≈ 1 is a just-noticeable difference for large patches seen side by side (Sharma, Wu
  /// & Dalal 2005). Bar items are small (24 pt icons, 6–16 pt badges) and sit apart, so a
  /// difference the eye only finds by careful comparison does not mark a selection; the check
  /// asks for about five just-noticeable differences, a design choice. For scale: the red
  /// #D32F2F badge on the green #2E6B30 bar differs by about 61 in normal vision and by about 4
  /// for a protanope; #6200EE against #3700B3 differs by about 13.
  public static let colorVisionMinimumDifference = 5.0

  /// The deficiencies lint checks: the three dichromacies of Machado et al. (2009).
  ///
  /// Achromatopsia (luminance only) is shown in the preview but not linted: a luminance-only
  /// viewer depends on the lightness differences the contrast checks already cover, and it
  /// would flag every surface-variant theme whose selected and unselected tints share a
  /// luminance, which Material Components' own surface theming does by design.
  public static let lintedColorVisionDeficiencies: [ColorVisionDeficiency] = [
    .protanopia, .deuteranopia, .tritanopia,
  ]

  /// Pairs the theme's bottom navigation bar relies on telling apart that one of the simulated
  /// color-vision deficiencies (``ColorVisionDeficiency``) makes hard to tell apart.
  ///
  /// The pairs: the selected icon against an unselected icon (or, when the style draws a
  /// selection indicator, the indicator against the bar, since the pill is then what marks the
  /// selection), and the badge against the bar. Colors are composited over what they are drawn
  /// on, simulated, and compared with ``Color/ciede2000(to:)``. A pair counts as a color cue
  /// when it differs by at least twice ``colorVisionMinimumDifference`` in normal vision (a
  /// subtle difference, such as Material 3's tonal indicator pill, is not one the design relies
  /// on color for), and warns when a simulation brings it below the minimum. Warnings point at
  /// the style key responsible, or the color role it comes from.
  func colorVisionFindings() -> [LintFinding] {
    var results: [LintFinding] = []
    let variantPointer = JSONPointer(tokens: ["components", "bottomNavigation", "variant"])
    for traits in ColorTraits.all {
      let colors = bottomNavigationColors(traits)
      let bar = colors.bar.drawn
      var pairs: [(what: String, first: Color, second: Color, pointers: [JSONPointer])] = []
      if let indicator = colors.indicator {
        pairs.append(
          (
            "selection indicator and bar", indicator.drawn, bar,
            [componentPointer(indicator.key), variantPointer]
          ))
      } else {
        var rolePointers: [JSONPointer] = []
        if case .role(let role) = colors.unselected.origin {
          rolePointers = roleLayers(traits).map { JSONPointer(tokens: ["colors", $0, role.key]) }
        }
        pairs.append(
          (
            "selected and unselected icons", colors.selectedIcon.drawn.blended(over: bar),
            colors.unselected.drawn.blended(over: bar),
            [componentPointer(colors.unselected.key)] + rolePointers
              + [JSONPointer(tokens: ["extends"])]
          ))
      }
      pairs.append(
        (
          "badge and bar", colors.badge.drawn.blended(over: bar), bar,
          [componentPointer(colors.badge.key), variantPointer]
        ))
      for pair in pairs {
        let normal = pair.first.ciede2000(to: pair.second)
        guard normal >= 2 * Self.colorVisionMinimumDifference else { continue }
        for deficiency in Self.lintedColorVisionDeficiencies {
          let first = pair.first.simulated(deficiency)
          let second = pair.second.simulated(deficiency)
          let difference = first.ciede2000(to: second)
          guard difference < Self.colorVisionMinimumDifference else { continue }
          let (pointer, position) = sourceMap.position(ofFirstOf: pair.pointers)
          func shown(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: 2) }
          results.append(
            LintFinding(
              file: sourceMap.file, position: position, pointer: pointer, severity: .warning,
              message:
                "bottom navigation \(pair.what) are hard to tell apart with "
                + "\(deficiency.rawValue) in \(traits): CIEDE2000 ΔE \(shown(difference)) "
                + "(\(first.opaqueHexString) vs \(second.opaqueHexString) as seen), below "
                + "\(shown(Self.colorVisionMinimumDifference)); "
                + "\(shown(normal)) in normal vision",
              rule: .colorVision))
        }
      }
    }
    return results
  }
}
