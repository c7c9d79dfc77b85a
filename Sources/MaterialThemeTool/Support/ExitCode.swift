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
