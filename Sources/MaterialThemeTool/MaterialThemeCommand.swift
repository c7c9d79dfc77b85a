import MaterialTheming
import MaterialThemingPOSIX

/// The `material-theme` command line: dispatches to a subcommand and maps failures to exit codes.
public enum MaterialThemeCommand {
  /// The program name used in usage lines and completion scripts.
  static let toolName = "material-theme"
  /// The version `material-theme --version` prints.
  public static let version = "0.1.0"
  /// The one-line description of the whole tool.
  static let abstract =
    "Resolve, preview, lint, convert and generate Swift from Material theme files."

  /// Every subcommand, in the order the overview lists them.
  static let subcommands: [any Subcommand.Type] = [
    ResolveCommand.self,
    LayoutCommand.self,
    ApplyCommand.self,
    PreviewCommand.self,
    LintCommand.self,
    SchemeCommand.self,
    HarmonizeCommand.self,
    SeedsCommand.self,
    ImportCommand.self,
    ExportCommand.self,
    BuildCommand.self,
    CompletionsCommand.self,
  ]

  /// The built-in `help` subcommand's summary, listed with the others.
  static let helpAbstract = "Show subcommand help information."

  /// The overview printed by `material-theme --help`.
  static var overview: String {
    let rows = subcommands.map { ($0.spec.name, $0.spec.abstract) } + [("help", helpAbstract)]
    return """
      OVERVIEW: \(abstract)

      USAGE: \(toolName) <subcommand>

      OPTIONS:
      \(HelpText.table([("--version", "Show the version."), HelpText.helpRow]))

      SUBCOMMANDS:
      \(HelpText.table(rows))

        See '\(toolName) help <subcommand>' for detailed help.
      """
  }

  /// Runs the tool with `arguments` (without the program name), writing to standard output and error.
  ///
  /// When writing to standard output failed (a full disk, a closed stream), the rest of the
  /// output was not written, an error says why on standard error and the status is 74
  /// (`EX_IOERR`) unless the command had already failed with a status of its own (a lint
  /// report of findings, status 1, that was lost is 74 too).
  public static func main(arguments: [String]) -> ExitCode {
    var console = Console.standard
    let code = run(arguments: arguments, console: &console)
    guard let failure = console.outputFailure else { return code }
    console.error("error: cannot write to standard output: " + POSIX.describe(failure))
    return code == .success || code == .failure ? .ioError : code
  }

  /// Runs the tool with `arguments`, writing to `console`; the testable core of ``main(arguments:)``.
  public static func run(arguments: [String], console: inout Console) -> ExitCode {
    guard let name = arguments.first else {
      return topLevelUsageError("Missing expected argument '<subcommand>'.", console: &console)
    }
    switch name {
    case "--help", "-h":
      console.out(document: overview)
      return .success
    case "--version":
      console.out(version)
      return .success
    case "help":
      return help(Array(arguments.dropFirst()), console: &console)
    default: break
    }
    guard let command = subcommand(named: name) else {
      let shown = DiagnosticText.escaped(name)
      var message =
        name.hasPrefix("-") ? "Unknown option '\(shown)'." : "Unknown subcommand '\(shown)'."
      let names = subcommands.map { $0.spec.name } + ["help"]
      if let guess = Suggestion.closest(to: name, among: names) {
        message += " Did you mean '\(guess)'?"
      }
      return topLevelUsageError(message, console: &console)
    }
    let rest = Array(arguments.dropFirst())
    let beforeSeparator = rest.prefix { $0 != "--" }
    if beforeSeparator.contains("--help") || beforeSeparator.contains("-h") {
      console.out(document: HelpText.help(command.spec))
      return .success
    }
    do {
      let parsed = try ParsedArguments(rest, spec: command.spec)
      return try command.run(parsed, console: &console)
    } catch let error as UsageError {
      return report(.usage(error.description), spec: command.spec, console: &console)
    } catch let failure as CommandFailure {
      return report(failure, spec: command.spec, console: &console)
    } catch {
      console.error("error: \(error)")
      return .software
    }
  }

  /// The subcommand called `name`.
  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.spec.name == name }
  }

  /// `material-theme help [<subcommand>]`.
  private static func help(_ arguments: [String], console: inout Console) -> ExitCode {
    guard let name = arguments.first else {
      console.out(document: overview)
      return .success
    }
    if let command = subcommand(named: name) {
      console.out(document: HelpText.help(command.spec))
      return .success
    }
    if ["help", "--help", "-h"].contains(name) {
      console.out(document: overview)
      return .success
    }
    var message = "Unknown subcommand '\(DiagnosticText.escaped(name))'."
    if let guess = Suggestion.closest(to: name, among: subcommands.map { $0.spec.name }) {
      message += " Did you mean '\(guess)'?"
    }
    return topLevelUsageError(message, console: &console)
  }

  /// Prints a usage error about the subcommand itself, pointing at the overview.
  private static func topLevelUsageError(_ message: String, console: inout Console) -> ExitCode {
    console.error(lines: [
      "Error: \(message)", "Usage: \(toolName) <subcommand>",
      "  See '\(toolName) --help' for more information.",
    ])
    return .usage
  }

  /// Prints `failure` as its kind wants and returns its exit status.
  static func report(_ failure: CommandFailure, spec: CommandSpec, console: inout Console)
    -> ExitCode
  {
    switch failure {
    case .usage(let message):
      // The usage synopsis wraps onto lines of its own.
      let usage = HelpText.usage(spec).split(separator: "\n").map(String.init)
      var lines = ["Error: \(message)", "Usage: " + (usage.first ?? "")]
      lines += usage.dropFirst()
      lines.append("  See '\(toolName) \(spec.name) --help' for more information.")
      console.error(lines: lines)
    case .data(let message), .noInput(let message), .cannotCreate(let message):
      console.error("error: \(message)")
    case .located(let file, let line, let column, let message):
      console.error(
        "\(DiagnosticText.escaped(file)):\(line):\(column): error: "
          + DiagnosticText.escaped(message))
    case .theme(let error):
      console.error(error)
    }
    return failure.exitCode
  }
}
