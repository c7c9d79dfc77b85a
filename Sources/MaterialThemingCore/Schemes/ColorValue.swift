/// A color given in a theme: a literal, or a role of the scheme (optionally with alpha replaced).
public enum ColorValue: Sendable, Hashable {
  /// A literal color.
  case literal(Color)
  /// The scheme's color for `role`, with its alpha replaced by `alpha` when given.
  case role(ColorRole, alpha: Double?)

  /// The concrete color against `scheme`.
  public func resolved(in scheme: SemanticColorScheme) -> Color {
    switch self {
    case .literal(let color): color
    case .role(let role, let alpha): alpha.map { scheme[role].withAlpha($0) } ?? scheme[role]
    }
  }
}
