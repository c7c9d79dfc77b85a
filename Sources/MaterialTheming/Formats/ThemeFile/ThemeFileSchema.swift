/// The JSON Schema (draft 2020-12) of theme files, generated from what the decoder accepts: its
/// key sets, ranges and enumerations, and the component styles' field tables.
///
/// `Themes/theme.schema.json` is this schema's ``text``; a test keeps the committed file equal
/// to it. After changing the format, regenerate the file with
/// `MATERIAL_THEMING_UPDATE_SCHEMA=1 swift test --filter ThemeSchemaTests`.
package enum ThemeFileSchema {
  /// The schema's `$id`.
  package static let id = "https://materialtheming.dev/theme.schema.json"

  /// The schema as a file: pretty JSON and a final newline.
  package static var text: String { document.serialized() + "\n" }

  /// The whole schema.
  package static var document: JSONOutput {
    .object([
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("$id", .string(id)),
      ("title", .string("MaterialTheming theme file, format 1")),
      ("type", .string("object")),
      ("additionalProperties", .bool(false)),
      ("properties", .object(properties(ThemeFileReader.topLevelKeys, topLevel))),
      ("$defs", .object(definitions)),
    ])
  }

  // MARK: - Sections

  /// The schema of each top-level key.
  private static func topLevel(_ key: String) -> JSONOutput {
    switch key {
    case "format": .object([("const", .number(ThemeFileReader.formatVersion))])
    case "extends":
      .object([
        ("type", .string("string")), ("minLength", .number(1)),
        (
          "description",
          .string(
            ColorSchemeDefaults.allCases.map(\.rawValue).joined(separator: ", ")
              + ", or a relative path to another theme (.json).")
        ),
      ])
    case "tokens":
      .object([
        ("type", .string("array")),
        ("items", .object([("type", .string("string")), ("minLength", .number(1))])),
        (
          "description",
          .string(
            "Design-token files (DTCG) whose tokens values may reference as \"{group.token}\", "
              + "relative to this theme (inside the theme root). Tokens of the themes it "
              + "extends are in scope too; the nearer statement wins.")
        ),
      ])
    case "colors":
      // The cmf variant exists only in the 2026 spec, as upstream's DynamicScheme requires.
      object(
        properties(ColorSectionReader.keys, colors),
        condition: (
          if: .object([
            ("properties", .object([("variant", .object([("const", .string("cmf"))]))])),
            ("required", .array([.string("variant")])),
          ]),
          then: .object([
            ("properties", .object([("spec", .object([("const", .string("2026"))]))])),
            ("required", .array([.string("spec")])),
          ])
        ))
    case "typography": object(properties(TypographySectionReader.keys, typography))
    case "shape":
      .object([
        (
          "oneOf",
          .array([
            .object([("type", .string("null"))]),
            constant(ShapeSchemeDefaults.allCases.map(\.rawValue)),
            object(
              properties(ShapeSectionReader.keys, shape),
              description: "Categories laid over the inherited scheme (over material-201809 when "
                + "none is inherited; {} too), or defaults (null or a dated name) — not both — "
                + "and the Material 3 corner scale. An object with only material3 leaves the "
                + "Material Components scheme as inherited.",
              condition: (
                if: .object([("required", .array([.string("defaults")]))]),
                then: .object([
                  (
                    "properties",
                    .object(ShapeSectionReader.categoryNames.map { ($0, .bool(false)) })
                  )
                ])
              )),
          ])
        )
      ])
    case "stateLayers":
      .object([
        (
          "description",
          .string(
            "Material 3 state-layer opacities: a dated set (material-202309, the default: "
              + "focus and pressed 0.10; material-202108: 0.12), or an object of opacities laid "
              + "over the inherited ones, from defaults when stated.")
        ),
        (
          "oneOf",
          .array([
            choices(Material3StateLayerDefaults.allCases.map(\.rawValue)),
            object(
              properties(StateLayerSectionDecoder.keys) { key in
                key == "defaults"
                  ? choices(Material3StateLayerDefaults.allCases.map(\.rawValue))
                  : number(StateLayerSectionDecoder.opacityRange, alias: true)
              }),
          ])
        ),
      ])
    case "components": object(properties(ComponentSectionReader.keys, components))
    default: string
    }
  }

  private static func colors(_ key: String) -> JSONOutput {
    switch key {
    case "seed":
      .object([
        (
          "description",
          .string(
            "Generate every role from this seed color (Material Color Utilities); explicit roles "
              + "override. {\"image\": \"brand.png\"} takes the best source color of a PNG or "
              + "JPEG. A list gives several source colors, the seed first: the cmf variant "
              + "takes its tertiary from the second, the other variants use the first.")
        ),
        (
          "oneOf",
          .array([
            ref("color"), ref("seedImage"),
            .object([
              ("type", .string("array")), ("items", ref("color")), ("minItems", .number(1)),
            ]),
          ])
        ),
      ])
    case "variant":
      choices(
        DynamicSchemeVariant.allCases.map(\.rawValue),
        description: "Palette recipe; cmf (two source colors) needs spec 2026.")
    case "contrast":
      number(
        -1...1, alias: true,
        description: "Contrast level of the normal-contrast schemes; high contrast uses at least 1."
      )
    case "spec":
      choices(
        ColorSpecVersion.allCases.map(\.rawValue),
        description: "Material color spec. 2026 falls back to 2025 for tonal-spot, neutral, "
          + "vibrant and expressive; content, fidelity, monochrome, rainbow and fruit-salad "
          + "always use 2021.")
    case "platform":
      choices(
        DynamicSchemePlatform.allCases.map(\.rawValue),
        description: "Device the 2025/2026 rules target (default phone).")
    case "elevationOverlayEnabledForDarkMode": boolean
    case "material3":
      object(
        properties(ColorSectionReader.material3SlotKeys) { _ in ref("material3RoleMap") },
        description: "Material 3 role sets (as a Material Theme Builder export's six schemes). "
          + "The light/dark and high-contrast sets also feed the ten semantic roles, beneath "
          + "the explicit light/dark/…HighContrast roles.")
    case "extended":
      .object([
        ("type", .string("object")),
        ("description", .string("Named custom colors (Material Theme Builder extendedColors).")),
        ("additionalProperties", ref("extendedColor")),
      ])
    case "custom":
      .object([
        ("type", .string("object")),
        (
          "description",
          .string(
            "Named custom colors (for example success, warning). Each yields color, onColor, "
              + "colorContainer and onColorContainer for light and dark, as Material Color "
              + "Utilities' customColor computes them; with harmonize the color's hue first turns "
              + "toward the theme's seed (or, without a seed, its light primary) by at most 15 "
              + "degrees. High contrast uses the same roles.")
        ),
        ("additionalProperties", ref("customColor")),
      ])
    default: ref("roleMap")
    }
  }

  private static func typography(_ key: String) -> JSONOutput {
    switch key {
    case "defaults": choices(TypographySchemeDefaults.allCases.map(\.rawValue))
    case "fontFamily":
      .object([
        ("type", .string("string")), ("minLength", .number(1)),
        (
          "description",
          .string("A family name, or a fontFamily token alias (\"{font.family.brand}\").")
        ),
      ])
    case "useCurrentContentSizeCategoryWhenApplied": boolean
    case "material3":
      object(
        properties(TypographySectionReader.material3Keys) { key in
          switch key {
          case "scale":
            choices(
              Material3TypeScaleVariant.allCases.map(\.rawValue),
              description: "The spec scale the roles start from (families kept); emphasized "
                + "is Material 3 Expressive's heavier weights.")
          case "brandFamily", "plainFamily":
            family(
              key == "brandFamily"
                ? "The family of display, headline and title large (Theme Builder's display "
                  + "font); over typography.fontFamily."
                : "The family of the other roles (Theme Builder's body font); over "
                  + "typography.fontFamily.")
          default:
            object(
              properties(TypographySectionReader.material3RoleKeys) { _ in
                ref("material3TypeStyle")
              })
          }
        },
        description: "The Material 3 type scale (display, headline, title, body and label, each "
          + "large, medium and small). typography.fontFamily sets every role's family beneath "
          + "brandFamily and plainFamily.")
    default: object(properties(TypographySectionReader.styleKeys) { _ in ref("fontValue") })
    }
  }

  private static func shape(_ key: String) -> JSONOutput {
    switch key {
    case "defaults":
      .object([
        (
          "oneOf",
          .array([
            .object([("type", .string("null"))]),
            constant(ShapeSchemeDefaults.allCases.map(\.rawValue)),
          ])
        )
      ])
    case "material3":
      object(
        properties(ShapeSectionReader.material3Keys) { _ in ref("material3Corner") },
        description: "Material 3 corner sizes by step, over the inherited scale (none 0, "
          + "extra small 4, small 8, medium 12, large 16, large increased 20, extra large 28, "
          + "extra large increased 32, extra extra large 48, full).")
    default: ref("category")
    }
  }

  private static func components(_ key: String) -> JSONOutput {
    switch key {
    case "bottomNavigation":
      object(
        properties(ComponentSectionReader.bottomNavigationKeys) { key in
          key == "variant"
            ? choices(BottomNavigationVariant.allCases.map(\.rawValue))
            : ref("bottomNavigationStyle")
        })
    default: ref("bottomDrawerStyle")
    }
  }

  // MARK: - Definitions

  private static var definitions: [(String, JSONOutput)] {
    let roleNames = ColorRole.allCases.map(\.key)
    return [
      (
        "hexColor",
        .object([
          ("type", .string("string")),
          ("pattern", .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
          ("description", .string("#RGB, #RGBA, #RRGGBB or #RRGGBBAA")),
        ])
      ),
      (
        "tokenAlias",
        .object([
          ("type", .string("string")), ("pattern", .string("^\\{[^{}]+\\}$")),
          (
            "description",
            .string(
              "A DTCG alias of a token in the theme's token files: its groups and name, "
                + "dot-separated, in braces (\"{color.brand.600}\").")
          ),
        ])
      ),
      ("color", .object([("oneOf", .array([ref("hexColor"), ref("tokenAlias")]))])),
      ("roleMap", object(properties(ColorSectionReader.roleKeys) { _ in ref("color") })),
      ("fontValue", .object([("oneOf", .array([ref("font"), ref("tokenAlias")]))])),
      (
        "font",
        object(
          properties(TypographySectionReader.fontKeys) { key in
            switch key {
            case "family":
              .object([
                ("type", .string("string")), ("minLength", .number(1)),
                ("description", .string("A family name, or \"system\" for the platform font.")),
              ])
            case "size": number(TypographySectionReader.sizeRange, alias: true)
            case "weight": weight
            default: number(TypographySectionReader.letterSpacingRange, alias: true)
            }
          })
      ),
      (
        "material3TypeStyle",
        object(
          properties(TypographySectionReader.material3StyleKeys) { key in
            switch key {
            case "family": family("A family name, or \"system\" for the platform font.")
            case "size": number(TypographySectionReader.sizeRange, alias: true)
            case "lineHeight":
              number(
                TypographySectionReader.lineHeightRange, alias: true,
                description: "The line height in points at the default text size.")
            case "weight": weight
            case "tracking":
              number(
                TypographySectionReader.letterSpacingRange, alias: true,
                description: "The tracking in points.")
            default:
              choices(
                DynamicTypeStyle.allCases.map(\.rawValue),
                description: "The Dynamic Type text style the role scales with.")
            }
          })
      ),
      (
        "material3Corner",
        .object([
          (
            "oneOf",
            .array([
              number(ShapeSectionReader.sizeRange),
              .object([("const", .string(ShapeSectionReader.fullCorner))]), ref("tokenAlias"),
            ])
          ),
          ("description", .string("Points, or \"full\" (half the shorter side).")),
        ])
      ),
      (
        "colorValue",
        .object([
          (
            "oneOf",
            .array([
              ref("color"), choices(roleNames),
              object(
                properties(ComponentSectionReader.roleReferenceKeys) { key in
                  key == "role" ? choices(roleNames) : number(0...1, alias: true)
                }, required: ["role"]),
            ])
          )
        ])
      ),
      ("corner", object(properties(ShapeSectionReader.cornerKeys, corner))),
      (
        "category",
        object(
          properties(ShapeSectionReader.categoryKeys) { key in
            ShapeSectionReader.cornerKeys.names.contains(key) ? corner(key) : ref("corner")
          })
      ),
      ("bottomNavigationStyle", style(BottomNavigationStyle.self)),
      ("bottomDrawerStyle", style(BottomDrawerStyle.self)),
      (
        "material3RoleMap",
        object(properties(ColorSectionReader.material3RoleKeys) { _ in ref("color") })
      ),
      (
        "seedImage",
        object(
          properties(ColorSectionReader.seedImageKeys) { _ in
            .object([
              ("type", .string("string")), ("minLength", .number(1)),
              (
                "description",
                .string(
                  "A PNG or JPEG, relative to this theme file (inside the theme root). Its opaque "
                    + "pixels are quantized to 128 colors (QuantizerCelebi) and ranked by Score, "
                    + "as Material Color Utilities' sourceColorFromImage does; the best color is "
                    + "the seed.")
              ),
            ])
          }, required: ["image"])
      ),
      (
        "extendedColor",
        object(
          properties(ColorSectionReader.extendedColorKeys) { key in
            switch key {
            case "color": ref("color")
            case "harmonized": boolean
            default: string
            }
          }, required: ["color"])
      ),
      (
        "customColor",
        object(
          properties(ColorSectionReader.customColorKeys) { key in
            switch key {
            case "color": ref("color")
            case "harmonize":
              .object([
                ("type", .string("boolean")),
                (
                  "description",
                  .string("Turn the hue toward the theme's source color (default false).")
                ),
              ])
            default: string
            }
          }, required: ["color"])
      ),
    ]
  }

  /// A weight: 1–1000, a name, or a token alias.
  private static var weight: JSONOutput {
    let names = TypographySectionReader.weightNames.sorted {
      $0.value.rawValue < $1.value.rawValue
    }
    .map(\.key)
    let weights = Double(FontWeight.range.lowerBound)...Double(FontWeight.range.upperBound)
    return .object([
      (
        "oneOf",
        .array([
          .object([
            ("type", .string("integer")), ("minimum", .number(weights.lowerBound)),
            ("maximum", .number(weights.upperBound)),
          ]),
          choices(names), ref("tokenAlias"),
        ])
      )
    ])
  }

  /// A font family: a non-empty string (a name, or a `fontFamily` token alias).
  private static func family(_ description: String) -> JSONOutput {
    .object([
      ("type", .string("string")), ("minLength", .number(1)), ("description", .string(description)),
    ])
  }

  /// A corner's `family` or `size`.
  private static func corner(_ key: String) -> JSONOutput {
    key == "family"
      ? choices(CornerFamily.allCases.map(\.rawValue))
      : number(ShapeSectionReader.sizeRange, alias: true)
  }

  /// A component style's override object, from its field table.
  private static func style<Style: FieldTableStyle>(_: Style.Type) -> JSONOutput {
    func schema(_ field: StyleField<Style, Style.Overrides>) -> JSONOutput? {
      switch field.kind {
      case .color: ref("colorValue")
      case .font:
        .object([
          (
            "oneOf",
            .array([choices(TextStyle.allCases.map(\.key)), ref("font"), ref("tokenAlias")])
          )
        ])
      case .length(_, _, let range): number(range, alias: true)
      case .optionalColor: nil
      }
    }
    return object(Style.jsonMembers(schema, group: { object($0) }))
  }

  // MARK: - Building blocks

  // Computed, not stored: a global holding an indirect enum payload is reported as a leak by
  // LeakSanitizer (its box is reachable only through the lazily initialized global).
  private static var string: JSONOutput { .object([("type", .string("string"))]) }
  private static var boolean: JSONOutput { .object([("type", .string("boolean"))]) }

  /// `{"properties": …}` members for `keys`, each described by `schema`.
  private static func properties(_ keys: KeySet, _ schema: (String) -> JSONOutput)
    -> [(String, JSONOutput)]
  {
    keys.names.map { ($0, schema($0)) }
  }

  /// A closed object schema.
  private static func object(
    _ properties: [(String, JSONOutput)], description: String? = nil, required: [String] = [],
    condition: (if: JSONOutput, then: JSONOutput)? = nil
  ) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("type", .string("object")), ("additionalProperties", .bool(false)),
    ]
    if let condition { members += [("if", condition.if), ("then", condition.then)] }
    if let description { members.append(("description", .string(description))) }
    if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
    members.append(("properties", .object(properties)))
    return .object(members)
  }

  private static func ref(_ name: String, description: String? = nil) -> JSONOutput {
    .object(
      [("$ref", .string("#/$defs/\(name)"))]
        + (description.map { [("description", .string($0))] } ?? []))
  }

  /// A number in `range`; with `alias`, or a token alias (`"{size.m}"`).
  private static func number(
    _ range: ClosedRange<Double>, alias: Bool = false, description: String? = nil
  ) -> JSONOutput {
    let number: JSONOutput = .object([
      ("type", .string("number")), ("minimum", .number(range.lowerBound)),
      ("maximum", .number(range.upperBound)),
    ])
    let schema =
      alias
      ? [("oneOf", JSONOutput.array([number, ref("tokenAlias")]))] : number.objectMembers ?? []
    return .object(schema + (description.map { [("description", .string($0))] } ?? []))
  }

  private static func choices(_ values: [String], description: String? = nil) -> JSONOutput {
    .object(
      [("enum", .array(values.map { .string($0) }))]
        + (description.map { [("description", .string($0))] } ?? []))
  }

  /// `const` for one value, `enum` for several.
  private static func constant(_ values: [String]) -> JSONOutput {
    values.count == 1 ? .object([("const", .string(values[0]))]) : choices(values)
  }
}
