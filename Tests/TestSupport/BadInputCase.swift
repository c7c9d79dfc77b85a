import Foundation

/// One file of the bad-input corpus and the error it must produce, as `Fixtures/expectations.json`
/// states; the library's and the tool's tests both read the corpus through this type.
///
/// Positions in the manifest were computed from where the problem sits in each file (see
/// `make-fixtures.py`), not copied from the loader's output.
public struct BadInputCase: Decodable, Sendable, CustomStringConvertible {
  /// The fixture path, relative to `Fixtures/`.
  public var file: String
  /// The expected `ThemeError.Kind` raw value.
  public var kind: String
  /// The expected line, or `nil` for errors about the file as a whole.
  public var line: Int?
  /// The expected column (in Unicode scalars), or `nil`.
  public var column: Int?
  /// The expected JSON pointer (`""` for the document root).
  public var pointer: String
  /// A fragment the message must contain.
  public var message: String
  /// A fragment the suggestion must contain, when one is expected.
  public var suggestion: String?
  /// The CLI's expected exit status: 65 (data error) or 66 (no input).
  public var exit: Int32
  /// The fixture the error names when it is not `file` (errors inside an `extends` target).
  public var reportedFile: String?
  /// The `extends` chain the error names, as fixture paths.
  public var chain: [String]?

  /// The fixture path (how a parameterised test names the case).
  public var description: String { file }

  /// The absolute path of the corpus' `Fixtures/` directory.
  public static let fixturesDirectory: String = Repository.root
    .appendingPathComponent("Tests/MaterialThemingTests/Loading/BadInput/Fixtures").path

  /// The absolute path of a fixture.
  public static func path(_ relative: String) -> String { fixturesDirectory + "/" + relative }

  /// Reads and decodes the manifest.
  public static func load() throws -> [BadInputCase] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path("expectations.json")))
    return try JSONDecoder().decode([BadInputCase].self, from: data)
  }

  /// Every case of the manifest; empty when it cannot be read (the corpus-size tests then fail).
  public static let all: [BadInputCase] = (try? load()) ?? []
}
