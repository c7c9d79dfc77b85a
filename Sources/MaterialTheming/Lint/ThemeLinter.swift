/// Checks a resolved theme: contrast of every pair the components draw, of the Material 3
/// on-color pairs in each of the six slots, and touch targets.
///
/// Contrast is WCAG 2.x AA by default: 4.5:1 for text (titles, badge text, on-colors), 3:1 for
/// icons and other graphics (SC 1.4.11); ``ContrastMethod/apca`` applies APCA (Lc 60 text,
/// Lc 45 icons) instead, ``ContrastMethod/both`` both — then APCA findings are warnings, as APCA
/// is not a W3C standard and WCAG 2 alone decides. A translucent foreground is composited
/// over its background first. The badge fill against the bar is not checked: Material
/// Components' default red badge is identified by its text (checked against the fill).
///
/// Every finding is located where the user would act: on the key that states the color, or —
/// when the color is inherited — on the key to add (its nearest stated ancestor's line), with
/// the value to write (``LintFinding/fix``). A contrast finding caused only by a component's
/// inherited defaults (the theme's roles pass as Material pairs them; the component's own
/// default, such as the 0.74 alpha of unselected items on a primary bar, does not) is a warning.
///
/// ```swift
/// let findings = ThemeLinter(theme: theme, sourceMap: map).findings()
/// ```
public struct ThemeLinter: Sendable {
  /// The resolved theme.
  public var theme: Theme
  /// Positions of the theme file's keys.
  public var sourceMap: ThemeSourceMap
  /// Text measurement for the touch-target and truncation audit.
  public var metrics: ApproximateFontMetrics
  /// The contrast measure(s) applied.
  public var contrast: ContrastMethod

  /// The bar configurations the audit lays out: width, size class, alignment.
  ///
  /// A phone in portrait (360 pt, compact, justified) and a tablet (768 pt, regular,
  /// centered) — the layouts Material recommends. The 40 pt adjacent-titles bar is left out:
  /// its height is fixed by Material Components, not by the theme, so it is not a theme finding.
  static let auditConfigurations: [(Double, SizeClass, BottomNavigationAlignment)] = [
    (360, .compact, .justified), (768, .regular, .centered),
  ]
  /// Four typical destinations (the guidelines recommend three to five).
  static let auditItems = ["Home", "Search", "Library", "Profile"]

  /// Creates a linter.
  public init(
    theme: Theme, sourceMap: ThemeSourceMap, metrics: ApproximateFontMetrics = .init(),
    contrast: ContrastMethod = .wcag2
  ) {
    self.theme = theme
    self.sourceMap = sourceMap
    self.metrics = metrics
    self.contrast = contrast
  }

  /// Every finding, errors and warnings, in a stable order.
  public func findings() -> [LintFinding] {
    var results: [LintFinding] = []
    for traits in ColorTraits.all {
      for pair in colorSchemePairs(traits) + bottomNavigationPairs(traits) {
        for measure in contrast.measures {
          if let finding = check(pair, measure: measure, traits: traits) { results.append(finding) }
        }
      }
      results += customColorFindings(traits)
    }
    results += material3Findings()
    results += touchTargetFindings()
    results += colorVisionFindings()
    results += displayP3Findings()
    var seen = Set<String>()
    return results.filter { seen.insert($0.description).inserted }
  }
}
