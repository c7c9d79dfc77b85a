import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The token files a theme lists form one namespace: references cross files, collisions are
/// notes (same type, later wins) or located errors (another type).
@Suite struct TokenNamespaceTests {
  static let base = ##"""
    {
      "color": {
        "$type": "color",
        "brand": {"primary": {"$value": "#1D5BEE"}, "accent": {"$value": "#E6711E"}}
      }
    }
    """##

  static let brand = ##"""
    {
      "color": {
        "$type": "color",
        "role": {"primary": {"$value": "{color.brand.primary}"}, "on": {"$value": "#FFFFFF"}}
      }
    }
    """##

  static func load(_ theme: String, _ files: [String: String]) throws -> (
    Theme, ThemeDocument
  ) {
    let directory = try TemporaryDirectory()
    for (name, text) in files { try directory.write(name, text) }
    let path = try directory.write("theme.json", theme)
    let loader = ThemeLoader()
    let document = try loader.document(bytes: try loader.readFile(path), fileName: path)
    return (try loader.load(contentsOf: path), document)
  }

  @Test func aReferenceResolvesInAnotherListedFile() throws {
    let (theme, document) = try Self.load(
      ##"{"tokens": ["base.json", "brand.json"], "colors": {"light": {"primary": "{color.role.primary}", "onPrimary": "{color.role.on}", "secondary": "{color.brand.accent}"}}}"##,
      ["base.json": Self.base, "brand.json": Self.brand])
    let scheme = theme.colors[.standard]
    #expect(scheme.primary.hexString == "#1D5BEEFF")
    #expect(scheme.onPrimary.hexString == "#FFFFFFFF")
    #expect(scheme.secondary.hexString == "#E6711EFF")
    #expect(document.notes.isEmpty)
    // The alias records the token's own file, not the namespace.
    let reference = try #require(document.tokenReferences[JSONPointer("/colors/light/primary")!])
    #expect(reference.file.hasSuffix("/brand.json"))
  }

  @Test func listingOrderDoesNotMatterForReferences() throws {
    let (theme, _) = try Self.load(
      ##"{"tokens": ["brand.json", "base.json"], "colors": {"light": {"primary": "{color.role.primary}"}}}"##,
      ["base.json": Self.base, "brand.json": Self.brand])
    #expect(theme.colors[.standard].primary.hexString == "#1D5BEEFF")
  }

  @Test func styleDictionaryFilesShareTheNamespaceToo() throws {
    let (theme, _) = try Self.load(
      ##"{"tokens": ["core.json", "semantic.json"], "colors": {"dark": {"primary": "{color.primary}"}}}"##,
      [
        "core.json": ##"{"color": {"blue": {"500": {"value": "#2255DD", "type": "color"}}}}"##,
        "semantic.json":
          ##"{"color": {"primary": {"value": "{color.blue.500}", "type": "color"}}}"##,
      ])
    #expect(theme.colors[ColorTraits(appearance: .dark)].primary.hexString == "#2255DDFF")
  }

  @Test func aRedefinedTokenOfTheSameTypeIsANoteAndTheLaterWins() throws {
    let (theme, document) = try Self.load(
      ##"{"tokens": ["base.json", "override.json"], "colors": {"light": {"primary": "{color.brand.primary}"}}}"##,
      [
        "base.json": Self.base,
        "override.json":
          ##"{"color": {"brand": {"primary": {"$type": "color", "$value": "#00AA00"}}}}"##,
      ])
    #expect(theme.colors[.standard].primary.hexString == "#00AA00FF")
    let note = try #require(document.notes.first)
    #expect(note.contains("token 'color.brand.primary' of "))
    #expect(note.contains("/override.json:1:22 overrides "))
    #expect(note.contains("/base.json:4:15"))
    #expect(note.contains("the later listed file wins"))
  }

  @Test func aRedefinedTokenOfAnotherTypeIsALocatedErrorNamingBoth() throws {
    let directory = try TemporaryDirectory()
    try directory.write("base.json", Self.base)
    try directory.write(
      "other.json",
      "{\n  \"color\": {\"brand\": {\"primary\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}}\n}\n"
    )
    let error = try fileLoadingError(
      "{\"tokens\": [\"base.json\", \"other.json\"]}", in: directory)
    #expect(error.kind == .invalidValue)
    #expect(error.file.hasSuffix("/other.json"))
    #expect(error.position?.line == 2)
    #expect(error.pointer == JSONPointer("/color/brand/primary/$value"))
    #expect(error.message.contains("is a dimension token here but a color token in "))
    #expect(error.message.contains("/base.json:4:15"))
    #expect(error.notes.contains { $0.contains("are read as one namespace") })
  }

  @Test func aReferenceNoListedFileDefinesIsStillAnError() throws {
    let directory = try TemporaryDirectory()
    try directory.write("base.json", Self.base)
    try directory.write(
      "brand.json", ##"{"c": {"$type": "color", "x": {"$value": "{color.brand.nothing}"}}}"##)
    let error = try fileLoadingError(
      ##"{"tokens": ["base.json", "brand.json"]}"##, in: directory)
    #expect(error.kind == .unresolvedReference)
    #expect(error.file.hasSuffix("/brand.json"))
  }
}
