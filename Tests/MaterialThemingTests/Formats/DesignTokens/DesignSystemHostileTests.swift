import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Hostile DTCG resolvers and Tokens Studio projects: links out of the root, names that are
/// one name only under Unicode normalization, control characters echoed in messages.
@Suite struct DesignSystemHostileTests {
  @Test func aRefThroughASymbolicLinkOutOfTheRootIsRefused() throws {
    let outer = try TemporaryDirectory()
    try outer.write("secret.json", ##"{"c": {"$type": "color", "x": {"$value": "#FFFFFF"}}}"##)
    let resolver = try outer.write(
      "inner/tokens.resolver.json",
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "link.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    )
    try FileManager.default.createSymbolicLink(
      atPath: outer.file("inner/link.json"), withDestinationPath: "../secret.json")
    let file = try ResolverTests.read(resolver)
    let error = try #require(file.problems.first)
    #expect(error.kind == .pathEscapesRoot, "\(error)")
    #expect(error.file == resolver)
    #expect(error.pointer == JSONPointer("/sets/s/sources/0/$ref"))
    #expect(file.tokens["c.x"] == nil)
  }

  @Test func contextsDifferingOnlyInNormalizationAreTwoContexts() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let (file, _) = try ResolverTests.reading(
      [
        "tokens.resolver.json":
          "{\"version\": \"2025.10\", \"modifiers\": {\"brand\": {\"contexts\": {\"\(composed)\": "
          + "[{\"c\": {\"$type\": \"color\", \"$value\": \"#111111\"}}], \"\(decomposed)\": "
          + "[{\"c\": {\"$type\": \"color\", \"$value\": \"#222222\"}}]}, \"default\": "
          + "\"\(composed)\"}}, \"resolutionOrder\": [{\"$ref\": \"#/modifiers/brand\"}]}"
      ], ResolverTests.options([("brand", decomposed)]))
    #expect(file.problems.isEmpty, "\(file.problems.map(\.description))")
    let contexts = try #require(file.dimensions.first?.contexts)
    #expect(contexts.count == 2)
    #expect(
      contexts.map { Array($0.unicodeScalars) } == [
        Array(composed.unicodeScalars), Array(decomposed.unicodeScalars),
      ])
    // The decomposed spelling picks its own context, not the composed one.
    #expect(try ResolverTests.hex(file, "c") == "#222222FF")
  }

  @Test func controlCharactersInModifierAndContextNamesAreEscapedInMessages() throws {
    let (file, _) = try ResolverTests.reading(
      [
        "tokens.resolver.json":
          ##"{"version": "2025.10", "modifiers": {"br\u001B]0;x\u0007and": {"contexts": {"a\nerror: forged": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/br\u001B]0;x\u0007and"}]}"##
      ])
    let error = try #require(file.problems.first)
    let text = error.description
    #expect(text.contains("missing modifier"), "\(text)")
    #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
    #expect(text.contains(#"br\u{1B}]0;x\u{7}and"#), "\(text)")
    #expect(!text.contains("\nerror: forged"))
  }

  @Test func aTokensStudioBrandGroupWithNormalizationTwinsKeepsBoth() throws {
    let directory = try TemporaryDirectory()
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    try directory.write("core.json", ##"{"blue": {"value": "#1D5BEE", "type": "color"}}"##)
    try directory.write(
      "a.json", ##"{"color": {"primary": {"value": "#111111", "type": "color"}}}"##)
    try directory.write(
      "b.json", ##"{"color": {"primary": {"value": "#222222", "type": "color"}}}"##)
    try directory.write(
      "$themes.json",
      "[{\"id\": \"1\", \"name\": \"\(composed)\", \"group\": \"brand\", \"selectedTokenSets\": "
        + "{\"core\": \"source\", \"a\": \"enabled\"}}, {\"id\": \"2\", \"name\": "
        + "\"\(decomposed)\", \"group\": \"brand\", \"selectedTokenSets\": {\"core\": \"source\", "
        + "\"b\": \"enabled\"}}]")
    let file = try DesignTokenFile.read(directory: directory.path)
    let contexts = try #require(file.dimensions.first?.contexts)
    #expect(contexts.count == 2)
    let theme = try DesignTokenSelection.$current.withValue(
      DesignTokenSelection([("brand", decomposed)])
    ) { try ThemeLoader().load(contentsOf: directory.path) }
    #expect(theme.colors.light.primary == (try Color(hex: "#222222")))
    let dimensions = ThemeLoader().dimensions(ofSource: directory.path)
    #expect(dimensions.count == 1 && dimensions[0].contexts.count == 2)
  }

  @Test func aListedResolversRefOutOfTheThemeRootIsRefused() throws {
    let outer = try TemporaryDirectory()
    try outer.write("secret.json", ##"{"c": {"$type": "color", "$value": "#FFFFFF"}}"##)
    try outer.write(
      "project/ds/tokens.resolver.json",
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../../secret.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    )
    let theme = try outer.write(
      "project/theme.json",
      ##"{"tokens": ["ds/tokens.resolver.json"], "colors": {"light": {"primary": "{c}"}}}"##)
    #expect {
      try ThemeLoader().load(contentsOf: theme)
    } throws: { error in
      (error as? ThemeError)?.kind == .pathEscapesRoot
    }
  }

  /// The dimensions of a theme whose `extends` chain loops end (each theme read once), and the
  /// load names the cycle.
  @Test func anExtendsLoopEndsTheDimensionWalk() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "ds.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"brand": {"contexts": {"a": [], "b": []}, "default": "a"}}, "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}"##
    )
    try directory.write("one.json", ##"{"extends": "two.json", "tokens": ["ds.resolver.json"]}"##)
    let two = try directory.write("two.json", ##"{"extends": "one.json"}"##)
    let dimensions = ThemeLoader().dimensions(ofSource: two)
    #expect(dimensions.map(\.name) == ["brand"])
    #expect(dimensions.first?.contexts == ["a", "b"])
    #expect {
      try ThemeLoader().load(contentsOf: two)
    } throws: { error in
      (error as? ThemeError)?.kind == .extendsCycle
    }
  }
}
