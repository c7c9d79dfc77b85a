/// The formats a theme can be written as: the one list `export`, `build`, the plugins and the
/// tests use.
///
/// Each format writes the whole theme — every appearance and contrast — as one file or, for a
/// folder format such as an asset catalog, as the files of one folder. Adding a format is a case
/// here (its ``summary``, ``defaultSuffix`` and a line in ``files(_:options:)``) plus its writer
/// in `Formats/<Format>/`.
/// ```swift
/// let css = ExportFormat.css.text(theme)
/// ```
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
  /// Swift over `MaterialThemingCore` types: the `core` style of ``SwiftWriter``, as `apply`
  /// writes by default (`swift`, its name before stage 3, is still read: ``init(rawValue:)``).
  case core
  /// A `MaterialThemingSwiftUI` `MaterialTheme` value (``SwiftWriter``).
  case swiftui
  /// Dependency-free UIKit values and style structs (``SwiftWriter``).
  case uikit
  /// Dependency-free AppKit values and style structs (``SwiftWriter``).
  case appkit
  /// An Xcode asset catalog folder (``AssetCatalogWriter``).
  case xcassets
  /// CSS custom properties with media queries (``CSSWriter``).
  case css
  /// A DTCG 2025.10 token file (``DesignTokenWriter``).
  case dtcg
  /// A Material Theme Builder export, as the Theme Builder Figma plugin imports it
  /// (``ThemeBuilderExport/init(theme:)``).
  case themeBuilder = "theme-builder"
  /// The body of Figma's `POST /v1/files/:file_key/variables` (``FigmaVariablesWriter``).
  case figmaVariables = "figma-variables"

  /// The names a format was known by before, which are still read (a manifest's `"to"`,
  /// `export --to`): `swift` for ``core``.
  public static let legacyNames: [String: ExportFormat] = ["swift": .core]

  /// The `core` format, under its former name.
  @available(*, deprecated, renamed: "core")
  public static let swift = ExportFormat.core

  /// The format named `rawValue`, or by one of its ``legacyNames``.
  public init?(rawValue: String) {
    switch rawValue {
    case "core": self = .core
    case "swiftui": self = .swiftui
    case "uikit": self = .uikit
    case "appkit": self = .appkit
    case "xcassets": self = .xcassets
    case "css": self = .css
    case "dtcg": self = .dtcg
    case "theme-builder": self = .themeBuilder
    case "figma-variables": self = .figmaVariables
    default:
      guard let format = Self.legacyNames[rawValue] else { return nil }
      self = format
    }
  }

  /// What the format is, for help text and messages.
  public var summary: String {
    switch self {
    case .core: "Swift over MaterialThemingCore"
    case .swiftui: "SwiftUI Swift"
    case .uikit: "UIKit Swift"
    case .appkit: "AppKit Swift"
    case .xcassets: "an Xcode asset catalog"
    case .css: "CSS custom properties"
    case .dtcg: "DTCG 2025.10 design tokens"
    case .themeBuilder: "a Material Theme Builder export (material-theme.json)"
    case .figmaVariables: "a Figma REST API POST /v1/files/:key/variables body"
    }
  }

  /// The usual ending of an output path of this format.
  public var defaultSuffix: String {
    switch self {
    case .core, .swiftui, .uikit, .appkit: "Theme.swift"
    case .xcassets: ".xcassets"
    case .css: ".css"
    case .dtcg: ".tokens.json"
    case .themeBuilder: ".material-theme.json"
    case .figmaVariables: ".figma-variables.json"
    }
  }

  /// Whether the output is a folder rather than a file.
  public var isDirectory: Bool { self == .xcassets }

  /// The theme written in this format: one file (path `""`) or a folder's files (paths relative
  /// to the folder).
  public func files(_ theme: Theme, options: ExportOptions = ExportOptions())
    -> [(path: String, contents: String)]
  {
    let identifier = options.identifier ?? SwiftWriter.identifier(forName: theme.name)
    switch self {
    case .core, .swiftui, .uikit, .appkit:
      let style = SwiftStyle(rawValue: rawValue) ?? .core
      let generator = SwiftWriter(
        theme: theme, identifier: identifier, sourceName: options.sourceName, style: style,
        increasedContrast: options.increasedContrast)
      return [("", generator.text())]
    case .xcassets:
      return AssetCatalogWriter(
        theme: theme, identifier: identifier, increasedContrast: options.increasedContrast
      ).files()
    case .css: return [("", CSSWriter.stylesheet(theme))]
    case .dtcg: return [("", DesignTokenWriter.text(theme))]
    case .themeBuilder: return [("", ThemeBuilderExport(theme: theme).text())]
    case .figmaVariables: return [("", FigmaVariablesWriter.text(theme))]
    }
  }

  /// The text of a one-file format, or `nil` for a folder format.
  public func text(_ theme: Theme, options: ExportOptions = ExportOptions()) -> String? {
    guard !isDirectory else { return nil }
    return files(theme, options: options).first?.contents
  }
}

/// Settings some export formats use; each format ignores the ones it has no use for.
public struct ExportOptions: Sendable, Hashable {
  /// The base name of generated Swift members and catalog colors; `nil` derives it from the
  /// theme's name.
  public var identifier: String?
  /// The input file's name, quoted in generated headers.
  public var sourceName: String
  /// The Material 3 contrast level the Apple outputs (Swift and asset catalog) show for
  /// increased contrast.
  public var increasedContrast: Material3IncreasedContrast

  /// Creates options.
  public init(
    identifier: String? = nil, sourceName: String = "",
    increasedContrast: Material3IncreasedContrast = .high
  ) {
    self.identifier = identifier
    self.sourceName = sourceName
    self.increasedContrast = increasedContrast
  }
}
