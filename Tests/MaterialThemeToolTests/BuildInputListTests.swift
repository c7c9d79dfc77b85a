import Foundation
import TestSupport
import Testing

@testable import MaterialThemeTool
@testable import MaterialTheming
@testable import ThemePluginSupport

/// The build-tool plugin's input list (``GenerationPlan/references(of:)``, which cannot link the
/// loader) follows the loader's bounds; the source patterns of `build` walk through
/// ``FileTreeWalk``; and no code but the owned-output writer renames or removes anything.
@Suite struct BuildInputListTests {
  @Test func thePluginsBoundsAreTheLoaders() {
    #expect(GenerationPlan.maximumExtendsChain == LoadingLimits.default.maximumExtendsDepth)
    #expect(GenerationPlan.maximumTokenFolderFiles == TokensStudioFolder.maximumFiles)
  }

  @Test func thePluginFollowsAsMuchOfAChainAsTheLoaderReads() throws {
    let directory = try TemporaryDirectory(prefix: "references")
    // t0 extends t1 … t19, each listing one token file; the loader reads 16 themes.
    for index in 0..<20 {
      try directory.write(
        "t\(index).tokens.json", ##"{"c": {"$type": "color", "$value": "#101010"}}"##)
      try directory.write(
        "t\(index).json",
        ##"{"extends": "t\##(index + 1).json", "tokens": ["t\##(index).tokens.json"]}"##)
    }
    let references = GenerationPlan.references(of: URL(fileURLWithPath: directory.file("t0.json")))
    let names = Set(references.map(\.lastPathComponent))
    for index in 1..<16 { #expect(names.contains("t\(index).json"), "t\(index).json") }
    for index in 0..<16 { #expect(names.contains("t\(index).tokens.json"), "t\(index).tokens") }
    #expect(!names.contains("t17.json"))
  }

  @Test func thePluginListsATokenFolderAsTheReaderDoes() throws {
    let directory = try TemporaryDirectory(prefix: "references")
    for index in 0..<1_200 {
      try directory.write(
        "set/s\(index).json", ##"{"t\##(index)": {"value": "#101010", "type": "color"}}"##)
    }
    try directory.write("real/extra.json", "{}")
    try directory.write("set/.hidden/skip.json", "{}")
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("set/linked"), withDestinationPath: "../real")
    try directory.write("theme.json", ##"{"tokens": ["set"]}"##)
    let references = GenerationPlan.references(
      of: URL(fileURLWithPath: directory.file("theme.json")))
    #expect(references.count == 1_201)
    #expect(references.contains { $0.path.hasSuffix("set/linked/extra.json") })
    #expect(!references.contains { $0.path.contains(".hidden") })
    // The reader takes the same files.
    let read = try TokensStudioFolder.jsonFiles(
      in: directory.file("set"), root: PathPolicy.canonical(directory.path)!)
    #expect(read.count == 1_201)
    #expect(Set(read.map(\.1)) == Set(references.map(\.path)))
    // A loop of links is walked once.
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("set/loop"), withDestinationPath: ".")
    let again = GenerationPlan.references(of: URL(fileURLWithPath: directory.file("theme.json")))
    #expect(again.count == 1_201)
  }

  @Test func patternsMatchComponentsAndFolders() {
    let pattern = PathPattern("Brands/**/material-theme.json")
    #expect(pattern.literalPrefix == ["Brands"])
    #expect(pattern.matches(["Brands", "material-theme.json"]))
    #expect(pattern.matches(["Brands", "a", "b", "material-theme.json"]))
    #expect(!pattern.matches(["Brands", ".hidden", "material-theme.json"]))
    #expect(!pattern.matches(["Other", "material-theme.json"]))
    #expect(PathPattern("*.json").matches(["brand.json"]))
    #expect(!PathPattern("*.json").matches([".brand.json"]))
    #expect(PathPattern("Brands/...json").matches(["Brands", "...json"]))
    #expect(!PathPattern("*/x.json").matches(["a", "b", "x.json"]))
  }

  @Test func onlyTheOwnedOutputWriterRenamesOrRemoves() throws {
    let sources = ToolTestSupport.repositoryRoot.appendingPathComponent("Sources")
    let allowed: Set<String> = [
      "MaterialThemingPOSIX/POSIX.swift", "MaterialThemeTool/Support/OutputFile.swift",
    ]
    let calls = [
      "removeItem(", "moveItem(", "replaceItem", "trashItem(", "POSIX.removeFile(",
      "POSIX.removeDirectory(", "unlink(", "rename(", "rmdir(",
    ]
    var offenders: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    while let relative = enumerator?.nextObject() as? String {
      // The benchmark removes its own scratch folders in the temporary directory, and the
      // plugins' tool runner the folder it made (a new UUID-named folder there) for the tool's
      // captured output.
      guard relative.hasSuffix(".swift"), !relative.hasPrefix("material-theme-bench/"),
        relative != "ThemePluginSupport/ToolRunner.swift",
        !allowed.contains(relative)
      else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      for call in calls where text.contains(call) { offenders.append("\(relative): \(call)") }
    }
    #expect(offenders == [])
  }
}
