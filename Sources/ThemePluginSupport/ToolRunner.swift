import Foundation

/// Runs the `material-theme` tool and captures what it prints.
///
/// The child's standard output and error go to two temporary files, read once it has exited, so
/// no reader runs beside it (no deadlock on large output) and no escaping closure captures the
/// `Process`: Apple's Foundation does not promise that `Process`, `Pipe` or `FileHandle` are
/// `Sendable` (swift-corelibs-foundation marks them so since Swift 6.0), and this code builds in
/// Swift 6 mode on both. The calling thread waits, polling every few milliseconds, and stops a
/// process that outlives `timeout`.
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

  /// How long a process asked to terminate at its timeout gets before it is interrupted too.
  static let terminationGrace: TimeInterval = 5

  /// Runs `executable` with `arguments` and waits for it; a process still running after
  /// `timeout` seconds is terminated (`SIGTERM`, then `SIGINT` after a grace period).
  public static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval? = nil)
    throws -> Result
  {
    try run(
      executable, arguments, timeout: timeout, scratch: FileManager.default.temporaryDirectory)
  }

  /// ``run(_:_:timeout:)`` with the captured output kept in a new folder inside `scratch`,
  /// removed before it returns.
  static func run(
    _ executable: URL, _ arguments: [String], timeout: TimeInterval?, scratch: URL
  ) throws -> Result {
    let directory = scratch.appendingPathComponent(
      "material-theme-run-" + UUID().uuidString, isDirectory: true)
    // A new folder (creating it fails if the name exists), so what is removed below is only
    // what this run wrote: its two files, then the folder once it is empty.
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    defer {
      for url in [outputURL, errorURL] { try? FileManager.default.removeItem(at: url) }
      if (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
        try? FileManager.default.removeItem(at: directory)
      }
    }
    for url in [outputURL, errorURL] {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    }
    let outputHandle = try FileHandle(forWritingTo: outputURL)
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer {
      try? outputHandle.close()
      try? errorHandle.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    try process.run()
    wait(for: process, timeout: timeout)
    let status =
      process.terminationReason == .exit
      ? process.terminationStatus : 128 + process.terminationStatus
    return Result(
      status: status, output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// Waits on the calling thread until `process` exits, stopping it at `timeout`.
  private static func wait(for process: Process, timeout: TimeInterval?) {
    let start = Date()
    var terminated: Date?
    var interrupted = false
    while process.isRunning {
      if let timeout, terminated == nil, Date().timeIntervalSince(start) > timeout {
        process.terminate()
        terminated = Date()
      } else if let terminated, !interrupted,
        Date().timeIntervalSince(terminated) > terminationGrace
      {
        process.interrupt()
        interrupted = true
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    // `isRunning` turns false when the child is reaped; this returns at once and makes the
    // termination status final.
    process.waitUntilExit()
  }
}
