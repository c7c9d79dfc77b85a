import Foundation

extension Color {
  /// The WCAG 2.x relative luminance of the color's 8-bit sRGB value, ignoring alpha.
  ///
  /// `L = 0.2126·R + 0.7152·G + 0.0722·B` over linearised channels, where a channel
  /// `C ≤ 0.04045` is `C / 12.92` and otherwise `((C + 0.055) / 1.055)^2.4`.
  public var relativeLuminance: Double {
    func linear(_ unit: Double) -> Double {
      let c = Double(Color.byte(unit)) / 255
      return c <= Self.wcagLinearThreshold ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2.x contrast ratio between this color and `other`, from 1 to 21.
  ///
  /// Translucent colors should be composited over what lies beneath them first
  /// (``blended(over:)``); this function reads only the RGB channels.
  public func contrastRatio(with other: Color) -> Double {
    let l1 = relativeLuminance
    let l2 = other.relativeLuminance
    return (max(l1, l2) + Self.wcagFlare) / (min(l1, l2) + Self.wcagFlare)
  }

  /// The sRGB linearisation threshold of WCAG 2.x (0.03928 in older texts; identical for 8-bit input).
  static let wcagLinearThreshold = 0.04045
  /// The flare term added to both luminances in the WCAG contrast ratio.
  static let wcagFlare = 0.05
}

/// WCAG 2.x contrast thresholds the lint and preview report against.
public enum ContrastRequirement: Double, Sendable, CaseIterable {
  /// Level AA for normal text (SC 1.4.3): 4.5:1.
  case normalText = 4.5
  /// Level AA for large text (SC 1.4.3) and for icons and UI parts (SC 1.4.11): 3:1.
  case largeTextOrGraphics = 3.0

  /// The minimum ratio.
  public var minimumRatio: Double { rawValue }
}
