import Foundation
import MaterialThemingPOSIX

/// Runs headless Chromium for the browser tests, with a hard timeout.
enum PreviewBrowser {
  /// How long one Chromium run may take before it is killed: 60 seconds.
  static let timeout: TimeInterval = 60
  /// Where Debian's `chromium` package installs the browser.
  static let debianPath = "/usr/bin/chromium"

  /// A failed browser run.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
  }

  /// The Chromium executable: `$CHROMIUM`, `/usr/bin/chromium`, or `chromium` /
  /// `chromium-browser` on the `PATH`; `nil` when none exists.
  static var executable: String? {
    let environment = ProcessInfo.processInfo.environment
    var candidates = [environment["CHROMIUM"], debianPath].compactMap { $0 }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append("\(directory)/chromium")
      candidates.append("\(directory)/chromium-browser")
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs Chromium headless with `arguments`, a private profile in `workDirectory`, standard
  /// output written to `outputFile`; throws on a non-zero exit or after ``timeout``.
  static func run(_ arguments: [String], workDirectory: String, outputFile: String) throws {
    guard let executable else {
      throw Failure(
        description: "chromium not found (looked at $CHROMIUM, \(debianPath) and the PATH); "
          + "install Debian's 'chromium' package")
    }
    let profile = (workDirectory as NSString).appendingPathComponent(
      "profile-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: outputFile, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--user-data-dir=\(profile)", "--no-first-run",
      ] + arguments
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
    process.standardError = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = workDirectory
    process.environment = environment
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      if finished.wait(timeout: .now() + 5) == .timedOut {
        POSIX.forceKill(process.processIdentifier)
        _ = finished.wait(timeout: .now() + 5)
      }
      throw Failure(description: "chromium did not finish within \(Int(timeout)) s: \(arguments)")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with status \(process.terminationStatus)")
    }
  }
}
