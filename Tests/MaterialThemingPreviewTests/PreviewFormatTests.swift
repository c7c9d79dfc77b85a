import Testing

@testable import MaterialThemingPreview

@Suite struct PreviewFormatTests {
  @Test func formatsAreNamedAsTheCommandLineSpellsThem() {
    #expect(PreviewFormat(rawValue: "html") == .html)
    #expect(PreviewFormat(rawValue: "terminal") == .terminal)
    #expect(PreviewFormat(rawValue: "pdf") == nil)
  }
}
