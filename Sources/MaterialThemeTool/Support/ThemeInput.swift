import MaterialTheming

/// Loading the theme a command names, and checking the `--name` a command is given.
enum ThemeInput {
  /// Loads the theme (or Theme Builder export, or token file) at `path`; on failure prints the
  /// located error and throws the exit code the command returns (65 bad data, 66 no input).
  static func load(_ path: String, console: inout Console) throws(ExitCode) -> Theme {
    do {
      return try ThemeLoader().load(contentsOf: path)
    } catch {
      console.error(error.description)
      throw error.exitCode
    }
  }

  /// Checks that a `--name` value is a usable Swift identifier; prints a usage error if not.
  static func checkIdentifier(_ name: String?, console: inout Console) throws(ExitCode) {
    guard let name, !SwiftCodeGenerator.isValidIdentifier(name) else { return }
    console.error("error: '--name \(name)' is not a Swift identifier (use lowerCamelCase letters)")
    throw .usage
  }
}
