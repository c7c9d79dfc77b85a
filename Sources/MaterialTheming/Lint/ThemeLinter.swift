/// Checks a resolved theme: WCAG contrast of every pair the components draw, and touch targets.
///
/// Contrast is WCAG 2.x AA: 4.5:1 for text (titles, badge text, on-colors), 3:1 for icons
/// and other graphics (SC 1.4.11). A translucent foreground is composited over its
/// background first. The badge fill against the bar is not checked: Material Components'
/// default red badge is identified by its text (checked against the fill), and holding the
/// baseline to a rule it was not designed for would only add noise. The touch-target audit lays the bar out in standard configurations and
/// reports items under Material's 48×48 pt guideline as warnings.
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
  public init(theme: Theme, sourceMap: ThemeSourceMap, metrics: ApproximateFontMetrics = .init()) {
    self.theme = theme
    self.sourceMap = sourceMap
    self.metrics = metrics
  }

  /// Every finding, errors and warnings, in a stable order.
  public func findings() -> [LintFinding] {
    var results: [LintFinding] = []
    for traits in ColorTraits.all {
      results += colorSchemeFindings(traits)
      results += bottomNavigationFindings(traits)
    }
    results += touchTargetFindings()
    results += colorVisionFindings()
    var seen = Set<String>()
    return results.filter { seen.insert($0.description).inserted }
  }

  /// One contrast check: `foreground` (composited over `background`) against `background`.
  func check(
    _ foreground: Color, over background: Color, requirement: ContrastRequirement,
    what: String, traits: ColorTraits, pointers: [JSONPointer], severity: LintFinding.Severity
  ) -> LintFinding? {
    let visible = foreground.blended(over: background)
    let ratio = visible.contrastRatio(with: background)
    guard ratio < requirement.minimumRatio else { return nil }
    let (pointer, position) = sourceMap.position(ofFirstOf: pointers)
    let kind = requirement == .normalText ? "text" : "graphics"
    return LintFinding(
      file: sourceMap.file, position: position, pointer: pointer, severity: severity,
      message:
        "\(what) has contrast \(Self.format(ratio)):1 in \(traits), below the WCAG AA "
        + "\(Self.format(requirement.minimumRatio)):1 for \(kind) "
        + "(\(visible.opaqueHexString) on \(background.opaqueHexString))")
  }

  /// A ratio with two decimals.
  static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
