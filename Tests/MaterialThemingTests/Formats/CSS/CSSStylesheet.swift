/// A minimal reader for the stylesheets ``CSSWriter`` writes: declarations per block.
struct CSSStylesheet {
  /// The media query of each block (`nil` for the top-level rule) and its declarations.
  var blocks: [(query: String?, declarations: [String: String])] = []

  /// Reads `text`: one `:root` rule, then `@media … { :root { … } }` blocks.
  init(_ text: String) {
    var query: String?
    var current: [String: String]?
    for rawLine in text.split(separator: "\n") {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("@media ") {
        query = String(line.dropFirst("@media ".count).dropLast(2))
      } else if line.hasSuffix("{") {
        current = [:]
      } else if line == "}" {
        if let declarations = current { blocks.append((query, declarations)) }
        current = nil
      } else if line.hasPrefix("--"), let colon = line.firstIndex(of: ":") {
        let name = String(line[..<colon])
        let value = line[line.index(after: colon)...].dropLast().trimmingCharacters(
          in: .whitespaces)
        current?[name] = value
      }
    }
  }

  /// The declarations of the block for `query` (`nil` = the top-level rule).
  func declarations(for query: String?) -> [String: String]? {
    blocks.first { $0.query == query }?.declarations
  }
}
