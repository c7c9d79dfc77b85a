/// The token types of DTCG 2025.10 (the Design Tokens Format Module).
public enum DesignTokenType: String, Sendable, Hashable, CaseIterable, Codable {
  /// A color object `{colorSpace, components, alpha?, hex?}`.
  case color
  /// A length `{value, unit: "px" | "rem"}`.
  case dimension
  /// A family name or a list of them.
  case fontFamily
  /// A number 1–1000 or a named weight.
  case fontWeight
  /// A time `{value, unit: "ms" | "s"}`.
  case duration
  /// A timing curve `[P1x, P1y, P2x, P2y]`.
  case cubicBezier
  /// A plain number.
  case number
  /// A stroke style (composite).
  case strokeStyle
  /// A border (composite).
  case border
  /// A transition (composite).
  case transition
  /// A shadow or a list of them (composite).
  case shadow
  /// A gradient (composite).
  case gradient
  /// A text style: family, size, weight, letter spacing, line height (composite).
  case typography
}
