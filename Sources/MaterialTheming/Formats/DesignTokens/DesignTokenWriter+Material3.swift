extension DesignTokenWriter {
  /// `typography.m3`: the fifteen Material 3 type roles as typography tokens (family, size,
  /// weight, letter spacing, and the line height as a multiple of the size, as DTCG states it),
  /// each with its Dynamic Type style in `$extensions["dev.materialtheming"].textStyle` and its
  /// line height in points in `…lineHeightPoints`.
  static func material3TypographyGroup(_ scale: Material3TypeScale) -> (String, JSONOutput) {
    let roles = Material3TypeRole.allCases.map { role -> (String, JSONOutput) in
      let style = scale[role]
      var value = typographyValue(style.font)
      if case .object(var members) = value, style.size > 0 {
        members.append(("lineHeight", .number(style.lineHeight / style.size)))
        value = .object(members)
      }
      return (
        role.key,
        .object([
          ("$value", value),
          (
            "$extensions",
            vendor([
              ("lineHeightPoints", .number(style.lineHeight)),
              ("textStyle", .string(style.textStyle.rawValue)),
            ])
          ),
        ])
      )
    }
    return (DesignTokenNaming.material3Group, .object(roles))
  }

  /// `shape.m3`: the Material 3 corner steps as dimension tokens; a fully rounded step is
  /// 9999 px (Material's web token) and says `$extensions["dev.materialtheming"].full = true`.
  static func material3ShapeGroup(_ scale: Material3ShapeScale) -> (String, JSONOutput) {
    let steps = Material3ShapeRole.allCases.map { step -> (String, JSONOutput) in
      switch scale[step] {
      case .points(let points): (step.key, token(dimensionValue(points)))
      case .full:
        (
          step.key,
          .object([
            ("$value", dimensionValue(CSSWriter.fullCornerLength)),
            ("$extensions", vendor([("full", .bool(true))])),
          ])
        )
      }
    }
    return (DesignTokenNaming.material3Group, .object(steps))
  }

  /// `state`: the Material 3 state-layer opacities as number tokens (`state.hover`, …).
  static func stateLayerGroup(_ layers: Material3StateLayers) -> JSONOutput {
    .object(
      [("$type", .string(DesignTokenType.number.rawValue))]
        + Material3StateLayer.allCases.map { ($0.key, token(.number(layers[$0]))) })
  }
}
