/// The checks `lint` runs, with the texts code-scanning services show for them.
public enum LintRule: String, Sendable, Hashable, CaseIterable {
  /// The file does not load: bad JSON, an unknown key, a wrong type, a broken `extends`.
  case themeFile = "theme-file"
  /// WCAG 2 contrast of text below 4.5:1.
  case wcag2Text = "wcag2-text-contrast"
  /// WCAG 2 contrast of icons and other graphics below 3:1.
  case wcag2Graphics = "wcag2-graphics-contrast"
  /// APCA lightness contrast of text below Lc 60.
  case apcaText = "apca-text-contrast"
  /// APCA lightness contrast of icons below Lc 45.
  case apcaGraphics = "apca-graphics-contrast"
  /// A bottom-navigation item under 48×48 pt, or a truncated title.
  case touchTarget = "bottom-navigation-layout"
  /// A simulated color-vision deficiency makes the bar's selection cue or badge hard to see.
  case colorVision = "color-vision"
  /// A Display P3 color whose sRGB fallback differs visibly from it.
  case displayP3Fallback = "display-p3-fallback"

  /// A short name (SARIF `name`).
  public var name: String {
    switch self {
    case .themeFile: "ThemeFileInvalid"
    case .wcag2Text: "WCAG2TextContrast"
    case .wcag2Graphics: "WCAG2GraphicsContrast"
    case .apcaText: "APCATextContrast"
    case .apcaGraphics: "APCAGraphicsContrast"
    case .touchTarget: "BottomNavigationLayout"
    case .colorVision: "ColorVisionDeficiency"
    case .displayP3Fallback: "DisplayP3Fallback"
    }
  }

  /// One sentence: what the rule checks.
  public var shortDescription: String {
    switch self {
    case .themeFile: "The theme file must load: valid JSON, known keys, values of the right type."
    case .wcag2Text:
      "Text colors must reach a WCAG 2 contrast ratio of 4.5:1 against their background."
    case .wcag2Graphics:
      "Icons must reach a WCAG 2 contrast ratio of 3:1 against their background."
    case .apcaText: "Text colors should reach APCA Lc 60 against their background."
    case .apcaGraphics: "Icons should reach APCA Lc 45 against their background."
    case .colorVision:
      "The bar's selection cue and badges should stay distinct for protanopes, deuteranopes "
        + "and tritanopes."
    case .touchTarget:
      "Bottom-navigation items should be at least 48×48 pt and show their whole title."
    case .displayP3Fallback:
      "A Display P3 color's sRGB fallback should look like it."
    }
  }

  /// What the rule checks and why, in full.
  public var fullDescription: String {
    switch self {
    case .themeFile:
      "material-theme could not load the theme: the message names the key and what was expected."
    case .wcag2Text:
      "WCAG 2.x SC 1.4.3 (level AA) asks 4.5:1 for normal text. The check covers on-colors "
        + "against their roles and the titles and badge text the bottom navigation bar draws; "
        + "translucent colors are composited over their background first."
    case .wcag2Graphics:
      "WCAG 2.x SC 1.4.11 (level AA) asks 3:1 for graphical objects such as icons. The check "
        + "covers the bottom navigation bar's icons, selected and unselected."
    case .apcaText:
      "APCA (APCA-W3 0.0.98G-4g) lightness contrast; Lc 60 is the Bronze simple-mode minimum "
        + "for content text that is not body text. APCA is not a W3C standard: it was a "
        + "candidate method for WCAG 3 and was removed from the WCAG 3 draft in July 2023."
    case .apcaGraphics:
      "APCA (APCA-W3 0.0.98G-4g) lightness contrast; Lc 45 is the Bronze simple-mode minimum "
        + "for large text and fine-detail icons. APCA is not a W3C standard."
    case .colorVision:
      "Simulates protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, "
        + "severity 1.0, linear RGB) and compares the selected and unselected icons (or the "
        + "selection indicator and the bar) and the badge and the bar with CIEDE2000; a pair "
        + "that differs by 10 or more in normal vision warns when a simulation brings it under 5."
    case .touchTarget:
      "Material's guidelines ask for 48×48 pt touch targets; the audit lays the bar out on a "
        + "360 pt phone and a 768 pt tablet with four typical titles."
    case .displayP3Fallback:
      "A color authored in Display P3 (or outside sRGB) keeps its P3 value for asset catalogs, "
        + "displayP3 initializers and CSS color(display-p3); color science and screens without "
        + "wide color use its sRGB fallback, gamut-mapped as CSS Color 4 maps. The rule warns "
        + "when the two differ by more than deltaEOK 0.02, one just noticeable difference."
    }
  }

  /// How to fix a finding of this rule.
  public var help: String {
    switch self {
    case .themeFile:
      "Fix the key the message names; `material-theme lint` prints the expected value and, "
        + "for misspelled keys, the nearest known key."
    case .wcag2Text, .wcag2Graphics, .apcaText, .apcaGraphics:
      "Each finding names the key to change and the value to write: the nearest passing color "
        + "(same HCT hue and chroma, the tone moved the least) or the smallest alpha that "
        + "passes. `material-theme lint --fix` writes it; `--fix --dry-run` shows the diff. "
        + "Findings caused only by a component's inherited defaults are warnings."
    case .colorVision:
      "Make the pair differ in lightness, not only in hue: a lighter or darker badge or "
        + "unselected tint stays distinct for every viewer. `material-theme preview` shows the "
        + "bar as each simulated viewer sees it."
    case .touchTarget:
      "Use shorter titles, a smaller `itemTitleFont`, or fewer items."
    case .displayP3Fallback:
      "Reduce the color's chroma toward sRGB if the fallback must match, or accept that "
        + "screens without wide color show the fallback."
    }
  }

  /// The severity the rule reports unless a finding says otherwise.
  public var defaultSeverity: LintFinding.Severity {
    switch self {
    case .touchTarget, .apcaText, .apcaGraphics, .colorVision, .displayP3Fallback: .warning
    default: .error
    }
  }
}
