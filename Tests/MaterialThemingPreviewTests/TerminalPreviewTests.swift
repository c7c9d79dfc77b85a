import Foundation
import MaterialTheming
import Testing

@testable import MaterialThemingPreview

@Suite struct TerminalPreviewTests {
  @Test func plainTextHasNoEscapeBytes() throws {
    let text = PreviewRenderer(theme: try PreviewTestSupport.theme("adaptive.json"))
      .terminal(colorEnabled: false, width: 80)
    #expect(!text.utf8.contains(0x1B))
    #expect(text.contains("primary        #6200EE"))
    #expect(text.contains("7.63:1  AA pass"))
    #expect(text.contains("[Inbox]"))
  }

  @Test func aHostileNameAndDescriptionCannotDriveTheTerminal() throws {
    let json = #"{"name": "\u001b]0;pwned\u0007", "description": "a\nb\u202Ec"}"#
    let theme = try ThemeLoader().load(bytes: Array(json.utf8), fileName: "hostile.json")
    let text = PreviewRenderer(theme: theme).terminal(colorEnabled: false, width: 80)
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(!text.unicodeScalars.contains("\u{202E}"))
    #expect(text.contains(#"\u{1B}]0;pwned\u{7}"#))
    #expect(text.contains(#"a\nb\u{202E}c"#))
  }

  @Test func colorModeUsesTruecolorSwatches() throws {
    let text = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json"))
      .terminal(colorEnabled: true, width: 80)
    // #6200EE is 98, 0, 238.
    #expect(text.contains("\u{1B}[48;2;98;0;238m"))
    #expect(text.contains("\u{1B}[0m"))
  }

  @Test func plainLinesFitTheWidthAndHaveNoTrailingSpaces() throws {
    let text = PreviewRenderer(theme: try PreviewTestSupport.theme("baseline.json"))
      .terminal(colorEnabled: false, width: 60)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let barLines = lines.filter { $0.hasPrefix("  |") || $0.hasPrefix("  +") }
    #expect(barLines.count == 8)
    #expect(barLines.allSatisfy { $0.count == 60 })
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test func titlesSitAtTheLayoutColumns() throws {
    let theme = try PreviewTestSupport.theme("baseline.json")
    let width = 100
    let text = PreviewRenderer(theme: theme).terminal(colorEnabled: false, width: width)
    let titleLine = try #require(
      text.split(separator: "\n").first { $0.contains("Home") && $0.hasPrefix("  |") })
    var bar = BottomNavigationBar(
      items: BottomNavigationSample.items, titleVisibility: .always,
      style: theme.bottomNavigationStyle(.primary))
    bar.selectItem(at: 1)
    let layout = bar.layout(in: Size(width: 360, height: 56))
    let columns = width - 4
    let characters = Array(titleLine.dropFirst(3))
    for (index, item) in layout.items.enumerated() {
      var title = bar.items[index].title
      if index == 1 { title = "[" + title + "]" }
      let center = Int((item.titleFrame.midX / 360 * Double(columns)).rounded(.down))
      let start = center - title.count / 2
      #expect(String(characters[start..<start + title.count]) == title)
    }
  }
}

@Suite struct TerminalVariantLabelTests {
  @Test func material3BarIsLabelledAsSuch() throws {
    let text = PreviewRenderer(theme: try PreviewTestSupport.theme("lavender.json"))
      .terminal(colorEnabled: false, width: 80)
    let labels = text.split(separator: "\n").filter { $0.contains(" variant, light, ") }
    #expect(
      labels.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "Primary variant, light, 360 × 56 pt", "Surface variant, light, 360 × 56 pt",
        "Material 3 (baseline) variant, light, 360 × 80 pt",
      ])
  }

  @Test func badgesNeverHideTheirIcon() throws {
    let text = PreviewRenderer(theme: try PreviewTestSupport.theme("lavender.json"))
      .terminal(colorEnabled: false, width: 80)
    let iconRows = text.split(separator: "\n").filter { $0.contains("○") }
    #expect(iconRows.count == 3)
    #expect(iconRows.allSatisfy { $0.contains("●") })
  }
}
