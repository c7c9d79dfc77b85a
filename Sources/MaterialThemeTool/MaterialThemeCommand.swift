/// The `material-theme` command line: dispatches to a subcommand and maps failures to exit codes.
public enum MaterialThemeCommand {
  /// The one-paragraph overview printed by `material-theme --help`.
  static let overview = """
    OVERVIEW: Resolve, preview, lint and generate Swift from Material theme files.

    USAGE: material-theme <subcommand> [options]

    SUBCOMMANDS:
      resolve    Print the resolved container scheme and component styles as JSON.

      See 'material-theme <subcommand> --help' for the options of each.
    """

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
    console.error("error: unknown subcommand '\(name)'\n\n\(overview)")
    return .usage
  }
}
