/// Which of a tone-delta pair moves, and in which direction (material-color-utilities'
/// `ToneDeltaPair`, 2021 and 2025).
enum TonePolarity: Sendable {
  /// Role A is darker than role B.
  case darker
  /// Role A is lighter than role B.
  case lighter
  /// Role A is nearer the surface than role B (2021).
  case nearer
  /// Role A is farther from the surface than role B.
  case farther
  /// Role A is darker in light mode and lighter in dark mode (2025).
  case relativeDarker
  /// Role A is lighter in light mode and darker in dark mode (2025).
  case relativeLighter
}

/// How strictly the 2025 solver keeps a pair's delta.
enum DeltaConstraint: Sendable {
  /// Exactly the delta apart.
  case exact
  /// At most the delta apart.
  case nearer
  /// At least the delta apart.
  case farther
}

/// Two roles whose tones must stay a given delta apart (`ToneDeltaPair`).
struct ToneDeltaPair: Sendable {
  /// The first role.
  var roleA: MaterialDynamicColorRole
  /// The second role.
  var roleB: MaterialDynamicColorRole
  /// The tone difference.
  var delta: Double
  /// The direction of the difference.
  var polarity: TonePolarity
  /// Whether both roles leave the 50–59 "awkward zone" together (2021).
  var stayTogether: Bool
  /// The 2025 constraint on the difference.
  var constraint: DeltaConstraint = .exact
}
