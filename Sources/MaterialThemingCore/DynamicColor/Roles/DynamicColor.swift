/// The palettes of a dynamic scheme, by role family.
enum PaletteRole: Int, Sendable, CaseIterable {
  /// The primary palette.
  case primary
  /// The secondary palette.
  case secondary
  /// The tertiary palette.
  case tertiary
  /// The neutral palette (surfaces).
  case neutral
  /// The neutral-variant palette.
  case neutralVariant
  /// The error palette.
  case error
}

/// How one role is computed in one scheme: its palette and its contrast constraints
/// (material-color-utilities' `DynamicColor`, minus the tone, which ``ToneResolver`` supplies).
struct DynamicColor: Sendable {
  /// The palette the role's color comes from.
  var palette: PaletteRole
  /// Whether the role is drawn behind other roles (subject to the awkward-zone rules).
  var isBackground = false
  /// The role it must contrast with.
  var background: MaterialDynamicColorRole? = nil
  /// A second role it must contrast with (2021 on-fixed roles).
  var secondBackground: MaterialDynamicColorRole? = nil
  /// The required contrast with ``background``.
  var contrastCurve: ContrastCurve? = nil
  /// A role whose tone it keeps a delta from.
  var toneDeltaPair: ToneDeltaPair? = nil
  /// The factor on the palette chroma (2025 neutral roles).
  var chromaMultiplier = 1.0
}
