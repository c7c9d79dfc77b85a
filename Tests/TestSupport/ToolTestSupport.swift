import Foundation
import MaterialThemeTool

/// Helpers shared by the tool's tests: paths into the repository and an in-process runner.
public enum ToolTestSupport {
  /// The repository root.
  public static let repositoryRoot: URL = Repository.root

  /// The path of `Themes/<name>`.
  public static func theme(_ name: String) -> String { Repository.theme(name) }

  /// Runs `material-theme` in-process and returns the exit code and captured streams.
  public static func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    var console = Console.capture
    let code = MaterialThemeCommand.run(arguments: arguments, console: &console)
    return (code, console.capturedOutput, console.capturedError)
  }

  /// Runs `material-theme` and parses its standard output as a JSON object.
  public static func runJSON(_ arguments: [String]) throws -> [String: Any] {
    let result = run(arguments)
    guard result.code == .success else { throw ToolFailure(result.err) }
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
    guard let dictionary = object as? [String: Any] else { throw ToolFailure("not an object") }
    return dictionary
  }

  /// A failed tool run, carrying its error output.
  public struct ToolFailure: Error, CustomStringConvertible {
    /// The tool's error output.
    public var description: String
    /// A failure with `description`.
    public init(_ description: String) { self.description = description }
  }
}

extension Dictionary where Key == String, Value == Any {
  /// The value at a `/`-separated path of object keys.
  public func value(at path: String) -> Any? {
    var current: Any? = self
    for key in path.split(separator: "/") {
      current = (current as? [String: Any])?[String(key)]
    }
    return current
  }
}
