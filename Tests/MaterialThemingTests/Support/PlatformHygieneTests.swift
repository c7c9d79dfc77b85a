import Foundation
import TestSupport
import Testing

/// `.ci/check-platform-hygiene`: only the POSIX shim names the C library, and every
/// `#if canImport(Glibc)` has a Darwin branch.
@Suite struct PlatformHygieneTests {
  /// Runs the check script in `root` (a copy of it is placed in `root/.ci`); its exit status
  /// and standard error.
  func check(in root: String) throws -> (status: Int32, error: String) {
    let script = Repository.root.appendingPathComponent(".ci/check-platform-hygiene").path
    let copy = root + "/.ci/check-platform-hygiene"
    if root != Repository.root.path {
      try FileManager.default.createDirectory(
        atPath: root + "/.ci", withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: script, toPath: copy)
    }
    let (status, error) = try Subprocess.run("/bin/bash", [copy], capturing: .error)
    return (status, error)
  }

  @Test func theRepositoryPasses() throws {
    let result = try check(in: Repository.root.path)
    #expect(result.status == 0, "\(result.error)")
  }

  @Test func aLibcImportOutsideTheShimFails() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "Sources/MaterialThemingPOSIX/POSIX.swift",
      "#if canImport(Glibc)\n  import Glibc\n#elseif canImport(Darwin)\n  import Darwin\n#endif\n")
    try directory.write("Sources/Other/Reader.swift", "import Glibc\n")
    let result = try check(in: directory.path)
    #expect(result.status != 0)
    #expect(result.error.contains("Sources/Other/Reader.swift names Glibc"))
    #expect(!result.error.contains("POSIX.swift"))
  }

  @Test func aGlibcConditionalWithoutDarwinFails() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "Sources/MaterialThemingPOSIX/POSIX.swift",
      "#if canImport(Glibc)\n  import Glibc\n#elseif canImport(Musl)\n  import Musl\n#endif\n")
    let result = try check(in: directory.path)
    #expect(result.status != 0)
    #expect(result.error.contains("POSIX.swift:1: #if canImport(Glibc) without a Darwin branch"))
  }
}
