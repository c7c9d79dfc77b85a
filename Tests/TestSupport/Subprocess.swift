import Foundation

/// Runs a program from the tests to completion and captures what it writes.
public enum Subprocess {
  /// The streams a run captures; the others go where the test runner's go.
  public enum Capture: Sendable {
    /// Standard output and standard error, interleaved as written.
    case outputAndError
    /// Standard output only.
    case output
    /// Standard error only.
    case error
  }

  /// Runs `executable` with `arguments` and waits for it; its exit status and the captured text.
  public static func run(
    _ executable: String, _ arguments: [String], capturing capture: Capture = .outputAndError
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    if capture != .error { process.standardOutput = pipe }
    if capture != .output { process.standardError = pipe }
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
