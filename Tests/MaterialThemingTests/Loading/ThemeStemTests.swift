import Testing

@testable import MaterialTheming

/// ``ThemeLoader/stem(of:)`` reads bytes in place; it names themes as the `String` walk it
/// replaced did.
@Suite struct ThemeStemTests {
  /// The walk over `String.UTF8View` indices that ``ThemeLoader/stem(of:)`` replaced.
  static func referenceStem(of path: String) -> String {
    let utf8 = path.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") {
      end = utf8.index(before: end)
    }
    guard end > utf8.startIndex else { return path }
    let start =
      utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) }
      ?? utf8.startIndex
    let file = utf8[start..<end]
    guard let dot = file.lastIndex(of: UInt8(ascii: ".")), dot != start else {
      return String(Substring(file))
    }
    return String(Substring(utf8[start..<dot]))
  }

  @Test(arguments: [
    "", "/", "///", ".", "..", "a", "a.", ".a", ".a.b", "a.b.c", "theme.json", "/a/b/theme.json",
    "dir.v2/my.theme.json", "dir.v2/theme", "dir/", "dir.d//", "/.hidden", "x/.hidden.json",
    "Thèmes/é.json", "日本/テーマ.json", "a/b.c/", "./theme.json", "../x.y", "a//b..json",
  ])
  func stemsMatchTheStringWalk(path: String) {
    #expect(ThemeLoader.stem(of: path) == Self.referenceStem(of: path))
  }
}
