/// Changes to one role of the Material 3 type scale; `nil` keeps the inherited value.
///
/// ```swift
/// let change = Material3TypeStyleOverride(size: 60, lineHeight: 68)
/// change.applied(to: Material3TypeScale.material3[.displayLarge]).lineHeight  // 68
/// ```
public struct Material3TypeStyleOverride: Sendable, Hashable {
  /// The family.
  public var family: String?
  /// The point size.
  public var size: Double?
  /// The line height in points.
  public var lineHeight: Double?
  /// The weight.
  public var weight: FontWeight?
  /// The tracking in points.
  public var tracking: Double?
  /// The Dynamic Type style the role scales with.
  public var textStyle: DynamicTypeStyle?

  /// Creates an override.
  public init(
    family: String? = nil, size: Double? = nil, lineHeight: Double? = nil,
    weight: FontWeight? = nil, tracking: Double? = nil, textStyle: DynamicTypeStyle? = nil
  ) {
    self.family = family
    self.size = size
    self.lineHeight = lineHeight
    self.weight = weight
    self.tracking = tracking
    self.textStyle = textStyle
  }

  /// `style` with the stated changes.
  public func applied(to style: Material3TypeStyle) -> Material3TypeStyle {
    var result = style
    if let family { result.family = family }
    if let size { result.size = size }
    if let lineHeight { result.lineHeight = lineHeight }
    if let weight { result.weight = weight }
    if let tracking { result.tracking = tracking }
    if let textStyle { result.textStyle = textStyle }
    return result
  }
}

/// The Material 3 type scale a theme file states (`typography.material3`), laid over the
/// inherited scale.
///
/// In one document the changes apply in this order: ``scale`` replaces the metrics (keeping the
/// families); the document's `typography.fontFamily` sets every role's family; ``brandFamily``
/// and ``plainFamily`` set the brand roles' (display, headline, title large) and the plain
/// roles' family; ``styles`` change single roles last.
public struct Material3TypographyOverrides: Sendable, Hashable {
  /// The spec scale whose metrics the roles start from (`standard` or `emphasized`).
  public var scale: Material3TypeScaleVariant?
  /// The family of the brand roles (Theme Builder's display font).
  public var brandFamily: String?
  /// The family of the plain roles (Theme Builder's body font).
  public var plainFamily: String?
  /// Per-role changes.
  public var styles: [Material3TypeRole: Material3TypeStyleOverride] = [:]

  /// Creates overrides.
  public init(
    scale: Material3TypeScaleVariant? = nil, brandFamily: String? = nil,
    plainFamily: String? = nil, styles: [Material3TypeRole: Material3TypeStyleOverride] = [:]
  ) {
    self.scale = scale
    self.brandFamily = brandFamily
    self.plainFamily = plainFamily
    self.styles = styles
  }

  /// Whether the overrides change nothing.
  public var isEmpty: Bool {
    scale == nil && brandFamily == nil && plainFamily == nil && styles.isEmpty
  }

  /// `scale` with these changes, `fontFamily` (the document's `typography.fontFamily`) applied
  /// to every role before the brand and plain families.
  public func applied(to scale: Material3TypeScale, fontFamily: String?) -> Material3TypeScale {
    var result = self.scale.map { scale.withMetrics(of: $0) } ?? scale
    if let fontFamily { result = result.settingFamilies(brand: fontFamily, plain: fontFamily) }
    if brandFamily != nil || plainFamily != nil {
      result = result.settingFamilies(brand: brandFamily, plain: plainFamily)
    }
    for (role, change) in styles { result[role] = change.applied(to: result[role]) }
    return result
  }
}

/// The state-layer opacities a theme file states (`stateLayers`): a dated set, then single
/// opacities, laid over the inherited ones.
///
/// ```swift
/// var layers = Material3StateLayerOverrides(defaults: .material202108)
/// layers[.pressed] = 0.14
/// layers.applied(to: .material202309).focus  // 0.12
/// ```
public struct Material3StateLayerOverrides: Sendable, Hashable {
  /// The dated set the opacities start from, when stated.
  public var defaults: Material3StateLayerDefaults?
  /// The stated opacities, in ``Material3StateLayer`` order (`nil`: not stated).
  private var values: [Double?] = Array(repeating: nil, count: Material3StateLayer.allCases.count)

  /// Creates overrides.
  public init(defaults: Material3StateLayerDefaults? = nil) {
    self.defaults = defaults
  }

  /// The stated opacity of `layer`, or `nil`.
  public subscript(layer: Material3StateLayer) -> Double? {
    get { values[Self.index(of: layer)] }
    set { values[Self.index(of: layer)] = newValue }
  }

  /// Whether the overrides change nothing.
  public var isEmpty: Bool { defaults == nil && values.allSatisfy { $0 == nil } }

  /// Whether only a dated set is stated (written as its name alone).
  public var statesOnlyDefaults: Bool { defaults != nil && values.allSatisfy { $0 == nil } }

  /// `layers` with the stated set and opacities.
  public func applied(to layers: Material3StateLayers) -> Material3StateLayers {
    var result = defaults?.stateLayers ?? layers
    for layer in Material3StateLayer.allCases {
      if let value = self[layer] { result[layer] = value }
    }
    return result
  }

  private static func index(of layer: Material3StateLayer) -> Int {
    switch layer {
    case .hover: 0
    case .focus: 1
    case .pressed: 2
    case .dragged: 3
    case .disabledContent: 4
    case .disabledContainer: 5
    }
  }
}
