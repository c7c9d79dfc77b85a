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
/// Paths are relative to the manifest's folder and may not leave it: an absolute path, a `..`
/// component, or an empty or `.` component is an error located at the pattern. A source pattern
/// may use `*` and `?` within one path component and `**` for any number of folders. In an
/// output path, `{name}` is the source file's base name and `{folder}` the name of the folder
/// that holds it (for Theme Builder exports, which are all called `material-theme.json`); each
/// must expand to a plain file name (``expandedPath(of:source:)``). A source with dimensions (a
/// DTCG resolver's brand modifier, a Tokens Studio brand group, or a theme that lists either in
/// `tokens`) is built once per context of each dimension the path names: `{brand}` for the
/// dimension `brand`, `{context}` for a source's only one; any other placeholder, or one the
/// source has no dimension for, is an error located at the path. A source pattern may name a Tokens
/// Studio project folder (one holding `$themes.json` or `$metadata.json`): it is one source,
/// and the files below it are its token sets.
public struct BuildManifest: Sendable, Equatable {
  /// Where in the manifest a pattern was written, for located errors.
  public struct Site: Sendable, Equatable {
    /// The manifest's file name, as given.
    public var file: String
    /// The position of the pattern's string value.
    public var position: SourcePosition?
    /// The JSON pointer of the value (`/sources/0`, `/outputs/1/path`).
    public var pointer: JSONPointer

    /// An error of `kind` located at this site.
    public func error(_ kind: ThemeError.Kind, _ message: String, suggestion: String? = nil)
      -> ThemeError
    {
      ThemeError(
        kind, file: file, position: position, pointer: pointer, message: message,
        suggestion: suggestion)
    }

    /// A warning of `message` at this site: one `file:line:column: warning: … at /pointer — …`
    /// line, every piece of input in it escaped.
    package func warning(_ message: String, suggestion: String? = nil) -> String {
      let name = DiagnosticText.escaped(file)
      let location = position.map { "\(name):\($0.line):\($0.column)" } ?? name
      return "\(location): warning: \(DiagnosticText.escaped(message)) at "
        + DiagnosticText.escaped(pointer.displayText)
        + (suggestion.map { " — " + DiagnosticText.escaped($0) } ?? "")
    }
  }

  /// One output rule.
  public struct Output: Sendable, Equatable {
    /// The format to write.
    public var format: BuildFormat
    /// The path pattern, relative to the manifest's folder.
    public var path: String
    /// Where the path pattern is written.
    public var site: Site
    /// The rule's place in `outputs`, from 0.
    public var index: Int

    /// The rule's name in messages: its pointer and format (`/outputs/1 (css)`).
    public var label: String { "/outputs/\(index) (\(format.rawValue))" }
  }

  /// The source patterns, relative to the manifest's folder.
  public var sources: [String]
  /// Where each source pattern is written (parallel to ``sources``).
  public var sourceSites: [Site]
  /// The output rules.
  public var outputs: [Output]

  /// The most source patterns a manifest may list: planning checks every output against every
  /// pattern, so the bound keeps a hostile manifest from taking minutes (a pattern matches any
  /// number of files).
  public static let maximumSourcePatterns = 256
  /// The most output rules a manifest may list (each applies to every source).
  public static let maximumOutputRules = 64

  /// The manifest's keys.
  static let keys: KeySet = ["$schema", "sources", "outputs"]
  /// An output rule's keys.
  static let outputKeys: KeySet = ["to", "path"]

  /// Reads and checks the manifest file at `path` (a folder, a missing or unreadable file, or
  /// one over ``LoadingLimits/maximumFileSize`` is an error naming it as a build manifest).
  package init(contentsOf path: String) throws(ThemeError) {
    let bytes = try FileReader.read(
      path, maximumSize: LoadingLimits.default.maximumFileSize, chain: [], expected: .manifest)
    try self.init(bytes: bytes, fileName: path)
  }

  /// Reads and checks the manifest in `bytes`; errors are located like theme errors.
  public init(bytes: [UInt8], fileName: String) throws(ThemeError) {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: .default)
    let context = DecodingContext(document: document, chain: [])
    let root = document.rootNode
    guard root.kind == .object else {
      throw context.typeMismatch(root, expected: "an object with 'sources' and 'outputs'")
    }
    let reader = try ObjectReader(root, context, keys: Self.keys)
    let patterns = try Self.strings(reader, "sources", context)
    if patterns.count > Self.maximumSourcePatterns {
      throw context.errorAtValue(
        .invalidValue, patterns[Self.maximumSourcePatterns].pointer,
        "more than \(Self.maximumSourcePatterns) source patterns",
        suggestion: "match many files with one pattern (Themes/*.json, Brands/**/theme.json)")
    }
    var firstListed: [JSONKey: JSONPointer] = [:]
    for pattern in patterns {
      if let first = firstListed[JSONKey(pattern.text)] {
        throw context.errorAtValue(
          .invalidValue, pattern.pointer,
          "source pattern '\(pattern.text)' is listed twice (first at \(first.displayText))",
          suggestion: "remove one of them")
      }
      firstListed[JSONKey(pattern.text)] = pattern.pointer
    }
    sources = patterns.map(\.text)
    sourceSites = patterns.map {
      Site(file: fileName, position: document.valuePosition(of: $0.pointer), pointer: $0.pointer)
    }
    for (pattern, site) in zip(sources, sourceSites) {
      if let problem = PathPolicy.problem(ofWrittenPath: pattern) {
        throw Self.error(problem, "source pattern '\(pattern)'", at: site)
      }
    }
    guard let outputsNode = reader.member("outputs") else {
      throw context.errorAtValue(
        .missingKey, root.pointer, "missing key 'outputs'",
        suggestion: "add \"outputs\": [{\"to\": \"swiftui\", \"path\": \"Generated/{name}.swift\"}]"
      )
    }
    guard outputsNode.kind == .array, !outputsNode.elements.isEmpty else {
      throw context.typeMismatch(outputsNode, expected: "a non-empty array of output rules")
    }
    if outputsNode.elements.count > Self.maximumOutputRules {
      throw context.errorAtValue(
        .invalidValue, outputsNode.elements[Self.maximumOutputRules].pointer,
        "more than \(Self.maximumOutputRules) output rules",
        suggestion: "one rule per format and folder is enough: each applies to every source")
    }
    var outputs: [Output] = []
    for (index, element) in outputsNode.elements.enumerated() {
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
        let typo = Self.placeholders(in: path).lazy.compactMap {
          Suggestion.closest(to: $0, among: ["name", "folder"])
        }.first
        throw context.errorAtValue(
          .invalidValue, rule.pointer.appending("path"),
          "output path '\(path)' names no source, so every source would write the same file",
          suggestion: typo.map { "did you mean {\($0)}?" }
            ?? "put {name} (the source file's base name) in the path")
      }
      let pointer = rule.pointer.appending("path")
      let site = Site(
        file: fileName, position: document.valuePosition(of: pointer), pointer: pointer)
      if let problem = PathPolicy.problem(ofWrittenPath: path) {
        throw Self.error(problem, "output path '\(path)'", at: site)
      }
      outputs.append(Output(format: format, path: path, site: site, index: index))
    }
    self.outputs = outputs
  }

  /// The error for a path written in the manifest that cannot stay inside its folder.
  private static func error(
    _ problem: PathPolicy.WrittenPathProblem, _ subject: String, at site: Site
  ) -> ThemeError {
    switch problem {
    case .absolute:
      site.error(
        .pathEscapesRoot, "\(subject) is absolute",
        suggestion: "paths are relative to the manifest's folder")
    case .parentStep:
      site.error(
        .pathEscapesRoot, "\(subject) leaves the manifest's folder",
        suggestion: "paths are relative to the manifest's folder and may not contain '..'")
    case .emptyStep:
      site.error(
        .invalidValue, "\(subject) has an empty or '.' component",
        suggestion: "write each folder name once, separated by single '/'")
    }
  }

  private static func strings(_ reader: ObjectReader, _ key: String, _ context: DecodingContext)
    throws(ThemeError) -> [(text: String, pointer: JSONPointer)]
  {
    guard let node = reader.member(key) else {
      throw context.errorAtValue(
        .missingKey, reader.pointer, "missing key '\(key)'",
        suggestion: "add \"\(key)\": [\"Themes/*.json\"]")
    }
    guard node.kind == .array, !node.elements.isEmpty else {
      throw context.typeMismatch(node, expected: "a non-empty array of path patterns")
    }
    var values: [(text: String, pointer: JSONPointer)] = []
    for element in node.elements {
      guard let text = element.string, !text.isEmpty else {
        throw context.typeMismatch(element, expected: "a path pattern string")
      }
      values.append((text, element.pointer))
    }
    return values
  }

  /// An output path for a source: the pattern with `{name}` and `{folder}` filled in, unchecked
  /// (see ``expandedPath(of:source:)``).
  public static func expand(_ pattern: String, source: String) -> String {
    expand(pattern, source: source, contexts: [])
  }

  /// The pattern with `{name}`, `{folder}` and each dimension's `{dimension}` (and `{context}`
  /// for a source of one dimension) filled in, unchecked.
  package static func expand(
    _ pattern: String, source: String, contexts: [(dimension: String, context: String)]
  ) -> String {
    let (name, folder) = placeholders(of: source)
    var fills = [("{name}", name), ("{folder}", folder)]
    for (dimension, context) in contexts { fills.append(("{\(dimension)}", context)) }
    if contexts.count == 1 { fills.append(("{context}", contexts[0].context)) }
    // One pass, so that a name holding `{folder}` is not expanded again.
    var result = ""
    var rest = Substring(pattern)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let tail = rest[open...]
      if let (placeholder, value) = fills.first(where: { tail.utf8.starts(with: $0.0.utf8) }) {
        result += value
        rest = tail.dropFirst(placeholder.count)
      } else {
        result += "{"
        rest = tail.dropFirst()
      }
    }
    return result + rest
  }

  /// Whether `text` holds `part` (compared by UTF-8 bytes).
  private static func contains(_ text: String, _ part: String) -> Bool {
    let bytes = Array(text.utf8)
    let needle = Array(part.utf8)
    guard needle.count <= bytes.count else { return false }
    return (0...(bytes.count - needle.count)).contains {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }

  /// What `{name}` and `{folder}` stand for with `source` (a path relative to the manifest's
  /// folder): the file name up to its first `.` after the first character, or without `.json`,
  /// and the name of the folder holding it (`""` at the manifest's folder).
  static func placeholders(of source: String) -> (name: String, folder: String) {
    let components = source.split(separator: "/", omittingEmptySubsequences: false)
    let file = components.last.map(String.init) ?? source
    let name = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let folder = components.count > 1 ? String(components[components.count - 2]) : ""
    return (stem, folder)
  }

  /// The output path `rule` gives `source`, relative to the manifest's folder.
  /// - Throws: ``ThemeError`` located at the rule's path when `{name}` or `{folder}` would stand
  ///   for something other than a plain file name (empty, `.`, `..`, a `/` or a control
  ///   character), so that an expansion can never step out of, or onto, a folder.
  public static func expandedPath(of rule: Output, source: String) throws(ThemeError) -> String {
    try expandedPath(of: rule, source: source, contexts: [])
  }

  /// The dimensions of a source (name and contexts) whose placeholder `rule`'s path holds:
  /// `{brand}`, or `{context}` for a source of one dimension.
  /// - Throws: ``ThemeError`` located at the rule's path when it holds `{context}` and the
  ///   source has no dimension, or several.
  package static func dimensions(
    in rule: Output, source: String, of dimensions: [(name: String, contexts: [String])]
  ) throws(ThemeError) -> [(name: String, contexts: [String])] {
    if contains(rule.path, "{context}"), dimensions.count != 1 {
      throw rule.site.error(
        .invalidValue,
        dimensions.isEmpty
          ? "source '\(source)' has no dimension to fill {context}"
          : "source '\(source)' has the dimensions "
            + dimensions.map(\.name).joined(separator: ", ") + "; {context} names one",
        suggestion: dimensions.isEmpty
          ? "{context} is for resolver modifiers and Tokens Studio theme groups (brands)"
          : "name each: " + dimensions.map { "{\($0.name)}" }.joined(separator: ", "))
    }
    return dimensions.filter {
      contains(rule.path, "{\($0.name)}")
        || (dimensions.count == 1 && contains(rule.path, "{context}"))
    }
  }

  /// The placeholders written in `path`: the text of each `{…}` (a `{` and the next `}` with no
  /// `{` between them), in order. A `{` that no `}` closes is a literal character.
  package static func placeholders(in path: String) -> [String] {
    var found: [String] = []
    var open: String.UnicodeScalarView.Index?
    let scalars = path.unicodeScalars
    for index in scalars.indices {
      switch scalars[index] {
      case "{": open = scalars.index(after: index)
      case "}":
        if let start = open { found.append(String(scalars[start..<index])) }
        open = nil
      default: break
      }
    }
    return found
  }

  /// The placeholders of `rule`'s path that a source of `dimensions` (their names) does not
  /// fill, each once, in order: a placeholder is `{name}`, `{folder}`, one of the dimensions
  /// (compared by Unicode scalars, as ``expand(_:source:contexts:)`` fills them), or `{context}`
  /// for a source of one dimension.
  package static func unfilledPlaceholders(in rule: Output, dimensions: [String]) -> [String] {
    var known: Set<JSONKey> = [JSONKey("name"), JSONKey("folder")]
    for dimension in dimensions { known.insert(JSONKey(dimension)) }
    if dimensions.count == 1 { known.insert(JSONKey("context")) }
    var unfilled: [String] = []
    for placeholder in placeholders(in: rule.path) where !known.contains(JSONKey(placeholder)) {
      if !JSONKey.contains(unfilled, placeholder) { unfilled.append(placeholder) }
    }
    return unfilled
  }

  /// The error, located at `rule`'s path, for a `placeholder` it names that `source` (and
  /// `others` more sources) does not fill; a source of `dimensions` fills the placeholders
  /// listed in the suggestion, with the nearest one first when the name looks like a typo.
  package static func unfilledPlaceholderError(
    _ placeholder: String, in rule: Output, source: String, others: Int, dimensions: [String]
  ) -> ThemeError {
    var names = ["name", "folder"] + dimensions
    if dimensions.count == 1 { names.append("context") }
    let list = names.map { "{\($0)}" }.joined(separator: ", ")
    let closest = Suggestion.closest(to: placeholder, among: names)
    var suggestion = closest.map { "did you mean {\($0)}? " } ?? ""
    suggestion +=
      dimensions.isEmpty
      ? "the source has no dimension, so its placeholders are \(list) ({\(placeholder)} would "
        + "name a resolver modifier or Tokens Studio theme group)"
      : "the source's placeholders are \(list)"
    let more =
      others == 0
      ? "" : others == 1 ? " (nor does 1 other source)" : " (nor do \(others) other sources)"
    return rule.site.error(
      .invalidValue,
      "output path '\(rule.path)' names the placeholder {\(placeholder)}, which source "
        + "'\(source)' does not fill\(more)",
      suggestion: suggestion)
  }

  /// The output path `rule` gives `source` read in `contexts` (one per dimension it expands).
  /// - Throws: ``ThemeError`` located at the rule's path when a placeholder would stand for
  ///   something other than a plain file name (a context `..`, or one holding a `/`).
  package static func expandedPath(
    of rule: Output, source: String, contexts: [(dimension: String, context: String)]
  ) throws(ThemeError) -> String {
    let (name, folder) = placeholders(of: source)
    var fills = [("{name}", name), ("{folder}", folder)]
    for (dimension, context) in contexts { fills.append(("{\(dimension)}", context)) }
    if contexts.count == 1 { fills.append(("{context}", contexts[0].context)) }
    for (placeholder, value) in fills
    where !PathPolicy.isPlainComponent(value) && contains(rule.path, placeholder) {
      throw rule.site.error(
        .invalidValue,
        "'\(placeholder)' of source '\(source)' is '\(DiagnosticText.escaped(value))', which is "
          + "not a plain file name",
        suggestion: placeholder == "{folder}" && value.isEmpty
          ? "the source is in the manifest's folder: keep sources in a folder, or use {name}"
          : placeholder == "{name}" || placeholder == "{folder}"
            ? "rename the source" : "rename the context, or leave its placeholder out")
    }
    let path = expand(rule.path, source: source, contexts: contexts)
    if let problem = PathPolicy.problem(ofWrittenPath: path) {
      throw error(problem, "output path '\(path)'", at: rule.site)
    }
    return path
  }
}

/// What a `material-theme build` output rule can write: every ``ExportFormat``.
public typealias BuildFormat = ExportFormat
