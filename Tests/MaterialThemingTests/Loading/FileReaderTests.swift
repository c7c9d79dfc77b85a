import Foundation
import Testing

@testable import MaterialTheming

/// ``FileReader/read(_:maximumSize:chain:)`` reads the size `fstat` reports straight into the
/// array; the bytes are the file's, whatever its size around the read sizes.
@Suite struct FileReaderTests {
  @Test(arguments: [0, 1, 2, 4_095, 4_096, 4_097, 8_192, 65_537])
  func readsEveryByteOfTheFile(size: Int) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FileReaderTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("t.json")
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    try Data(bytes).write(to: url)
    #expect(try FileReader.read(url.path, maximumSize: 1 << 20, chain: []) == bytes)
    #expect(try FileReader.read(url.path, maximumSize: size, chain: []) == bytes)
    if size > 0 {
      #expect(throws: ThemeError.self) {
        try FileReader.read(url.path, maximumSize: size - 1, chain: [])
      }
    }
  }
}
