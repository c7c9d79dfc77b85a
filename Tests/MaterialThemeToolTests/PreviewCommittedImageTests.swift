import Foundation
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
    // mdc-theming-facts: the Material 201804 primary #6200EE and secondary #03DAC6 are drawn.
    #expect(colors.contains(0x6200EE))
    #expect(colors.contains(0x03DAC6))
  }
}
