import Foundation
import MaterialTheming

/// Helpers for the preview tests: themes from the repository and small markup readers.
enum PreviewTestSupport {
  /// The repository root, found from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Loads `Themes/<name>`.
  static func theme(_ name: String) throws -> Theme {
    try ThemeLoader().load(
      contentsOf: repositoryRoot.appendingPathComponent("Themes").appendingPathComponent(name).path)
  }

  /// The text from the first occurrence of `start` up to the next `end` after it (exclusive).
  static func slice(_ text: String, from start: String, to end: String) -> String? {
    guard let lower = text.range(of: start) else { return nil }
    guard let upper = text.range(of: end, range: lower.upperBound..<text.endIndex) else {
      return nil
    }
    return String(text[lower.lowerBound..<upper.lowerBound])
  }

  /// Every start tag `<name …>` in `markup` whose attributes include all of `matching`.
  static func tags(_ name: String, in markup: String, matching: [String: String] = [:])
    -> [[String: String]]
  {
    var result: [[String: String]] = []
    var searchStart = markup.startIndex
    while let open = markup.range(of: "<" + name + " ", range: searchStart..<markup.endIndex) {
      guard let close = markup.range(of: ">", range: open.upperBound..<markup.endIndex) else {
        break
      }
      let attributes = parseAttributes(String(markup[open.upperBound..<close.lowerBound]))
      if matching.allSatisfy({ attributes[$0.key] == $0.value }) { result.append(attributes) }
      searchStart = close.upperBound
    }
    return result
  }

  /// The `name="value"` pairs of a start tag's attribute text (values unescaped as written).
  static func parseAttributes(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    var rest = Substring(text)
    while let equals = rest.range(of: "=\"") {
      let name = rest[rest.startIndex..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
      guard let quote = rest.range(of: "\"", range: equals.upperBound..<rest.endIndex) else {
        break
      }
      result[name] = String(rest[equals.upperBound..<quote.lowerBound])
      rest = rest[quote.upperBound...]
    }
    return result
  }

  /// The `x`, `y`, `width` and `height` of a tag (optionally with a prefix such as `data-`).
  static func frame(_ attributes: [String: String], prefix: String = "") -> Rect? {
    guard let x = attributes[prefix + "x"].flatMap(Double.init),
      let y = attributes[prefix + "y"].flatMap(Double.init),
      let width = attributes[prefix + "width"].flatMap(Double.init),
      let height = attributes[prefix + "height"].flatMap(Double.init)
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Whether two rectangles agree to a thousandth of a point (the precision the SVG keeps).
  static func same(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    let tolerance = 0.0006
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
      && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }
}
