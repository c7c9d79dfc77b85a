import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

/// What a hostile-input run found at the commands' output edges (2026-12-02): an empty
/// `--output` trapped, `preview` replaced files it did not write (through links, and its own
/// theme), `lint` reported a missing file as a finding with an invented position and exit 1, and
/// `apply` accepted an `--inside` that is no folder and an `--output` ending in `/`.
@Suite struct HostileOutputCommandTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory(prefix: "hostile-output")
  }

  @Test(arguments: [
    ["apply", "THEME", "--output", ""], ["export", "THEME", "--to", "css", "--output", ""],
    ["export", "THEME", "--to", "xcassets", "--output", ""], ["import", "THEME", "--output", ""],
    ["preview", "THEME", "--output", ""],
    ["apply", "THEME", "--output", "x.swift", "--inside", ""],
  ])
  func anEmptyPathIsAUsageError(_ arguments: [String]) throws {
    let theme = try directory.write(
      "brand.json", try String(contentsOfFile: ToolTestSupport.theme("ocean.json"), encoding: .utf8)
    )
    let before = try TreeSnapshot(of: directory.path)
    let result = ToolTestSupport.run(arguments.map { $0 == "THEME" ? theme : $0 })
    #expect(result.code == .usage, "\(result.err)")
    #expect(result.err.contains("is invalid for '--"), "\(result.err)")
    #expect(try TreeSnapshot(of: directory.path).changes(since: before) == [])
  }

  @Test func exportNeverReplacesAUserFolderOfEmptyFoldersWithACatalog() throws {
    // Found by the hostile-input run of 2026-12-07: a folder holding no file passed as ours.
    let assets = directory.file("Assets")
    try FileManager.default.createDirectory(
      atPath: assets + "/Keep/Me", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: assets + "/Other", withIntermediateDirectories: true)
    let before = try TreeSnapshot(of: directory.path)
    let result = ToolTestSupport.run([
      "export", ToolTestSupport.theme("ocean.json"), "--to", "xcassets", "--output", assets,
    ])
    #expect(result.code == .cannotCreate, "\(result.err)")
    #expect(result.err.contains("material-theme did not write it"), "\(result.err)")
    #expect(result.err.contains("has no Contents.json"), "\(result.err)")
    #expect(try TreeSnapshot(of: directory.path).changes(since: before) == [])
    #expect(FileManager.default.fileExists(atPath: assets + "/Keep/Me"))
    // A catalog material-theme wrote is still replaced.
    let ours = directory.file("Ours.xcassets")
    for hex in ["#00639B", "#8B5000"] {
      let theme = try directory.write(
        "brand.json", ##"{"name": "Brand", "colors": {"light": {"primary": "\##(hex)"}}}"##)
      let written = ToolTestSupport.run(["export", theme, "--to", "xcassets", "--output", ours])
      #expect(written.code == .success, "\(written.err)")
    }
  }

  @Test func aFailedWriteToStandardOutputExitsSeventyFourWithASentence() throws {
    let tool = AtomicWriteKillTests.toolURL.path
    let theme = ToolTestSupport.theme("ocean.json")
    for arguments in [
      ["resolve", theme], ["export", theme, "--to", "css"], ["completions", "zsh"],
    ] {
      let (status, errors) = try Subprocess.run(
        "/bin/sh", ["-c", #"exec "$@" > /dev/full"#, "sh", tool] + arguments, capturing: .error)
      #expect(status == 74, "\(arguments): \(errors)")
      #expect(
        errors.contains("error: cannot write to standard output: No space left on device"),
        "\(errors)")
    }
  }

  @Test func previewCreatesARelativeOutputFolder() throws {
    let tool = AtomicWriteKillTests.toolURL.path
    let theme = try directory.write(
      "brand.json", try String(contentsOfFile: ToolTestSupport.theme("ocean.json"), encoding: .utf8)
    )
    let (status, output) = try Subprocess.run(
      "/bin/sh",
      [
        "-c", #"cd "$1" && exec "$2" preview brand.json --output new/folder"#, "sh",
        directory.path, tool,
      ])
    #expect(status == 0, "\(output)")
    #expect(FileManager.default.fileExists(atPath: directory.file("new/folder/brand.html")))
    _ = theme
  }

  @Test func lintFixKeepsTheThemesPermissionsAndLeavesAReadOnlyThemeAlone() throws {
    // Found by the hostile-input run of 2026-12-07: the rename left every fixed theme 0644.
    let text = ##"{"colors": {"light": {"primary": "#777777", "onPrimary": "#787878"}}}"##
    let theme = try directory.write("private.json", text)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: theme)
    #expect(ToolTestSupport.run(["lint", "--fix", theme]).code == .success)
    #expect(try String(contentsOfFile: theme, encoding: .utf8) != text, "nothing was fixed")
    let mode = try FileManager.default.attributesOfItem(atPath: theme)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    let locked = try directory.write("locked.json", text)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
    let result = ToolTestSupport.run(["lint", "--fix", locked])
    #expect(result.code == .cannotCreate, "\(result.err)")
    #expect(result.err.contains("it is read-only"), "\(result.err)")
    #expect(try String(contentsOfFile: locked, encoding: .utf8) == text)
  }

  @Test func lintFixNeverWritesThroughALinkOutOfTheThemesFolder() throws {
    let text = ##"{"colors": {"light": {"primary": "#777777", "onPrimary": "#787878"}}}"##
    let shared = try directory.write("elsewhere/shared.json", text)
    let project = directory.file("project")
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: project + "/theme.json", withDestinationPath: "../elsewhere/shared.json")
    let result = ToolTestSupport.run(["lint", "--fix", project + "/theme.json"])
    #expect(result.code == .cannotCreate, "\(result.err)")
    #expect(result.err.contains("outside"), "\(result.err)")
    #expect(try String(contentsOfFile: shared, encoding: .utf8) == text)
  }

  @Test func lintReportsAMissingSeedImageAsAFindingOfTheTheme() throws {
    let theme = try directory.write(
      "seeded.json", ##"{"colors": {"seed": {"image": "gone.png"}}}"##)
    let result = ToolTestSupport.run(["lint", "--format", "json", theme])
    #expect(result.code == .failure, "\(result.err)")
    #expect(result.out.contains("gone.png"), "\(result.out)")
    #expect(result.out.contains("theme-file"), "\(result.out)")
  }

  @Test func previewWatchOfAMissingThemeExitsNoInput() {
    let result = ToolTestSupport.run(["preview", directory.file("none.json"), "--watch"])
    #expect(result.code == .noInput, "\(result.err)")
    #expect(result.err.contains("no such file"), "\(result.err)")
  }

  @Test func typeAndProtocolAreNoMemberNamesAndHelpTakesItsOwnFlag() {
    for name in ["Type", "Protocol"] {
      let result = ToolTestSupport.run([
        "apply", ToolTestSupport.theme("ocean.json"), "--name", name, "--dry-run",
      ])
      #expect(result.code == .usage, "\(name): \(result.err)")
    }
    #expect(ToolTestSupport.run(["help", "--help"]).code == .success)
    #expect(ToolTestSupport.run(["help", "-h"]).code == .success)
  }

  @Test func previewReplacesOnlyItsOwnPreviews() throws {
    let theme = try directory.write(
      "brand.json", try String(contentsOfFile: ToolTestSupport.theme("ocean.json"), encoding: .utf8)
    )
    let out = directory.file("out")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
    // A hand-written page where the preview would go is refused, and kept.
    let page = try directory.write("out/brand.html", "<p>mine</p>\n")
    var result = ToolTestSupport.run(["preview", theme, "--output", out])
    #expect(result.code == .cannotCreate)
    #expect(result.err.contains("it was not generated by material-theme"), "\(result.err)")
    #expect(try String(contentsOfFile: page, encoding: .utf8) == "<p>mine</p>\n")
    // --force replaces it; a second run replaces the preview it wrote without --force.
    #expect(ToolTestSupport.run(["preview", theme, "--output", out, "--force"]).code == .success)
    #expect(OutputOwnership.isPreview(try String(contentsOfFile: page, encoding: .utf8)))
    #expect(ToolTestSupport.run(["preview", theme, "--output", out]).code == .success)
    // A link out of the output folder is never written through.
    let notes = try directory.write("notes.txt", "precious\n")
    try FileManager.default.removeItem(atPath: page)
    try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: notes)
    result = ToolTestSupport.run(["preview", theme, "--output", out, "--force"])
    #expect(result.code == .cannotCreate)
    #expect(result.err.contains("outside"), "\(result.err)")
    #expect(try String(contentsOfFile: notes, encoding: .utf8) == "precious\n")
  }

  @Test func previewNeverReplacesTheThemeItRenders() throws {
    let theme = try directory.write(
      "brand.html", try String(contentsOfFile: ToolTestSupport.theme("ocean.json"), encoding: .utf8)
    )
    let before = try TreeSnapshot(of: directory.path)
    let result = ToolTestSupport.run(["preview", theme, "--output", directory.path])
    #expect(result.code == .cannotCreate)
    #expect(result.err.contains("it is an input of this command"), "\(result.err)")
    #expect(try TreeSnapshot(of: directory.path).changes(since: before) == [])
  }

  @Test func lintExitsNoInputForAMissingFileAfterReportingTheOthers() throws {
    let broken = try directory.write("broken.json", "{bad\n")
    let missing = directory.file("missing.json")
    let result = ToolTestSupport.run(["lint", "--format", "json", missing, directory.path, broken])
    #expect(result.code == .noInput)
    #expect(result.err.contains("missing.json: error: no such file"), "\(result.err)")
    #expect(!result.err.contains("missing.json:1:1"), "\(result.err)")
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    // The broken file is a finding; the missing file and the folder are not.
    #expect(findings.map { $0["file"] as? String } == [broken])
    #expect(ToolTestSupport.run(["lint", broken]).code == .failure)
  }

  @Test func applyRefusesAnInsideThatIsNoFolderAndAnOutputThatIsOne() throws {
    let theme = ToolTestSupport.theme("ocean.json")
    let before = try TreeSnapshot(of: directory.path)
    for inside in [directory.file("nope"), theme] {
      let result = ToolTestSupport.run([
        "apply", theme, "--output", directory.file("x.swift"), "--inside", inside,
      ])
      #expect(result.code == .usage, "\(result.err)")
      #expect(result.err.contains("must name an existing folder"), "\(result.err)")
    }
    let result = ToolTestSupport.run(["apply", theme, "--output", directory.file("gen") + "/"])
    #expect(result.code == .cannotCreate)
    #expect(result.err.contains("it names a folder, not a file"), "\(result.err)")
    #expect(try TreeSnapshot(of: directory.path).changes(since: before) == [])
  }
}
