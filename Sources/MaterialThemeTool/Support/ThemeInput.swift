import MaterialTheming

/// Loading the theme a command names, and checking the `--name` a command is given.
enum ThemeInput {
  /// `--contrast-high medium|high`: the Material 3 contrast level Apple's increased contrast
  /// shows in the Apple outputs (Swift and asset catalog); one declaration for `apply`,
  /// `export` and `build`.
  static let contrastHigh = Option(
    choice: "contrast-high", value: "level", default: Material3IncreasedContrast.high,
    help: "The Material 3 contrast level Apple's increased contrast shows in Apple outputs "
      + "(Swift, asset catalog).")

  /// Loads the theme (or Theme Builder export, or token file) at `path`.
  /// - Throws: ``CommandFailure/theme(_:)`` with the located error (65 bad data, 66 no input).
  static func load(_ path: String) throws(CommandFailure) -> Theme {
    do {
      return try ThemeLoader().load(contentsOf: path)
    } catch {
      throw .theme(error)
    }
  }

  /// Loads the theme at `path` like ``load(_:)`` and returns, with it, every file the load read
  /// (so that a command can refuse to write over one of them).
  static func loadRecordingInputs(_ path: String) throws(CommandFailure) -> (Theme, LoadInputs) {
    let (result, inputs) = ThemeLoader().loadRecordingInputs(contentsOf: path)
    switch result {
    case .success(let theme): return (theme, inputs)
    case .failure(let error): throw .theme(error)
    }
  }

  /// Prints `notes` (a theme's or a document's, see ``Theme/notes``) on standard error, one
  /// `note: …` line each, control characters escaped.
  static func printNotes(_ notes: [String], console: inout Console) {
    for note in notes { console.error("note: " + DiagnosticText.escaped(note)) }
  }

  /// Checks that a `--name` value is a usable Swift identifier.
  /// - Throws: ``CommandFailure/usage(_:)`` when it is not.
  static func checkIdentifier(_ name: String?) throws(CommandFailure) {
    guard let name, !SwiftCodeGenerator.isValidIdentifier(name) else { return }
    throw .usage(
      "'--name \(DiagnosticText.escaped(name))' is not a Swift identifier "
        + "(use lowerCamelCase letters).")
  }
}
