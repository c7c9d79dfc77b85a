import Foundation

/// Runs the `material-theme` tool and captures what it prints.
public enum ToolRunner {
  /// The outcome of one run.
  public struct Result: Sendable {
    /// The exit status (or 128 + signal when killed).
    public var status: Int32
    /// Standard output.
    public var output: String
    /// Standard error.
    public var error: String
  }

  /// Runs `executable` with `arguments`, draining both pipes while it runs (no deadlock on
  /// large output); a process still running after `timeout` seconds is terminated.
  public static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval? = nil)
    throws -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try process.run()
    let timer = DispatchWorkItem { [process] in process.terminate() }
    if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer) }
    defer { timer.cancel() }
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    let status =
      process.terminationReason == .exit
      ? process.terminationStatus : 128 + process.terminationStatus
    return Result(
      status: status, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
