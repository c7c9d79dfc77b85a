import Foundation

/// Runs other programs: the bench binary itself (for fresh-process figures) and peers.
enum ChildProcess {
  /// The path of the running bench executable.
  static var selfPath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  /// Runs `executable` with `arguments` and returns its standard output, or `nil` when it fails.
  static func output(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Runs a bench at `executable` in one of its profile modes and returns the median seconds per
  /// batch it prints (`seconds per batch: …`), or `nil`.
  static func secondsPerBatch(_ executable: String, _ arguments: [String]) -> Double? {
    guard let output = output(executable, arguments) else { return nil }
    let line = output.split(separator: "\n").last { $0.hasPrefix("seconds per batch: ") }
    return line.flatMap { Double($0.dropFirst("seconds per batch: ".count)) }
  }

  /// Spawns `executable` with output discarded, waits for it and returns the wall seconds from
  /// spawn to exit, or `nil` when it could not start or failed.
  static func wallTime(_ executable: String, _ arguments: [String]) -> Double? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = Stopwatch.now()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let elapsed = Stopwatch.now() - start
    return status == 0 ? elapsed : nil
  }
}
