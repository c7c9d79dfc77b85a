import MaterialTheming

/// `material-theme export`: writes a theme as DTCG tokens, CSS custom properties or Swift.
enum ExportCommand: Subcommand {
  static let name = "export"
  static let abstract = "Write a theme as DTCG design tokens, CSS custom properties or Swift."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme export <theme.json> --to dtcg|css|swift [--output <file>]
                                 [--name <identifier>]

    ARGUMENTS:
      <theme.json>            A theme file, Theme Builder export or DTCG token file.

    OPTIONS:
      --to <format>           dtcg, css or swift.
      --output <file>         Where to write (atomically); standard output when omitted.
      --name <identifier>     Base name of the generated Swift members (swift only).
      -h, --help              Show this help.
    """
  static let signature = CommandSignature(
    options: ["to", "output", "name"], flags: [], positionals: 1...1)

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    guard arguments.value("to") != nil else {
      console.error(
        "error: missing '--to dtcg|css|swift'\n\nUSAGE: see 'material-theme export --help'")
      return .usage
    }
    let format: ExportFormat
    do {
      format = try arguments.choice("to", default: ExportFormat.dtcg)
    } catch {
      console.error("error: \(error.description)")
      return .usage
    }
    do {
      try ThemeInput.checkIdentifier(arguments.value("name"), console: &console)
    } catch {
      return error
    }
    let path = arguments.positionals[0]
    let theme: Theme
    do {
      theme = try ThemeInput.load(path, console: &console)
    } catch {
      return error
    }
    let options = ExportOptions(
      identifier: arguments.value("name"),
      sourceName: SwiftCodeGenerator.sourceName(forThemeAt: path))
    let text = format.text(theme, options: options)
    guard let output = arguments.value("output") else {
      console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      return .success
    }
    return OutputFile.write(text, to: output, console: &console)
  }
}
