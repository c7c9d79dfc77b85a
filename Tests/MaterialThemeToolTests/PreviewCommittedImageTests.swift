import Foundation
import MaterialTheming
import TestSupport
import Testing

/// Checks the committed screenshot `Themes/Previews/baseline.png` the README shows.
@Suite struct PreviewCommittedImageTests {
  @Test func baselineScreenshotIsAFullWidthNonBlankPage() throws {
    let url = ToolTestSupport.repositoryRoot.appendingPathComponent("Themes/Previews/baseline.png")
    let image = try PreviewPNGImage(bytes: Array(try Data(contentsOf: url)))
    #expect(image.width == 1280)
    #expect(image.height > 4000)
    let colors = image.colors()
    #expect(colors.count > 100)
    // MDCSemanticColorScheme.m: the Material 201804 primary #6200EE and secondary #03DAC6 are
    // drawn.
    #expect(colors.contains(0x6200EE))
    #expect(colors.contains(0x03DAC6))
  }

  @Test func baselineScreenshotShowsTheMaterial3BarAndTheColorVisionViews() throws {
    let url = ToolTestSupport.repositoryRoot.appendingPathComponent("Themes/Previews/baseline.png")
    let colors = try PreviewPNGImage(bytes: Array(try Data(contentsOf: url))).colors(limit: 100_000)
    let theme = try ThemeLoader().load(contentsOf: ToolTestSupport.theme("baseline.json"))
    func rgb(_ color: Color) -> UInt32 { color.argb & 0xFF_FFFF }
    // The Material 3 bar's surfaceContainer and its secondaryContainer indicator pill.
    let material3 = theme.bottomNavigationStyle(.material3)
    #expect(colors.contains(rgb(material3.barTintColor)))
    #expect(colors.contains(rgb(try #require(material3.selectionIndicatorColor))))
    // The primary bar (#6200EE) as each simulated viewer sees it.
    for deficiency in ColorVisionDeficiency.allCases {
      let seen = rgb(theme.bottomNavigationStyle(.primary).barTintColor.simulated(deficiency))
      #expect(colors.contains(seen), "\(deficiency)")
    }
  }
}
