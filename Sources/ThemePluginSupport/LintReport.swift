import Foundation

/// One finding of `material-theme lint --format json`, as the lint plugin reports it.
public struct LintReportFinding: Sendable, Equatable {
  /// The theme file.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int
  /// Whether the finding fails the lint.
  public var isError: Bool
  /// What is wrong.
  public var message: String
  /// How to fix it (`set … to …`), when the tool knows.
  public var suggestion: String?
  /// The check that found it (`wcag2-text-contrast`, …), when given.
  public var rule: String?

  /// `file:line:col: message — suggestion [rule]`.
  public var text: String {
    "\(file):\(line):\(column): \(message)" + (suggestion.map { " — \($0)" } ?? "")
      + (rule.map { " [\($0)]" } ?? "")
  }

  /// Parses the tool's JSON array of findings; `nil` when it is not that shape.
  public static func parse(_ json: String) -> [LintReportFinding]? {
    guard let data = json.data(using: .utf8),
      let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return nil }
    return array.compactMap { object in
      guard let file = object["file"] as? String, let message = object["message"] as? String,
        let severity = object["severity"] as? String
      else { return nil }
      return LintReportFinding(
        file: file, line: (object["line"] as? NSNumber)?.intValue ?? 1,
        column: (object["column"] as? NSNumber)?.intValue ?? 1, isError: severity == "error",
        message: message, suggestion: object["suggestion"] as? String,
        rule: object["rule"] as? String)
    }
  }
}
