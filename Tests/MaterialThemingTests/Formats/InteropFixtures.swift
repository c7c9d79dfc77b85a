import Foundation
import Testing

@testable import MaterialTheming

/// The interop fixtures and an independent (Foundation) reading of them.
enum InteropFixtures {
  /// `Tests/MaterialThemingTests/Formats/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The Theme Builder exports generated with materialyoucolor (see Fixtures/README.md).
  static let themeBuilderExports = ["material-theme-blue.json", "material-theme-terracotta.json"]

  /// The path of fixture `name`.
  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// The bytes of fixture `name`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  /// The export's `schemes` as Foundation reads them: scheme key → role → "#RRGGBB".
  static func schemes(_ name: String) throws -> [String: [String: String]] {
    let object = try JSONSerialization.jsonObject(with: Data(try bytes(name)))
    guard let root = object as? [String: Any],
      let schemes = root["schemes"] as? [String: [String: String]]
    else { throw CocoaError(.fileReadCorruptFile) }
    return schemes
  }

  /// The export's text with `transform` applied to its Foundation object, re-serialized.
  static func modified(_ name: String, _ transform: (inout [String: Any]) -> Void) throws -> String
  {
    var root = try #require(
      try JSONSerialization.jsonObject(with: Data(try bytes(name))) as? [String: Any])
    transform(&root)
    let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }
}
