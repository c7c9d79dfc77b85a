/// The JSON that `material-theme resolve` prints for one appearance and contrast.
///
/// Keys are stable: `name`, `appearance`, `contrast`, `colorScheme`, `typographyScheme`,
/// `shapeScheme`, then the component sections.
public enum ResolvedThemeJSON {
  /// The resolved theme for `traits` as an ordered JSON object.
  public static func make(_ theme: Theme, traits: ColorTraits) -> JSONOutput {
    let scheme = theme.containerScheme(for: traits)
    var members: [(String, JSONOutput)] = [
      ("name", .string(theme.name)),
      ("appearance", .string(traits.appearance.rawValue)),
      ("contrast", .string(traits.contrast.rawValue)),
      ("colorScheme", colorScheme(scheme.colorScheme)),
      ("typographyScheme", typographyScheme(scheme.typographyScheme)),
      ("shapeScheme", scheme.shapeScheme.map(shapeScheme) ?? .null),
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
}
