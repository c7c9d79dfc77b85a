import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The Theme Builder writer lays its JSON out as Material Theme Builder does: measured on the
/// real exports of the lint corpus, not assumed.
@Suite struct ThemeBuilderLayoutTests {
  static let realExports = Repository.root.appendingPathComponent(
    "Tests/MaterialThemingTests/Lint/Fixtures/real")

  /// The leading spaces of each line that opens a member, by nesting depth (from the braces).
  static func indents(_ text: String) -> [Int: Set<Int>] {
    var depth = 0
    var found: [Int: Set<Int>] = [:]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let spaces = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(spaces)
      if trimmed.hasPrefix("}") || trimmed.hasPrefix("]") { depth -= 1 }
      if trimmed.hasPrefix("\"") { found[depth, default: []].insert(spaces) }
      if trimmed.hasSuffix("{") || trimmed.hasSuffix("[") { depth += 1 }
    }
    return found
  }

  @Test func theIndentIsTheOneRealExportsUse() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.realExports.path)
      .filter { $0.hasSuffix(".material-theme.json") }.sorted()
    #expect(names.count == 5)
    // The exports of the current Theme Builder (those with a description) share one layout.
    var real: [Int: Set<Int>] = [:]
    for name in names {
      let text = try String(
        contentsOf: Self.realExports.appendingPathComponent(name), encoding: .utf8)
      guard text.contains("\"description\"") else { continue }
      for (depth, spaces) in Self.indents(text) { real[depth, default: []].formUnion(spaces) }
    }
    #expect(real[1] == [4] && real[2] == [8] && real[3] == [12], "\(real)")
    let theme = try ThemeLoader().load(
      contentsOf: Self.realExports.appendingPathComponent("jmsr.material-theme.json").path)
    let ours = Self.indents(ThemeBuilderExport(theme: theme).text())
    for depth in 1...3 { #expect(ours[depth] == real[depth], "depth \(depth): \(ours)") }
  }
}
