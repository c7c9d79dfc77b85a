import Foundation
import Testing
import ThemePluginSupport

/// The build-tool plugin's plan: which themes become which files, with which inputs.
@Suite struct GenerationPlanTests {
  private let root: URL
  private var themes: URL { root.appendingPathComponent("Themes") }
  private var work: URL { root.appendingPathComponent("work") }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "generation-plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Themes/shared"), withIntermediateDirectories: true)
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(to: themes.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  @Test func oneStepPerThemeWithItsExtendsChainAndTokensAsInputs() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("brand.json", #"{"extends": "shared/base.json", "tokens": ["brand.tokens.json"]}"#)
    try write("shared/base.json", #"{"extends": "material-201907"}"#)
    try write("brand.tokens.json", #"{"color": {}}"#)
    try write("high-contrast.json", #"{"name": "HC"}"#)
    try write("theme.schema.json", "{}")
    let plan = try GenerationPlan(themesDirectory: themes, workDirectory: work)
    #expect(plan.steps.map(\.theme.lastPathComponent) == ["brand.json", "high-contrast.json"])
    let brand = plan.steps[0]
    #expect(
      brand.inputs.map(\.lastPathComponent) == ["brand.json", "brand.tokens.json", "base.json"])
    #expect(brand.output == work.appendingPathComponent("BrandTheme.swift"))
    #expect(
      brand.arguments == [
        "apply", themes.appendingPathComponent("brand.json").path, "--output",
        work.appendingPathComponent("BrandTheme.swift").path, "--name", "brand", "--style", "core",
      ])
    #expect(plan.steps[1].output.lastPathComponent == "HighContrastTheme.swift")
    #expect(plan.steps[1].inputs.count == 1)
  }

  @Test func theTokenFilesOfABaseAreInputsAndTokenFilesAreLeaves() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("brand.json", #"{"extends": "shared/base.json"}"#)
    try write("shared/base.json", #"{"tokens": ["base.tokens.json", "../brand.tokens.json"]}"#)
    try write("shared/base.tokens.json", #"{"color": {}}"#)
    // A token file is never read as a theme, even when it has groups named like theme keys.
    try write("brand.tokens.json", #"{"extends": "ghost.json", "tokens": ["ghost.tokens.json"]}"#)
    let plan = try GenerationPlan(themesDirectory: themes, workDirectory: work)
    #expect(plan.steps.map(\.theme.lastPathComponent) == ["brand.json"])
    #expect(
      plan.steps[0].inputs.map(\.lastPathComponent) == [
        "brand.json", "base.json", "base.tokens.json", "brand.tokens.json",
      ])
  }

  @Test func aTokensStudioFolderListedAsTokensMakesItsFilesInputs() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: themes.appendingPathComponent("studio/color"), withIntermediateDirectories: true)
    try write("brand.json", #"{"tokens": ["studio"]}"#)
    try write("studio/color/base.json", ##"{"blue": {"value": "#0000ff", "type": "color"}}"##)
    try write("studio/$themes.json", "[]")
    try write("studio/.editor-state.json", "{}")  // hidden: not a token set, not an input
    let plan = try GenerationPlan(themesDirectory: themes, workDirectory: work)
    #expect(plan.steps.map(\.theme.lastPathComponent) == ["brand.json"])
    #expect(
      plan.steps[0].inputs.map(\.lastPathComponent) == ["brand.json", "$themes.json", "base.json"])
  }

  @Test func themingJSONPicksTheStyleAndNamesAndIsAnInput() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("brand.json", "{}")
    try write("theming.json", #"{"style": "swiftui", "names": {"brand.json": "acme"}}"#)
    let plan = try GenerationPlan(themesDirectory: themes, workDirectory: work)
    #expect(plan.steps.count == 1)
    #expect(plan.steps[0].output.lastPathComponent == "AcmeTheme.swift")
    #expect(plan.steps[0].arguments.suffix(4) == ["--name", "acme", "--style", "swiftui"])
    #expect(plan.steps[0].inputs.last?.lastPathComponent == "theming.json")
  }

  @Test func aBadConfigurationIsALocatedError() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("brand.json", "{}")
    try write("theming.json", #"{"style": "flutter"}"#)
    #expect {
      try GenerationPlan(themesDirectory: themes, workDirectory: work)
    } throws: { error in
      "\(error)".hasSuffix(
        "theming.json:1:1: error: unknown style 'flutter' in theming.json — expected core, "
          + "swiftui, uikit, appkit")
    }
    try write("theming.json", #"{"stlye": "core"}"#)
    #expect(throws: PluginFailure.self) {
      try GenerationPlan(themesDirectory: themes, workDirectory: work)
    }
  }

  @Test func anExtendsCycleEndsAndAnUnreadableThemeIsLeftToTheTool() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try write("a.json", #"{"extends": "b.json"}"#)
    try write("b.json", #"{"extends": "a.json"}"#)
    try write("broken.json", ##"{"colors": "#12"##)
    let plan = try GenerationPlan(themesDirectory: themes, workDirectory: work)
    #expect(
      plan.steps.map { $0.inputs.map(\.lastPathComponent) } == [
        ["a.json", "b.json"], ["b.json", "a.json"], ["broken.json"],
      ])
  }
}
