import MaterialTheming

extension ThemeError {
  /// The sysexits status for this error: 66 when the input is missing or unreadable, else 65.
  var exitCode: ExitCode {
    switch kind {
    case .fileNotFound, .unreadable: .noInput
    default: .dataError
    }
  }
}
