import Foundation
import MaterialTheming
import MaterialThemingPOSIX
import TestSupport
import Testing

@testable import MaterialThemeTool

/// `material-theme build` against hostile manifests, sources and caches (issue #25): nothing
/// outside the manifest's folder changes, nothing material-theme did not write is replaced or
/// deleted, and every refusal is a located error with the right exit status.
///
/// Each test works in `outer/project` (the manifest's folder) beside `outer/outside` (files that
/// must survive), and compares a listing of `outer` (paths, types, sizes, content hashes) taken
/// before and after the build.
@Suite struct BuildSafetyTests {
  let outer: TemporaryDirectory
  var project: String { outer.path + "/project" }
  var manifestPath: String { project + "/theming.json" }

  init() throws {
    outer = try TemporaryDirectory(prefix: "build-safety")
    try outer.write("outside/victim.txt", "a file outside the project\n")
    try outer.write("outside/keep/notes.md", "# notes\n")
    try outer.write("project/README.md", "the user's project\n")
  }

  /// A brand theme with primary `hex`.
  static func brand(_ name: String, _ hex: String = "#3366CC") -> String {
    ##"{"name": "\##(name)", "colors": {"light": {"primary": "\##(hex)"}}}"##
  }

  /// Writes `text` to `relative` inside the project.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    try outer.write("project/" + relative, text)
  }

  func manifest(_ text: String) throws { try write("theming.json", text) }

  func build(_ extra: [String] = []) -> (code: ExitCode, out: String, err: String) {
    ToolTestSupport.run(["build", "--manifest", manifestPath] + extra)
  }

  func snapshot() throws -> TreeSnapshot { try TreeSnapshot(of: outer.path) }

  func link(_ relative: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: project + "/" + relative, withDestinationPath: target)
  }

  /// `manifest:LINE:COLUMN` of the first occurrence of `needle` in the manifest's text (columns
  /// in Unicode scalars, from 1), where the located error about that value must point.
  func location(of needle: String) throws -> String {
    let text = try String(contentsOfFile: manifestPath, encoding: .utf8)
    guard let range = text.range(of: needle) else { return "\(manifestPath):?:?" }
    let before = text[..<range.lowerBound]
    let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
    let column =
      (before.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
      .unicodeScalars.count + 1
    return "\(manifestPath):\(line):\(column)"
  }

  // MARK: 2. Folder outputs never replace folders material-theme did not write

  @Test func aFolderOutputNamedByTheSourcesFolderIsRefused() throws {
    try write("Brands/acme/acme.json", Self.brand("Acme"))
    try manifest(
      ##"{"sources": ["Brands/*/*.json"], "outputs": [{"to": "xcassets", "path": "Brands/{folder}"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""Brands/{folder}""##)
          + ": error: output 'Brands/acme' for source 'Brands/acme/acme.json' would replace the "
          + "folder holding the source 'Brands/acme/acme.json' at /outputs/0/path"), "\(result.err)"
    )
    #expect(try snapshot().changes(since: before) == [])
  }

  /// Builds brand `a` into the catalog `Assets/a`, where the test has put a folder of the
  /// user's: the build must refuse (73) and change nothing. Returns what it printed.
  func buildOverTheUsersAssetsFolder() throws -> String {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "xcassets", "path": "Assets/{name}"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .cannotCreate)
    #expect(
      result.err.contains(
        try location(of: ##""Assets/{name}""##)
          + ": error: refusing to replace 'Assets/a' for source 'Brands/a.json': material-theme "
          + "did not write it"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
    return result.err
  }

  @Test func aFolderOutputOverAUserFolderIsRefused() throws {
    try write("Assets/a/notes.txt", "the user's notes\n")
    try write("Assets/a/Contents.json", ##"{"info": {"author": "xcode", "version": 1}}"##)
    #expect(try buildOverTheUsersAssetsFolder().contains("Assets/a/Contents.json"))
  }

  @Test func aFolderOutputOverAUserFolderOfEmptyFoldersIsRefused() throws {
    // No file at all, so no file that is not ours: the folders themselves are the user's.
    try FileManager.default.createDirectory(
      atPath: project + "/Assets/a/Keep/Me", withIntermediateDirectories: true)
    let errors = try buildOverTheUsersAssetsFolder()
    #expect(errors.contains("which has no Contents.json"), "\(errors)")
    #expect(FileManager.default.fileExists(atPath: project + "/Assets/a/Keep/Me"))
  }

  @Test func aColorSetDeletedFromACatalogOutputIsWrittenAgain() throws {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "xcassets", "path": "out/{name}.xcassets"}]}"##
    )
    #expect(build().code == .success)
    let colorSet = project + "/out/a.xcassets/a/primary.colorset"
    try FileManager.default.removeItem(atPath: colorSet)
    let result = build()
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out.contains("written 1"), "\(result.out)")
    #expect(FileManager.default.fileExists(atPath: colorSet + "/Contents.json"))
    #expect(build().out.contains("unchanged 1"))
  }

  @Test func cleanNeverRemovesAnythingInsideOrAroundWhatThisBuildWrites() throws {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "xcassets", "path": "out/{name}.xcassets"}]}"##
    )
    #expect(build().code == .success)
    // A forged cache entry for a folder inside the current output, and one for the folder
    // holding it, both of a source that is gone (so --clean would remove them).
    let cachePath = project + "/" + BuildRun.cacheName
    var cache = try String(contentsOfFile: cachePath, encoding: .utf8)
    let line = try #require(cache.split(separator: "\n").first { $0.hasPrefix("output\t") })
    let inside = "out/a.xcassets/a"
    let signature = BuildCache.signature(of: project + "/" + inside, format: .xcassets)
    var forged = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    forged[forged.count - 1] = signature
    for victim in [inside, "out"] {
      cache +=
        forged.joined(separator: "\t").replacingOccurrences(of: "out/a.xcassets", with: victim)
        .replacingOccurrences(of: "Brands/a.json", with: "Brands/gone.json") + "\n"
    }
    try cache.write(toFile: cachePath, atomically: false, encoding: .utf8)
    let files = try FileManager.default.subpathsOfDirectory(atPath: project + "/out").count
    let result = build(["--clean"])
    #expect(result.code == .success, "\(result.err)")
    #expect(!result.out.contains("removed"), "\(result.out)")
    #expect(
      result.err.contains("kept \(inside): this build writes 'out/a.xcassets', which holds it"))
    #expect(result.err.contains("kept out: this build writes 'out/a.xcassets', which it holds"))
    #expect(try FileManager.default.subpathsOfDirectory(atPath: project + "/out").count == files)
  }

  @Test func aCatalogWeWroteWithAUserFileAddedIsNotReplaced() throws {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "xcassets", "path": "out/{name}.xcassets"}]}"##
    )
    #expect(build().code == .success)
    try write("out/a.xcassets/logo.imageset/logo.png", "not ours")
    try write("Brands/a.json", Self.brand("A", "#AA0000"))
    let before = try snapshot()
    let result = build()
    #expect(result.code == .cannotCreate)
    #expect(result.err.contains("refusing to replace 'out/a.xcassets'"), "\(result.err)")
    #expect(result.err.contains("out/a.xcassets/logo.imageset/logo.png"))
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func aNameOfDotDotIsALocatedError() throws {
    try write("Brands/...json", Self.brand("Dots"))
    try manifest(
      ##"{"sources": ["Brands/...json"], "outputs": [{"to": "xcassets", "path": "Brands/{name}"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""Brands/{name}""##)
          + ": error: '{name}' of source 'Brands/...json' is '..', which is not a plain file "
          + "name at /outputs/0/path"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func anEmptyFolderPlaceholderIsALocatedError() throws {
    try write("top.json", Self.brand("Top"))
    try manifest(
      ##"{"sources": ["*.json"], "outputs": [{"to": "css", "path": "out/{folder}/{name}.css"}]}"##)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""out/{folder}/{name}.css""##)
          + ": error: '{folder}' of source 'top.json' is '', which is not a plain file name"),
      "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  // MARK: 3. --clean removes only what material-theme recorded writing, unchanged

  @Test func aTamperedCacheCannotMakeCleanDeleteUserFiles() throws {
    try write("Brands/a.json", Self.brand("A"))
    try write("Docs/guide.md", "the user's guide\n")
    try write("notes.css", "/* the user's own stylesheet */\n")
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    #expect(build().code == .success)
    // A committed or edited cache that names user files, folders and paths out of the project,
    // for a source that is gone (so --clean would remove them).
    let cachePath = project + "/" + BuildRun.cacheName
    var cache = try String(contentsOfFile: cachePath, encoding: .utf8)
    let line = try #require(cache.split(separator: "\n").first { $0.hasPrefix("output\t") })
    for victim in ["../outside/victim.txt", "../outside/keep", "Docs", "notes.css", "Brands"] {
      cache +=
        line.replacingOccurrences(of: "out/a.css", with: victim)
        .replacingOccurrences(of: "Brands/a.json", with: "Brands/gone.json") + "\n"
    }
    // The old format too: `hash<TAB>source<TAB>output`.
    cache += "0\tBrands/gone.json\t../outside/victim.txt\n0\tBrands/gone.json\t/tmp\n"
    try cache.write(toFile: cachePath, atomically: false, encoding: .utf8)
    let before = try snapshot()
    let result = build(["--clean"])
    #expect(result.code == .success, "\(result.err)")
    #expect(!result.out.contains("removed"), "\(result.out)")
    #expect(
      try snapshot().changes(since: before, ignoring: ["project/" + BuildRun.cacheName]) == [])
  }

  @Test func cleanKeepsAnOutputChangedSinceItWasWritten() throws {
    try write("Brands/a.json", Self.brand("A"))
    try write("Brands/b.json", Self.brand("B"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}, {"to": "xcassets", "path": "out/{name}.xcassets"}]}"##
    )
    #expect(build().code == .success)
    try FileManager.default.removeItem(atPath: project + "/Brands/a.json")
    try FileManager.default.removeItem(atPath: project + "/Brands/b.json")
    try write("Brands/c.json", Self.brand("C"))
    // The user edits a's stylesheet and drops a file into b's catalog.
    let edited =
      try String(contentsOfFile: project + "/out/a.css", encoding: .utf8) + "/* mine */\n"
    try write("out/a.css", edited)
    try write("out/b.xcassets/mine.txt", "mine\n")
    let result = build(["--clean"])
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out.contains("removed out/a.xcassets"))
    #expect(result.out.contains("removed out/b.css"))
    #expect(result.err.contains("note: kept out/a.css: it changed since material-theme wrote it"))
    // A catalog's signature covers every file in it, so the file added shows as a change.
    #expect(
      result.err.contains("note: kept out/b.xcassets: it changed since material-theme wrote it"),
      "\(result.err)")
    #expect(try String(contentsOfFile: project + "/out/a.css", encoding: .utf8) == edited)
    #expect(FileManager.default.fileExists(atPath: project + "/out/b.xcassets/mine.txt"))
    #expect(!FileManager.default.fileExists(atPath: project + "/out/a.xcassets"))
  }

  // MARK: 4. Every path stays inside the manifest's folder

  @Test func anOutputPathWithDotDotIsALocatedError() throws {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "../../{name}.css"}]}"##)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""../../{name}.css""##)
          + ": error: output path '../../{name}.css' leaves the manifest's folder at "
          + "/outputs/0/path"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func aSourcePatternOutsideTheProjectIsALocatedError() throws {
    try outer.write("outside/brand.json", Self.brand("Outside"))
    try manifest(
      ##"{"sources": ["../outside/*.json"], "outputs": [{"to": "css", "path": "{folder}/{name}.css"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""../outside/*.json""##)
          + ": error: source pattern '../outside/*.json' leaves the manifest's folder at "
          + "/sources/0"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func anOutputFolderThatIsALinkOutOfTheProjectIsALocatedError() throws {
    try write("Brands/a.json", Self.brand("A"))
    try link("out", to: outer.path + "/outside/keep")
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    let real = try #require(POSIX.canonicalPath(outer.path + "/outside/keep"))
    let root = try #require(POSIX.canonicalPath(project))
    #expect(
      result.err.contains(
        try location(of: ##""out/{name}.css""##)
          + ": error: output 'out/a.css' for source 'Brands/a.json' resolves to '\(real)/a.css', "
          + "outside the manifest's folder '\(root)' at /outputs/0/path"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func anOutputFileThatIsALinkOutOfTheProjectIsALocatedError() throws {
    try write("Brands/a.json", Self.brand("A"))
    try write("out/placeholder.txt", "")
    try link("out/a.css", to: outer.path + "/outside/victim.txt")
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(result.err.contains("error: output 'out/a.css' for source 'Brands/a.json' resolves to"))
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func anAbsoluteOutputPathIsALocatedError() throws {
    try write("Brands/a.json", Self.brand("A"))
    let absolute = outer.path + "/outside/{name}.css"
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "\##(absolute)"}]}"##)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: "\"\(absolute)\"")
          + ": error: output path '\(absolute)' is absolute at /outputs/0/path"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func aSourceThatIsALinkOutOfTheProjectIsALocatedError() throws {
    try outer.write("outside/brand.json", Self.brand("Outside"))
    try write("Brands/a.json", Self.brand("A"))
    try link("Brands/linked.json", to: outer.path + "/outside/brand.json")
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""Brands/*.json""##) + ": error: source 'Brands/linked.json' resolves to"
      ),
      "\(result.err)")
    #expect(result.err.contains("outside the manifest's folder"))
    #expect(try snapshot().changes(since: before) == [])
  }

  // MARK: 5. Outputs never overwrite sources or inputs, and never collide

  @Test func anOutputOverItsOwnSourcesIsRefused() throws {
    try write("brands/a.json", Self.brand("A"))
    try write("brands/b.json", Self.brand("B"))
    try manifest(
      ##"{"sources": ["brands/*.json"], "outputs": [{"to": "dtcg", "path": "brands/{name}.json"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    let place = try location(of: ##""brands/{name}.json""##)
    #expect(
      result.err.contains(
        place + ": error: output 'brands/a.json' for source 'brands/a.json' would overwrite the "
          + "source 'brands/a.json' at /outputs/0/path"), "\(result.err)")
    #expect(result.err.contains("output 'brands/b.json' for source 'brands/b.json'"))
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func anOutputThatTheSourcePatternsMatchIsRefused() throws {
    try write("brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["brands/*.json"], "outputs": [{"to": "dtcg", "path": "brands/{name}-tokens.json"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        "error: output 'brands/a-tokens.json' for source 'brands/a.json' matches the source "
          + "pattern 'brands/*.json': the next build would read it as a source"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func anOutputOverAnotherSourcesInputIsRefused() throws {
    try write("Brands/shared/base.json", Self.brand("Base"))
    try write("Brands/a.json", ##"{"extends": "shared/base.json"}"##)
    try write("Brands/base.json", Self.brand("Other base"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "dtcg", "path": "Brands/shared/{name}.json"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""Brands/shared/{name}.json""##)
          + ": error: output 'Brands/shared/base.json' for source 'Brands/base.json' would "
          + "overwrite 'Brands/shared/base.json', which source 'Brands/a.json' reads"),
      "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func twoSourcesWritingOneOutputAreRefusedBeforeAnythingIsWritten() throws {
    try write("Brands/a/theme.json", Self.brand("A", "#AA0000"))
    try write("Brands/b/theme.json", Self.brand("B", "#00AA00"))
    try manifest(
      ##"{"sources": ["Brands/*/theme.json"], "outputs": [{"to": "css", "path": "out/{folder}.css"}, {"to": "css", "path": "out/{name}.css"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""out/{name}.css""##)
          + ": error: output 'out/theme.css' is written twice: by /outputs/1 (css) for source "
          + "'Brands/a/theme.json' and by /outputs/1 (css) for source 'Brands/b/theme.json' at "
          + "/outputs/1/path"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func twoRulesWritingOneOutputAreRefused() throws {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.txt"}, {"to": "dtcg", "path": "out/{name}.txt"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        "error: output 'out/a.txt' is written twice: by /outputs/0 (css) for source "
          + "'Brands/a.json' and by /outputs/1 (dtcg) for source 'Brands/a.json'"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func outputsDifferingOnlyInCaseAreRefused() throws {
    try write("Brands/Acme.json", Self.brand("Acme upper"))
    try write("Brands/acme.json", Self.brand("Acme lower"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        "error: outputs 'out/Acme.css' (for source 'Brands/Acme.json') and 'out/acme.css' "
          + "(for source 'Brands/acme.json') differ only in case"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  // MARK: 6. Symbolic-link loops end

  @Test func symbolicLinkLoopsUnderDoubleStarEndAndEachSourceIsBuiltOnce() throws {
    try write("Brands/a/one.json", Self.brand("One"))
    try write("Brands/b/two.json", Self.brand("Two"))
    try link("Brands/a/up", to: "..")
    try link("Brands/a/self", to: ".")
    try link("Brands/b/toA", to: "../a")
    try manifest(
      ##"{"sources": ["Brands/**/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let result = build()
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out.contains("built 2 sources:"), "\(result.out)")
    #expect(result.out.contains("css       written 2, unchanged 0, failed 0"))
  }

  // MARK: 7. The cache's inputs are the files the loader read

  @Test func aChangeBeyondSixtyFourInputsRebuilds() throws {
    var list: [String] = []
    for index in 0..<64 {
      try write(
        "Brands/tok/t\(index).tokens.json",
        ##"{"c\##(index)": {"$type": "color", "$value": "#101010"}}"##)
      list.append("\"tok/t\(index).tokens.json\"")
    }
    try write(
      "Brands/a.json", ##"{"tokens": [\##(list.joined(separator: ", "))], "extends": "b.json"}"##)
    try write("Brands/b.json", ##"{"extends": "c.json"}"##)
    try write("Brands/c.json", Self.brand("C", "#111111"))
    try manifest(
      ##"{"sources": ["Brands/a.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let cold = build()
    #expect(cold.code == .success, "\(cold.err)")
    try write("Brands/c.json", Self.brand("C", "#222222"))
    let again = build()
    #expect(again.out.contains("css       written 1, unchanged 0, failed 0"), "\(again.out)")
    let css = try String(contentsOfFile: project + "/out/a.css", encoding: .utf8)
    #expect(css.contains("#222222"))
  }

  @Test func aChangeInATokenSetPastTheThousandthFileRebuilds() throws {
    for index in 0..<1_001 {
      try write(
        "Brands/set/s\(index).json",
        ##"{"filler\##(index)": {"value": "#101010", "type": "color"}}"##)
    }
    // The file a listing capped at 1 000 files (in the order the folder lists them) leaves out.
    let enumerator = FileManager.default.enumerator(atPath: project + "/Brands/set")
    var order: [String] = []
    while let name = enumerator?.nextObject() as? String { order.append(name) }
    let late = order[1_000]
    func setFile(_ hex: String) -> String {
      ##"{"late": {"value": "\##(hex)", "type": "color"}}"##
    }
    try write("Brands/set/" + late, setFile("#123456"))
    try write(
      "Brands/a.json", ##"{"tokens": ["set"], "colors": {"light": {"primary": "{late}"}}}"##)
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let cold = build()
    #expect(cold.code == .success, "\(cold.err)")
    try write("Brands/set/" + late, setFile("#654321"))
    let again = build()
    #expect(again.out.contains("css       written 1, unchanged 0, failed 0"), "\(again.out)")
    #expect(
      try String(contentsOfFile: project + "/out/a.css", encoding: .utf8).contains("#654321"))
  }

  @Test func aChangeInASymbolicallyLinkedTokenSubfolderRebuilds() throws {
    try write("Brands/set/core.json", ##"{"base": {"value": "#101010", "type": "color"}}"##)
    try write("Brands/real/extra.json", ##"{"extra": {"value": "#123456", "type": "color"}}"##)
    try link("Brands/set/linked", to: "../real")
    try write(
      "Brands/a.json", ##"{"tokens": ["set"], "colors": {"light": {"primary": "{extra}"}}}"##)
    try manifest(
      ##"{"sources": ["Brands/a.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    let cold = build()
    #expect(cold.code == .success, "\(cold.err)")
    try write("Brands/real/extra.json", ##"{"extra": {"value": "#654321", "type": "color"}}"##)
    let again = build()
    #expect(again.out.contains("css       written 1, unchanged 0, failed 0"), "\(again.out)")
    #expect(
      try String(contentsOfFile: project + "/out/a.css", encoding: .utf8).contains("#654321"))
  }

  @Test func aTokenSetAddedToAFolderRebuilds() throws {
    try write("Brands/set/core.json", ##"{"brand": {"value": "#101010", "type": "color"}}"##)
    try write(
      "Brands/a.json", ##"{"tokens": ["set"], "colors": {"light": {"primary": "{brand}"}}}"##)
    try manifest(
      ##"{"sources": ["Brands/a.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    #expect(build().code == .success)
    #expect(build().out.contains("css       written 0, unchanged 1, failed 0"))
    // A later set overrides the earlier one.
    try write("Brands/set/zz.json", ##"{"brand": {"value": "#654321", "type": "color"}}"##)
    let again = build()
    #expect(again.out.contains("css       written 1, unchanged 0, failed 0"), "\(again.out)")
    #expect(
      try String(contentsOfFile: project + "/out/a.css", encoding: .utf8).contains("#654321"))
  }

  @Test func anEditedOrTruncatedOutputIsWrittenAgain() throws {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}.css"}]}"##)
    #expect(build().code == .success)
    let whole = try String(contentsOfFile: project + "/out/a.css", encoding: .utf8)
    // As a power loss can leave a file written without fsync: its header, then nothing.
    try write("out/a.css", String(whole.prefix(60)))
    let again = build()
    #expect(again.out.contains("css       written 1, unchanged 0, failed 0"), "\(again.out)")
    #expect(try String(contentsOfFile: project + "/out/a.css", encoding: .utf8) == whole)
  }

  // MARK: 12. Write failures and leftovers

  @Test func aWriteFailureExitsSeventyThreeWithASentence() throws {
    try write("Brands/a.json", Self.brand("A"))
    try write("out", "a file where the output folder would go\n")
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/css/{name}.css"}, {"to": "xcassets", "path": "out/{name}.xcassets"}]}"##
    )
    let before = try snapshot()
    let result = build()
    #expect(result.code == .cannotCreate)
    #expect(
      result.err.contains(
        "error: cannot write 'out/css/a.css' for source 'Brands/a.json': cannot create "
          + "directory 'out/css': 'out' is a file, not a folder"), "\(result.err)")
    #expect(result.err.contains("error: cannot write 'out/a.xcassets' for source 'Brands/a.json'"))
    #expect(!result.err.contains("Error Domain"))
    #expect(!result.err.contains("NSError"))
    #expect(
      try snapshot().changes(since: before, ignoring: ["project/" + BuildRun.cacheName]) == [])
  }

  @Test func stagingLeftByKilledBuildsIsRemovedOnTheNextRun() throws {
    try write("Brands/a.json", Self.brand("A"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "xcassets", "path": "out/{name}.xcassets"}, {"to": "css", "path": "out/{name}.css"}]}"##
    )
    #expect(build().code == .success)
    // A process that has exited: its identifier names no live process.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = finished.processIdentifier
    try write("out/.a.xcassets.tmp-\(dead)-1A2B/a/Contents.json", "{}")
    try write("out/.a.xcassets.old-\(dead)-3C4D/Contents.json", "{}")
    try write("out/.a.css.tmp-\(dead)-99", "partial")
    // A live process' staging (pid 1) and a user's file that only looks similar stay.
    try write("out/.a.xcassets.tmp-1-5E6F/Contents.json", "{}")
    try write("out/.a.xcassets.tmp-notes", "mine")
    let result = build()
    #expect(result.code == .success, "\(result.err)")
    #expect(
      outer.contents("project/out") == [
        ".a.xcassets.tmp-1-5E6F", ".a.xcassets.tmp-notes", "a.css", "a.xcassets",
      ])
  }

  // MARK: 10. Hostile manifests and sources, second round

  @Test func aPlaceholderNoDimensionFillsIsALocatedError() throws {
    try write("Brands/ocean.json", Self.brand("Ocean"))
    try write("Brands/ember.json", Self.brand("Ember"))
    try manifest(
      """
      {
        "sources": ["Brands/*.json"],
        "outputs": [
          {"to": "css", "path": "{brand}/{name}.css"},
          {"to": "dtcg", "path": "{nam}/{name}.tokens.json"}
        ]
      }
      """)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .dataError)
    #expect(
      result.err.contains(
        try location(of: ##""{brand}/"##)
          + ": error: output path '{brand}/{name}.css' names the placeholder {brand}, which "
          + "source 'Brands/ember.json' does not fill (nor does 1 other source) at /outputs/0/path "
          + "— the source has no dimension, so its placeholders are {name}, {folder} ({brand} "
          + "would name a resolver modifier or Tokens Studio theme group)"), "\(result.err)")
    #expect(
      result.err.contains(
        try location(of: ##""{nam}/"##)
          + ": error: output path '{nam}/{name}.tokens.json' names the placeholder {nam}, which "
          + "source 'Brands/ember.json' does not fill (nor does 1 other source) at "
          + "/outputs/1/path "
          + "— did you mean {name}? the source has no dimension"), "\(result.err)")
    // One error per rule and placeholder, not one per source.
    #expect(result.err.components(separatedBy: "names the placeholder").count == 3)
    #expect(result.err.contains("error: nothing was written"))
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func aPlaceholderOnlySomeSourcesFillNamesTheOthers() throws {
    try write(
      "Brands/system/ds.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"brand": {"contexts": {"acme": [], "globex": []}, "default": "acme"}}, "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}"##
    )
    try write(
      "Brands/ds.json",
      ##"{"tokens": ["system/ds.resolver.json"], "colors": {"light": {"primary": "#3366CC"}}}"##)
    try write("Brands/plain.json", Self.brand("Plain"))
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{name}-{brnd}.css"}]}"##
    )
    let result = build()
    #expect(result.code == .dataError)
    // The source with a brand dimension is offered it; the plain one fills neither.
    #expect(
      result.err.contains(
        "names the placeholder {brnd}, which source 'Brands/ds.json' does not fill (nor does 1 "
          + "other source) at /outputs/0/path — did you mean {brand}? the source's placeholders "
          + "are {name}, {folder}, {brand}, {context}"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: project + "/out"))
  }

  @Test func noSourceMatchingIsALocatedErrorAtTheSourcePattern() throws {
    try write("Brands/ocean.json", Self.brand("Ocean"))
    try manifest(
      """
      {
        "sources": ["Nope/*.json", "Brnds/*.json", "Brands/missing.json"],
        "outputs": [{"to": "css", "path": "{name}.css"}]
      }
      """)
    let before = try snapshot()
    let result = build()
    #expect(result.code == .noInput, "\(result.err)")
    #expect(
      result.err.contains(
        try location(of: ##""Nope/*.json""##)
          + ": error: no source matches 'Nope/*.json': the manifest's folder has no folder "
          + "'Nope' at /sources/0 — source patterns are relative to the manifest's folder"),
      "\(result.err)")
    #expect(
      result.err.contains(
        try location(of: ##""Brnds/*.json""##)
          + ": error: no source matches 'Brnds/*.json': the manifest's folder has no folder "
          + "'Brnds' at /sources/1 — did you mean 'Brands/*.json'?"), "\(result.err)")
    #expect(
      result.err.contains(
        try location(of: ##""Brands/missing.json""##)
          + ": error: no source matches 'Brands/missing.json': 'Brands' has no file "
          + "'missing.json' at /sources/2"), "\(result.err)")
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func aSourcePatternMatchingNothingBesideOthersIsAWarning() throws {
    try write("Brands/ocean.json", Self.brand("Ocean"))
    try write(
      "Brands/set.tokens.json", ##"{"color": {"$type": "color", "x": {"$value": "#000000"}}}"##)
    try manifest(
      """
      {
        "sources": ["Brands/*.json", "Brnds/*.json", "Brands/*.tokens.json"],
        "outputs": [{"to": "css", "path": "out/{name}.css"}]
      }
      """)
    let result = build()
    // The build goes on: the sources that match are what the manifest means to build.
    #expect(result.code == .success, "\(result.err)")
    #expect(FileManager.default.fileExists(atPath: project + "/out/ocean.css"))
    #expect(
      result.err.contains(
        try location(of: ##""Brnds/*.json""##)
          + ": warning: no source matches 'Brnds/*.json': the manifest's folder has no folder "
          + "'Brnds' at /sources/1 — did you mean 'Brands/*.json'?"), "\(result.err)")
    #expect(
      result.err.contains(
        try location(of: ##""Brands/*.tokens.json""##)
          + ": warning: no source matches 'Brands/*.tokens.json': it matches only design-token "
          + "files"), "\(result.err)")
    #expect(!result.err.contains("error:"), "\(result.err)")
    // When the plan is refused, the warning is printed with the errors.
    try manifest(
      ##"{"sources": ["Brands/*.json", "Brnds/*.json"], "outputs": [{"to": "css", "path": "out/{nam}/{name}.css"}]}"##
    )
    let refused = build()
    #expect(refused.code == .dataError)
    #expect(refused.err.contains("warning: no source matches 'Brnds/*.json'"), "\(refused.err)")
    #expect(refused.err.contains("names the placeholder {nam}"), "\(refused.err)")
    // A path whose only placeholder is a near miss of {name} names no source: the fix is offered.
    try manifest(
      ##"{"sources": ["Brands/*.json"], "outputs": [{"to": "css", "path": "out/{nam}.css"}]}"##)
    let typo = build()
    #expect(typo.code == .dataError)
    #expect(
      typo.err.contains(
        "error: output path 'out/{nam}.css' names no source, so every source would write the "
          + "same file at /outputs/0/path — did you mean {name}?"), "\(typo.err)")
  }

  @Test func sourcesDifferingOnlyInNormalizationAreBothPlanned() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    try write("Brands/\(composed).json", Self.brand("Composed", "#AA0000"))
    try write("Brands/\(decomposed).json", Self.brand("Decomposed", "#00AA00"))
    try write("Kits/\(composed)/material-theme.json", Self.brand("Composed kit"))
    try write("Kits/\(decomposed)/material-theme.json", Self.brand("Decomposed kit"))
    let names = try #require(POSIX.directoryEntries(project + "/Brands"))
    #expect(names.count == 2)
    try manifest(
      ##"{"sources": ["Brands/*.json", "Kits/*/material-theme.json"], "outputs": [{"to": "css", "path": "out/{folder}/{name}.css"}]}"##
    )
    let before = try snapshot()
    let result = build()
    // Neither is dropped: their outputs collide on macOS and Windows, which is refused naming
    // both sources (files in one folder, and folders).
    #expect(result.code == .dataError, "\(result.err)")
    for (folder, name) in [
      ("Brands", "\(composed).json"), ("Kits", "\(composed)/material-theme.json"),
    ] {
      let other =
        folder == "Brands" ? "\(decomposed).json" : "\(decomposed)/material-theme.json"
      #expect(
        result.err.contains(
          "(for source '\(folder)/\(name)') and ")
          && result.err.contains(
            "(for source '\(folder)/\(other)') differ only in case or Unicode normalization"),
        "\(result.err)")
    }
    #expect(try snapshot().changes(since: before) == [])
  }

  @Test func aLiteralPatternComponentNamesOneNormalization() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    try write("Brands/\(composed)/a.json", Self.brand("Composed", "#AA0000"))
    try write("Brands/\(decomposed)/b.json", Self.brand("Decomposed", "#00AA00"))
    try manifest(
      "{\"sources\": [\"*/\(decomposed)/*.json\"], \"outputs\": [{\"to\": \"css\", \"path\": \"out/{name}.css\"}]}"
    )
    let result = build()
    #expect(result.code == .success, "\(result.err)")
    #expect(result.out.contains("built 1 source:"), "\(result.out)")
    #expect(FileManager.default.fileExists(atPath: project + "/out/b.css"))
    #expect(!FileManager.default.fileExists(atPath: project + "/out/a.css"))
  }

  @Test func cleanNeverRemovesWhatThisBuildReads() throws {
    try write("B/ocean.json", Self.brand("Ocean"))
    try manifest(
      ##"{"sources": ["B/*.json"], "outputs": [{"to": "theme-builder", "path": "tb/{name}.json"}, {"to": "dtcg", "path": "App/tok/{name}.tokens.json"}]}"##
    )
    #expect(build().code == .success)
    let export = try String(contentsOfFile: project + "/tb/ocean.json", encoding: .utf8)
    let tokens = try String(
      contentsOfFile: project + "/App/tok/ocean.tokens.json", encoding: .utf8)
    // The Theme Builder export is promoted to a source, and a new theme lists the token file.
    try write(
      "App/app.json",
      ##"{"tokens": ["tok/ocean.tokens.json"], "colors": {"light": {"primary": "#3366CC"}}}"##)
    try manifest(
      ##"{"sources": ["B/*.json", "tb/*.json", "App/*.json"], "outputs": [{"to": "css", "path": "css/{folder}-{name}.css"}]}"##
    )
    let result = build(["--clean"])
    #expect(result.code == .success, "\(result.err)")
    #expect(!result.out.contains("removed"), "\(result.out)")
    #expect(
      result.err.contains(
        "note: kept tb/ocean.json: an earlier build wrote it, but it is now a source of this "
          + "build"), "\(result.err)")
    #expect(
      result.err.contains(
        "note: kept App/tok/ocean.tokens.json: an earlier build wrote it, but source "
          + "'App/app.json' "
          + "now reads it"), "\(result.err)")
    #expect(try String(contentsOfFile: project + "/tb/ocean.json", encoding: .utf8) == export)
    #expect(
      try String(contentsOfFile: project + "/App/tok/ocean.tokens.json", encoding: .utf8)
        == tokens)
    #expect(FileManager.default.fileExists(atPath: project + "/css/tb-ocean.css"))
    #expect(FileManager.default.fileExists(atPath: project + "/css/App-app.css"))
    // The next build, with or without --clean, reads them again and removes nothing.
    let next = build(["--clean"])
    #expect(next.code == .success, "\(next.err)")
    #expect(!next.out.contains("removed"), "\(next.out)")
    #expect(next.out.contains("written 0, unchanged 3"), "\(next.out)")
    #expect(FileManager.default.fileExists(atPath: project + "/tb/ocean.json"))
  }

}
