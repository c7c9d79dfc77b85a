/// Writes an Xcode asset catalog with one color set per semantic role and component color, and
/// one per Material 3 role of the theme's spec.
///
/// The catalog holds one group folder named after the theme that provides a namespace, so colors
/// load as `Color("ocean/primary", bundle: .module)` or `UIColor(named: "ocean/primary")`; the
/// Material 3 roles are in a `material3` group inside it (`UIColor(named:
/// "ocean/material3/surfaceContainerHigh")`), their high-contrast slots holding Material 3 high
/// contrast or — with ``increasedContrast`` `.medium` — medium contrast:
///
/// ```text
/// Ocean.xcassets/
///   Contents.json
///   ocean/
///     Contents.json                      (provides-namespace)
///     primary.colorset/Contents.json     (Any, Dark, High Contrast, Dark + High Contrast;
///                                         watch: the dark value)
///     bottomNavigationPrimaryBarTint.colorset/Contents.json
///     …
///     material3/
///       Contents.json                    (provides-namespace)
///       primaryContainer.colorset/Contents.json
///       …
/// ```
///
/// Each `Contents.json` is laid out as Xcode writes it (`"key" : value`, two-space indentation,
/// keys sorted, `info` with `author` and `version` 1); components are sRGB decimal strings with
/// three digits (`"0.384"`). The `author` is `material-theme`, which marks the catalog as
/// generated.
public struct AssetCatalogWriter: Sendable {
  /// The `info.author` of every file; ``isGenerated(_:)`` looks for it.
  public static let author = "material-theme"

  /// The resolved theme.
  public var theme: Theme
  /// The namespace folder's name (the lower-camel-case theme identifier).
  public var identifier: String
  /// The Material 3 contrast level the `material3` color sets hold for high contrast.
  public var increasedContrast: Material3IncreasedContrast

  /// The name of the group folder holding the Material 3 roles, inside the namespace folder.
  public static let material3Group = "material3"

  /// Creates a writer.
  public init(
    theme: Theme, identifier: String, increasedContrast: Material3IncreasedContrast = .high
  ) {
    self.theme = theme
    self.identifier = identifier
    self.increasedContrast = increasedContrast
  }

  /// Every file of the catalog: a path relative to the catalog folder and the file's text.
  ///
  /// An ``identifier`` that is not a valid identifier is first made one by
  /// ``SwiftWriter/identifier(forName:)``.
  public func files() -> [(path: String, contents: String)] {
    let folder = SwiftWriter.validIdentifier(identifier)
    var files: [(path: String, contents: String)] = [
      ("Contents.json", Self.info(extra: nil)),
      ("\(folder)/Contents.json", Self.info(extra: "\"provides-namespace\" : true")),
    ]
    for entry in ThemeInventory(theme: theme).colors {
      files.append(("\(folder)/\(entry.name).colorset/Contents.json", Self.colorSet(entry)))
    }
    let material3 = "\(folder)/\(Self.material3Group)"
    files.append(("\(material3)/Contents.json", Self.info(extra: "\"provides-namespace\" : true")))
    let inventory = Material3Inventory(theme: theme, increasedContrast: increasedContrast)
    for entry in inventory.colors {
      files.append(("\(material3)/\(entry.name).colorset/Contents.json", Self.colorSet(entry)))
    }
    return files
  }

  /// Whether the text of a catalog's root `Contents.json` says this writer made it.
  public static func isGenerated(_ rootContents: String) -> Bool {
    rootContents.contains("\"author\" : \"\(author)\"")
  }

  /// A root or group `Contents.json`; `extra` is a `properties` member.
  private static func info(extra: String?) -> String {
    var text = "{\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }"
    if let extra { text += ",\n  \"properties\" : {\n    \(extra)\n  }" }
    return text + "\n}\n"
  }

  /// A `.colorset`'s `Contents.json`: the universal Any, Dark, High Contrast and Dark + High
  /// Contrast entries in the order Xcode writes them, then one `watch` entry without appearances
  /// holding the dark value (watchOS has one appearance, a dark one, and Xcode's editor offers
  /// the watch idiom no appearance slots).
  private static func colorSet(_ entry: ThemeInventory.ColorEntry) -> String {
    let dark = ("luminosity", "dark")
    let high = ("contrast", "high")
    let darkTraits = ColorTraits(appearance: .dark, contrast: .normal)
    let variants: [(appearances: [(String, String)], traits: ColorTraits, idiom: String)] = [
      ([], ColorTraits(appearance: .light, contrast: .normal), "universal"),
      ([dark], darkTraits, "universal"),
      ([high], ColorTraits(appearance: .light, contrast: .high), "universal"),
      ([dark, high], ColorTraits(appearance: .dark, contrast: .high), "universal"),
      ([], darkTraits, "watch"),
    ]
    var text = "{\n  \"colors\" : [\n"
    for (index, variant) in variants.enumerated() {
      text += "    {\n"
      if !variant.appearances.isEmpty {
        text += "      \"appearances\" : [\n"
        text += variant.appearances.map { appearance, value in
          "        {\n          \"appearance\" : \"\(appearance)\",\n"
            + "          \"value\" : \"\(value)\"\n        }"
        }.joined(separator: ",\n")
        text += "\n      ],\n"
      }
      text += colorValue(entry[variant.traits])
      text += "      \"idiom\" : \"\(variant.idiom)\"\n"
      text += index == variants.count - 1 ? "    }\n" : "    },\n"
    }
    text += "  ],\n  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }\n}\n"
    return text
  }

  /// A color entry's `"color"` member: `srgb` with 8-bit channels, or `display-p3` with the
  /// color's kept Display P3 channels: the one way the catalog writes a color.
  private static func colorValue(_ color: Color) -> String {
    let space: String
    let channels: [String]
    if let p3 = color.displayP3 {
      space = "display-p3"
      channels = [color.alpha, p3.blue, p3.green, p3.red].map {
        NumberText.fixed($0, fractionDigits: 3)
      }
    } else {
      space = "srgb"
      let argb = color.argb
      channels = [argb >> 24, argb, argb >> 8, argb >> 16].map(component)
    }
    var text = "      \"color\" : {\n        \"color-space\" : \"\(space)\",\n"
    text += "        \"components\" : {\n"
    text += "          \"alpha\" : \"\(channels[0])\",\n"
    text += "          \"blue\" : \"\(channels[1])\",\n"
    text += "          \"green\" : \"\(channels[2])\",\n"
    text += "          \"red\" : \"\(channels[3])\"\n"
    return text + "        }\n      },\n"
  }

  /// A channel (the low byte of `bits`) as Xcode's three-digit decimal string: `0.384`.
  private static func component(_ bits: UInt32) -> String {
    NumberText.fixed(Double(bits & 0xFF) / 255, fractionDigits: 3)
  }
}
