import MaterialTheming

/// `material-theme export`: writes a theme as DTCG tokens, CSS custom properties or Swift.
enum ExportCommand: Subcommand {
  static let spec = CommandSpec(
    name: "export",
    abstract: "Write a theme as DTCG design tokens, CSS custom properties or Swift.",
    arguments: [
      ArgumentSpec(
        name: "theme.json", help: "A theme file, Theme Builder export or DTCG token file.")
    ],
    options: [
      .option(
        "to", value: "format",
        kind: .choice(ExportFormat.allCases.filter { !$0.isDirectory }.map(\.rawValue)),
        help: "The format to write.", required: true),
      .option(
        "output", value: "file", kind: .file,
        help: "Where to write (atomically); standard output when omitted."),
      .option(
        "name", value: "identifier", help: "Base name of the generated Swift members (swift only)."),
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let format = arguments.value("to").flatMap(ExportFormat.init(rawValue:)) ?? .dtcg
    try ThemeInput.checkIdentifier(arguments.value("name"))
    let path = arguments.positionals[0]
    let theme = try ThemeInput.load(path)
    let options = ExportOptions(
      identifier: arguments.value("name"),
      sourceName: SwiftCodeGenerator.sourceName(forThemeAt: path))
    let text = format.text(theme, options: options) ?? ""
    guard let output = arguments.value("output") else {
      console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      return .success
    }
    return OutputFile.write(text, to: output, console: &console)
  }
}
