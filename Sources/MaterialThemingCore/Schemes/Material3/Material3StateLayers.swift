/// One opacity of ``Material3StateLayers``, named as theme files and outputs name it.
public enum Material3StateLayer: String, Sendable, Hashable, CaseIterable, Codable {
  /// ``Material3StateLayers/hover``.
  case hover
  /// ``Material3StateLayers/focus``.
  case focus
  /// ``Material3StateLayers/pressed``.
  case pressed
  /// ``Material3StateLayers/dragged``.
  case dragged
  /// ``Material3StateLayers/disabledContent``.
  case disabledContent
  /// ``Material3StateLayers/disabledContainer``.
  case disabledContainer

  /// The key of the opacity in theme files and outputs (the raw value).
  public var key: String { rawValue }
}

/// The opacities of Material 3's state layers: the content color laid over a component while
/// it is hovered, focused, pressed or dragged, and the opacity of disabled content.
public struct Material3StateLayers: Sendable, Hashable {
  /// Hovered (0.08).
  public var hover: Double
  /// Focused.
  public var focus: Double
  /// Pressed.
  public var pressed: Double
  /// Dragged (0.16).
  public var dragged: Double
  /// Disabled content (0.38).
  public var disabledContent: Double
  /// Disabled containers (0.12, the components' convention).
  public var disabledContainer: Double

  /// Creates a set of state-layer opacities.
  public init(
    hover: Double, focus: Double, pressed: Double, dragged: Double, disabledContent: Double,
    disabledContainer: Double
  ) {
    self.hover = hover
    self.focus = focus
    self.pressed = pressed
    self.dragged = dragged
    self.disabledContent = disabledContent
    self.disabledContainer = disabledContainer
  }

  /// The opacity of `layer`.
  public subscript(layer: Material3StateLayer) -> Double {
    get {
      switch layer {
      case .hover: hover
      case .focus: focus
      case .pressed: pressed
      case .dragged: dragged
      case .disabledContent: disabledContent
      case .disabledContainer: disabledContainer
      }
    }
    set {
      switch layer {
      case .hover: hover = newValue
      case .focus: focus = newValue
      case .pressed: pressed = newValue
      case .dragged: dragged = newValue
      case .disabledContent: disabledContent = newValue
      case .disabledContainer: disabledContainer = newValue
      }
    }
  }

  /// The tokens from v0.37 (August 2021) to v0.169: focus and pressed at 0.12.
  public static let material202108 = Material3StateLayers(
    hover: 0.08, focus: 0.12, pressed: 0.12, dragged: 0.16, disabledContent: 0.38,
    disabledContainer: 0.12)

  /// The tokens from v0.170 (September 2023) on, unchanged through v34: focus and pressed at
  /// 0.10.
  public static let material202309 = Material3StateLayers(
    hover: 0.08, focus: 0.1, pressed: 0.1, dragged: 0.16, disabledContent: 0.38,
    disabledContainer: 0.12)
}

/// The dated state-layer opacities a theme file names (`"stateLayers": "material-202309"`).
public enum Material3StateLayerDefaults: String, Sendable, Hashable, CaseIterable, Codable {
  /// Tokens v0.37 (August 2021) to v0.169: focus and pressed at 0.12
  /// (``Material3StateLayers/material202108``).
  case material202108 = "material-202108"
  /// Tokens v0.170 (September 2023) on: focus and pressed at 0.10
  /// (``Material3StateLayers/material202309``), the default of every theme.
  case material202309 = "material-202309"

  /// The opacities.
  public var stateLayers: Material3StateLayers {
    switch self {
    case .material202108: .material202108
    case .material202309: .material202309
    }
  }
}
