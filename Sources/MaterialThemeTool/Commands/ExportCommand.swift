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

  static let spec = CommandSpec(
    name: "export",
    abstract: "Write a theme as DTCG design tokens, CSS custom properties or Swift.",
    arguments: [
      ArgumentSpec(
        name: "theme.json", help: "A theme file, Theme Builder export or DTCG token file.")
    ],
    options: [
      .choice("to", Target.self, value: "format", help: "The format to write.", required: true),
      .option(
        "output", value: "file", kind: .file,
        help: "Where to write (atomically); standard output when omitted."),
      .option(
        "name", value: "identifier", help: "Base name of the generated Swift members (swift only)."),
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let target = arguments.choice("to", as: Target.self)
    try ThemeInput.checkIdentifier(arguments.value("name"))
    let path = arguments.positionals[0]
    let theme = try ThemeInput.load(path)
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
