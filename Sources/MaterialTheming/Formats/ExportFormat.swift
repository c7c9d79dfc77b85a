/// The formats a theme can be written as: the one list `export`, the plugins and the tests use.
///
/// Each format writes the whole theme — every appearance and contrast — as one text. Adding a
/// format is a case here (with its ``summary``, ``fileExtension`` and a line in
/// ``text(_:options:)``) plus its writer in `Formats/<Format>/`.
/// ```swift
/// let css = ExportFormat.css.text(theme)
/// ```
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
  /// A DTCG 2025.10 token file (``DesignTokenExporter``).
  case dtcg
  /// CSS custom properties with media queries (``CSSExporter``).
  case css
  /// Swift source that builds the resolved theme (``SwiftCodeGenerator``, as `apply` writes).
  case swift

  /// What the format is, for help text and messages.
  public var summary: String {
    switch self {
    case .dtcg: "DTCG 2025.10 design tokens"
    case .css: "CSS custom properties"
    case .swift: "Swift source"
    }
  }

  /// The usual file name extension, without the dot.
  public var fileExtension: String {
    switch self {
    case .dtcg: "tokens.json"
    case .css: "css"
    case .swift: "swift"
    }
  }

  /// The theme written in this format.
  public func text(_ theme: Theme, options: ExportOptions = ExportOptions()) -> String {
    switch self {
    case .dtcg: DesignTokenExporter.text(theme)
    case .css: CSSExporter.stylesheet(theme)
    case .swift:
      SwiftCodeGenerator(
        theme: theme,
        identifier: options.identifier ?? SwiftCodeGenerator.identifier(forName: theme.name),
        sourceName: options.sourceName
      ).generate()
    }
  }
}

/// Settings some export formats use; each format ignores the ones it has no use for.
public struct ExportOptions: Sendable, Hashable {
  /// The base name of generated Swift members; `nil` derives it from the theme's name.
  public var identifier: String?
  /// The input file's name, quoted in generated headers.
  public var sourceName: String

  /// Creates options.
  public init(identifier: String? = nil, sourceName: String = "") {
    self.identifier = identifier
    self.sourceName = sourceName
  }
}
