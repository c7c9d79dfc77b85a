internal import MaterialThemingPOSIX

/// A Tokens Studio multi-file folder: each `.json` file below it a token set named by its path
/// without `.json` (`core`, `themes/light`), plus `$themes.json` and `$metadata.json`.
enum TokensStudioFolder {
  /// The most files a folder may hold; more is not a token folder.
  static let maximumFiles = 2000

  /// Whether the folder at `path` is a Tokens Studio project: it holds `$themes.json` or
  /// `$metadata.json` (files, or links to files).
  static func isProject(_ path: String) -> Bool {
    [TokensStudioReader.themesKey, TokensStudioReader.metadataKey].contains {
      POSIX.fileStatus(path + "/" + $0 + ".json")?.kind == .regular
    }
  }

  /// The `.json` files below `directory`, as (path relative to it, full path), in sorted order;
  /// hidden files and folders (a leading `.`) are passed over. The walk is ``FileTreeWalk``'s:
  /// each folder and file is visited once (symbolic-link loops end), and no symbolic link may
  /// lead outside the canonical `root`.
  /// - Throws: ``ThemeError`` `pathEscapesRoot` for a symbolic link leading outside `root`,
  ///   `unreadable` for a folder that cannot be listed, `fileTooLarge` past ``maximumFiles``.
  static func jsonFiles(in directory: String, root: String) throws(ThemeError) -> [(
    String, String
  )] {
    var found: [(String, String)] = []
    var tooMany = false
    let skips = FileTreeWalk(root: root).walk(directory) { file in
      guard file.relative.hasSuffix(".json") else { return true }
      found.append((file.relative, file.path))
      tooMany = found.count > maximumFiles
      return !tooMany
    }
    for skip in skips {
      switch skip {
      case .outsideRoot(let relative, let target):
        throw ThemeError(
          .pathEscapesRoot, file: directory + "/" + relative,
          message: "symbolic link '\(DiagnosticText.escaped(relative))' in the token folder leads "
            + "to '\(DiagnosticText.escaped(target))', outside the root "
            + "'\(DiagnosticText.escaped(root))'",
          suggestion: "keep token sets under the root directory")
      case .unreadable(let path, let code):
        throw ThemeError(
          .unreadable, file: path, message: "cannot read folder: \(POSIX.describe(code))")
      case .dangling(let relative) where relative.hasSuffix(".json"):
        throw ThemeError(
          .fileNotFound, file: directory + "/" + relative,
          message: "symbolic link to a token set that does not exist",
          suggestion: "remove the link or restore the file it names")
      case .dangling:
        continue  // A dangling link that names no token set is not part of the folder.
      }
    }
    if tooMany {
      throw ThemeError(
        .fileTooLarge, file: directory,
        message: "more than \(maximumFiles) .json files below the folder",
        suggestion: "name the Tokens Studio token folder itself")
    }
    return found
  }

  /// Reads the folder's sets; files that are not JSON are errors of the result, not thrown.
  /// `root` is the canonical folder no symbolic link may leave (`nil`: the folder itself).
  /// - Throws: ``ThemeError`` when the folder cannot be listed, holds no `.json` file or a
  ///   symbolic link in it leads outside `root`.
  static func read(
    _ directory: String, root: String? = nil, limits: LoadingLimits,
    selection: DesignTokenSelection = .current
  ) throws(ThemeError) -> (file: DesignTokenFile, contexts: [DecodingContext]) {
    let directory =
      directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
    guard let root = root ?? PathPolicy.canonical(directory) else {
      throw ThemeError(
        .fileNotFound, file: directory, message: "no such folder",
        suggestion: "name a Tokens Studio folder (token sets, $themes.json, $metadata.json)")
    }
    let files = try jsonFiles(in: directory, root: root)
    guard !files.isEmpty else {
      throw ThemeError(
        .fileNotFound, file: directory, message: "the folder holds no .json token set files",
        suggestion: "name a Tokens Studio folder (token sets, $themes.json, $metadata.json)")
    }
    var sources: [(context: DecodingContext, setName: String?)] = []
    var errors: [ThemeError] = []
    for (relative, full) in files {
      do {
        let bytes = try FileReader.read(
          full, maximumSize: limits.maximumFileSize, chain: [], expected: .tokens)
        let document = try JSONDocument.parse(bytes, file: full, limits: limits)
        sources.append(
          (DecodingContext(document: document, chain: []), String(relative.dropLast(5))))
      } catch {
        errors.append(error)
      }
    }
    var file = TokensStudioReader.read(sources, selection: selection)
    file.problems = DesignTokenFile.sorted(errors + file.problems)
    return (file, sources.map(\.context))
  }
}

extension DesignTokenFile {
  /// Whether the folder at `path` is a Tokens Studio project (it holds `$themes.json` or
  /// `$metadata.json`): a source of its own, whose files are its token sets.
  package static func isTokensStudioFolder(_ path: String) -> Bool {
    TokensStudioFolder.isProject(path)
  }

  /// Reads a Tokens Studio folder of token sets, themes and set order.
  ///
  /// Every `.json` file below `directory` is a token set named by its path without `.json`;
  /// `$themes.json` and `$metadata.json` give themes and set order. Symbolic links are followed
  /// only within the folder itself.
  /// - Throws: ``ThemeError`` when the folder cannot be read or holds no `.json` file; errors in
  ///   the files are in ``problems``.
  public static func read(directory: String, limits: LoadingLimits = .default) throws(ThemeError)
    -> DesignTokenFile
  {
    try TokensStudioFolder.read(directory, limits: limits).file
  }
}

extension DesignTokenImport {
  /// Reads a Tokens Studio folder (see ``DesignTokenFile/read(directory:limits:)``) and maps it.
  /// - Throws: ``ThemeError`` when the folder cannot be read; everything else is in ``errors``.
  public static func read(
    directory: String, options: DesignTokenImportOptions = DesignTokenImportOptions(),
    limits: LoadingLimits = .default
  ) throws(ThemeError) -> DesignTokenImport {
    let (file, contexts) = try TokensStudioFolder.read(
      directory, limits: limits, selection: DesignTokenSelection(options))
    var importer = DesignTokenThemeMapper(file: file, contexts: contexts, options: options)
    importer.sourceName = directory
    return importer.run()
  }
}
