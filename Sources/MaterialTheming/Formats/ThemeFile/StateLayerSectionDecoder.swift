/// Decodes `stateLayers`: a dated set's name, or an object of opacities over the inherited ones
/// (with an optional dated set, `defaults`, to start from).
enum StateLayerSectionDecoder {
  /// The opacities, made once (`allCases` builds a new array on each use).
  static let layers = Material3StateLayer.allCases
  /// The keys of a `stateLayers` object: `defaults`, then the opacities in ``layers`` order.
  static let keys = KeySet(["defaults"] + layers.map(\.key))
  /// Accepted opacities.
  static let opacityRange = 0.0...1

  /// Decodes `node`.
  static func decode(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> Material3StateLayerOverrides
  {
    switch node.kind {
    case .string:
      return Material3StateLayerOverrides(
        defaults: try ObjectReader.choice(node, as: Material3StateLayerDefaults.self, context))
    case .object:
      let members = try KnownMembers(node, context, keys: keys)
      var overrides = Material3StateLayerOverrides(
        defaults: try members[0].map { (value) throws(ThemeError) in
          try ObjectReader.choice(value, as: Material3StateLayerDefaults.self, context)
        })
      for (index, layer) in layers.enumerated() {
        guard let value = members[index + 1] else { continue }
        overrides[layer] = try ObjectReader.number(value, in: opacityRange, context)
      }
      return overrides
    default:
      let names = Material3StateLayerDefaults.allCases.map { "\"\($0.rawValue)\"" }
      throw context.typeMismatch(
        node, expected: names.joined(separator: ", ") + " or an object of opacities")
    }
  }
}
