import Foundation
import MaterialTheming
import Testing

@testable import MaterialThemingPreview

/// The preview of a theme seeded from an image shows the image inline and the seeds it gave.
@Suite struct SeedImagePreviewTests {
  private static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("MaterialThemingTests/Images/Fixtures/alpha.png")

  @Test func embedsTheImageAndListsTheSeeds() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("seed-image-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let image = try Data(contentsOf: Self.fixture)
    try image.write(to: directory.appendingPathComponent("brand.png"))
    let themeFile = directory.appendingPathComponent("theme.json")
    try Data(#"{"colors": {"seed": {"image": "brand.png"}}}"#.utf8).write(to: themeFile)
    let theme = try ThemeLoader().load(contentsOf: themeFile.path)
    let seeds = try #require(theme.dynamicColor?.seedImage?.seeds)
    #expect(seeds.count > 1)

    let html = PreviewRenderer(theme: theme).html()
    #expect(html.contains("src=\"data:image/png;base64,\(image.base64EncodedString())\""))
    #expect(html.contains("alt=\"Seed image brand.png\""))
    let chosen = String(seeds[0].hexString.prefix(7))
    #expect(html.contains("<code>\(chosen) (used)</code>"))
    for seed in seeds.dropFirst() {
      #expect(html.contains("<code>\(String(seed.hexString.prefix(7)))</code>"))
    }
    // Still one self-contained file: the only image source is the data: URI.
    #expect(!html.contains("src=\"brand.png\"") && !html.contains("file:"))
  }

  @Test func aThemeWithALiteralSeedHasNoFigure() throws {
    let theme = try ThemeLoader().load(
      bytes: Array(##"{"colors": {"seed": "#6750A4"}}"##.utf8), fileName: "literal.json")
    #expect(!PreviewRenderer(theme: theme).html().contains("<figure class=\"seed-image\""))
  }
}
