/// One `material-theme` subcommand: its declaration and entry point.
///
/// Register a new subcommand by adding its type to ``MaterialThemeCommand/subcommands``; see
/// ``CommandSpec`` for how to declare arguments and options.
protocol Subcommand: Sendable {
  /// The declared name, summary, arguments and options; help, validation and completions come
  /// from it.
  static var spec: CommandSpec { get }
  /// Runs with arguments already validated against ``spec``; `--help` has been handled.
  /// - Returns: `.success`, or `.failure` when the command reports problems it found.
  /// - Throws: ``CommandFailure`` for everything else; the caller prints it and picks the status.
  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
}

extension Subcommand {
  /// The word that selects the command.
  static var name: String { spec.name }
}
