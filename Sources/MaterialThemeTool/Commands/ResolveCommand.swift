import MaterialTheming

/// `material-theme resolve`: prints the resolved theme for one appearance and contrast as JSON.
enum ResolveCommand: Subcommand {
  static let appearance = Option(
    choice: "appearance", default: Appearance.light, help: "The appearance to resolve.")
  static let contrast = Option(
    choice: "contrast", default: ColorContrast.normal, help: "The contrast to resolve.")
  static let compact = Option(flag: "compact", help: "Print the JSON on one line.")

  static let spec = CommandSpec(
    name: "resolve",
    abstract: "Print the resolved container scheme and component styles as JSON.",
    arguments: [ArgumentSpec(name: "theme.json", help: "The theme file to resolve.")],
    options: [appearance, contrast, compact])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let traits = ColorTraits(
      appearance: arguments[Self.appearance], contrast: arguments[Self.contrast])
    let theme = try ThemeInput.load(arguments.positionals[0])
    ThemeInput.printNotes(theme.notes, console: &console)
    let json = ResolvedThemeJSON.make(theme, traits: traits)
    console.out(document: json.serialized(pretty: !arguments[Self.compact]))
    return .success
  }
}
