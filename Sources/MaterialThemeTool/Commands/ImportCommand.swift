import MaterialTheming
import MaterialThemingPOSIX

/// `material-theme import`: converts a Theme Builder export or a design-token file (DTCG, Style
/// Dictionary, Tokens Studio, Figma variables) to a theme file, reporting what it mapped.
enum ImportCommand: Subcommand {
  static let output = Option<String>(
    required: "output", value: "theme.json", kind: .file,
    help: "Where to write the theme file (format 1).")
  static let format = Option(
    choice: "from", ImportFormat.self, among: ImportFormat.importable, value: "format",
    help: "The input format (default: detected from the content).")
  static let name = Option<String?>(
    "name", value: "name", help: "The theme's name (default: the file's own, else its file name).")
  static let mappings = Option(
    pairs: "map", value: "role=token", example: "primary=color.brand.600",
    help:
      "Fill a role from a color token, over the naming conventions "
      + "(primary=brand.blue.600, dark.surface=neutral.900, extended.Success=green.500).")
  static let contextModes = Option(
    pairs: "context-map", value: "context=mode", example: "night=dark",
    help:
      "Read a resolver context as a mode (night=dark, night-ax=dark-high-contrast) when its "
      + "name is none of light, dark, light-hc, dark_ax, ….")
  static let strict = Option(
    flag: "strict", help: "Make skipped tokens (unused types and units) errors.")
  static let force = Option(
    flag: "force",
    help: "Replace an existing --output that material-theme did not write, or the input.")

  static let spec = CommandSpec(
    name: "import",
    abstract: "Convert a Theme Builder export or a design-token file to a theme file.",
    discussion: """
      Token files may be DTCG 2025.10, a DTCG resolver document (sets, modifiers,
      resolutionOrder), Style Dictionary (value/type), Tokens Studio (one file, or
      a folder with $themes.json and $metadata.json) or Figma variables as the
      REST API returns them; the format is detected and named. Light/dark and
      contrast modifiers or theme groups give the modes; any other (a brand) is a
      dimension read in one context: --context brand=acme, else its default.
      Tokens of types or units the engine does not use are skipped and counted;
      every error is reported at once. Color tokens map to roles by their names
      (md.sys.color.primary, Schemes/Light/Primary, color.dark.surface, …); the
      report on standard error says which token filled which role and lists the
      color tokens left unmapped. An import that maps nothing is an error.
      The theme file is written atomically and only when its contents change;
      loading it gives the same theme as loading <file> directly.
      """,
    arguments: [
      ArgumentSpec(
        name: "file",
        help: "A material-theme.json export, a token file, or a Tokens Studio token folder.")
    ],
    options: [output, format, name, mappings, ThemeInput.context, contextModes, strict, force])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let output = arguments[Self.output]
    let requested = arguments[Self.format]
    let path = arguments.positionals[0]
    var options = DesignTokenImportOptions(strict: arguments[Self.strict])
    for pair in arguments[Self.mappings] {
      guard let target = DesignTokenRoleTarget(parsing: pair.key) else {
        throw .usage(
          "--map: unknown role '" + DiagnosticText.escaped(pair.key) + "'; write [mode.]role "
            + "(primary, dark.onSurface, lightHighContrast.surfaceContainer) or extended.<name>")
      }
      options.mappings.append((target, pair.value))
    }
    options.contexts += ThemeInput.contexts(arguments)
    for pair in arguments[Self.contextModes] {
      guard DesignTokenImportOptions.isMode(pair.value) else {
        throw .usage(
          "--context-map: '" + DiagnosticText.escaped(pair.value) + "' is no mode; write one of "
            + "light, dark, light-high-contrast, dark-high-contrast (or -medium-contrast), "
            + "for example night=dark")
      }
      options.contextModes.append((pair.key, pair.value))
    }
    var document: ThemeDocument
    let (read, inputs) = InputRecorder.recording { () throws -> ThemeDocument in
      try readDocument(path, requested: requested, options: options, console: &console)
    }
    do {
      document = try read.get()
    } catch let error as ThemeError {
      throw .theme(error)
    } catch {
      throw error as? CommandFailure ?? .data("\(error)")
    }
    let force = arguments[Self.force]
    if !force {
      do {
        try OutputFile.checkNotInput(output, inputs: inputs, others: [path])
      } catch {
        throw .cannotCreate(error.description)
      }
    }
    ThemeInput.printNotes(document.notes.map { "\(path): \($0)" }, console: &console)
    document.name =
      arguments[Self.name] ?? document.name ?? ThemeLoader.defaultName(forFile: path)
    let check: ((String) -> Bool)? =
      force ? nil : { OutputOwnership.isImportedTheme(Array($0.utf8), fileName: output) }
    return OutputFile.write(
      ThemeFileWriter.text(document), to: output, replacing: check, console: &console)
  }

  /// Reads the file or Tokens Studio folder at `path` as a theme document, reporting what the
  /// import mapped on the error stream.
  private static func readDocument(
    _ path: String, requested: ImportFormat?, options: DesignTokenImportOptions,
    console: inout Console
  ) throws -> ThemeDocument {
    let document: ThemeDocument
    if POSIX.isDirectory(path) {
      if let requested, requested != .tokensStudio {
        throw CommandFailure.usage(
          "'\(DiagnosticText.escaped(path))' is a folder; a folder is read as Tokens Studio "
            + "token sets, not "
            + requested.rawValue)
      }
      document = try report(
        try DesignTokenImport.read(directory: path, options: options), &console)
    } else {
      let bytes = try ThemeLoader().readFile(path)
      // A file that is no importable format is a located error naming what it is not.
      let format = try requested ?? ImportFormat.detectImportable(bytes: bytes, fileName: path)
      switch format {
      case .themeBuilder:
        if !options.mappings.isEmpty {
          throw CommandFailure.usage(
            "--map applies to design-token files, not Theme Builder exports")
        }
        console.error("read \(path) as \(format.summary)")
        document = try format.document(bytes: bytes, fileName: path)
      default:
        document = try report(
          try DesignTokenImport.read(
            bytes: bytes, fileName: path, format: format, options: options), &console)
      }
    }
    return document
  }

  /// Prints the import's report to the error stream; the document, or its error.
  private static func report(_ result: DesignTokenImport, _ console: inout Console)
    throws(ThemeError) -> ThemeDocument
  {
    for line in result.report.lines() { console.error(line) }
    if let error = result.error { throw error }
    return result.document
  }
}
