/// Writes a ``ThemeDocument`` as theme-file text (format 1) that ``ThemeLoader`` reads back to
/// the same document.
///
/// Output is deterministic: keys in the order the format documents them (roles and styles in
/// their declaration order, extended colors by name), two-space indentation, a final newline.
/// Colors are `#RRGGBB` when opaque, else `#RRGGBBAA` (8 bits per channel).
///
/// Token aliases survive: the document's `tokens` list is written, and a value read from an alias
/// (``ThemeDocument/tokenReferences``) is written as that alias again as long as the document
/// still holds the value the token gave; a value changed since is written as the new literal.
///
/// ```swift
/// let text = ThemeFileWriter.text(export.themeDocument())
/// ```
public enum ThemeFileWriter {
  /// The theme file format version written.
  public static let formatVersion = 1

  /// The document as theme-file text.
  public static func text(_ document: ThemeDocument) -> String {
    json(document).serialized() + "\n"
  }

  /// The document as an ordered JSON object.
  public static func json(_ document: ThemeDocument) -> JSONOutput {
    let json = literalJSON(document)
    guard !document.tokenReferences.isEmpty else { return json }
    return restoringAliases(json, at: .root, document.tokenReferences)
  }

  /// `json` with each value that `references` records (and that still equals what its token
  /// gave) replaced by the alias.
  private static func restoringAliases(
    _ json: JSONOutput, at pointer: JSONPointer, _ references: [JSONPointer: TokenReference]
  ) -> JSONOutput {
    for candidate in [pointer] + alternatePointers(pointer) {
      if let reference = references[candidate], reference.value == json {
        return .string(reference.alias)
      }
    }
    switch json {
    case .object(let members):
      return .object(
        members.map { ($0.0, restoringAliases($0.1, at: pointer.appending($0.0), references)) })
    case .array(let elements):
      return .array(
        elements.enumerated().map {
          restoringAliases($0.element, at: pointer.appending(index: $0.offset), references)
        })
    default:
      return json
    }
  }

  /// Where else a theme file may state the value written at `pointer`: `colors.custom.<name>`
  /// for `colors.extended.<name>`, and a shape category's `size` for each of its corners (the
  /// writer spells the corners out).
  private static func alternatePointers(_ pointer: JSONPointer) -> [JSONPointer] {
    let tokens = pointer.tokens
    guard tokens.count == 4 else { return [] }
    if tokens[0] == "colors", tokens[1] == "extended", tokens[3] == "color" {
      return [JSONPointer(tokens: ["colors", "custom", tokens[2], "color"])]
    }
    if tokens[0] == "shape", tokens[3] == "size" {
      return [JSONPointer(tokens: ["shape", tokens[1], "size"])]
    }
    return []
  }

  /// The document with every value written out (no aliases).
  private static func literalJSON(_ document: ThemeDocument) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("format", .number(Double(formatVersion)))]
    if let name = document.name { members.append(("name", .string(name))) }
    if let description = document.description {
      members.append(("description", .string(description)))
    }
    switch document.extends {
    case nil: break
    case .builtIn(let defaults): members.append(("extends", .string(defaults.rawValue)))
    case .file(let path, _): members.append(("extends", .string(path)))
    }
    if !document.tokenFiles.isEmpty {
      members.append(("tokens", .array(document.tokenFiles.map { .string($0.path) })))
    }
    let colors = colorSection(document.colors)
    if !colors.isEmpty { members.append(("colors", .object(colors))) }
    let typography = typographySection(document.typography)
    if !typography.isEmpty { members.append(("typography", .object(typography))) }
    if let shape = shapeSection(document.shape, material3: document.material3Shape) {
      members.append(("shape", shape))
    }
    if !document.stateLayers.isEmpty {
      members.append(("stateLayers", stateLayerSection(document.stateLayers)))
    }
    let components = componentSection(document.components)
    if !components.isEmpty { members.append(("components", .object(components))) }
    return .object(members)
  }

  /// A color as the theme format writes it: `#RRGGBB`, or `#RRGGBBAA` when translucent.
  public static func hex(_ color: Color) -> String {
    color.hex(alpha: color.argb >> 24 != 0xFF)
  }

  static func colorSection(_ colors: ColorOverrides) -> [(String, JSONOutput)] {
    var members: [(String, JSONOutput)] = []
    if let dynamic = colors.dynamic {
      if let image = dynamic.seedImage {
        members.append(("seed", .object([("image", .string(image.path))])))
      } else {
        members.append(
          (
            "seed",
            dynamic.additionalSeeds.isEmpty
              ? .string(hex(dynamic.seed))
              : .array(dynamic.sourceColors.map { .string(hex($0)) })
          ))
      }
      members.append(("variant", .string(dynamic.variant.rawValue)))
      members.append(("contrast", .number(dynamic.contrastLevel)))
      members.append(("spec", .string(dynamic.specVersion.rawValue)))
      if dynamic.platform != .phone {
        members.append(("platform", .string(dynamic.platform.rawValue)))
      }
    }
    let layers: [(String, [ColorRole: Color])] = [
      ("light", colors.light), ("dark", colors.dark),
      ("lightHighContrast", colors.lightHighContrast),
      ("darkHighContrast", colors.darkHighContrast),
    ]
    for (key, roles) in layers where !roles.isEmpty {
      members.append(
        (
          key,
          .object(
            ColorRole.allCases.compactMap { role in
              roles[role].map { (role.key, .string(hex($0))) }
            })
        ))
    }
    if let overlay = colors.elevationOverlayEnabledForDarkMode {
      members.append(("elevationOverlayEnabledForDarkMode", .bool(overlay)))
    }
    if !colors.material3.isEmpty {
      members.append(("material3", material3(colors.material3)))
    }
    if !colors.custom.isEmpty {
      members.append(
        (
          "extended",
          .object(
            colors.custom.keys.sorted().compactMap { name in
              colors.custom[name].map { color in
                (
                  name,
                  .object([
                    ("color", .string(hex(color.color))),
                    ("description", .string(color.description)),
                    ("harmonized", .bool(color.harmonized)),
                  ])
                )
              }
            })
        ))
    }
    return members
  }

  /// Material 3 role sets in slot order, roles in ``DynamicColorRole`` order.
  static func material3(_ sets: [Material3SchemeSlot: Material3RoleSet]) -> JSONOutput {
    .object(
      Material3SchemeSlot.allCases.compactMap { slot in
        sets[slot].map { roles in
          (
            slot.rawValue,
            .object(roles.map { ($0.role.rawValue, .string(hex($0.color))) })
          )
        }
      })
  }

  static func typographySection(_ typography: TypographyOverrides) -> [(String, JSONOutput)] {
    var members: [(String, JSONOutput)] = []
    if let defaults = typography.defaults {
      members.append(("defaults", .string(defaults.rawValue)))
    }
    if let family = typography.fontFamily { members.append(("fontFamily", .string(family))) }
    if let hint = typography.useCurrentContentSizeCategoryWhenApplied {
      members.append(("useCurrentContentSizeCategoryWhenApplied", .bool(hint)))
    }
    if !typography.styles.isEmpty {
      members.append(
        (
          "styles",
          .object(
            TextStyle.allCases.compactMap { style in
              typography.styles[style].map { (style.key, font($0)) }
            })
        ))
    }
    if !typography.material3.isEmpty {
      members.append(("material3", material3Typography(typography.material3)))
    }
    return members
  }

  /// `typography.material3`: `scale`, `brandFamily`, `plainFamily`, then the stated roles in
  /// ``Material3TypeRole`` order, each with its stated keys only.
  static func material3Typography(_ overrides: Material3TypographyOverrides) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let scale = overrides.scale { members.append(("scale", .string(scale.rawValue))) }
    if let family = overrides.brandFamily { members.append(("brandFamily", .string(family))) }
    if let family = overrides.plainFamily { members.append(("plainFamily", .string(family))) }
    if !overrides.styles.isEmpty {
      members.append(
        (
          "styles",
          .object(
            Material3TypeRole.allCases.compactMap { role in
              overrides.styles[role].map { (role.key, material3Style($0)) }
            })
        ))
    }
    return .object(members)
  }

  /// A Material 3 role override (stated keys only).
  static func material3Style(_ style: Material3TypeStyleOverride) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let family = style.family { members.append(("family", .string(family))) }
    if let size = style.size { members.append(("size", .number(size))) }
    if let height = style.lineHeight { members.append(("lineHeight", .number(height))) }
    if let weight = style.weight { members.append(("weight", .number(Double(weight.rawValue)))) }
    if let tracking = style.tracking { members.append(("tracking", .number(tracking))) }
    if let textStyle = style.textStyle {
      members.append(("textStyle", .string(textStyle.rawValue)))
    }
    return .object(members)
  }

  /// A Material 3 corner size: points, or `"full"`.
  static func material3Corner(_ corner: Material3CornerSize) -> JSONOutput {
    switch corner {
    case .points(let points): .number(points)
    case .full: .string(ShapeSectionReader.fullCorner)
    }
  }

  /// `stateLayers`: the dated name alone, or an object of `defaults` and the stated opacities.
  static func stateLayerSection(_ layers: Material3StateLayerOverrides) -> JSONOutput {
    if layers.statesOnlyDefaults, let defaults = layers.defaults {
      return .string(defaults.rawValue)
    }
    var members: [(String, JSONOutput)] = []
    if let defaults = layers.defaults { members.append(("defaults", .string(defaults.rawValue))) }
    for layer in Material3StateLayer.allCases {
      if let value = layers[layer] { members.append((layer.key, .number(value))) }
    }
    return .object(members)
  }

  /// A font override as `{"family", "size", "weight", "letterSpacing"}` (stated keys only).
  static func font(_ font: FontOverride) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let family = font.family { members.append(("family", .string(family))) }
    if let size = font.size { members.append(("size", .number(size))) }
    if let weight = font.weight { members.append(("weight", .number(Double(weight.rawValue)))) }
    if let spacing = font.letterSpacing { members.append(("letterSpacing", .number(spacing))) }
    return .object(members)
  }

  /// The `shape` value of a setting and Material 3 corner sizes, or `nil` when neither is
  /// stated. Without Material 3 sizes a setting is written as before (`null`, a dated name or
  /// the categories); with them, `null` and a dated name become the object's `defaults`. (The
  /// one setting a file cannot state beside them is custom categories with no category — `{}`,
  /// "201809 unless a scheme is inherited": it is written as the Material 3 sizes alone.)
  static func shapeSection(
    _ shape: ShapeSetting?, material3: [Material3ShapeRole: Material3CornerSize] = [:]
  ) -> JSONOutput? {
    var members: [(String, JSONOutput)] = []
    switch shape {
    case nil:
      guard !material3.isEmpty else { return nil }
    case .noScheme:
      guard !material3.isEmpty else { return .null }
      members.append(("defaults", .null))
    case .defaults(let defaults):
      guard !material3.isEmpty else { return .string(defaults.rawValue) }
      members.append(("defaults", .string(defaults.rawValue)))
    case .custom(let small, let medium, let large):
      let categories: [(String, ShapeCategory?)] = [
        ("small", small), ("medium", medium), ("large", large),
      ]
      members = categories.compactMap { key, category in category.map { (key, categoryJSON($0)) } }
    }
    if !material3.isEmpty {
      members.append(
        (
          "material3",
          .object(
            Material3ShapeRole.allCases.compactMap { step in
              material3[step].map { (step.key, material3Corner($0)) }
            })
        ))
    }
    return .object(members)
  }

  /// A shape category with all four corners spelled out.
  static func categoryJSON(_ category: ShapeCategory) -> JSONOutput {
    func corner(_ corner: CornerTreatment) -> JSONOutput {
      .object([("family", .string(corner.family.rawValue)), ("size", .number(corner.size))])
    }
    return .object([
      ("topLeft", corner(category.topLeft)), ("topRight", corner(category.topRight)),
      ("bottomLeft", corner(category.bottomLeft)), ("bottomRight", corner(category.bottomRight)),
    ])
  }
}

/// The theme-file writer, under its former name.
@available(*, deprecated, renamed: "ThemeFileWriter")
public typealias ThemeDocumentWriter = ThemeFileWriter
