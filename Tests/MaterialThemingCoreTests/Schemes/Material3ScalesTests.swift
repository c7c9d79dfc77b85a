import Testing

@testable import MaterialThemingCore

/// The Material 3 type scale, shape scale and state layers hold the token values (Material Web
/// `_md-sys-typescale.scss`, `_md-sys-shape.scss`, `_md-sys-state.scss`; Android's tokens.xml).
@Suite struct Material3ScalesTests {
  /// Size, line height, weight and tracking (px = pt) of every role, as the tokens give them.
  @Test(arguments: [
    (Material3TypeRole.displayLarge, 57.0, 64.0, 400, -0.25),
    (.displayMedium, 45, 52, 400, 0), (.displaySmall, 36, 44, 400, 0),
    (.headlineLarge, 32, 40, 400, 0), (.headlineMedium, 28, 36, 400, 0),
    (.headlineSmall, 24, 32, 400, 0), (.titleLarge, 22, 28, 400, 0),
    (.titleMedium, 16, 24, 500, 0.15), (.titleSmall, 14, 20, 500, 0.1),
    (.bodyLarge, 16, 24, 400, 0.5), (.bodyMedium, 14, 20, 400, 0.25),
    (.bodySmall, 12, 16, 400, 0.4), (.labelLarge, 14, 20, 500, 0.1),
    (.labelMedium, 12, 16, 500, 0.5), (.labelSmall, 11, 16, 500, 0.5),
  ])
  func typeScaleHoldsTheTokens(
    role: Material3TypeRole, size: Double, lineHeight: Double, weight: Int, tracking: Double
  ) {
    let style = Material3TypeScale.material3[role]
    #expect(style.size == size)
    #expect(style.lineHeight == lineHeight)
    #expect(style.weight.rawValue == weight)
    #expect(style.tracking == tracking)
    #expect(style.family == Font.systemFamily)
  }

  /// Android states tracking in em: em × size is the web's px value, to the tokens' precision.
  @Test func trackingMatchesAndroidsEm() {
    let em: [Material3TypeRole: Double] = [
      .displayLarge: -0.00438596, .titleMedium: 0.009375, .titleSmall: 0.00714286,
      .bodyLarge: 0.03125, .bodyMedium: 0.01785714, .bodySmall: 0.03333333,
      .labelLarge: 0.00714286, .labelMedium: 0.04166667, .labelSmall: 0.04545455,
    ]
    for (role, value) in em {
      let style = Material3TypeScale.material3[role]
      #expect(abs(value * style.size - style.tracking) < 1e-6, "\(role)")
    }
  }

  /// Every role scales with a text style: each plain role with one within 1 pt of its size at
  /// the Large setting; body large with body.
  @Test func everyRoleHasADynamicTypeStyle() {
    let scale = Material3TypeScale.material3
    #expect(scale[.bodyLarge].textStyle == .body)
    #expect(scale[.labelSmall].textStyle == .caption2)
    for role in Material3TypeRole.allCases where !role.usesBrandTypeface {
      // The plain roles sit within 1 pt of their text style's default size.
      #expect(abs(scale[role].textStyle.defaultSize - scale[role].size) <= 1, "\(role)")
    }
  }

  @Test func emphasizedChangesOnlyWeights() {
    let base = Material3TypeScale.material3
    let emphasized = base.emphasized
    #expect(emphasized[.displayLarge].weight == .medium)
    #expect(emphasized[.bodySmall].weight == .medium)
    #expect(emphasized[.titleMedium].weight == .semibold)
    #expect(emphasized[.labelSmall].weight == .semibold)
    for role in Material3TypeRole.allCases {
      var reweighted = emphasized[role]
      reweighted.weight = base[role].weight
      #expect(reweighted == base[role])
    }
  }

  @Test func familiesFollowTheBrandAndPlainTypefaces() {
    let scale = Material3TypeScale.material3.settingFamilies(brand: "Fraunces", plain: "Inter")
    #expect(scale[.displayLarge].family == "Fraunces")
    #expect(scale[.titleLarge].family == "Fraunces")
    #expect(scale[.titleMedium].family == "Inter")
    #expect(scale[.labelSmall].family == "Inter")
    let brandOnly = Material3TypeScale.material3.settingFamilies(brand: "Fraunces", plain: nil)
    #expect(brandOnly[.bodyLarge].family == Font.systemFamily)
    #expect(Material3TypeRole.allCases.filter(\.usesBrandTypeface).count == 7)
  }

  @Test func shapeScaleHoldsTheTokens() {
    let shapes = Material3ShapeScale.material3
    let expected: [(Material3ShapeRole, Double)] = [
      (.cornerNone, 0), (.cornerExtraSmall, 4), (.cornerSmall, 8), (.cornerMedium, 12),
      (.cornerLarge, 16), (.cornerLargeIncreased, 20), (.cornerExtraLarge, 28),
      (.cornerExtraLargeIncreased, 32), (.cornerExtraExtraLarge, 48),
    ]
    for (role, points) in expected { #expect(shapes[role] == .points(points), "\(role)") }
    #expect(shapes[.cornerFull] == .full)
  }

  @Test func fullCornersAreCapsulesAndLengthsAreClamped() {
    #expect(Material3CornerSize.full.radius(width: 80, height: 40) == 20)
    #expect(Material3CornerSize.full.radius(width: 24, height: 60) == 12)
    #expect(Material3CornerSize.points(28).radius(width: 40, height: 40) == 20)
    #expect(Material3CornerSize.points(12).radius(width: 100, height: 56) == 12)
    #expect(Material3CornerSize.points(-3).radius(width: 100, height: 56) == 0)
  }

  @Test func stateLayersAreDated() {
    #expect(Material3StateLayers.material202108.pressed == 0.12)
    #expect(Material3StateLayers.material202108.focus == 0.12)
    #expect(Material3StateLayers.material202309.pressed == 0.1)
    #expect(Material3StateLayers.material202309.focus == 0.1)
    for layers in [Material3StateLayers.material202108, .material202309] {
      #expect(layers.hover == 0.08)
      #expect(layers.dragged == 0.16)
      #expect(layers.disabledContent == 0.38)
      #expect(layers.disabledContainer == 0.12)
    }
  }

  @Test func scalesAreSettable() {
    var scale = Material3TypeScale.material3
    scale[.bodyLarge].size = 18
    #expect(scale[.bodyLarge].size == 18)
    #expect(scale[.bodyMedium].size == 14)
    var shapes = Material3ShapeScale.material3
    shapes[.cornerSmall] = .points(6)
    #expect(shapes[.cornerSmall] == .points(6))
    #expect(shapes[.cornerMedium] == .points(12))
  }

  /// The dated names give the dated opacities; each opacity is readable and writable by name.
  @Test func stateLayersHaveNamesAndKeys() {
    #expect(Material3StateLayerDefaults.material202108.stateLayers == .material202108)
    #expect(Material3StateLayerDefaults.material202309.stateLayers == .material202309)
    #expect(Material3StateLayerDefaults.material202309.rawValue == "material-202309")
    var layers = Material3StateLayers.material202309
    let values = Material3StateLayer.allCases.map { layers[$0] }
    #expect(values == [0.08, 0.1, 0.1, 0.16, 0.38, 0.12])
    for (offset, layer) in Material3StateLayer.allCases.enumerated() {
      layers[layer] = Double(offset) / 10
    }
    #expect(layers.hover == 0 && layers.pressed == 0.2 && layers.disabledContainer == 0.5)
  }

  /// A variant's metrics with the scale's families: the families are kept, the rest replaced.
  @Test func withMetricsKeepsFamilies() {
    var scale = Material3TypeScale.material3.settingFamilies(brand: "Fraunces", plain: "Inter")
    scale[.bodyLarge].size = 30
    let emphasized = scale.withMetrics(of: .emphasized)
    #expect(emphasized[.displayLarge].family == "Fraunces")
    #expect(emphasized[.bodyLarge].family == "Inter")
    #expect(emphasized[.bodyLarge].size == 16)
    #expect(emphasized[.bodyLarge].weight == .medium)
    #expect(emphasized.withMetrics(of: .standard)[.bodyLarge].weight == .regular)
    #expect(Material3TypeScaleVariant.standard.scale == .material3)
    #expect(Material3TypeScaleVariant.emphasized.scale == Material3TypeScale.material3.emphasized)
  }
}
