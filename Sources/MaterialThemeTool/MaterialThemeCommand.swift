import MaterialTheming

/// The `material-theme` command line: dispatches to a subcommand and maps failures to exit codes.
public enum MaterialThemeCommand {
  /// Every subcommand, in the order the overview lists them.
  static let subcommands: [any Subcommand.Type] = [
    ResolveCommand.self,
    LayoutCommand.self,
    ApplyCommand.self,
    PreviewCommand.self,
    LintCommand.self,
    SchemeCommand.self,
    HarmonizeCommand.self,
    ImportCommand.self,
    ExportCommand.self,
  ]

  /// The overview printed by `material-theme --help`.
  static var overview: String {
    let width = subcommands.map { $0.name.count }.max() ?? 0
    let lines = subcommands.map { command in
      "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + command.abstract
    }
    return """
      OVERVIEW: Resolve, preview, lint, convert and generate Swift from Material theme files.

      USAGE: material-theme <subcommand> [options]

      SUBCOMMANDS:
      \(lines.joined(separator: "\n"))

        See 'material-theme <subcommand> --help' for the options of each.
      """
  }

  /// Runs the tool with `arguments` (without the program name), writing to standard output and error.
  public static func main(arguments: [String]) -> ExitCode {
    var console = Console.standard
    return run(arguments: arguments, console: &console)
  }

  /// Runs the tool with `arguments`, writing to `console`; the testable core of ``main(arguments:)``.
  public static func run(arguments: [String], console: inout Console) -> ExitCode {
    guard let name = arguments.first else {
      console.error("error: missing subcommand\n\n\(overview)")
      return .usage
    }
    if name == "--help" || name == "-h" || name == "help" {
      console.out(overview)
      return .success
    }
    guard let command = subcommands.first(where: { $0.name == name }) else {
      var message = "error: unknown subcommand '\(name)'"
      if let guess = Suggestion.closest(to: name, among: subcommands.map { $0.name }) {
        message += " — did you mean '\(guess)'?"
      }
      console.error(message + "\n\n\(overview)")
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.out(command.help)
      return .success
    }
    do {
      let parsed = try ParsedArguments(rest, signature: command.signature)
      return command.run(parsed, console: &console)
    } catch {
      console.error("error: \(error.description)\n\nUSAGE: see 'material-theme \(name) --help'")
      return .usage
    }
  }
}
