import Foundation
import MaterialTheming

/// Loads themes the way a user would with Foundation: `JSONDecoder` into ``CodableTheme``,
/// then the same layering onto the built-in base that ``ThemeLoader`` performs.
enum CodablePeer {
  /// Decodes `bytes` and resolves its `extends` chain (built-in names or files beside `fileName`).
  static func load(_ bytes: Data, fileName: String) throws -> Theme {
    let decoded = try JSONDecoder().decode(CodableTheme.self, from: bytes)
    let document = try decoded.document()
    let base: Theme
    switch document.extends {
    case nil: base = Theme(builtIn: .material201804)
    case .builtIn(let defaults): base = Theme(builtIn: defaults)
    case .file(let path, _):
      let directory = (fileName as NSString).deletingLastPathComponent
      let basePath = (directory as NSString).appendingPathComponent(path)
      base = try load(Data(contentsOf: URL(fileURLWithPath: basePath)), fileName: basePath)
    }
    let stem = ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension
    return base.applying(document, defaultName: stem, sourceFile: fileName)
  }

  /// Decodes a JSON array of themes into documents (the large-input peer).
  static func documents(_ bytes: Data) throws -> [ThemeDocument] {
    try JSONDecoder().decode([CodableTheme].self, from: bytes).map { try $0.document() }
  }
}
