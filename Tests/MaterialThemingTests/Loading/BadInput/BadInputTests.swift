import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Every file of the bad-input corpus fails with its specific kind, place, pointer and message.
@Suite struct BadInputTests {
  /// The issue asks for at least 80 files across the listed families; we keep more.
  static let minimumCorpusSize = 90

  @Test func corpusIsLargeAndEveryFixtureHasAnExpectation() throws {
    #expect(BadInputCase.all.count >= Self.minimumCorpusSize)
    let listed = Set(BadInputCase.all.map(\.file))
    let root = BadInputCase.fixturesDirectory
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    var onDisk: Set<String> = []
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory)
      // Files under a `support/` folder are inputs of cases (token files, a valid base theme).
      let support = relative.split(separator: "/").contains("support")
      if !isDirectory.boolValue, relative != "expectations.json", !support {
        onDisk.insert(relative)
      }
    }
    #expect(onDisk.subtracting(listed).sorted() == [])
  }

  @Test(arguments: BadInputCase.all)
  func failsWithItsSpecificError(_ expected: BadInputCase) {
    let path = BadInputCase.path(expected.file)
    do {
      let theme = try ThemeLoader().load(contentsOf: path)
      Issue.record("\(expected.file) loaded as theme '\(theme.name)'")
    } catch {
      Self.check(error, against: expected)
    }
  }

  /// The same errors, with the same positions, when the bytes come from memory.
  @Test(arguments: BadInputCase.all.filter { $0.exit == 65 })
  func failsTheSameFromBytes(_ expected: BadInputCase) throws {
    let path = BadInputCase.path(expected.file)
    // Read with the loader's own reader: Foundation's `Data(contentsOf:)` leaks a 4 KiB buffer
    // on an empty file (swift-foundation, seen under LeakSanitizer), which would fail `.ci/sanitize`.
    let bytes = try FileReader.read(path, maximumSize: Int.max, chain: [])
    do {
      _ = try ThemeLoader().load(bytes: bytes, fileName: path)
      Issue.record("\(expected.file) loaded from bytes")
    } catch {
      Self.check(error, against: expected)
    }
  }

  static func check(_ error: ThemeError, against expected: BadInputCase) {
    #expect(error.kind.rawValue == expected.kind)
    #expect(error.file == BadInputCase.path(expected.reportedFile ?? expected.file))
    #expect(error.position?.line == expected.line)
    #expect(error.position?.column == expected.column)
    #expect(error.pointer.description == expected.pointer)
    #expect(error.message.contains(expected.message), "message: \(error.message)")
    if let suggestion = expected.suggestion {
      #expect(
        error.suggestion?.contains(suggestion) == true,
        "suggestion: \(error.suggestion ?? "none")")
    }
    #expect(error.chain == (expected.chain ?? []).map(BadInputCase.path))
  }
}
