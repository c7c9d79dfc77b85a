import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The PNG and JPEG decoders: exact pixels on every generated image, and clean rejections of
/// hostile input.
@Suite struct ImageDecoderTests {
  private static func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: ImageFixtures.directory.appendingPathComponent(name)))
  }

  private static func rejection(
    _ bytes: [UInt8], limits: ImageLimits = .default
  ) -> ThemeError? {
    do {
      _ = try ImageDecoder(limits: limits).decode(bytes, file: "input.img")
      return nil
    } catch {
      return error
    }
  }

  /// A PNG chunk with its CRC (for hand-made headers).
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG whose header claims `width`×`height` RGB pixels, followed by two bytes of image data.
  private static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    pngSignature
      + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
      + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", [])
  }

  @Test(arguments: try ImageFixtures.images())
  func decodesToTheReferencePixels(_ image: ImageFixtures.Image) throws {
    let decoded = try ImageDecoder().decode(
      contentsOf: ImageFixtures.directory.appendingPathComponent(image.file).path)
    let expected = try ImageFixtures.pam(image.name)
    #expect(decoded.format == (image.file.hasSuffix(".png") ? .png : .jpeg))
    #expect(decoded.width == expected.width && decoded.height == expected.height)
    let mismatch = zip(decoded.pixels, expected.pixels).enumerated().first {
      $0.element.0 != $0.element.1
    }?.offset
    #expect(decoded.pixels.count == expected.pixels.count)
    #expect(mismatch == nil, "\(image.file): first differing pixel at \(mismatch ?? -1)")
  }

  @Test func theFormatComesFromTheSignatureNotTheExtension() throws {
    let directory = try TemporaryDirectory()
    let misnamed = directory.path + "/photo.png"
    try Data(try Self.fixture("blobs-baseline.jpg")).write(to: URL(fileURLWithPath: misnamed))
    let decoded = try ImageDecoder().decode(contentsOf: misnamed)
    #expect(decoded.format == .jpeg)
    #expect(decoded.pixels == (try ImageFixtures.pam("blobs-baseline").pixels))
  }

  @Test func rejectsFilesThatAreNotPNGOrJPEG() throws {
    let gif = Array("GIF89a".utf8) + [1, 0, 1, 0]
    let error = try #require(Self.rejection(gif))
    #expect(error.kind == .invalidImage)
    #expect(error.file == "input.img")
    #expect(error.message.contains("not a PNG or JPEG image"))
    #expect(error.message.contains("47 49 46 38 39 61"))
    let empty = try #require(Self.rejection([]))
    #expect(empty.message.contains("empty"))
  }

  @Test func rejectsHeadersOverTheLimitsBeforeDecoding() throws {
    // No image data follows the header: only the header check can have produced the error.
    let wide = try #require(Self.rejection(Self.pngHeader(width: 20000, height: 10)))
    #expect(wide.kind == .invalidImage)
    #expect(wide.message.contains("20000x10 pixels, larger than the limit of 16384x16384"))
    let bomb = try #require(Self.rejection(Self.pngHeader(width: 16000, height: 16000)))
    #expect(bomb.message.contains("256000000 pixels, more than the limit of 40000000"))
    var small = ImageLimits.default
    small.maximumPixels = 100
    let flat = try Self.fixture("flat.png")
    let limited = try #require(Self.rejection(flat, limits: small))
    #expect(limited.message.contains("64x48 = 3072 pixels, more than the limit of 100"))
    // The same limit applies to JPEG, from the SOF header.
    let jpeg = try Self.fixture("blobs-progressive.jpg")
    let limitedJPEG = try #require(Self.rejection(jpeg, limits: small))
    #expect(limitedJPEG.message.hasPrefix("JPEG too large: the image is 96x72"))
  }

  @Test func rejectsEmptyImages() throws {
    let zero = try #require(Self.rejection(Self.pngHeader(width: 0, height: 5)))
    #expect(zero.kind == .invalidImage)
    #expect(zero.message == "invalid PNG: the image is 0x5 pixels (empty)")
  }

  /// Each fixture cut inside its signature, inside its first header, halfway and just before its
  /// end is rejected as an invalid image of its format.
  @Test(arguments: [
    "blobs.png", "alpha-interlaced.png", "rgba16.png", "palette.png", "blobs-baseline.jpg",
    "blobs-progressive.jpg", "blobs-grey.jpg",
  ])
  func rejectsTruncatedImages(_ name: String) throws {
    let bytes = try Self.fixture(name)
    let isPNG = name.hasSuffix(".png")
    let cuts =
      isPNG
      ? [9, 33, bytes.count / 2, bytes.count - 13] : [3, 20, bytes.count / 2, bytes.count - 2]
    for keep in cuts {
      let error = try #require(Self.rejection(Array(bytes.prefix(keep))), "\(name) cut at \(keep)")
      #expect(error.kind == .invalidImage)
      #expect(error.message.hasPrefix(isPNG ? "invalid PNG:" : "invalid JPEG:"))
    }
  }

  @Test func rejectsCorruptPNGData() throws {
    var bytes = try Self.fixture("gradient.png")
    // Flip bytes inside the IDAT stream: the chunk CRC no longer matches.
    for offset in stride(from: 60, to: 200, by: 7) { bytes[offset] ^= 0x5A }
    let error = try #require(Self.rejection(bytes))
    #expect(error.kind == .invalidImage)
    #expect(error.message.hasPrefix("invalid PNG:"))
  }

  @Test func refusesProgressiveJPEGsThatRepeatScans() throws {
    // A scan-count bomb: the last scan of a progressive JPEG repeated 2000 times. libjpeg flags
    // the repeated progression as a warning, which the decoder treats as corrupt data; a file
    // whose progression is valid stops at 500 scans instead.
    let bytes = try Self.fixture("blobs-progressive.jpg")
    var lastScan: Int?
    for i in 0..<(bytes.count - 1) where bytes[i] == 0xFF && bytes[i + 1] == 0xDA { lastScan = i }
    let start = try #require(lastScan)
    let scan = Array(bytes[start..<(bytes.count - 2)])
    var bomb = Array(bytes[..<(bytes.count - 2)])
    for _ in 0..<2000 { bomb += scan }
    bomb += [0xFF, 0xD9]
    let error = try #require(Self.rejection(bomb))
    #expect(error.kind == .invalidImage)
    #expect(error.message.hasPrefix("invalid JPEG:"))
  }

  @Test func refusesCMYKJPEGs() throws {
    let error = try #require(Self.rejection(try Self.fixture("cmyk.jpg")))
    #expect(error.kind == .invalidImage)
    #expect(
      error.message
        == "unsupported JPEG: CMYK JPEGs are not supported; save the image as RGB")
  }

  @Test func rejectsCorruptJPEGData() throws {
    var bytes = try Self.fixture("blobs-baseline.jpg")
    // Overwrite entropy-coded data in the middle with a run of marker-like bytes.
    for offset in (bytes.count / 2)..<(bytes.count / 2 + 40) { bytes[offset] = 0xFF }
    let error = try #require(Self.rejection(bytes))
    #expect(error.kind == .invalidImage)
    #expect(error.message.hasPrefix("invalid JPEG:"))
  }

  @Test func messagesNeverCarryControlCharacters() throws {
    // A chunk type of control bytes right after IHDR.
    let header =
      Self.pngSignature
      + Self.chunk("IHDR", Self.bigEndian(4) + Self.bigEndian(4) + [8, 2, 0, 0, 0])
    let hostile = header + Self.chunk("\u{1B}[2J", [1, 2, 3])
    let error = try #require(Self.rejection(hostile))
    #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func missingFilesAreNotFoundErrors() throws {
    #expect(throws: ThemeError.self) {
      try ImageDecoder().decode(contentsOf: "/nonexistent/brand.png")
    }
    do {
      _ = try ImageDecoder().decode(contentsOf: "/nonexistent/brand.png")
    } catch {
      #expect(error.kind == .fileNotFound)
      #expect(error.file == "/nonexistent/brand.png")
    }
  }
}
