import Foundation

/// APCA lightness contrast (Lc), APCA-W3 base algorithm 0.0.98G-4g.
///
/// Lc runs from about −108 to +106: positive for dark text on a light background, negative
/// for light text on a dark one; the order of text and background matters. APCA is not a W3C
/// standard — it was a candidate contrast method for WCAG 3 and was removed from the WCAG 3
/// draft in July 2023 — so `lint` reports it next to WCAG 2, never instead of it unless asked.
///
/// ```swift
/// APCA.contrast(text: Color(rgb: 0x888888), background: .white)  // 63.056…
/// ```
public enum APCA {
  /// The minimum |Lc| for text `lint` asks for: the Bronze simple mode's "minimum for content
  /// text that is not body text" (bottom-navigation titles, badge text, on-colors).
  public static let minimumTextLc = 60.0
  /// The minimum |Lc| for icons: Bronze simple mode's level for large text and fine-detail icons.
  public static let minimumGraphicsLc = 45.0

  // Constants of 0.0.98G-4g (the `SA98G` object of apca-w3).
  static let mainTRC = 2.4
  static let redCoefficient = 0.2126729
  static let greenCoefficient = 0.7151522
  static let blueCoefficient = 0.0721750
  static let normalBackground = 0.56
  static let normalText = 0.57
  static let reverseText = 0.62
  static let reverseBackground = 0.65
  static let blackThreshold = 0.022
  static let blackClamp = 1.414
  static let scaleBlackOnWhite = 1.14
  static let scaleWhiteOnBlack = 1.14
  static let lowBlackOnWhiteOffset = 0.027
  static let lowWhiteOnBlackOffset = 0.027
  static let deltaYMinimum = 0.0005
  static let lowClip = 0.1

  /// The screen luminance APCA uses: weighted 8-bit sRGB channels raised to 2.4.
  ///
  /// The exponent is a simple power, not the piecewise sRGB curve. Alpha is ignored: composite
  /// translucent colors first.
  public static func luminance(_ color: Color) -> Double {
    func channel(_ unit: Double) -> Double {
      pow(Double(Int((min(max(unit, 0), 1) * 255).rounded())) / 255, mainTRC)
    }
    return redCoefficient * channel(color.red) + greenCoefficient * channel(color.green)
      + blueCoefficient * channel(color.blue)
  }

  /// The Lc of `text` over `background` (a translucent text color is composited first).
  public static func contrast(text: Color, background: Color) -> Double {
    contrast(textY: luminance(text.blended(over: background)), backgroundY: luminance(background))
  }

  /// The Lc of two APCA luminances (`APCAcontrast(txtY, bgY)`).
  public static func contrast(textY: Double, backgroundY: Double) -> Double {
    guard !textY.isNaN, !backgroundY.isNaN, min(textY, backgroundY) >= 0,
      max(textY, backgroundY) <= 1.1
    else { return 0 }
    func clamped(_ y: Double) -> Double {
      y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
    }
    let text = clamped(textY)
    let background = clamped(backgroundY)
    guard abs(background - text) >= deltaYMinimum else { return 0 }
    let output: Double
    if background > text {
      let sapc =
        (pow(background, normalBackground) - pow(text, normalText)) * scaleBlackOnWhite
      output = sapc < lowClip ? 0 : sapc - lowBlackOnWhiteOffset
    } else {
      let sapc =
        (pow(background, reverseBackground) - pow(text, reverseText)) * scaleWhiteOnBlack
      output = sapc > -lowClip ? 0 : sapc + lowWhiteOnBlackOffset
    }
    return output * 100
  }
}

/// Which contrast measure `lint` applies.
public enum ContrastMethod: String, Sendable, Hashable, CaseIterable {
  /// WCAG 2.x contrast ratio (4.5:1 text, 3:1 graphics); the default.
  case wcag2
  /// APCA lightness contrast (Lc 60 text, Lc 45 icons).
  case apca
  /// Both, each reported under its own rule.
  case both

  /// The single measures this choice applies.
  var measures: [ContrastMeasure] {
    switch self {
    case .wcag2: [.wcag2]
    case .apca: [.apca]
    case .both: [.wcag2, .apca]
    }
  }
}

/// One contrast measure with its thresholds.
enum ContrastMeasure: Sendable, Hashable {
  case wcag2, apca

  /// The measured value of `foreground` (composited) over `background`: a ratio, or |Lc|.
  func value(_ foreground: Color, over background: Color) -> Double {
    switch self {
    case .wcag2: foreground.blended(over: background).contrastRatio(with: background)
    case .apca: abs(APCA.contrast(text: foreground, background: background))
    }
  }

  /// The minimum for `requirement`.
  func minimum(_ requirement: ContrastRequirement) -> Double {
    switch (self, requirement) {
    case (.wcag2, _): requirement.minimumRatio
    case (.apca, .normalText): APCA.minimumTextLc
    case (.apca, .largeTextOrGraphics): APCA.minimumGraphicsLc
    }
  }

  /// Whether `foreground` over `background` meets `requirement`.
  func passes(_ foreground: Color, over background: Color, _ requirement: ContrastRequirement)
    -> Bool
  {
    value(foreground, over: background) >= minimum(requirement)
  }

  /// The rule a failure reports under.
  func rule(_ requirement: ContrastRequirement) -> LintRule {
    switch (self, requirement) {
    case (.wcag2, .normalText): .wcag2Text
    case (.wcag2, .largeTextOrGraphics): .wcag2Graphics
    case (.apca, .normalText): .apcaText
    case (.apca, .largeTextOrGraphics): .apcaGraphics
    }
  }

  /// `contrast 4.35:1 … below the WCAG AA 4.50:1 for text` / `APCA Lc 52.1 … below Lc 60 for text`.
  func describe(_ value: Double, _ requirement: ContrastRequirement) -> (String, String) {
    let kind = requirement == .normalText ? "text" : "graphics"
    switch self {
    case .wcag2:
      return (
        "contrast \(NumberText.fixed(value, fractionDigits: 2)):1",
        "the WCAG AA \(NumberText.fixed(minimum(requirement), fractionDigits: 2)):1 for \(kind)"
      )
    case .apca:
      return (
        "APCA Lc \(NumberText.fixed(value, fractionDigits: 1))",
        "Lc \(Int(minimum(requirement))) for \(kind)"
      )
    }
  }
}
