import Foundation
import Testing

/// The `MaterialThemeGenerator` build-tool plugin as a user meets it: a target that lists the
/// plugin gets its themes as Swift at build time; edits regenerate only the edited theme; a new
/// theme is picked up; a broken theme fails the build with a located diagnostic.
@Suite(.serialized) struct BuildToolPluginTests {
  /// The generated files under the client's scratch path, by name, with their modification dates.
  private func generated(_ client: ClientPackage) throws -> [String: Date] {
    var found: [String: Date] = [:]
    let enumerator = FileManager.default.enumerator(
      at: client.scratch.appendingPathComponent("plugins"), includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.path.contains("MaterialThemeGenerator"), url.pathExtension == "swift" else {
        continue
      }
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      found[url.lastPathComponent] = attributes[.modificationDate] as? Date
    }
    return found
  }

  private func theme(_ client: ClientPackage, _ name: String) -> URL {
    client.path("Sources/App/Themes/\(name)")
  }

  @Test func themesBecomeSwiftAtBuildTime() throws {
    let client = try ClientPackage(fixture: "GeneratorClient")
    let binary = client.scratch.appendingPathComponent("debug/App")

    // A cold build generates one file per theme, outside the source tree, and the app uses them.
    let first = try client.swift(["build"])
    #expect(first.status == 0, "\(first.output)\(first.error)")
    var run = try ClientPackage.run(binary, [])
    #expect(run.output.contains("brand #00639BFF"), "\(run.output)")
    #expect(run.output.contains("other #8B4A62FF"), "\(run.output)")
    let cold = try generated(client)
    #expect(Set(cold.keys) == ["BrandTheme.swift", "OtherTheme.swift"])
    #expect(!FileManager.default.fileExists(atPath: client.path("Sources/App/Generated").path))

    // Editing one theme regenerates that theme only.
    Thread.sleep(forTimeInterval: 1.1)
    try ##"{"name": "Brand", "colors": {"light": {"primary": "#2E7D32"}}}"##.write(
      to: theme(client, "brand.json"), atomically: true, encoding: .utf8)
    let edited = try client.swift(["build"])
    #expect(edited.status == 0, "\(edited.output)\(edited.error)")
    run = try ClientPackage.run(binary, [])
    #expect(run.output.contains("brand #2E7D32FF"), "\(run.output)")
    let warm = try generated(client)
    #expect(warm["OtherTheme.swift"] == cold["OtherTheme.swift"], "other.json was regenerated")
    #expect(warm["BrandTheme.swift"] != cold["BrandTheme.swift"], "brand.json was not regenerated")

    // A new theme is picked up by the next build.
    try #"{"name": "Extra"}"#.write(
      to: theme(client, "extra.json"), atomically: true, encoding: .utf8)
    let added = try client.swift(["build"])
    #expect(added.status == 0, "\(added.output)\(added.error)")
    #expect(try generated(client).keys.contains("ExtraTheme.swift"))

    // A broken theme fails the build with the tool's located diagnostic.
    try "{\n  \"colors\": {\"light\": {\"primary\": \"#12\"}}\n}\n".write(
      to: theme(client, "brand.json"), atomically: true, encoding: .utf8)
    let broken = try client.swift(["build"])
    #expect(broken.status != 0)
    let text = broken.output + broken.error
    #expect(text.contains("brand.json:2:35: error: invalid color '#12'"), "\(text)")
  }
}
