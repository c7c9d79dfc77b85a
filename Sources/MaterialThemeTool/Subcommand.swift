/// One `material-theme` subcommand: its name, help text and entry point.
///
/// Register a new subcommand by adding its type to ``MaterialThemeCommand/subcommands``.
protocol Subcommand: Sendable {
  /// The word that selects it: `material-theme <name> …`.
  static var name: String { get }
  /// A one-line summary for the overview.
  static var abstract: String { get }
  /// The full help text printed for `--help`.
  static var help: String { get }
  /// Runs with the arguments after the subcommand name; `--help` has already been handled.
  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode
  /// The options that take a value, the flags and how many positionals the command accepts.
  static var signature: CommandSignature { get }
}
