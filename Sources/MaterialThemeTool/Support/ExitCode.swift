import MaterialTheming

/// Process exit statuses of `material-theme`, following BSD `sysexits.h`.
public enum ExitCode: Int32, Sendable, Error {
  /// Success.
  case success = 0
  /// A command found problems it reports (for example `lint` errors).
  case failure = 1
  /// `EX_USAGE`: the command line was wrong.
  case usage = 64
  /// `EX_DATAERR`: the input file was malformed or invalid.
  case dataError = 65
  /// `EX_NOINPUT`: an input file did not exist or was not readable.
  case noInput = 66
  /// `EX_SOFTWARE`: an internal error.
  case software = 70
  /// `EX_CANTCREAT`: an output file could not be created.
  case cannotCreate = 73
  /// `EX_IOERR`: an error while reading or writing.
  case ioError = 74
}

/// Why a command stopped: the one place failures become exit statuses.
///
/// Commands throw these; ``MaterialThemeCommand`` prints the message (a usage error with the
/// command's usage line and a pointer to its help) and exits with ``exitCode``.
enum CommandFailure: Error, Sendable {
  /// The command line was wrong: 64.
  case usage(String)
  /// The input was malformed: 65.
  case data(String)
  /// The input was malformed at a place: 65, printed `file:line:column: error: message`.
  case located(file: String, line: Int, column: Int, message: String)
  /// An input did not exist or was unreadable: 66.
  case noInput(String)
  /// An output could not be created: 73.
  case cannotCreate(String)
  /// Loading a theme failed; its located description is printed as is (65 or 66).
  case theme(ThemeError)

  /// The sysexits status for this failure.
  var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .data, .located: .dataError
    case .noInput: .noInput
    case .cannotCreate: .cannotCreate
    case .theme(let error): error.exitCode
    }
  }
}

extension ThemeError {
  /// The sysexits status for this error: 66 when the input is missing or unreadable, else 65.
  var exitCode: ExitCode {
    switch kind {
    case .fileNotFound, .unreadable: .noInput
    default: .dataError
    }
  }
}
