@testable import MaterialTheming

/// Loads a theme from JSON text, named `t.json` in its errors.
func loadTheme(_ json: String) throws(ThemeError) -> Theme {
  try ThemeLoader().load(bytes: Array(json.utf8), fileName: "t.json")
}

/// The error loading `json` as a theme fails with, or `nil` when it loads.
func loadingError(_ json: String) -> ThemeError? {
  do {
    _ = try loadTheme(json)
    return nil
  } catch {
    return error
  }
}
