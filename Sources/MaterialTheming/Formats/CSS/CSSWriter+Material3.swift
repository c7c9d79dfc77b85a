extension CSSWriter {
  /// The Material 3 type scale, shape scale and state layers as custom properties in Material's
  /// web token naming (the same in every mode, in `:root` only):
  /// - `--md-sys-typescale-<role>-font`, `-size`, `-line-height`, `-weight`, `-tracking` for the
  ///   fifteen type roles (`--md-sys-typescale-body-large-size: 16px`);
  /// - `--md-sys-shape-corner-<step>` for the corner steps (`--md-sys-shape-corner-medium: 12px`;
  ///   a fully rounded step is `9999px`, as Material's web tokens write it);
  /// - `--md-sys-state-<hover|focus|pressed|dragged>-state-layer-opacity` and
  ///   `--md-sys-state-disabled-content-opacity`, `--md-sys-state-disabled-container-opacity`.
  public static func material3Declarations(_ theme: Theme) -> [(String, String)] {
    var result: [(String, String)] = []
    for role in Material3TypeRole.allCases {
      let style = theme.material3TypeScale[role]
      let prefix = "--md-sys-typescale-" + kebab(role.key)
      result += [
        (prefix + "-font", fontFamily(style.family)), (prefix + "-size", length(style.size)),
        (prefix + "-line-height", length(style.lineHeight)),
        (prefix + "-weight", String(style.weight.rawValue)),
        (prefix + "-tracking", length(style.tracking)),
      ]
    }
    for step in Material3ShapeRole.allCases {
      let value =
        switch theme.material3ShapeScale[step] {
        case .points(let points): length(points)
        case .full: length(fullCornerLength)
        }
      result.append(("--md-sys-shape-" + kebab(step.key), value))
    }
    for layer in Material3StateLayer.allCases {
      let suffix =
        switch layer {
        case .disabledContent, .disabledContainer: "-opacity"
        default: "-state-layer-opacity"
        }
      result.append(
        (
          "--md-sys-state-" + kebab(layer.key) + suffix,
          NumberText.decimal(theme.material3StateLayers[layer])
        ))
    }
    return result
  }

  /// The length Material's web tokens give a fully rounded corner (`corner-full`: 9999 px).
  public static let fullCornerLength = 9999.0
}
