import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool

@Suite struct SchemeCommandTests {
  @Test func defaultSeedMatchesTheReference() throws {
    let light = try ToolTestSupport.runJSON(["scheme", "--seed", "#6750A4"])
    #expect(light["primary"] as? String == "#65558FFF")
    #expect(light["surfaceContainer"] as? String == "#F2ECF4FF")
    let dark = try ToolTestSupport.runJSON(["scheme", "--seed", "#6750A4", "--appearance", "dark"])
    #expect(dark["surface"] as? String == "#141218FF")
    #expect(dark["primary"] as? String == "#CFBDFEFF")
  }

  @Test func spec2025AddsDimRoles() throws {
    let json = try ToolTestSupport.runJSON(["scheme", "--seed", "#6750A4", "--spec", "2025"])
    #expect(json["primaryDim"] is String)
    // materialyoucolor 3.0.4, 2025 light: primary 655789, surface FDF7FE.
    #expect(json["primary"] as? String == "#655789FF")
    #expect(json["surface"] as? String == "#FDF7FEFF")
  }

  /// `--roles all`: upstream's 67 roles under its names, in its order (`mcu-oracle --roles`),
  /// with upstream's colors (mcu-oracle at 6112292: `6750A4,E6781E CMF true 0.5 2026 PHONE`).
  @Test func allRolesFollowUpstream() throws {
    let arguments = [
      "scheme", "--seed", "6750A4,#E6781E", "--variant", "cmf", "--spec", "2026",
      "--appearance", "dark", "--contrast", "0.5", "--roles", "all",
    ]
    let result = ToolTestSupport.run(arguments)
    #expect(result.code == .success)
    let keys = result.out.split(separator: "\"").enumerated()
      .filter { $0.offset % 4 == 1 }.map { String($0.element) }
    #expect(keys.count == 67)
    #expect(keys.first == "primaryPaletteKeyColor")
    #expect(keys.last == "textHintInverse")
    #expect(keys.contains("controlHighlight") && keys.contains("errorPaletteKeyColor"))
    let json = try ToolTestSupport.runJSON(arguments)
    #expect(json["primaryPaletteKeyColor"] as? String == "#8069BFFF")
    #expect(json["tertiary"] as? String == "#FFA364FF")
    #expect(json["primaryDim"] as? String == "#C3ACFFFF")
    #expect(json["controlHighlight"] as? String == "#FFFFFF33")
    #expect(json["textHintInverse"] as? String == "#1D1A24FF")
    // Without --roles all the output stays the spec's role table.
    let table = try ToolTestSupport.runJSON(["scheme", "--seed", "#6750A4"])
    #expect(table.count == 49)
  }

  /// `--platform watch` (mcu-oracle: `6750A4 TONAL_SPOT false 0 2025 WATCH` primary D6C5FF,
  /// surface 000000) and CMF's spec rule.
  @Test func platformAndCmfSpec() throws {
    let watch = try ToolTestSupport.runJSON([
      "scheme", "--seed", "#6750A4", "--spec", "2025", "--platform", "watch",
    ])
    #expect(watch["primary"] as? String == "#D6C5FFFF")
    #expect(watch["surface"] as? String == "#000000FF")
    let wrongSpec = ToolTestSupport.run(["scheme", "--seed", "#6750A4,#E6781E", "--variant", "cmf"])
    #expect(wrongSpec.code == .usage)
    #expect(wrongSpec.err.contains("2026"))
    #expect(
      ToolTestSupport.run(["scheme", "--seed", "#6750A4", "--platform", "tv"]).code == .usage)
    #expect(ToolTestSupport.run(["scheme", "--seed", "#6750A4,"]).code == .usage)
  }

  @Test func batchModeTakesSeedLists() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("seeds.txt", "#6750A4,#E6781E\n6750A4\n")
    let result = ToolTestSupport.run([
      "scheme", "--seeds", file, "--variant", "cmf", "--spec", "2026", "--platform", "watch",
    ])
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 2)
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String]
    // mcu-oracle: `6750A4,E6781E CMF false 0 2026 WATCH` primary 6750A4, tertiary 984900.
    #expect(first?["primary"] == "#6750A4FF")
    #expect(first?["tertiary"] == "#984900FF")
    try directory.write("seeds.txt", "#6750A4,oops\n")
    let bad = ToolTestSupport.run(["scheme", "--seeds", file])
    #expect(bad.code == .dataError)
    #expect(bad.err.contains(":1"))
  }

  @Test func batchModePrintsOneObjectPerSeed() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("seeds.txt", "#6750A4\n\n#0000FF\n")
    let result = ToolTestSupport.run(["scheme", "--seeds", file])
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 2)
    let second = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: String]
    // materialyoucolor 3.0.4: seed 0000FF light primary 555992.
    #expect(second?["primary"] == "#555992FF")
  }

  @Test func badInputGetsTheRightExitCode() throws {
    #expect(ToolTestSupport.run(["scheme"]).code == .usage)
    #expect(ToolTestSupport.run(["scheme", "--seed", "purple"]).code == .usage)
    #expect(ToolTestSupport.run(["scheme", "--seed", "#6750A4", "--contrast", "3"]).code == .usage)
    #expect(ToolTestSupport.run(["scheme", "--seeds", "/nonexistent/seeds.txt"]).code == .noInput)
    let directory = try TemporaryDirectory()
    let file = try directory.write("seeds.txt", "#6750A4\nnot-a-color\n")
    let result = ToolTestSupport.run(["scheme", "--seeds", file])
    #expect(result.code == .dataError)
    #expect(result.err.contains(":2"))
  }

  /// Seeds files written on Windows (CRLF) or with a UTF-8 byte order mark read like LF ones.
  @Test(arguments: [
    "#6750A4\n#FF0000\n", "#6750A4\r\n#FF0000\r\n", "\u{FEFF}#6750A4\r\n#FF0000",
    "\u{FEFF}#6750A4\n\r\n  #FF0000  \r\n\r\n",
  ])
  func batchModeAcceptsLineEndingsAndAByteOrderMark(_ text: String) throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("seeds.txt", text)
    let result = ToolTestSupport.run(["scheme", "--seeds", file])
    #expect(result.code == .success, "\(result.err)")
    let reference = ToolTestSupport.run([
      "scheme", "--seeds", try directory.write("lf.txt", "#6750A4\n#FF0000\n"),
    ])
    #expect(result.out.split(separator: "\n").count == 2)
    #expect(result.out == reference.out)
  }

  /// A bad seed is reported at its line and column, whatever the line endings.
  @Test func batchModeLocatesTheBadSeed() throws {
    let directory = try TemporaryDirectory()
    for (text, line, column, seed) in [
      ("#6750A4\r\n#6750A4, oops\r\n", 2, 10, "'oops'"),
      ("\u{FEFF}nope\n", 1, 1, "'nope'"), ("#6750A4,,#FF0000\r\n", 1, 9, "an empty entry"),
      ("\n\n  #12\r\n", 3, 3, "'#12'"),
    ] {
      let file = try directory.write("seeds.txt", text)
      let result = ToolTestSupport.run(["scheme", "--seeds", file])
      #expect(result.code == .dataError)
      #expect(result.out.isEmpty)
      #expect(
        result.err
          == "\(file):\(line):\(column): error: invalid seed color \(seed): expected #RRGGBB or a "
          + "comma list of them\n", "\(text.debugDescription)")
    }
    try directory.write("folder.txt/inside.txt", "#6750A4\n")
    let folder = ToolTestSupport.run(["scheme", "--seeds", directory.file("folder.txt")])
    #expect(folder.code == .noInput)
    #expect(folder.err.contains("is a directory, not a seeds file"))
  }
}
