import Foundation
import MaterialThemeTool
import MaterialTheming
import TestSupport
import Testing

/// `material-theme seeds IMAGE` and `scheme --image`, against the mcu-oracle answers committed
/// with the image fixtures (Tests/MaterialThemingTests/Images/Fixtures/oracle.jsonl).
@Suite struct SeedsCommandTests {
  private static let fixtures = ToolTestSupport.repositoryRoot
    .appendingPathComponent("Tests/MaterialThemingTests/Images/Fixtures")

  /// The oracle's `seeds` answer (upstream's pipeline on the opaque pixels) for each image.
  private static func oracleSeeds() throws -> [String: [String]] {
    let text = try String(
      contentsOf: fixtures.appendingPathComponent("oracle.jsonl"), encoding: .utf8)
    var result: [String: [String]] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      let file = try #require(object?["file"] as? String)
      result[file] = try #require(object?.value(at: "seeds/seeds") as? [String])
    }
    return result
  }

  private static func path(_ file: String) -> String {
    fixtures.appendingPathComponent(file).path
  }

  @Test(arguments: ["blobs.png", "alpha.png", "palette.png", "blobs-progressive.jpg", "grey16.png"])
  func printsTheOracleSeeds(_ file: String) throws {
    let expected = try #require(try Self.oracleSeeds()[file])
    let result = ToolTestSupport.run(["seeds", Self.path(file)])
    #expect(result.code == .success)
    #expect(
      result.out == "{\"seeds\": [" + expected.map { "\"\($0)\"" }.joined(separator: ", ") + "]}\n")
  }

  @Test func countKeepsTheBestOnes() throws {
    let expected = try #require(try Self.oracleSeeds()["blobs.png"])
    let json = try ToolTestSupport.runJSON(["seeds", Self.path("blobs.png"), "--count", "2"])
    #expect(json["seeds"] as? [String] == Array(expected.prefix(2)))
  }

  @Test func quantizerAndScoreOptionsReachTheCore() throws {
    let pixels = try Self.opaquePixels("blobs")
    let seeds = ImageSeedsReference.seeds(pixels, maxColors: 16, desired: 2, filter: false)
    let json = try ToolTestSupport.runJSON([
      "seeds", Self.path("blobs.png"), "--max-colors", "16", "--desired", "2", "--no-filter",
    ])
    #expect(json["seeds"] as? [String] == seeds)
  }

  @Test func schemeFromAnImageIsTheSchemeOfItsFirstSeed() throws {
    let first = try #require(try Self.oracleSeeds()["alpha.png"]?.first)
    let fromImage = ToolTestSupport.run([
      "scheme", "--image", Self.path("alpha.png"), "--variant", "vibrant", "--appearance", "dark",
    ])
    let fromSeed = ToolTestSupport.run([
      "scheme", "--seed", first, "--variant", "vibrant", "--appearance", "dark",
    ])
    #expect(fromImage.code == .success)
    #expect(fromImage.out == fromSeed.out)
    let both = ToolTestSupport.run(["scheme", "--image", Self.path("alpha.png"), "--seed", first])
    #expect(both.code == .usage)
  }

  @Test func badImagesAreDataErrorsNamingTheFile() throws {
    let notImage = Self.path("oracle.jsonl")
    let result = ToolTestSupport.run(["seeds", notImage])
    #expect(result.code == .dataError)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("\(notImage): error: not a PNG or JPEG image"))
    let missing = ToolTestSupport.run(["seeds", "/nonexistent/logo.png"])
    #expect(missing.code == .noInput)
    let scheme = ToolTestSupport.run(["scheme", "--image", notImage])
    #expect(scheme.code == .dataError)
    #expect(scheme.out.isEmpty)
  }

  /// A directory named like an image is reported as not an image, not as "not a theme file".
  @Test func aDirectoryIsNotAnImage() throws {
    let directory = try TemporaryDirectory()
    try directory.write("logo.png/inside.txt", "x\n")
    let folder = directory.file("logo.png")
    for arguments in [["seeds", folder], ["scheme", "--image", folder]] {
      let result = ToolTestSupport.run(arguments)
      #expect(result.code == .noInput, "\(arguments)")
      #expect(result.out.isEmpty)
      #expect(
        result.err.hasPrefix(
          "\(folder): error: is a directory, not an image — name a PNG or JPEG file inside it"),
        "\(result.err)")
    }
  }

  @Test func badOptionsAreUsageErrors() {
    for arguments in [
      ["seeds"], ["seeds", "a.png", "b.png"], ["seeds", "a.png", "--max-colors", "0"],
      ["seeds", "a.png", "--desired", "x"], ["seeds", "a.png", "--count", "-1"],
    ] {
      #expect(ToolTestSupport.run(arguments).code == .usage, "\(arguments)")
    }
  }

  /// The opaque pixels of a fixture's PAM (the decoded pixels) as ARGB.
  private static func opaquePixels(_ name: String) throws -> [UInt32] {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name + ".pam"))
    let end = try #require(data.range(of: Data("ENDHDR\n".utf8)))
    let bytes = [UInt8](data[end.upperBound...])
    var pixels: [UInt32] = []
    for i in stride(from: 0, to: bytes.count - 3, by: 4) where bytes[i + 3] == 0xFF {
      let red = UInt32(bytes[i]) << 16
      let green = UInt32(bytes[i + 1]) << 8
      pixels.append(0xFF00_0000 | red | green | UInt32(bytes[i + 2]))
    }
    return pixels
  }
}

/// The core pipeline called directly, as the reference for the command's options.
private enum ImageSeedsReference {
  static func seeds(_ pixels: [UInt32], maxColors: Int, desired: Int, filter: Bool) -> [String] {
    let result = QuantizerCelebi.quantize(pixels, maxColors: maxColors)
    return Score.score(result, desired: desired, filter: filter).map {
      String(Color(argb: $0).hexString.prefix(7))
    }
  }
}
