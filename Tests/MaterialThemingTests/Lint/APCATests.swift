import Testing

@testable import MaterialTheming

@Suite struct APCATests {
  /// The published vectors of apca-w3 (Myndex/apca-w3 test/index.js, `calcAPCA(text, bg)`),
  /// APCA-W3 0.0.98G-4g (m3-a11y-formats-facts §4.2).
  static let vectors: [(text: UInt32, background: UInt32, lc: Double)] = [
    (0x888888, 0xFFFFFF, 63.056469930209424),
    (0xFFFFFF, 0x888888, -68.54146436644962),
    (0x000000, 0xAAAAAA, 58.146262578561334),
    (0xAAAAAA, 0x000000, -56.24113336839742),
    (0x112233, 0xDDEEFF, 91.66830811481631),
    (0xDDEEFF, 0x112233, -93.06770049484275),
    (0x112233, 0x444444, 8.32326136957393),
    (0x444444, 0x112233, -7.526878460278154),
  ]

  @Test(arguments: vectors.indices)
  func publishedVector(_ index: Int) {
    let vector = Self.vectors[index]
    let lc = APCA.contrast(text: Color(rgb: vector.text), background: Color(rgb: vector.background))
    #expect(abs(lc - vector.lc) < 1e-9, "got \(lc), published \(vector.lc)")
  }

  @Test func translucentTextIsCompositedFirst() {
    // #0006 on #fff: black at alpha 0x66/255 = 0.4 over white is #999999.
    let text = Color(rgb: 0x000000).withAlpha(Double(0x66) / 255)
    let lc = APCA.contrast(text: text, background: .white)
    #expect(abs(lc - 54.62184067441377) < 1e-9, "got \(lc)")
  }

  @Test func equalColorsAndInvalidInputHaveNoContrast() {
    #expect(APCA.contrast(text: .white, background: .white) == 0)
    #expect(APCA.contrast(textY: .nan, backgroundY: 0.5) == 0)
    #expect(APCA.contrast(textY: 1.2, backgroundY: 0.5) == 0)
  }

  @Test func apcaFindingsUseTheirOwnRulesAndThresholds() throws {
    // #777777 on white: WCAG 4.48:1 (below 4.5) but APCA Lc 71.1 (above 60) — both figures
    // worked out by hand from the two formulas (facts §4.2; WCAG 2.x relative luminance).
    let text = ##"{"colors": {"light": {"onBackground": "#777777", "background": "#FFFFFF"}}}"##
    let bytes = Array(text.utf8)
    let theme = try ThemeLoader().load(bytes: bytes, fileName: "t.json")
    let map = try ThemeSourceMap(bytes: bytes, fileName: "t.json")
    func rules(_ method: ContrastMethod) -> [LintRule] {
      ThemeLinter(theme: theme, sourceMap: map, contrast: method).findings()
        .filter {
          $0.message.hasPrefix("onBackground on background has")
            && $0.message.contains(" in light, ")
        }.map(\.rule)
    }
    #expect(rules(.wcag2) == [.wcag2Text])
    #expect(rules(.apca) == [])
    #expect(rules(.both) == [.wcag2Text])
    // #AAAAAA on white fails both: WCAG 2.32:1, APCA Lc 45.8 (below 60).
    let grey = ##"{"colors": {"light": {"onBackground": "#AAAAAA", "background": "#FFFFFF"}}}"##
    let greyBytes = Array(grey.utf8)
    let greyLinter = ThemeLinter(
      theme: try ThemeLoader().load(bytes: greyBytes, fileName: "g.json"),
      sourceMap: try ThemeSourceMap(bytes: greyBytes, fileName: "g.json"), contrast: .both)
    let found = greyLinter.findings().filter {
      $0.message.hasPrefix("onBackground on background") && $0.message.contains(" in light, ")
    }
    #expect(found.map(\.rule) == [.wcag2Text, .apcaText])
    #expect(found.last?.message.contains("APCA Lc") == true)
  }
}
