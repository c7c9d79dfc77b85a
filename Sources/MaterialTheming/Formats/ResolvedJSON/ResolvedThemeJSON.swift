/// The JSON that `material-theme resolve` prints for one appearance and contrast.
///
/// Keys are stable: `name`, `appearance`, `contrast`, `colorScheme`, `customColors` (only when
/// the theme has custom colors), `typographyScheme`, `shapeScheme`, `material3` (the Material 3
/// system of the traits' slot: ``material3(_:traits:)``), then the component sections.
public enum ResolvedThemeJSON {
  /// The resolved theme for `traits` as an ordered JSON object.
  public static func make(_ theme: Theme, traits: ColorTraits) -> JSONOutput {
    let scheme = theme.containerScheme(for: traits)
    var members: [(String, JSONOutput)] = [
      ("name", .string(theme.name)),
      ("appearance", .string(traits.appearance.rawValue)),
      ("contrast", .string(traits.contrast.rawValue)),
      ("colorScheme", colorScheme(scheme.colorScheme)),
    ]
    let custom = theme.customColorSchemes
    if !custom.isEmpty {
      members.append(
        ("customColors", .object(custom.map { ($0.name, customColorRoles($0.scheme[traits])) })))
    }
    members += [
      ("typographyScheme", typographyScheme(scheme.typographyScheme)),
      ("shapeScheme", scheme.shapeScheme.map(shapeScheme) ?? .null),
      ("material3", material3(theme, traits: traits)),
    ]
    members += componentSections(theme, traits: traits)
    return .object(members)
  }

  /// The ten roles as `#RRGGBBAA` plus `elevationOverlayEnabledForDarkMode`.
  public static func colorScheme(_ scheme: SemanticColorScheme) -> JSONOutput {
    .object(
      ColorRole.allCases.map { ($0.key, .string(scheme[$0].hexString)) }
        + [("elevationOverlayEnabledForDarkMode", .bool(scheme.elevationOverlayEnabledForDarkMode))]
    )
  }

  /// A custom color's four roles as `{"color", "onColor", "colorContainer",
  /// "onColorContainer"}`, each `#RRGGBBAA`.
  public static func customColorRoles(_ roles: CustomColorRoles) -> JSONOutput {
    .object(roles.named.map { ($0.key, .string($0.color.hexString)) })
  }

  /// Each style as `{"family", "size", "weight", "letterSpacing"}`, plus the content-size hint.
  public static func typographyScheme(_ scheme: TypographyScheme) -> JSONOutput {
    .object(
      TextStyle.allCases.map { ($0.key, font(scheme[$0])) }
        + [
          (
            "useCurrentContentSizeCategoryWhenApplied",
            .bool(scheme.useCurrentContentSizeCategoryWhenApplied)
          )
        ])
  }

  /// A font as `{"family", "size", "weight", "letterSpacing"}`.
  public static func font(_ font: Font) -> JSONOutput {
    .object([
      ("family", .string(font.family)), ("size", .number(font.size)),
      ("weight", .number(Double(font.weight.rawValue))),
      ("letterSpacing", .number(font.letterSpacing)),
    ])
  }

  /// The three categories, each with its four corners.
  public static func shapeScheme(_ scheme: ShapeScheme) -> JSONOutput {
    func corner(_ corner: CornerTreatment) -> JSONOutput {
      .object([("family", .string(corner.family.rawValue)), ("size", .number(corner.size))])
    }
    func category(_ category: ShapeCategory) -> JSONOutput {
      .object([
        ("topLeft", corner(category.topLeft)), ("topRight", corner(category.topRight)),
        ("bottomLeft", corner(category.bottomLeft)), ("bottomRight", corner(category.bottomRight)),
      ])
    }
    return .object([
      ("small", category(scheme.smallComponentShape)),
      ("medium", category(scheme.mediumComponentShape)),
      ("large", category(scheme.largeComponentShape)),
    ])
  }

  /// The Material 3 system for the slot of `traits` (normal contrast is the standard slot,
  /// high the high one): `slot`, `colorScheme` (every role of the spec, `#RRGGBBAA`),
  /// `paletteKeyColors`, `typeScale`, `shapeScale` and `stateLayers`.
  public static func material3(_ theme: Theme, traits: ColorTraits) -> JSONOutput {
    let slot = Material3SchemeSlot(traits)
    let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
    let keyColors = theme.material3PaletteKeyColors(
      appearance: slot.appearance, contrast: slot.contrast)
    return .object([
      ("slot", .string(slot.rawValue)),
      ("colorScheme", .object(roles.map { ($0.role.rawValue, .string($0.color.hexString)) })),
      (
        "paletteKeyColors",
        .object(keyColors.map { (paletteName($0.role), .string($0.color.hexString)) })
      ),
      ("typeScale", material3TypeScale(theme.material3TypeScale)),
      ("shapeScale", material3ShapeScale(theme.material3ShapeScale)),
      ("stateLayers", material3StateLayers(theme.material3StateLayers)),
    ])
  }

  /// `primary` for ``MaterialDynamicColorRole/primaryPaletteKeyColor``, and so on.
  private static func paletteName(_ role: MaterialDynamicColorRole) -> String {
    String(role.rawValue.dropLast("PaletteKeyColor".count))
  }

  /// Each role as `{"family", "size", "lineHeight", "weight", "tracking", "textStyle"}`.
  public static func material3TypeScale(_ scale: Material3TypeScale) -> JSONOutput {
    .object(
      Material3TypeRole.allCases.map { role in
        let style = scale[role]
        return (
          role.key,
          .object([
            ("family", .string(style.family)), ("size", .number(style.size)),
            ("lineHeight", .number(style.lineHeight)),
            ("weight", .number(Double(style.weight.rawValue))),
            ("tracking", .number(style.tracking)), ("textStyle", .string(style.textStyle.rawValue)),
          ])
        )
      })
  }

  /// Each step's corner size: points, or `"full"`.
  public static func material3ShapeScale(_ scale: Material3ShapeScale) -> JSONOutput {
    .object(
      Material3ShapeRole.allCases.map { step in
        switch scale[step] {
        case .points(let points): (step.key, .number(points))
        case .full: (step.key, .string("full"))
        }
      })
  }

  /// Each opacity by key (`hover`, `focus`, `pressed`, `dragged`, `disabledContent`,
  /// `disabledContainer`).
  public static func material3StateLayers(_ layers: Material3StateLayers) -> JSONOutput {
    .object(Material3StateLayer.allCases.map { ($0.key, .number(layers[$0])) })
  }
}
