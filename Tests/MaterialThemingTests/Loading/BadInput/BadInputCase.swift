import Foundation
import Testing

/// One file of the bad-input corpus and the error it must produce, as `Fixtures/expectations.json` states.
///
/// Positions in the manifest were computed from where the problem sits in each file (see
/// `make-fixtures.py`), not copied from the loader's output.
struct BadInputCase: Decodable, Sendable, CustomTestStringConvertible {
  /// The fixture path, relative to `Fixtures/`.
  var file: String
  /// The expected ``ThemeError/Kind`` raw value.
  var kind: String
  /// The expected line, or `nil` for errors about the file as a whole.
  var line: Int?
  /// The expected column (in Unicode scalars), or `nil`.
  var column: Int?
  /// The expected JSON pointer (`""` for the document root).
  var pointer: String
  /// A fragment the message must contain.
  var message: String
  /// A fragment the suggestion must contain, when one is expected.
  var suggestion: String?
  /// The CLI's expected exit status: 65 (data error) or 66 (no input).
  var exit: Int32
  /// The fixture the error names when it is not `file` (errors inside an `extends` target).
  var reportedFile: String?
  /// The `extends` chain the error names, as fixture paths.
  var chain: [String]?

  var testDescription: String { file }

  /// The absolute path of `Fixtures/`, found from this source file (the target has no resources).
  static let fixturesDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    return url.appendingPathComponent("Fixtures").path
  }()

  /// The absolute path of a fixture.
  static func path(_ relative: String) -> String { fixturesDirectory + "/" + relative }

  /// Every case of the manifest.
  static let all: [BadInputCase] = {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path("expectations.json")))
      return try JSONDecoder().decode([BadInputCase].self, from: data)
    } catch {
      Issue.record("cannot read Fixtures/expectations.json: \(error)")
      return []
    }
  }()
}
