import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// `"colors": {"seed": {"image": …}}` in theme files.
@Suite struct SeedImageThemeTests {
  /// A theme directory holding a copy of the fixture image `name` as `brand.<ext>`.
  private static func directory(with name: String, as copy: String = "brand.png") throws
    -> TemporaryDirectory
  {
    let directory = try TemporaryDirectory()
    let source = ImageFixtures.directory.appendingPathComponent(name)
    try FileManager.default.copyItem(
      atPath: source.path, toPath: directory.path + "/" + copy)
    return directory
  }

  private static func load(_ theme: String, in directory: TemporaryDirectory) throws -> Theme {
    try ThemeLoader().load(contentsOf: try directory.write("theme.json", theme))
  }

  @Test func theBestSourceColorOfTheImageBecomesTheSeed() throws {
    // The oracle's `seeds` answer for alpha.png: upstream's pipeline on its opaque pixels.
    let expected = try #require(try ImageFixtures.images().first { $0.name == "alpha" })
    let directory = try Self.directory(with: "alpha.png")
    let theme = try Self.load(
      #"{"colors": {"seed": {"image": "brand.png"}, "variant": "vibrant"}}"#, in: directory)
    let dynamic = try #require(theme.dynamicColor)
    #expect(ImageFixtures.hex(dynamic.seed.argb) == expected.seeds.seeds[0])
    #expect(dynamic.variant == .vibrant)
    #expect(dynamic.seedImage?.seeds.map { ImageFixtures.hex($0.argb) } == expected.seeds.seeds)
    #expect(dynamic.seedImage?.resolvedPath?.hasSuffix("/brand.png") == true)
    // The scheme is the one a literal seed of that color gives.
    let literal = try Self.load(
      #"{"colors": {"seed": "\#(expected.seeds.seeds[0])", "variant": "vibrant"}}"#,
      in: directory)
    #expect(theme.colors == literal.colors)
  }

  @Test func aJPEGWorksUnderAnyExtension() throws {
    let expected = try #require(try ImageFixtures.images().first { $0.name == "blobs-baseline" })
    let directory = try Self.directory(with: "blobs-baseline.jpg", as: "logo.png")
    let theme = try Self.load(#"{"colors": {"seed": {"image": "logo.png"}}}"#, in: directory)
    #expect(theme.dynamicColor.map { ImageFixtures.hex($0.seed.argb) } == expected.seeds.seeds[0])
  }

  @Test func aMissingImageIsReportedAtTheImageKey() throws {
    let directory = try TemporaryDirectory()
    let error = try fileLoadingError(
      "{\n  \"colors\": {\"seed\": {\"image\": \"gone.png\"}}\n}", in: directory)
    #expect(error.kind == .fileNotFound)
    #expect(error.file.hasSuffix("theme.json"))
    #expect(error.position?.line == 2)
    #expect(error.pointer.displayText == "/colors/seed/image")
    #expect(error.message == "seed image 'gone.png' does not exist")
  }

  @Test func anImageOutsideTheRootIsRefused() throws {
    let outer = try Self.directory(with: "flat.png")
    let inner = outer.path + "/themes"
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
    let file = inner + "/theme.json"
    try Data(#"{"colors": {"seed": {"image": "../brand.png"}}}"#.utf8).write(
      to: URL(fileURLWithPath: file))
    #expect {
      try ThemeLoader().load(contentsOf: file)
    } throws: { error in
      (error as? ThemeError)?.kind == .pathEscapesRoot
    }
    // With the root widened, the same theme loads.
    let theme = try ThemeLoader(rootDirectory: outer.path).load(contentsOf: file)
    #expect(theme.dynamicColor?.seedImage != nil)
  }

  @Test func aBrokenImageIsADataErrorNamingBothFiles() throws {
    let directory = try TemporaryDirectory()
    try directory.write("brand.png", "GIF89a, not really")
    let error = try fileLoadingError(
      #"{"colors": {"seed": {"image": "brand.png"}}}"#, in: directory)
    #expect(error.kind == .invalidImage)
    #expect(error.file.hasSuffix("theme.json"))
    #expect(error.message.hasPrefix("seed image 'brand.png': not a PNG or JPEG image"))
  }

  @Test func anImageOverTheLimitsIsRefusedBeforeDecoding() throws {
    let directory = try Self.directory(with: "blobs.png")
    var loader = ThemeLoader()
    loader.imageLimits.maximumPixels = 1000
    let file = try directory.write("theme.json", #"{"colors": {"seed": {"image": "brand.png"}}}"#)
    #expect {
      try loader.load(contentsOf: file)
    } throws: { error in
      let error = error as? ThemeError
      return error?.kind == .invalidImage
        && error?.message.contains("more than the limit of 1000") == true
    }
  }

  @Test func theSeedObjectIsChecked() throws {
    let directory = try TemporaryDirectory()
    let missing = try fileLoadingError(#"{"colors": {"seed": {}}}"#, in: directory)
    #expect(missing.kind == .missingKey)
    let unknown = try fileLoadingError(
      #"{"colors": {"seed": {"image": "a.png", "imag": 1}}}"#, in: directory)
    #expect(unknown.kind == .unknownKey)
    let number = try fileLoadingError(#"{"colors": {"seed": {"image": 3}}}"#, in: directory)
    #expect(number.kind == .wrongType)
    #expect(number.pointer.displayText == "/colors/seed/image")
    let empty = try fileLoadingError(#"{"colors": {"seed": {"image": ""}}}"#, in: directory)
    #expect(empty.kind == .invalidValue)
    #expect(empty.message == "the seed image path is empty or contains NUL")
  }

  @Test func writingTheDocumentKeepsTheImageReference() throws {
    let document = try ThemeLoader().document(
      bytes: Array(#"{"colors": {"seed": {"image": "art/brand.png"}}}"#.utf8), fileName: "t.json")
    #expect(document.colors.dynamic?.seedImage?.path == "art/brand.png")
    let members = ThemeFileWriter.colorSection(document.colors)
    #expect(members.first?.0 == "seed")
    #expect(members.first?.1 == .object([("image", .string("art/brand.png"))]))
  }
}
