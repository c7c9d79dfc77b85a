internal import MaterialThemingPOSIX

/// A Tokens Studio multi-file folder: each `.json` file below it a token set named by its path
/// without `.json` (`core`, `themes/light`), plus `$themes.json` and `$metadata.json`.
enum TokensStudioFolder {
  /// The most files a folder may hold; more is not a token folder.
  static let maximumFiles = 2000

  /// The `.json` files below `directory`, as (path relative to it, full path), sorted; hidden
  /// files and folders (a leading `.`) are passed over.
  static func jsonFiles(in directory: String) throws(ThemeError) -> [(String, String)] {
    var found: [(String, String)] = []
    func walk(_ relative: String) throws(ThemeError) {
      let full = relative.isEmpty ? directory : directory + "/" + relative
      guard let names = POSIX.directoryEntries(full) else {
        throw ThemeError(
          .unreadable, file: full, message: "cannot read folder: \(POSIX.describe(POSIX.lastError))"
        )
      }
      // A build's cache learns of the listing (FileTreeWalk records its own listings).
      InputRecorder.current?.recordListing(full, visibleNames: names.filter { !$0.hasPrefix(".") })
      for name in names where !name.hasPrefix(".") {
        let path = relative.isEmpty ? name : relative + "/" + name
        if POSIX.isDirectory(directory + "/" + path) {
          try walk(path)
        } else if name.hasSuffix(".json") {
          found.append((path, directory + "/" + path))
          if found.count > maximumFiles {
            throw ThemeError(
              .fileTooLarge, file: directory,
              message: "more than \(maximumFiles) .json files below the folder",
              suggestion: "name the Tokens Studio token folder itself")
          }
        }
      }
    }
    try walk("")
    return found
  }

  /// Reads the folder's sets; files that are not JSON are errors of the result, not thrown.
  /// - Throws: ``ThemeError`` when the folder cannot be listed or holds no `.json` file.
  static func read(_ directory: String, limits: LoadingLimits) throws(ThemeError) -> (
    file: DesignTokenFile, contexts: [DecodingContext]
  ) {
    let directory =
      directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
    let files = try jsonFiles(in: directory)
    guard !files.isEmpty else {
      throw ThemeError(
        .fileNotFound, file: directory, message: "the folder holds no .json token set files",
        suggestion: "name a Tokens Studio folder (token sets, $themes.json, $metadata.json)")
    }
    var sources: [(context: DecodingContext, setName: String?)] = []
    var errors: [ThemeError] = []
    for (relative, full) in files {
      do {
        let bytes = try FileReader.read(full, maximumSize: limits.maximumFileSize, chain: [])
        let document = try JSONDocument.parse(bytes, file: full, limits: limits)
        sources.append(
          (DecodingContext(document: document, chain: []), String(relative.dropLast(5))))
      } catch {
        errors.append(error)
      }
    }
    var file = TokensStudioReader.read(sources)
    file.problems = DesignTokenFile.sorted(errors + file.problems)
    return (file, sources.map(\.context))
  }
}

extension DesignTokenFile {
  /// Reads a Tokens Studio folder: every `.json` file below `directory` is a token set named by
  /// its path without `.json`; `$themes.json` and `$metadata.json` give themes and set order.
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
    let (file, contexts) = try TokensStudioFolder.read(directory, limits: limits)
    var importer = DesignTokenThemeImporter(file: file, contexts: contexts, options: options)
    importer.sourceName = directory
    return importer.run()
  }
}
