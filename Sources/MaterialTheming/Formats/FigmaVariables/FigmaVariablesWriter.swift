/// Writes a theme as the body of Figma's REST API `POST /v1/files/:file_key/variables`: the
/// counterpart of `material-theme import` (the Figma variables reader), which reads such a body back.
///
/// Two collections, each created with temporary ids (`collection:…`, `mode:…`, `variable:…`,
/// unique within the body, as the API takes them):
/// - `color`, modes `light`, `dark`, `lightHighContrast`, `darkHighContrast`: the ten semantic
///   roles (`primary`, `primaryVariant`, …);
/// - `color/m3`, the six Material 3 slots as modes (`light`, `lightMediumContrast`, …): every
///   role of ``Theme/material3Scheme(appearance:contrast:)``.
///
/// The body's four arrays come in the order the API applies them: `variableCollections`
/// (`CREATE`, with an `initialModeId`), `variableModes` (an `UPDATE` naming each initial mode,
/// then a `CREATE` per further mode), `variables` (`CREATE`, `resolvedType` `COLOR`) and
/// `variableModeValues`. A semantic role equal to its Material 3 namesake in a mode
/// (`primary`, `onSurface`, …) is a `VARIABLE_ALIAS` to that variable; other values are RGBA,
/// each channel 0–1 rounded to five places as Figma's own importer rounds them. Figma variables
/// are sRGB: a Display P3 color is written as its sRGB fallback.
///
/// The names read back as MaterialTheming's own token names (`color.light.primary`,
/// `color.m3.dark.surfaceContainer`), so importing the body gives the same schemes.
///
/// ```swift
/// let body = FigmaVariablesWriter.text(theme)
/// ```
public enum FigmaVariablesWriter {
  /// The semantic collection's name.
  public static let semanticCollection = DesignTokenNaming.colorGroup
  /// The Material 3 collection's name: `color/m3`, read back as the groups `color.m3`.
  public static let material3Collection =
    DesignTokenNaming.colorGroup + "/" + DesignTokenNaming.material3Group

  /// The body's JSON text, with a final newline.
  public static func text(_ theme: Theme) -> String { body(theme).serialized() + "\n" }

  /// The body.
  public static func body(_ theme: Theme) -> JSONOutput {
    let semanticModes = ColorTraits.all.map(DesignTokenNaming.traitsKey)
    let material3Modes = Material3SchemeSlot.allCases.map(\.rawValue)
    let collections = [(semanticCollection, semanticModes), (material3Collection, material3Modes)]
    var collectionItems: [JSONOutput] = []
    var modeItems: [JSONOutput] = []
    for (name, modes) in collections {
      collectionItems.append(
        .object([
          ("action", .string("CREATE")), ("id", .string(collectionId(name))),
          ("name", .string(name)), ("initialModeId", .string(modeId(name, modes[0]))),
        ]))
      for (index, mode) in modes.enumerated() {
        modeItems.append(
          .object([
            ("action", .string(index == 0 ? "UPDATE" : "CREATE")),
            ("id", .string(modeId(name, mode))), ("name", .string(mode)),
            ("variableCollectionId", .string(collectionId(name))),
          ]))
      }
    }
    var variableItems: [JSONOutput] = []
    var valueItems: [JSONOutput] = []
    func create(_ collection: String, _ name: String) {
      variableItems.append(
        .object([
          ("action", .string("CREATE")), ("id", .string(variableId(collection, name))),
          ("name", .string(name)), ("variableCollectionId", .string(collectionId(collection))),
          ("resolvedType", .string("COLOR")),
        ]))
    }
    func value(_ collection: String, _ name: String, _ mode: String, _ value: JSONOutput) {
      valueItems.append(
        .object([
          ("variableId", .string(variableId(collection, name))),
          ("modeId", .string(modeId(collection, mode))), ("value", value),
        ]))
    }
    let material3 = Material3SchemeSlot.allCases.map {
      ($0, theme.material3Scheme(appearance: $0.appearance, contrast: $0.contrast))
    }
    let material3Roles = DynamicColorRole.allCases.filter { role in
      material3.contains { $0.1[role] != nil }
    }
    for role in ColorRole.allCases { create(semanticCollection, role.rawValue) }
    for role in material3Roles { create(material3Collection, role.rawValue) }
    for role in ColorRole.allCases {
      for traits in ColorTraits.all {
        let color = theme.colors[traits][role]
        let mode = DesignTokenNaming.traitsKey(traits)
        let namesake = DynamicColorRole(rawValue: role.rawValue).flatMap { dynamic in
          material3.first { $0.0 == Material3SchemeSlot(traits) }?.1[dynamic]
        }
        if let namesake, namesake.srgb == color.srgb {
          value(
            semanticCollection, role.rawValue, mode,
            .object([
              ("type", .string("VARIABLE_ALIAS")),
              ("id", .string(variableId(material3Collection, role.rawValue))),
            ]))
        } else {
          value(semanticCollection, role.rawValue, mode, rgba(color))
        }
      }
    }
    for role in material3Roles {
      for (slot, roles) in material3 {
        guard let color = roles[role] else { continue }
        value(material3Collection, role.rawValue, slot.rawValue, rgba(color))
      }
    }
    return .object([
      ("variableCollections", .array(collectionItems)), ("variableModes", .array(modeItems)),
      ("variables", .array(variableItems)), ("variableModeValues", .array(valueItems)),
    ])
  }

  /// Figma's `{r, g, b, a}`: the sRGB channels rounded to five places: the one way the body
  /// writes a color.
  static func rgba(_ color: Color) -> JSONOutput {
    func rounded(_ value: Double) -> JSONOutput { .number((value * 100_000).rounded() / 100_000) }
    return .object([
      ("r", rounded(color.red)), ("g", rounded(color.green)), ("b", rounded(color.blue)),
      ("a", rounded(color.alpha)),
    ])
  }

  private static func collectionId(_ name: String) -> String { "collection:" + name }
  private static func modeId(_ collection: String, _ mode: String) -> String {
    "mode:" + collection + ":" + mode
  }
  private static func variableId(_ collection: String, _ name: String) -> String {
    "variable:" + collection + "/" + name
  }
}
