import Foundation
import Testing

@testable import ThemePluginSupport

@Suite struct ThemeFilesTests {
  @Test func namesFollowTheThemeFile() {
    let url = URL(fileURLWithPath: "/p/Themes/high-contrast-dark.json")
    #expect(ThemeFiles.identifier(forTheme: url) == "highContrastDark")
    #expect(ThemeFiles.generatedFileName(forTheme: url) == "HighContrastDarkTheme.swift")
    let numeric = URL(fileURLWithPath: "/p/Themes/2024.json")
    #expect(ThemeFiles.identifier(forTheme: numeric) == "theme2024")
  }

  @Test func keywordsAreNeverNames() {
    for stem in ["class", "self", "default", "Protocol", "Type"] {
      let url = URL(fileURLWithPath: "/p/Themes/\(stem).json")
      let identifier = ThemeFiles.identifier(forTheme: url)
      #expect(!ThemeFiles.keywords.contains(identifier), "\(identifier)")
    }
    #expect(ThemeFiles.identifier(forTheme: URL(fileURLWithPath: "/p/class.json")) == "themeClass")
    #expect(ThemeFiles.identifier(forTheme: URL(fileURLWithPath: "/p/Type.json")) == "type")
  }

  @Test func themesThatWouldShareAGeneratedFileAreRefused() throws {
    let collisions = [
      ["high-contrast.json", "High Contrast.json"], ["Ocean.json", "ocean.json"],
      ["highContrast.json", "high_contrast.json"],
    ]
    for pair in collisions {
      let urls = pair.map { URL(fileURLWithPath: "/p/Themes/" + $0) }
      do {
        try ThemeFiles.checkDistinctOutputs(urls)
        Issue.record("\(pair) were both accepted")
      } catch let failure as PluginFailure {
        #expect(failure.description.contains("would both generate"), "\(failure)")
        #expect(failure.description.contains(pair[0]) && failure.description.contains(pair[1]))
      }
    }
    try ThemeFiles.checkDistinctOutputs(
      ["ocean.json", "forest.json"].map { URL(fileURLWithPath: "/p/Themes/" + $0) })
  }

  @Test func discoveryListsThemesButNotSchemasOrTokenFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("theme-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["b.json", "a.json", "theme.schema.json", "brand.tokens.json", "notes.md"] {
      try Data("{}".utf8).write(to: directory.appendingPathComponent(name))
    }
    #expect(
      ThemeFiles.themes(inDirectory: directory).map(\.lastPathComponent) == ["a.json", "b.json"])
  }
}

@Suite struct PackagePathGuardTests {
  @Test func refusesPathsThatLeaveThePackage() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("guard-\(UUID().uuidString)")
    let package = root.appendingPathComponent("package")
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      at: package.appendingPathComponent("Sources/App/Generated"), withDestinationURL: root)
    let inside = package.appendingPathComponent("Sources/App/New/Theme.swift")
    #expect(throws: Never.self) { try PackagePathGuard.check(inside, isInside: package) }
    for escaping in [
      package.appendingPathComponent("../outside.swift"),
      URL(fileURLWithPath: "/etc/theme.swift"),
      package.appendingPathComponent("Sources/App/Generated/Theme.swift"),
    ] {
      #expect(throws: PackagePathGuard.Escape.self) {
        try PackagePathGuard.check(escaping, isInside: package)
      }
    }
  }
}

@Suite struct ToolRunnerAndLintReportTests {
  @Test func capturesOutputErrorAndStatus() throws {
    let result = try ToolRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "echo out; echo err >&2; exit 3"])
    #expect(result.status == 3)
    #expect(result.output == "out\n")
    #expect(result.error == "err\n")
  }

  @Test func largeOutputDoesNotDeadlock() throws {
    let result = try ToolRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "head -c 1000000 /dev/zero; head -c 1000000 /dev/zero >&2"])
    #expect(result.output.utf8.count == 1_000_000)
    #expect(result.error.utf8.count == 1_000_000)
  }

  @Test func aProcessThatOutlivesItsTimeoutIsTerminated() throws {
    let start = Date()
    // The shell reports the SIGTERM it is sent by exiting 9.
    let result = try ToolRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "trap 'exit 9' TERM; echo started; while :; do sleep 0.05; done"], timeout: 0.5)
    #expect(result.status == 9)
    #expect(result.output == "started\n")
    #expect(Date().timeIntervalSince(start) < 20)
  }

  @Test func leavesNoTemporaryFilesAndReadsBytesThatAreNotUTF8() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tool-runner-test-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try ToolRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "printf 'a\\377b'; printf 'c' >&2"], timeout: nil,
      scratch: scratch)
    #expect(result.status == 0)
    #expect(result.output == "a\u{FFFD}b")
    #expect(result.error == "c")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
  }

  @Test func aMissingExecutableThrows() {
    #expect(throws: (any Error).self) {
      try ToolRunner.run(URL(fileURLWithPath: "/nonexistent/material-theme"), [])
    }
  }

  @Test func parsesLintFindings() {
    let json = """
      [{"file": "Themes/a.json", "line": 3, "column": 7, "severity": "error", "pointer": "/x",
        "message": "bad"}, {"file": "Themes/a.json", "line": 1, "column": 1, "severity": "warning",
        "pointer": "", "message": "meh"}]
      """
    let findings = LintReportFinding.parse(json)
    #expect(findings?.count == 2)
    #expect(
      findings?.first
        == LintReportFinding(
          file: "Themes/a.json", line: 3, column: 7, isError: true, message: "bad"))
    #expect(findings?.last?.isError == false)
    #expect(findings?.first?.text == "Themes/a.json:3:7: bad")
    #expect(LintReportFinding.parse("not json") == nil)
    let suggested = LintReportFinding.parse(
      """
      [{"file": "t.json", "line": 2, "column": 5, "severity": "warning", "message": "low",
        "rule": "wcag2-text-contrast", "suggestion": "set a.b to 1"}]
      """)
    #expect(suggested?.first?.text == "t.json:2:5: low — set a.b to 1 [wcag2-text-contrast]")
  }
}

@Suite struct XcodeTargetFoldersTests {
  let app = XcodeTargetFolders.Entry(
    name: "App",
    swiftFiles: [
      URL(fileURLWithPath: "/p/App/AppApp.swift"), URL(fileURLWithPath: "/p/App/Views/Home.swift"),
      URL(fileURLWithPath: "/p/App/Views/Detail/Card.swift"),
    ])
  let widget = XcodeTargetFolders.Entry(
    name: "Widget", swiftFiles: [URL(fileURLWithPath: "/p/Widget/Widget.swift")])
  let resources = XcodeTargetFolders.Entry(name: "Resources", swiftFiles: [])

  @Test func aTargetsFolderIsTheDeepestFolderHoldingAllItsSwiftFiles() throws {
    #expect(try XcodeTargetFolders.resolve(["App"], in: [app, widget]).map(\.path) == ["/p/App"])
    #expect(
      try XcodeTargetFolders.resolve(["Widget", "App"], in: [app, widget]).map(\.path)
        == ["/p/Widget", "/p/App"])
    let spread = XcodeTargetFolders.Entry(
      name: "Spread",
      swiftFiles: [URL(fileURLWithPath: "/p/A/x.swift"), URL(fileURLWithPath: "/p/B/y.swift")])
    #expect(try XcodeTargetFolders.resolve([], in: [spread, resources]).map(\.path) == ["/p"])
  }

  @Test func namesAreRequiredWhenSeveralTargetsHaveSwiftFiles() {
    #expect(
      throws: PluginFailure(
        "name a target with --target (targets with Swift files: App, Widget)")
    ) { try XcodeTargetFolders.resolve([], in: [app, widget, resources]) }
    #expect(
      throws: PluginFailure("no target named 'Nope' (targets with Swift files: App, Widget)")
    ) { try XcodeTargetFolders.resolve(["Nope"], in: [app, widget]) }
    #expect(
      throws: PluginFailure(
        "target 'Resources' has no Swift files to put Generated/ beside; pick another target")
    ) { try XcodeTargetFolders.resolve(["Resources"], in: [app, resources]) }
  }
}
