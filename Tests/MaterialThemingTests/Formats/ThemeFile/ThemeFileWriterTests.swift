import TestSupport
import Testing

@testable import MaterialTheming

/// The theme-file writer: what it writes reads back to the same document, deterministically.
@Suite struct ThemeDocumentWriterTests {
  @Test(arguments: Repository.themeFiles)
  func shippedThemesReadBackUnchanged(_ path: String) throws {
    let loader = ThemeLoader()
    var document = try loader.document(bytes: try loader.readFile(path), fileName: path)
    let text = ThemeFileWriter.text(document)
    var reread = try loader.document(bytes: Array(text.utf8), fileName: path)
    // Source positions of `extends` differ between the files; the paths must not.
    if case .file(let path, _) = document.extends {
      document.extends = .file(path: path, position: nil)
    }
    if case .file(let path, _) = reread.extends {
      reread.extends = .file(path: path, position: nil)
    }
    #expect(reread == document)
    #expect(ThemeFileWriter.text(reread) == text)
  }

  /// A seed list and a platform are written back as the format spells them.
  @Test func seedListAndPlatformReadBack() throws {
    let loader = ThemeLoader()
    let source =
      ##"{"colors": {"seed": ["#6750A4", "#E6781E"], "variant": "cmf", "spec": "2026", "platform": "watch"}}"##
    let document = try loader.document(bytes: Array(source.utf8), fileName: "t.json")
    let text = ThemeFileWriter.text(document)
    #expect(text.contains(#""platform": "watch""#))
    #expect(text.contains(##""#E6781E""##))
    let reread = try loader.document(bytes: Array(text.utf8), fileName: "t.json")
    #expect(reread == document)
    #expect(reread.colors.dynamic?.additionalSeeds == [Color(rgb: 0xE6781E)])
  }

  @Test func writesStableKeyOrderAndIndentation() {
    var document = ThemeDocument()
    document.name = "Brand"
    document.extends = .builtIn(.material201907)
    document.colors.dark[.primary] = Color(rgb: 0xBB86FC)
    document.colors.light[.surface] = Color(rgb: 0xFFFFFF).withAlpha(0.5)
    document.colors.light[.primary] = Color(rgb: 0x6200EE)
    document.components.bottomNavigationPrimary.rippleColor = .role(.onPrimary, alpha: 0.25)
    let expected = """
      {
        "format": 1,
        "name": "Brand",
        "extends": "material-201907",
        "colors": {
          "light": {
            "primary": "#6200EE",
            "surface": "#FFFFFF80"
          },
          "dark": {
            "primary": "#BB86FC"
          }
        },
        "components": {
          "bottomNavigation": {
            "primary": {
              "rippleColor": {
                "role": "onPrimary",
                "alpha": 0.25
              }
            }
          }
        }
      }

      """
    #expect(ThemeFileWriter.text(document) == expected)
  }
}
