import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool

@Suite struct PreviewCommandTests {
  /// Runs `preview` with an explicit environment.
  func run(
    _ arguments: [String], variables: [String: String] = [:], terminal: Bool = false
  ) throws -> (code: ExitCode, out: String, err: String) {
    let parsed = try ParsedArguments(arguments, spec: PreviewCommand.spec)
    var console = Console.capture
    let code = try PreviewCommand.run(
      parsed, console: &console,
      environment: PreviewCommand.Environment(
        variables: variables, standardOutputIsTerminal: terminal))
    return (code, console.capturedOutput, console.capturedError)
  }

  @Test func htmlIsWrittenIntoANewDirectoryAndItsPathAndURLPrinted() throws {
    let directory = try TemporaryDirectory()
    let output = directory.file("nested/previews")
    let result = ToolTestSupport.run([
      "preview", ToolTestSupport.theme("baseline.json"), "--output", output,
    ])
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    let file = output + "/baseline.html"
    #expect(result.out == "\(file)\nfile://\(file)\n")
    #expect(directory.contents("nested/previews") == ["baseline.html"])
    let html = try String(contentsOfFile: file, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<section id=\"bottom-drawer\""))
  }

  @Test func rewritingReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    // An earlier preview (its generator named in its head): replaced without --force.
    let old = try directory.write(
      "ocean.html",
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        + "<meta name=\"generator\" content=\"material-theme preview\"></head></html>\n")
    let first = ToolTestSupport.run([
      "preview", ToolTestSupport.theme("ocean.json"), "--output", directory.path,
    ])
    #expect(first.code == .success)
    let written = try String(contentsOfFile: old, encoding: .utf8)
    #expect(written.hasPrefix("<!DOCTYPE html>") && written.hasSuffix("</html>\n"))
    #expect(directory.contents() == ["ocean.html"])
    let second = ToolTestSupport.run([
      "preview", ToolTestSupport.theme("ocean.json"), "--output", directory.path,
    ])
    #expect(second.code == .success)
    #expect(try String(contentsOfFile: old, encoding: .utf8) == written)
  }

  @Test func brokenThemeExits65WithoutAnyFile() throws {
    let directory = try TemporaryDirectory()
    let broken = try directory.write("broken.json", "{ \"format\": 1, \"name\": ")
    let output = directory.file("out")
    let result = ToolTestSupport.run(["preview", broken, "--output", output])
    #expect(result.code == .dataError)
    #expect(result.code.rawValue == 65)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("broken.json"))
    #expect(directory.contents() == ["broken.json"])
  }

  @Test func missingThemeExits66() throws {
    let directory = try TemporaryDirectory()
    let result = ToolTestSupport.run([
      "preview", directory.file("absent.json"), "--output", directory.path,
    ])
    #expect(result.code == .noInput)
    #expect(directory.contents().isEmpty)
  }

  @Test func anOutputDirectoryThatCannotBeCreatedExits73() throws {
    let directory = try TemporaryDirectory()
    let blocker = try directory.write("file", "not a directory")
    let result = ToolTestSupport.run([
      "preview", ToolTestSupport.theme("baseline.json"), "--output", blocker + "/sub",
    ])
    #expect(result.code == .cannotCreate)
    #expect(result.code.rawValue == 73)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("cannot create directory"))
  }

  @Test func theFileIsNamedAfterTheThemeFileStem() {
    #expect(
      ThemeLoader.defaultName(forFile: "/a/b/high-contrast-dark.json") == "high-contrast-dark")
    #expect(ThemeLoader.defaultName(forFile: "theme") == "theme")
    #expect(ThemeLoader.defaultName(forFile: "dir.v2/my.theme.json") == "my.theme")
  }

  @Test func terminalIsColoredOnlyOnATerminalWithoutNoColor() throws {
    let theme = ToolTestSupport.theme("baseline.json")
    let colored = try run([theme, "--format", "terminal"], terminal: true)
    #expect(colored.code == .success)
    #expect(colored.out.contains("\u{1B}[48;2;98;0;238m"))
    let piped = try run([theme, "--format", "terminal"], terminal: false)
    #expect(piped.code == .success)
    #expect(!piped.out.utf8.contains(0x1B))
    #expect(piped.out.contains("Bottom navigation"))
    let noColor = try run(
      [theme, "--format", "terminal"], variables: ["NO_COLOR": "1"], terminal: true)
    #expect(!noColor.out.utf8.contains(0x1B))
    let emptyNoColor = try run(
      [theme, "--format", "terminal"], variables: ["NO_COLOR": ""], terminal: true)
    #expect(emptyNoColor.out.utf8.contains(0x1B))
  }

  @Test func terminalWidthFollowsColumns() throws {
    let theme = ToolTestSupport.theme("baseline.json")
    let result = try run([theme, "--format", "terminal"], variables: ["COLUMNS": "50"])
    let border = result.out.split(separator: "\n").first { $0.hasPrefix("  +") }
    #expect(border?.count == 50)
    let fallback = try run([theme, "--format", "terminal"], variables: ["COLUMNS": "wide"])
    #expect(fallback.out.split(separator: "\n").first { $0.hasPrefix("  +") }?.count == 80)
  }

  @Test func badArgumentsAreUsageErrors() {
    let theme = ToolTestSupport.theme("baseline.json")
    #expect(ToolTestSupport.run(["preview"]).code == .usage)
    #expect(ToolTestSupport.run(["preview", theme, "--format", "pdf"]).code == .usage)
    let mixed = ToolTestSupport.run(["preview", theme, "--format", "terminal", "--output", "x"])
    #expect(mixed.code == .usage)
    #expect(mixed.err.contains("'--output' applies to the html format only"))
    #expect(ToolTestSupport.run(["preview", theme, "--outptu", "x"]).err.contains("--output"))
  }

  @Test func helpNamesTheOptions() {
    let result = ToolTestSupport.run(["preview", "--help"])
    #expect(result.code == .success)
    #expect(result.out.contains("USAGE: material-theme preview <theme.json>"))
    #expect(ToolTestSupport.run(["--help"]).out.contains("preview"))
  }
}
