import MaterialTheming

/// `material-theme import`: converts a Theme Builder export or a DTCG token file to a theme file.
enum ImportCommand: Subcommand {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Convert a Theme Builder export or DTCG token file to a theme file.",
    discussion: """
      The theme file is written atomically and only when its contents change;
      loading it gives the same theme as loading <file> directly.
      """,
    arguments: [
      ArgumentSpec(name: "file", help: "A material-theme.json export or a .tokens.json file.")
    ],
    options: [
      .option(
        "output", value: "theme.json", kind: .file,
        help: "Where to write the theme file (format 1).", required: true),
      .option(
        "from", value: "format", kind: .choice(ImportFormat.importable.map(\.rawValue)),
        help: "The input format (default: detected from the content)."),
      .option(
        "name", value: "name",
        help: "The theme's name (default: the file's own, else its file name)."),
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let output = arguments.value("output") ?? ""
    let requested = arguments.value("from").flatMap(ImportFormat.init(rawValue:))
    let path = arguments.positionals[0]
    var document: ThemeDocument
    do {
      let bytes = try ThemeLoader().readFile(path)
      var format = ImportFormat.theme
      if let requested {
        format = requested
      } else {
        format = try ImportFormat.detect(bytes: bytes, fileName: path)
      }
      guard ImportFormat.importable.contains(format) else {
        throw CommandFailure.data(
          "'\(path)' is already a theme file; import reads Theme Builder exports "
            + "(schemes + coreColors) and DTCG token files ($value)")
      }
      document = try format.document(bytes: bytes, fileName: path)
    } catch let error as ThemeError {
      throw .theme(error)
    } catch {
      // Only the two error types above are thrown in the block.
      throw error as? CommandFailure ?? .data("\(error)")
    }
    ThemeInput.printNotes(document.notes.map { "\(path): \($0)" }, console: &console)
    document.name =
      arguments.value("name") ?? document.name ?? ThemeLoader.defaultName(forFile: path)
    return OutputFile.write(ThemeDocumentWriter.text(document), to: output, console: &console)
  }
}
