import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool

/// Opens the HTML preview in a real browser (headless Chromium): CI installs Debian's
/// `chromium`, and these tests fail, rather than skip, when it is missing.
@Suite(.serialized) struct PreviewBrowserTests {
  /// The window the screenshot is taken in: 1280 × 4000 CSS pixels.
  static let windowSize = "1280,4000"

  /// Renders `Themes/baseline.json` with the tool into `directory` and returns the file's path.
  func renderBaseline(into directory: TemporaryDirectory) throws -> String {
    let result = ToolTestSupport.run([
      "preview", ToolTestSupport.theme("baseline.json"), "--output", directory.path,
    ])
    guard result.code == .success else { throw PreviewBrowser.Failure(description: result.err) }
    return directory.file("baseline.html")
  }

  @Test func chromiumIsInstalled() {
    #expect(
      PreviewBrowser.executable != nil,
      "chromium not found: install Debian's 'chromium' package (apt-get install chromium)")
  }

  @Test func theDOMHoldsEverySection() throws {
    let directory = try TemporaryDirectory()
    let page = try renderBaseline(into: directory)
    let dump = directory.file("dom.html")
    try PreviewBrowser.run(
      ["--dump-dom", URL(fileURLWithPath: page).absoluteString],
      workDirectory: directory.path, outputFile: dump)
    let dom = try String(contentsOfFile: dump, encoding: .utf8)
    for id in ["colors", "typography", "bottom-navigation", "bottom-drawer", "color-vision"] {
      #expect(dom.contains("<section id=\"\(id)\""), "section \(id) missing from the DOM")
    }
    #expect(dom.components(separatedBy: "class=\"bar-sample stage\"").count - 1 == 60)
    #expect(dom.components(separatedBy: "class=\"cvd-column\"").count - 1 == 4)
    #expect(dom.components(separatedBy: "class=\"drawer-sample\"").count - 1 == 8)
    #expect(dom.components(separatedBy: "class=\"cvd-sample drawer-sample\"").count - 1 == 4)
    #expect(dom.contains("<h1>Baseline</h1>"))
  }

  @Test func theScreenshotIsNotBlank() throws {
    let directory = try TemporaryDirectory()
    let page = try renderBaseline(into: directory)
    let shot = directory.file("shot.png")
    try PreviewBrowser.run(
      [
        "--screenshot=\(shot)", "--window-size=\(Self.windowSize)",
        URL(fileURLWithPath: page).absoluteString,
      ], workDirectory: directory.path, outputFile: directory.file("stdout.txt"))
    let image = try PreviewPNGImage(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: shot))))
    #expect(image.width == 1280 && image.height == 4000)
    let colors = image.colors()
    #expect(colors.count > 100, "only \(colors.count) colors: the page looks blank")
    // The baseline primary, #6200EE, fills the primary-variant bars.
    #expect(colors.contains(0x6200EE))

    let blankPage = try directory.write("blank.html", "<!DOCTYPE html><meta charset=\"utf-8\">")
    let blankShot = directory.file("blank.png")
    try PreviewBrowser.run(
      [
        "--screenshot=\(blankShot)", "--window-size=\(Self.windowSize)",
        URL(fileURLWithPath: blankPage).absoluteString,
      ], workDirectory: directory.path, outputFile: directory.file("stdout.txt"))
    let blank = try PreviewPNGImage(
      bytes: Array(try Data(contentsOf: URL(fileURLWithPath: blankShot))))
    #expect(blank.distinctColorCount() == 1, "the blank page should be one color")
  }
}
