import MaterialTheming

/// `material-theme export`: writes a theme as DTCG tokens, CSS custom properties or Swift.
enum ExportCommand: Subcommand {
  /// The formats `--to` accepts.
  enum Target: String, CaseIterable {
    /// A DTCG 2025.10 token file.
    case dtcg
    /// CSS custom properties with media queries.
    case css
    /// Swift source (as `apply` generates).
    case swift
  }

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
    let target: Target
    do {
      target = try arguments.choice("to", default: Target.dtcg)
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
    let text: String
    switch target {
    case .dtcg: text = DesignTokenExporter.text(theme)
    case .css: text = CSSExporter.stylesheet(theme)
    case .swift:
      let identifier = arguments.value("name") ?? SwiftCodeGenerator.identifier(forName: theme.name)
      text = SwiftCodeGenerator(
        theme: theme, identifier: identifier,
        sourceName: SwiftCodeGenerator.sourceName(forThemeAt: path)
      ).generate()
    }
    guard let output = arguments.value("output") else {
      console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      return .success
    }
    return OutputFile.write(text, to: output, console: &console)
  }
}
