import Foundation
import MaterialThemingPOSIX
import TestSupport
import Testing

/// Kills `material-theme apply` (SIGKILL) at random moments and checks the output is never partial.
@Suite struct AtomicWriteKillTests {
  /// The built `material-theme` next to the test binary.
  static var toolURL: URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // The test binary may sit inside a `.xctest` bundle directory.
    while directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("material-theme")
  }

  /// How many runs are killed, and the latest moment a kill is sent.
  static let attempts = 40
  static let latestKill: TimeInterval = 0.06

  @Test func killedApplyLeavesTheOldFileOrTheWholeNewOne() throws {
    let tool = Self.toolURL
    #expect(FileManager.default.isExecutableFile(atPath: tool.path), "no tool at \(tool.path)")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kill-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("Theme.swift").path
    let themes = ["baseline.json", "forest.json"].map(ToolTestSupport.theme)

    // The two complete contents the file may hold.
    var complete: [String: String] = [:]
    for theme in themes {
      let reference = directory.appendingPathComponent("reference-\(complete.count).swift").path
      let result = try Self.runToCompletion(
        tool, ["apply", theme, "--output", reference, "--name", "app"])
      #expect(result == 0)
      complete[theme] = try String(contentsOfFile: reference, encoding: .utf8)
    }
    #expect(
      Self.runToCompletionSilently(tool, ["apply", themes[0], "--output", output, "--name", "app"])
        == 0)

    var killedMidway = 0
    for attempt in 0..<Self.attempts {
      let theme = themes[(attempt + 1) % 2]
      let process = Process()
      process.executableURL = tool
      process.arguments = ["apply", theme, "--output", output, "--name", "app"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: Double.random(in: 0...Self.latestKill))
      POSIX.forceKill(process.processIdentifier)
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal { killedMidway += 1 }
      let text = try String(contentsOfFile: output, encoding: .utf8)
      #expect(complete.values.contains(text), "attempt \(attempt): the file is partial")
      // Whatever was killed, a later run completes and replaces it whole.
      #expect(
        Self.runToCompletionSilently(tool, ["apply", theme, "--output", output, "--name", "app"])
          == 0)
      #expect(try String(contentsOfFile: output, encoding: .utf8) == complete[theme])
    }
    #expect(killedMidway > 0, "no run was killed before it finished")
    // Temporary files of killed writers are swept by the next successful write.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.filter { $0.hasPrefix(".Theme.swift.tmp-") }.isEmpty, "\(names)")
  }

  static func runToCompletion(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func runToCompletionSilently(_ tool: URL, _ arguments: [String]) -> Int32 {
    (try? runToCompletion(tool, arguments)) ?? -1
  }
}
