/// A `material-theme build` manifest: which theme sources to read and what to write for each.
///
/// ```json
/// {
///   "sources": ["Brands/*.json", "Exports/*/material-theme.json"],
///   "outputs": [
///     { "to": "swiftui", "path": "Generated/{name}Theme.swift" },
///     { "to": "xcassets", "path": "Generated/{name}.xcassets" },
///     { "to": "css", "path": "web/{name}.css" }
///   ]
/// }
/// ```
///
/// Paths are relative to the manifest's folder. A source pattern may use `*` and `?` within one
/// path component and `**` for any number of folders. In an output path, `{name}` is the source
/// file's base name and `{folder}` the name of the folder that holds it (for Theme Builder
/// exports, which are all called `material-theme.json`).
public struct BuildManifest: Sendable, Equatable {
  /// One output rule.
  public struct Output: Sendable, Equatable {
    /// The format to write.
    public var format: BuildFormat
    /// The path pattern, relative to the manifest's folder.
    public var path: String
  }

  /// The source patterns, relative to the manifest's folder.
  public var sources: [String]
  /// The output rules.
  public var outputs: [Output]

  /// The manifest's keys.
  static let keys: KeySet = ["$schema", "sources", "outputs"]
  /// An output rule's keys.
  static let outputKeys: KeySet = ["to", "path"]

  /// Reads and checks the manifest in `bytes`; errors are located like theme errors.
  public init(bytes: [UInt8], fileName: String) throws(ThemeError) {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: .default)
    let context = DecodingContext(document: document, chain: [])
    let root = document.rootNode
    guard root.kind == .object else {
      throw context.typeMismatch(root, expected: "an object with 'sources' and 'outputs'")
    }
    let reader = try ObjectReader(root, context, keys: Self.keys)
    sources = try Self.strings(reader, "sources", context)
    guard let outputsNode = reader.member("outputs") else {
      throw context.errorAtValue(
        .missingKey, root.pointer, "missing key 'outputs'",
        suggestion: "add \"outputs\": [{\"to\": \"swiftui\", \"path\": \"Generated/{name}.swift\"}]"
      )
    }
    guard outputsNode.kind == .array, !outputsNode.elements.isEmpty else {
      throw context.typeMismatch(outputsNode, expected: "a non-empty array of output rules")
    }
    var outputs: [Output] = []
    for element in outputsNode.elements {
      let rule = try ObjectReader(element, context, keys: Self.outputKeys)
      guard let format = try rule.choice("to", as: BuildFormat.self) else {
        throw context.errorAtValue(
          .missingKey, element.pointer, "missing key 'to'",
          suggestion: "one of " + BuildFormat.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard let path = try rule.string("path"), !path.isEmpty else {
        throw context.errorAtValue(
          .missingKey, element.pointer, "missing key 'path'",
          suggestion: "a path pattern such as \"Generated/{name}\(format.defaultSuffix)\"")
      }
      if !path.contains("{name}") && !path.contains("{folder}") {
        throw context.errorAtValue(
          .invalidValue, rule.pointer.appending("path"),
          "output path '\(path)' names no source, so every source would write the same file",
          suggestion: "put {name} (the source file's base name) in the path")
      }
      outputs.append(Output(format: format, path: path))
    }
    self.outputs = outputs
  }

  private static func strings(_ reader: ObjectReader, _ key: String, _ context: DecodingContext)
    throws(ThemeError) -> [String]
  {
    guard let node = reader.member(key) else {
      throw context.errorAtValue(
        .missingKey, reader.pointer, "missing key '\(key)'",
        suggestion: "add \"\(key)\": [\"Themes/*.json\"]")
    }
    guard node.kind == .array, !node.elements.isEmpty else {
      throw context.typeMismatch(node, expected: "a non-empty array of path patterns")
    }
    var values: [String] = []
    for element in node.elements {
      guard let text = element.string, !text.isEmpty else {
        throw context.typeMismatch(element, expected: "a path pattern string")
      }
      values.append(text)
    }
    return values
  }

  /// An output path for a source: the pattern with `{name}` and `{folder}` filled in.
  public static func expand(_ pattern: String, source: String) -> String {
    let components = source.split(separator: "/", omittingEmptySubsequences: false)
    let file = components.last.map(String.init) ?? source
    let name = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let folder = components.count > 1 ? String(components[components.count - 2]) : ""
    return pattern.replacingOccurrences(of: "{name}", with: stem)
      .replacingOccurrences(of: "{folder}", with: folder)
  }
}

/// What a `material-theme build` output rule can write: every ``ExportFormat``.
public typealias BuildFormat = ExportFormat
