/// Writes a resolved theme as a DTCG 2025.10 token file, named as Material's tokens are.
///
/// The file holds the ten semantic roles for the four appearance/contrast combinations, the six
/// Material 3 role sets, the extended colors, the thirteen text styles, the Material 3 type scale
/// (`typography.m3`), the shape scheme, the Material 3 shape scale (`shape.m3`), the state-layer
/// opacities (`state`) and the
/// resolved bottom-navigation (three variants) and bottom-drawer styles per appearance and
/// contrast. Reading it back (``DesignTokenFile/themeDocument(bytes:fileName:limits:)``) over
/// the Material 2018 baseline gives a theme equal to the exported one in name, description,
/// colors, stated Material 3 roles, extended colors, seed settings, typography, the Material 3
/// type scale, shape, the Material 3 shape scale, state layers and component settings (the
/// source file is not carried).
///
/// ```swift
/// let text = DesignTokenWriter.text(theme)
/// ```
public enum DesignTokenWriter {
  /// The token file as text (two-space indentation, final newline).
  public static func text(_ theme: Theme) -> String {
    json(theme).serialized() + "\n"
  }

  /// The token file as an ordered JSON object.
  public static func json(_ theme: Theme) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("$schema", .string(DesignTokenNaming.schemaURL))]
    if let description = theme.description {
      members.append(("$description", .string(description)))
    }
    members.append(
      ("$extensions", .object([(DesignTokenNaming.vendorKey, vendorExtension(theme))])))
    members.append((DesignTokenNaming.colorGroup, colorGroup(theme)))
    members.append(
      (
        DesignTokenNaming.typographyGroup,
        typographyGroup(theme.typography, material3: theme.material3TypeScale)
      ))
    members.append(
      (DesignTokenNaming.shapeGroup, shapeGroup(theme.shape, material3: theme.material3ShapeScale))
    )
    members.append((DesignTokenNaming.stateGroup, stateLayerGroup(theme.material3StateLayers)))
    members.append((DesignTokenNaming.componentGroup, componentGroup(theme)))
    return .object(members)
  }

  /// A 2025.10 color value: sRGB components (`display-p3` ones for a color that keeps a Display
  /// P3 value), alpha when translucent, and the 6-digit hex of the sRGB fallback; the one way
  /// the token file writes a color.
  public static func colorValue(_ color: Color) -> JSONOutput {
    let p3 = color.displayP3
    let components =
      p3.map { [$0.red, $0.green, $0.blue] } ?? [color.red, color.green, color.blue]
    var members: [(String, JSONOutput)] = [
      ("colorSpace", .string(p3 == nil ? "srgb" : "display-p3")),
      ("components", .array(components.map(JSONOutput.number))),
    ]
    if color.alpha < 1 { members.append(("alpha", .number(color.alpha))) }
    members.append(("hex", .string(color.hex(alpha: false, lowercase: true))))
    return .object(members)
  }

  /// A 2025.10 dimension in px (one px per point).
  public static func dimensionValue(_ points: Double) -> JSONOutput {
    .object([("value", .number(points)), ("unit", .string("px"))])
  }

  /// A 2025.10 typography value (line height is not part of the theme model and is omitted).
  public static func typographyValue(_ font: Font) -> JSONOutput {
    .object([
      ("fontFamily", .string(font.family)), ("fontSize", dimensionValue(font.size)),
      ("fontWeight", .number(Double(font.weight.rawValue))),
      ("letterSpacing", dimensionValue(font.letterSpacing)),
    ])
  }

  /// A token object `{"$value": …}`, with `$type` when given.
  static func token(_ value: JSONOutput, type: DesignTokenType? = nil) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let type { members.append(("$type", .string(type.rawValue))) }
    members.append(("$value", value))
    return .object(members)
  }

  /// A vendor `$extensions` object.
  static func vendor(_ members: [(String, JSONOutput)]) -> JSONOutput {
    .object([(DesignTokenNaming.vendorKey, .object(members))])
  }

  private static func vendorExtension(_ theme: Theme) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("name", .string(theme.name))]
    if let dynamic = theme.dynamicColor {
      var colors = ColorOverrides()
      colors.dynamic = dynamic
      members.append(("dynamicColor", .object(ThemeFileWriter.colorSection(colors))))
    }
    members.append(
      (
        "elevationOverlayEnabledForDarkMode",
        .bool(theme.colors.light.elevationOverlayEnabledForDarkMode)
      ))
    var typography: [(String, JSONOutput)] = []
    if let defaults = typographyDefaults(of: theme.typography) {
      typography.append(("defaults", .string(defaults.rawValue)))
    }
    typography.append(
      (
        "useCurrentContentSizeCategoryWhenApplied",
        .bool(theme.typography.useCurrentContentSizeCategoryWhenApplied)
      ))
    members.append(("typography", .object(typography)))
    members.append(
      ("components", .object(ThemeFileWriter.componentSection(theme.components))))
    let generated = Material3SchemeSlot.allCases.filter {
      theme.material3Roles[$0]?.isEmpty ?? true
    }
    members.append(("generatedMaterial3", .array(generated.map { .string($0.rawValue) })))
    return .object(members)
  }

  /// The dated default whose scaling curves the scheme carries (the curves are not tokens).
  static func typographyDefaults(of scheme: TypographyScheme) -> TypographySchemeDefaults? {
    TypographySchemeDefaults.allCases.first { defaults in
      let reference = TypographyScheme(defaults: defaults)
      return TextStyle.allCases.allSatisfy { scheme[$0].scalingCurve == reference[$0].scalingCurve }
    }
  }

  private static func colorGroup(_ theme: Theme) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("$type", .string(DesignTokenType.color.rawValue))]
    for traits in ColorTraits.all {
      let scheme = theme.colors[traits]
      members.append(
        (
          DesignTokenNaming.traitsKey(traits),
          .object(ColorRole.allCases.map { ($0.key, token(colorValue(scheme[$0]))) })
        ))
    }
    var material3: [(String, JSONOutput)] = []
    for slot in Material3SchemeSlot.allCases {
      let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
      let stated = theme.material3Roles[slot] ?? [:]
      material3.append(
        (
          slot.rawValue,
          .object(
            roles.map { role, color in
              // A partly stated slot marks its generated roles, so importing keeps them generated.
              guard !stated.isEmpty, stated[role] == nil else {
                return (role.rawValue, token(colorValue(color)))
              }
              return (
                role.rawValue,
                .object([
                  ("$value", colorValue(color)),
                  ("$extensions", vendor([("generated", .bool(true))])),
                ])
              )
            })
        ))
    }
    members.append((DesignTokenNaming.material3Group, .object(material3)))
    if !theme.customColors.isEmpty {
      members.append(
        (
          DesignTokenNaming.extendedGroup,
          .object(
            theme.customColors.keys.sorted().compactMap { name in
              theme.customColors[name].map { color in
                (
                  name,
                  .object([
                    ("$value", colorValue(color.color)),
                    ("$description", .string(color.description)),
                    ("$extensions", vendor([("harmonized", .bool(color.harmonized))])),
                  ])
                )
              }
            })
        ))
    }
    if let custom = customColorGroup(theme) { members.append(custom) }
    return .object(members)
  }

  private static func typographyGroup(_ scheme: TypographyScheme, material3: Material3TypeScale)
    -> JSONOutput
  {
    .object(
      [("$type", .string(DesignTokenType.typography.rawValue))]
        + TextStyle.allCases.map { ($0.key, token(typographyValue(scheme[$0]))) }
        + [material3TypographyGroup(material3)])
  }

  /// The shape group: the MDC categories (when the theme has a shape scheme), then `m3`.
  private static func shapeGroup(_ shape: ShapeScheme?, material3: Material3ShapeScale)
    -> JSONOutput
  {
    func category(_ category: ShapeCategory) -> JSONOutput {
      let corners = [
        category.topLeft, category.topRight, category.bottomLeft, category.bottomRight,
      ]
      return .object(
        zip(DesignTokenNaming.cornerKeys, corners).map { key, corner in
          (
            key,
            .object([
              ("$value", dimensionValue(corner.size)),
              ("$extensions", vendor([("cornerFamily", .string(corner.family.rawValue))])),
            ])
          )
        })
    }
    var members: [(String, JSONOutput)] = [("$type", .string(DesignTokenType.dimension.rawValue))]
    if let shape {
      members += [
        ("small", category(shape.smallComponentShape)),
        ("medium", category(shape.mediumComponentShape)),
        ("large", category(shape.largeComponentShape)),
      ]
    }
    return .object(members + [material3ShapeGroup(material3)])
  }
}

/// The DTCG writer, under its former name.
@available(*, deprecated, renamed: "DesignTokenWriter")
public typealias DesignTokenExporter = DesignTokenWriter
