import TestSupport
import Testing

@testable import MaterialTheming

/// Loads a theme from JSON text, named `fileName` in its errors.
func loadTheme(_ json: String, fileName: String = "t.json") throws(ThemeError) -> Theme {
  try ThemeLoader().load(bytes: Array(json.utf8), fileName: fileName)
}

/// The error `body` throws, or `nil` when it returns.
func thrownError(_ body: () throws(ThemeError) -> Void) -> ThemeError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

/// The error loading `json` as a theme (named `fileName`) fails with, or `nil` when it loads.
func loadingError(_ json: String, fileName: String = "t.json") -> ThemeError? {
  thrownError { () throws(ThemeError) in _ = try loadTheme(json, fileName: fileName) }
}

/// Writes `theme` as `theme.json` in `directory` and returns the error loading that file fails
/// with; records an issue and throws when it loads.
func fileLoadingError(
  _ theme: String, in directory: TemporaryDirectory,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> ThemeError {
  let file = try directory.write("theme.json", theme)
  return try #require(
    thrownError { () throws(ThemeError) in _ = try ThemeLoader().load(contentsOf: file) },
    "loaded without error",
    sourceLocation: sourceLocation)
}
