import MaterialTheming

/// `material-theme import`: converts a Theme Builder export or a DTCG token file to a theme file.
enum ImportCommand: Subcommand {
  static let name = "import"
  static let abstract = "Convert a Theme Builder export or DTCG token file to a theme file."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme import <file> --output <theme.json> [--from theme-builder|dtcg]
                                 [--name <name>]

    ARGUMENTS:
      <file>                  A material-theme.json export or a .tokens.json file.

    OPTIONS:
      --output <theme.json>   Where to write the theme file (format 1).
      --from <format>         theme-builder or dtcg (default: detected from the content).
      --name <name>           The theme's name (default: the file's own, else its file name).
      -h, --help              Show this help.

    The theme file is written atomically and only when its contents change; loading it gives
    the same theme as loading <file> directly.
    """
  static let signature = CommandSignature(
    options: ["output", "from", "name"], flags: [], positionals: 1...1)

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    guard let output = arguments.value("output") else {
      console.error(
        "error: missing '--output <theme.json>'\n\nUSAGE: see 'material-theme import --help'")
      return .usage
    }
    let requested: ImportFormat?
    do {
      requested = try arguments.value("from").map { _ throws(UsageError) in
        try arguments.choice("from", default: ImportFormat.themeBuilder)
      }
    } catch {
      console.error("error: \(error.description)")
      return .usage
    }
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
        console.error(
          "error: '\(path)' is already a theme file; import reads Theme Builder exports "
            + "(schemes + coreColors) and DTCG token files ($value)")
        return requested == nil ? .dataError : .usage
      }
      document = try format.document(bytes: bytes, fileName: path)
    } catch {
      console.error(error.description)
      return error.exitCode
    }
    document.name =
      arguments.value("name") ?? document.name ?? ThemeLoader.defaultName(forFile: path)
    return OutputFile.write(ThemeDocumentWriter.text(document), to: output, console: &console)
  }
}
