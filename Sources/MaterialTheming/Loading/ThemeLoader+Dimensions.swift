internal import MaterialThemingPOSIX

/// Tokens Studio project folders as theme sources, and the dimensions (brands, products) a
/// source can be read in.
extension ThemeLoader {
  /// Whether `path` names a folder (through any symbolic links).
  static func isFolder(_ path: String) -> Bool { POSIX.isDirectory(path) }

  /// Whether `path` names a Tokens Studio project folder (any other folder is read as a file,
  /// and refused as one).
  static func isTokensStudioProject(_ path: String) -> Bool {
    isFolder(path) && TokensStudioFolder.isProject(path)
  }

  /// Loads a Tokens Studio project folder as a theme: its tokens mapped to roles by name, as
  /// `import` maps them, in the contexts ``DesignTokenSelection/current`` chooses. Symbolic links
  /// in the folder stay inside the root directory (the folder itself when `nil`).
  func loadTokensStudioFolder(_ path: String) throws(ThemeError) -> Theme {
    let path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    let root = rootDirectory.map { PathPolicy.canonical($0) ?? $0 }
    let (file, contexts) = try TokensStudioFolder.read(path, root: root, limits: limits)
    if let error = ThemeError.combined(file.problems) { throw error }
    var importer = DesignTokenThemeMapper(
      file: file, contexts: contexts, options: DesignTokenImportOptions())
    importer.sourceName = path
    let document = try importer.importTheme()
    var state = ExtendsState(entry: path, rootDirectory: rootDirectory ?? path)
    return try resolve(
      document, fileName: path, defaultName: Self.stem(of: path), chain: [], state: &state)
  }

  /// The dimensions of the theme source at `path`, each with its contexts, in the order met:
  /// a DTCG resolver's modifiers and a Tokens Studio project's theme groups that are not modes,
  /// whether the source is such a file or folder, or a theme listing them in `tokens` (its own
  /// and those of the themes it extends). Names are compared as ``JSONKey``s: the first source
  /// to name a dimension gives its contexts.
  ///
  /// Paths are confined as loading confines them (to ``rootDirectory``, else the theme's own
  /// folder); anything that cannot be read, or leads out, has no dimensions here and fails when
  /// the source is loaded, with its located error.
  package func dimensions(ofSource path: String) -> [(name: String, contexts: [String])] {
    var found: [(name: String, contexts: [String])] = []
    func add(_ more: [(name: String, contexts: [String])]) {
      for dimension in more where !found.contains(where: { JSONKey.same($0.name, dimension.name) })
      {
        found.append(dimension)
      }
    }
    if Self.isFolder(path) {
      guard TokensStudioFolder.isProject(path) else { return [] }
      let root = rootDirectory.map { PathPolicy.canonical($0) ?? $0 }
      add(
        (try? TokensStudioFolder.read(
          path, root: root, limits: limits, selection: DesignTokenSelection()))?.file.dimensions
          ?? [])
      return found
    }
    var state = ExtendsState(entry: path, rootDirectory: rootDirectory)
    var theme = path
    var visited: Set<String> = []
    // The theme, then each theme it extends (up to the chain limit).
    for _ in 0...limits.maximumExtendsDepth {
      guard let canonical = PathPolicy.canonical(theme), visited.insert(canonical).inserted,
        let bytes = try? FileReader.read(theme, maximumSize: limits.maximumFileSize, chain: []),
        Self.contains(bytes, "\"tokens\"") || Self.contains(bytes, "\"resolutionOrder\"")
          || Self.contains(bytes, "\"$themes\"") || Self.contains(bytes, "\"extends\""),
        let document = try? JSONDocument.parse(bytes, file: theme, limits: limits)
      else { break }
      let format = ImportFormat.detect(document)
      if format == .dtcgResolver || format == .tokensStudio {
        add(
          DesignTokenFile.read(
            document: document, chain: [], format: format, limits: limits,
            selection: DesignTokenSelection(), root: theme == path ? nil : state.canonicalRoot()
          ).dimensions)
        break
      }
      guard format == .theme, let header = try? ThemeFileReader.header(document, chain: []) else {
        break
      }
      let root = state.canonicalRoot()
      for reference in header.tokenFiles {
        guard
          case .inside(let listed, _) = PathPolicy.resolve(
            reference.path, from: theme, root: root)
        else { continue }
        if Self.isFolder(listed) {
          guard TokensStudioFolder.isProject(listed) else { continue }
          add(
            (try? TokensStudioFolder.read(
              listed, root: root, limits: limits, selection: DesignTokenSelection()))?.file
              .dimensions ?? [])
          continue
        }
        guard
          let bytes = try? FileReader.read(
            listed, maximumSize: limits.maximumFileSize, chain: []),
          Self.contains(bytes, "\"resolutionOrder\"") || Self.contains(bytes, "\"$themes\""),
          let tokens = try? JSONDocument.parse(bytes, file: listed, limits: limits)
        else { continue }
        let format = ImportFormat.detect(tokens)
        guard format == .dtcgResolver || format == .tokensStudio else { continue }
        add(
          DesignTokenFile.read(
            document: tokens, chain: [], format: format, limits: limits,
            selection: DesignTokenSelection(), root: root
          ).dimensions)
      }
      guard case .file(let relative, _) = header.extends,
        case .inside(let base, _) = PathPolicy.resolve(relative, from: theme, root: root)
      else { break }
      theme = base
    }
    return found
  }

  private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    DesignTokenFile.contains(bytes, text)
  }
}
