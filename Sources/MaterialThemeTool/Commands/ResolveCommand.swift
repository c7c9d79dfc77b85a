import MaterialTheming

/// `material-theme resolve`: prints the resolved theme for one appearance and contrast as JSON.
enum ResolveCommand: Subcommand {
  static let name = "resolve"
  static let abstract = "Print the resolved container scheme and component styles as JSON."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme resolve <theme.json> [--appearance light|dark] [--contrast normal|high]

    ARGUMENTS:
      <theme.json>            The theme file to resolve.

    OPTIONS:
      --appearance <value>    light (default) or dark.
      --contrast <value>      normal (default) or high.
      --compact               Print the JSON on one line.
      -h, --help              Show this help.
    """
  static let signature = CommandSignature(
    options: ["appearance", "contrast"], flags: ["compact"], positionals: 1...1)

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    let traits: ColorTraits
    do {
      traits = ColorTraits(
        appearance: try arguments.choice("appearance", default: Appearance.light),
        contrast: try arguments.choice("contrast", default: ColorContrast.normal))
    } catch {
      console.error("error: \(error.description)")
      return .usage
    }
    do {
      let theme = try ThemeInput.load(arguments.positionals[0], console: &console)
      let json = ResolvedThemeJSON.make(theme, traits: traits)
      console.out(json.serialized(pretty: !arguments.flags.contains("compact")))
      return .success
    } catch {
      return error
    }
  }
}
