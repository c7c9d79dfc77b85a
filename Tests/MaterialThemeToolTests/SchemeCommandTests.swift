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
    // color-facts.md §2.3, 2025 light: primary 655789, surface FDF7FE.
    #expect(json["primary"] as? String == "#655789FF")
    #expect(json["surface"] as? String == "#FDF7FEFF")
  }

  @Test func batchModePrintsOneObjectPerSeed() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("seeds-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try "#6750A4\n\n#0000FF\n".write(to: file, atomically: true, encoding: .utf8)
    let result = ToolTestSupport.run(["scheme", "--seeds", file.path])
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 2)
    let second = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: String]
    // §2.3: seed 0000FF light primary 555992.
    #expect(second?["primary"] == "#555992FF")
  }

  @Test func badInputGetsTheRightExitCode() throws {
    #expect(ToolTestSupport.run(["scheme"]).code == .usage)
    #expect(ToolTestSupport.run(["scheme", "--seed", "purple"]).code == .usage)
    #expect(ToolTestSupport.run(["scheme", "--seed", "#6750A4", "--contrast", "3"]).code == .usage)
    #expect(ToolTestSupport.run(["scheme", "--seeds", "/nonexistent/seeds.txt"]).code == .noInput)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bad-seeds-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try "#6750A4\nnot-a-color\n".write(to: file, atomically: true, encoding: .utf8)
    let result = ToolTestSupport.run(["scheme", "--seeds", file.path])
    #expect(result.code == .dataError)
    #expect(result.err.contains(":2"))
  }
}
