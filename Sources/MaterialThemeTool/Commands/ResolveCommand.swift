import MaterialTheming

/// `material-theme resolve`: prints the resolved theme for one appearance and contrast as JSON.
enum ResolveCommand: Subcommand {
  static let spec = CommandSpec(
    name: "resolve",
    abstract: "Print the resolved container scheme and component styles as JSON.",
    arguments: [ArgumentSpec(name: "theme.json", help: "The theme file to resolve.")],
    options: [
      .choice("appearance", Appearance.self, help: "The appearance to resolve.", default: .light),
      .choice("contrast", ColorContrast.self, help: "The contrast to resolve.", default: .normal),
      .flag("compact", help: "Print the JSON on one line."),
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let traits = ColorTraits(
      appearance: arguments.choice("appearance"), contrast: arguments.choice("contrast"))
    let theme = try ThemeInput.load(arguments.positionals[0])
    ThemeInput.printNotes(theme.notes, console: &console)
    let json = ResolvedThemeJSON.make(theme, traits: traits)
    console.out(document: json.serialized(pretty: !arguments.flag("compact")))
    return .success
  }
}
