import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Keeps every writer's output byte-identical while code moves: resolved JSON (four traits),
/// DTCG, CSS and Swift of every shipped theme and Theme Builder fixture, and the theme files the
/// fixtures import to.
///
/// This is a regression lock, not a statement of correctness: each output's correctness is
/// checked by its own tests (DTCG conformance, the CSS browser test, the Swift snapshot); this
/// test only says that a refactoring changed no byte. `Golden/outputs.txt` holds a 64-bit
/// FNV-1a digest and the length of each output. When a change is *meant* to alter an output,
/// regenerate the file and commit it with that change:
///
///     MATERIAL_THEMING_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests
///
/// On a mismatch the outputs are written to a temporary directory named in the failure, to diff
/// against the previous commit's.
@Suite struct GoldenOutputTests {
  /// `Golden/outputs.txt` next to this file.
  static let digestFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent("outputs.txt")

  /// The inputs' paths.
  static var inputs: [String] {
    Repository.themeFiles + InteropFixtures.themeBuilderExports.map(InteropFixtures.path)
  }

  /// Every output of every input, by `<input> <output>` name, in a fixed order.
  static func outputs() throws -> [(name: String, text: String)] {
    var result: [(name: String, text: String)] = []
    for path in inputs {
      // Outputs name the file, never its directory, so they do not depend on where files live.
      let input = URL(fileURLWithPath: path).lastPathComponent
      let theme = try ThemeLoader().load(contentsOf: path)
      for traits in ColorTraits.all {
        let json = ResolvedThemeJSON.make(theme, traits: traits).serialized()
        result.append(("\(input) resolve-\(traits.appearance)-\(traits.contrast)", json))
      }
      for format in ExportFormat.allCases {
        let options = ExportOptions(sourceName: input)
        // A folder format is its files, each after its path.
        let text =
          format.text(theme, options: options)
          ?? format.files(theme, options: options).map { $0.path + "\n" + $0.contents }
          .joined(separator: "\n")
        result.append(("\(input) \(format.rawValue)", text))
      }
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      if try ImportFormat.detect(bytes: bytes, fileName: input) == .themeBuilder {
        let document = try ThemeBuilderExport(bytes: bytes, fileName: input).themeDocument()
        result.append(("\(input) import", ThemeDocumentWriter.text(document)))
      }
    }
    return result
  }

  /// 64-bit FNV-1a of the UTF-8 bytes.
  static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  @Test func digestIsFNV1a() {
    // Published FNV-1a 64 test vectors (draft-eastlake-fnv, "" and "a").
    #expect(Self.digest("") == "cbf29ce484222325")
    #expect(Self.digest("a") == "af63dc4c8601ec8c")
  }

  @Test func outputsAreUnchanged() throws {
    let outputs = try Self.outputs()
    let lines = outputs.map { "\($0.name) \(Self.digest($0.text)) \($0.text.utf8.count)" }
    let text = lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["MATERIAL_THEMING_UPDATE_GOLDEN"] == "1" {
      try text.write(to: Self.digestFile, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: Self.digestFile, encoding: .utf8)
    let expectedLines = Set(expected.split(separator: "\n").map(String.init))
    let changed = lines.filter { !expectedLines.contains($0) }
    guard !changed.isEmpty || lines.count != expectedLines.count else { return }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("golden-outputs-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for output in outputs {
      let name = output.name.replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: " ", with: ".")
      try output.text.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    Issue.record(
      """
      \(changed.count) output(s) changed (of \(lines.count); \(expectedLines.count) expected):
      \(changed.prefix(20).joined(separator: "\n"))
      The outputs are in \(directory.path). If the change is intended, regenerate with
      MATERIAL_THEMING_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests
      """)
  }
}
