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
/// test only says that a change altered no byte. The outputs are stored as they are, one file
/// each, in `Golden/<input>/<output>.txt`, so a change shows as a readable diff. When a change is
/// *meant* to alter an output, regenerate the files and commit them with that change:
///
///     MATERIAL_THEMING_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests
@Suite struct GoldenOutputTests {
  /// `Golden/` next to this file.
  static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// The inputs' paths.
  static var inputs: [String] {
    Repository.themeFiles + InteropFixtures.themeBuilderExports.map(InteropFixtures.path)
  }

  /// Every output of every input, by `<input>/<output>` name, in a fixed order.
  static func outputs() throws -> [(name: String, text: String)] {
    var result: [(name: String, text: String)] = []
    for path in inputs {
      // Outputs name the file, never its directory, so they do not depend on where files live.
      let input = URL(fileURLWithPath: path).lastPathComponent
      let theme = try ThemeLoader().load(contentsOf: path)
      for traits in ColorTraits.all {
        let json = ResolvedThemeJSON.make(theme, traits: traits).serialized()
        result.append(("\(input)/resolve-\(traits.appearance)-\(traits.contrast)", json))
      }
      for format in ExportFormat.allCases {
        let options = ExportOptions(sourceName: input)
        // A folder format is its files, each after its path.
        let text =
          format.text(theme, options: options)
          ?? format.files(theme, options: options).map { $0.path + "\n" + $0.contents }
          .joined(separator: "\n")
        result.append(("\(input)/\(format.rawValue)", text))
      }
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      if try ImportFormat.detect(bytes: bytes, fileName: input) == .themeBuilder {
        let document = try ThemeBuilderExport(bytes: bytes, fileName: input).themeDocument()
        result.append(("\(input)/import", ThemeFileWriter.text(document)))
      }
    }
    return result
  }

  /// The stored file of the output named `name`.
  static func goldenFile(_ name: String) -> URL {
    goldenDirectory.appendingPathComponent(name + ".txt")
  }

  /// The names of the outputs stored under `Golden/`, as `<input>/<output>`.
  static func storedNames() throws -> Set<String> {
    var names = Set<String>()
    let inputs = try FileManager.default.contentsOfDirectory(atPath: goldenDirectory.path)
    for input in inputs where !input.hasPrefix(".") {
      let folder = goldenDirectory.appendingPathComponent(input)
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where file.hasSuffix(".txt") {
        names.insert(input + "/" + String(file.dropLast(4)))
      }
    }
    return names
  }

  /// The first line at which `actual` and `expected` differ, both sides shown.
  static func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
      let left = index < a.count ? String(a[index]) : "(end of output)"
      let right = index < e.count ? String(e[index]) : "(end of file)"
      if left != right || (index < a.count) != (index < e.count) {
        return "line \(index + 1):\n  stored: \(right)\n  now:    \(left)"
      }
    }
    return "the same lines, different bytes"
  }

  @Test func firstDifferenceNamesTheLine() {
    #expect(Self.firstDifference("a\nb\nc", "a\nx\nc") == "line 2:\n  stored: x\n  now:    b")
    #expect(Self.firstDifference("a", "a\nb").hasPrefix("line 2:"))
  }

  @Test func outputsAreUnchanged() throws {
    let outputs = try Self.outputs()
    if ProcessInfo.processInfo.environment["MATERIAL_THEMING_UPDATE_GOLDEN"] == "1" {
      for output in outputs {
        let file = Self.goldenFile(output.name)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try output.text.write(to: file, atomically: true, encoding: .utf8)
      }
      return
    }
    let stored = try Self.storedNames()
    let produced = Set(outputs.map(\.name))
    #expect(
      stored == produced,
      """
      stored but not produced: \(stored.subtracting(produced).sorted()); \
      produced but not stored: \(produced.subtracting(stored).sorted())
      """)
    var changed: [String] = []
    for output in outputs where stored.contains(output.name) {
      let expected = try String(contentsOf: Self.goldenFile(output.name), encoding: .utf8)
      if expected.utf8.elementsEqual(output.text.utf8) { continue }
      changed.append("\(output.name): " + Self.firstDifference(output.text, expected))
    }
    #expect(
      changed.isEmpty,
      """
      \(changed.count) output(s) changed (of \(outputs.count)):
      \(changed.prefix(10).joined(separator: "\n"))
      If the change is intended, regenerate with
      MATERIAL_THEMING_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests
      """)
  }
}
