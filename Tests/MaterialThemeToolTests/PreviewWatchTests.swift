import Foundation
import MaterialThemingPOSIX
import Testing

@testable import MaterialThemeTool

/// `material-theme preview --watch` as a process: it re-renders after the theme or a file it
/// extends changes, and a broken save prints the located error and keeps the last good page.
@Suite struct PreviewWatchTests {
  /// The longest wait for the watcher to react: 60 seconds (it polls every 0.2 s; the bound only
  /// keeps a broken watcher from hanging the suite).
  static let deadline: TimeInterval = 60

  /// Polls `condition` every 20 ms until it holds or ``deadline`` passes; returns whether it held.
  static func eventually(_ condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(deadline)
    while Date() < end {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
  }

  /// The text of `path`, or "" while it does not exist.
  static func text(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  @Test func aThemeThatIsALinkIsWatchedThroughIt() throws {
    // Found by the hostile-input run of 2026-12-07: the stamps were the link's own.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("watch-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("real.txt").path
    let link = directory.appendingPathComponent("theme.json").path
    try Data(#"{"name": "A"}"#.utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.txt")
    let watcher = FileWatcher(theme: link)
    let before = watcher.poll()
    try Data(#"{"name": "Longer"}"#.utf8).write(to: URL(fileURLWithPath: target))
    #expect(watcher.poll() != before)
  }

  @Test func reRendersOnChangesAndKeepsTheLastGoodPreviewOnABrokenSave() throws {
    let tool = AtomicWriteKillTests.toolURL
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("watch-tests-\(UUID().uuidString)")
    let output = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let theme = directory.appendingPathComponent("watched.json").path
    let base = directory.appendingPathComponent("base.json").path
    try ##"{ "colors": { "light": { "primary": "#112233" } } }"##
      .write(toFile: base, atomically: true, encoding: .utf8)
    try ##"{ "name": "Watched", "extends": "base.json" }"##
      .write(toFile: theme, atomically: true, encoding: .utf8)
    let html = output.appendingPathComponent("watched.html").path
    let errors = directory.appendingPathComponent("stderr.txt").path
    #expect(FileManager.default.createFile(atPath: errors, contents: nil))

    let process = Process()
    process.executableURL = tool
    process.arguments = ["preview", theme, "--watch", "--output", output.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
    try process.run()
    defer {
      if process.isRunning { POSIX.forceKill(process.processIdentifier) }
    }

    #expect(Self.eventually { Self.text(html).contains("#112233") }, "first render")

    // A change to the file the theme extends re-renders.
    try ##"{ "colors": { "light": { "primary": "#445566" } } }"##
      .write(toFile: base, atomically: true, encoding: .utf8)
    #expect(Self.eventually { Self.text(html).contains("#445566") }, "after editing base.json")

    // A change to the theme itself re-renders.
    try ##"{ "name": "Watched Again", "extends": "base.json" }"##
      .write(toFile: theme, atomically: true, encoding: .utf8)
    #expect(Self.eventually { Self.text(html).contains("Watched Again") }, "after editing it")

    // A broken save: the located error on stderr, the last good page untouched.
    let good = Self.text(html)
    try ##"{ "name": "Broken", "extends": "base.json", }"##
      .write(toFile: theme, atomically: true, encoding: .utf8)
    #expect(
      Self.eventually { Self.text(errors).contains("\(theme):1:") },
      "stderr: \(Self.text(errors))")
    #expect(Self.text(errors).contains("kept the last good preview"))
    #expect(Self.text(html) == good)
    #expect(good.hasSuffix("</html>\n"))

    // Fixing the theme renders again.
    try ##"{ "name": "Fixed", "extends": "base.json" }"##
      .write(toFile: theme, atomically: true, encoding: .utf8)
    #expect(Self.eventually { Self.text(html).contains("Fixed") }, "after fixing it")

    // SIGTERM stops the watcher (even though the test runner may ignore SIGTERM, which a child
    // would inherit) and leaves the page whole.
    POSIX.terminate(process.processIdentifier)
    #expect(Self.eventually { !process.isRunning }, "still running after SIGTERM")
    #expect(Self.text(html).contains("Fixed") && Self.text(html).hasSuffix("</html>\n"))
  }
}
