import Foundation
import MaterialThemeTool

/// Helpers shared by the tool's tests: paths into the repository and an in-process runner.
enum ToolTestSupport {
  /// The repository root, found from this file's path.
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The path of `Themes/<name>`.
  static func theme(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Themes").appendingPathComponent(name).path
  }

  /// Runs `material-theme` in-process and returns the exit code and captured streams.
  static func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var console = Console.capture
    let code = MaterialThemeCommand.run(arguments: arguments, console: &console)
    return (code, console.capturedOutput, console.capturedError)
  }

  /// Runs `material-theme` and parses its standard output as a JSON object.
  static func runJSON(_ arguments: [String]) throws -> [String: Any] {
    let result = run(arguments)
    guard result.code == .success else { throw ToolFailure(result.err) }
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
    guard let dictionary = object as? [String: Any] else { throw ToolFailure("not an object") }
    return dictionary
  }

  /// A failed tool run, carrying its error output.
  struct ToolFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

extension Dictionary where Key == String, Value == Any {
  /// The value at a `/`-separated path of object keys.
  func value(at path: String) -> Any? {
    var current: Any? = self
    for key in path.split(separator: "/") {
      current = (current as? [String: Any])?[String(key)]
    }
    return current
  }
}
