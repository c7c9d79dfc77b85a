import MaterialTheming

/// `material-theme import`: converts a Theme Builder export or a DTCG token file to a theme file.
enum ImportCommand: Subcommand {
  /// The formats `--from` accepts.
  enum Source: String, CaseIterable {
    /// A Material Theme Builder export.
    case themeBuilder = "theme-builder"
    /// A DTCG 2025.10 token file.
    case dtcg
  }

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
    let requested: Source?
    do {
      requested = try arguments.value("from").map { _ throws(UsageError) in
        try arguments.choice("from", default: Source.themeBuilder)
      }
    } catch {
      console.error("error: \(error.description)")
      return .usage
    }
    let path = arguments.positionals[0]
    var document: ThemeDocument
    do {
      let bytes = try ThemeLoader().readFile(path)
      let source: Source
      if let requested {
        source = requested
      } else {
        switch try ThemeFileFormat.detect(bytes: bytes, fileName: path) {
        case .themeBuilder: source = .themeBuilder
        case .designTokens: source = .dtcg
        case .theme:
          console.error(
            "error: '\(path)' is already a theme file; import reads Theme Builder exports "
              + "(schemes + coreColors) and DTCG token files ($value)")
          return .dataError
        }
      }
      switch source {
      case .themeBuilder:
        document = try ThemeBuilderExport(bytes: bytes, fileName: path).themeDocument()
      case .dtcg:
        document = try DesignTokenFile.themeDocument(bytes: bytes, fileName: path)
      }
    } catch {
      console.error(error.description)
      return error.exitCode
    }
    document.name =
      arguments.value("name") ?? document.name ?? ThemeLoader.defaultName(forFile: path)
    return OutputFile.write(ThemeDocumentWriter.text(document), to: output, console: &console)
  }
}
