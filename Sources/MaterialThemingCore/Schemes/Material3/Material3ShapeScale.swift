/// A corner size of the Material 3 shape scale: a length, or fully rounded.
public enum Material3CornerSize: Sendable, Hashable {
  /// A radius in points.
  case points(Double)
  /// Fully rounded: half the shorter side, a capsule (Material's `corner-full`, which the web
  /// tokens write as 9999 px and Android as 50 %).
  case full

  /// The radius on a shape of `width` × `height` points: the stated length, at most half the
  /// shorter side, or exactly half of it for ``full``.
  public func radius(width: Double, height: Double) -> Double {
    let half = max(0, min(width, height) / 2)
    switch self {
    case .points(let value): return min(max(value, 0), half)
    case .full: return half
    }
  }
}

/// The corner steps of the Material 3 shape scale.
public enum Material3ShapeRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// No rounding (0 pt).
  case cornerNone
  /// Extra small (4 pt).
  case cornerExtraSmall
  /// Small (8 pt).
  case cornerSmall
  /// Medium (12 pt).
  case cornerMedium
  /// Large (16 pt).
  case cornerLarge
  /// Large increased (20 pt; added to the tokens in 2025).
  case cornerLargeIncreased
  /// Extra large (28 pt).
  case cornerExtraLarge
  /// Extra large increased (32 pt; added in 2025).
  case cornerExtraLargeIncreased
  /// Extra extra large (48 pt; added in 2025).
  case cornerExtraExtraLarge
  /// Fully rounded.
  case cornerFull

  /// The key of the step in theme files and outputs (the raw value).
  public var key: String { rawValue }
}

/// The Material 3 shape scale: a corner size for each step.
///
/// ```swift
/// let shapes = Material3ShapeScale.material3
/// shapes[.cornerMedium]                                  // .points(12)
/// shapes[.cornerFull].radius(width: 80, height: 40)      // 20
/// ```
public struct Material3ShapeScale: Sendable, Hashable {
  private var corners: [Material3CornerSize]

  /// The corner size of `role`.
  public subscript(role: Material3ShapeRole) -> Material3CornerSize {
    get { corners[Self.index(of: role)] }
    set { corners[Self.index(of: role)] = newValue }
  }

  /// Creates a scale from a corner size for every step.
  public init(_ corner: (Material3ShapeRole) -> Material3CornerSize) {
    corners = Material3ShapeRole.allCases.map(corner)
  }

  /// Material's shape scale (tokens v34, 2025: the v0.192 steps plus large increased, extra
  /// large increased and extra extra large).
  public static let material3 = Material3ShapeScale { role in
    switch role {
    case .cornerNone: .points(0)
    case .cornerExtraSmall: .points(4)
    case .cornerSmall: .points(8)
    case .cornerMedium: .points(12)
    case .cornerLarge: .points(16)
    case .cornerLargeIncreased: .points(20)
    case .cornerExtraLarge: .points(28)
    case .cornerExtraLargeIncreased: .points(32)
    case .cornerExtraExtraLarge: .points(48)
    case .cornerFull: .full
    }
  }

  /// The step's position in ``Material3ShapeRole/allCases`` (a switch: `firstIndex(of:)` would
  /// build the array on every read).
  private static func index(of role: Material3ShapeRole) -> Int {
    switch role {
    case .cornerNone: 0
    case .cornerExtraSmall: 1
    case .cornerSmall: 2
    case .cornerMedium: 3
    case .cornerLarge: 4
    case .cornerLargeIncreased: 5
    case .cornerExtraLarge: 6
    case .cornerExtraLargeIncreased: 7
    case .cornerExtraExtraLarge: 8
    case .cornerFull: 9
    }
  }
}
