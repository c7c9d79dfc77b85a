import MaterialTheming

/// An on-color and the color it is drawn on, with their WCAG 2.x contrast ratio.
public struct ContrastPair: Sendable, Hashable {
  /// The four pairs the preview reports: each on-color over its role.
  public static let reportedForegrounds: [ColorRole] = [
    .onPrimary, .onSecondary, .onSurface, .onBackground,
  ]

  /// The foreground role (an on-color).
  public var foregroundRole: ColorRole
  /// The background role it is drawn on.
  public var backgroundRole: ColorRole
  /// The foreground color as the scheme states it.
  public var foreground: Color
  /// The background color as the scheme states it.
  public var background: Color

  /// The pair of `foregroundRole` over its background role in `scheme`; `nil` for a role
  /// that is not an on-color.
  public init?(foregroundRole: ColorRole, in scheme: SemanticColorScheme) {
    guard let backgroundRole = foregroundRole.background else { return nil }
    self.foregroundRole = foregroundRole
    self.backgroundRole = backgroundRole
    foreground = scheme[foregroundRole]
    background = scheme[backgroundRole]
  }

  /// The contrast ratio of the foreground, composited over the background, with the background.
  public var contrastRatio: Double {
    foreground.blended(over: background).contrastRatio(with: background)
  }

  /// Whether the ratio meets WCAG AA for normal text (4.5:1).
  public var passesAA: Bool {
    contrastRatio >= ContrastRequirement.normalText.minimumRatio
  }

  /// The reported pairs of `scheme`, in the order of ``reportedForegrounds``.
  public static func reported(in scheme: SemanticColorScheme) -> [ContrastPair] {
    reportedForegrounds.compactMap { ContrastPair(foregroundRole: $0, in: scheme) }
  }
}
