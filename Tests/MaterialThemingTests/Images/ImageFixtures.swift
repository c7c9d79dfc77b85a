import Foundation
import Testing

@testable import MaterialTheming

/// The generated images and mcu-oracle answers in `Fixtures/` (written by `make-fixtures.py`).
enum ImageFixtures {
  /// `Tests/MaterialThemingTests/Images/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// One oracle answer of kind `quantize`: the map in insertion order and the sorted order.
  struct Quantized: Decodable {
    var colors: [Pair]
    var order: [String]

    /// One `["#RRGGBB", count]` entry of the map.
    struct Pair: Decodable {
      var color: String
      var count: Int

      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        color = try container.decode(String.self)
        count = try container.decode(Int.self)
        guard container.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "expected [color, count]")
        }
      }
    }

    /// The map as `"#RRGGBB": count` pairs in order.
    var pairs: [(String, Int)] { colors.map { ($0.color, $0.count) } }
  }

  /// `{"seeds": [...]}`.
  struct Seeds: Decodable { var seeds: [String] }
  /// `{"source": "#RRGGBB"}`.
  struct Source: Decodable { var source: String }

  /// One generated image and everything the oracle said about it.
  struct Image: Decodable, CustomTestStringConvertible {
    var testDescription: String { file }
    var name: String
    var file: String
    var width: Int
    var height: Int
    var quantize128: Quantized
    var quantize16: Quantized
    var quantize1: Quantized
    var score128: Seeds
    var score128unfiltered: Seeds
    var score16desired2: Seeds
    var seeds: Seeds
    var source: Source
  }

  /// Every image of `oracle.jsonl`, in file order.
  static func images() throws -> [Image] {
    let text = try String(
      contentsOf: directory.appendingPathComponent("oracle.jsonl"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    return try lines.dropFirst().map { try JSONDecoder().decode(Image.self, from: Data($0.utf8)) }
  }

  /// The pixels of a P7 `RGB_ALPHA` PAM as ARGB, row-major.
  static func pam(_ name: String) throws -> (width: Int, height: Int, pixels: [UInt32]) {
    let data = try Data(contentsOf: directory.appendingPathComponent(name + ".pam"))
    let marker = Data("ENDHDR\n".utf8)
    let end = try #require(data.range(of: marker))
    let header = String(decoding: data[..<end.lowerBound], as: UTF8.self)
    var fields: [String: String] = [:]
    for line in header.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    let width = try #require(fields["WIDTH"].flatMap { Int($0) })
    let height = try #require(fields["HEIGHT"].flatMap { Int($0) })
    #expect(fields["TUPLTYPE"] == "RGB_ALPHA")
    let bytes = [UInt8](data[end.upperBound...])
    #expect(bytes.count == width * height * 4)
    let pixels = stride(from: 0, to: bytes.count - 3, by: 4).map { (i: Int) -> UInt32 in
      let alpha = UInt32(bytes[i + 3]) << 24
      let red = UInt32(bytes[i]) << 16
      let green = UInt32(bytes[i + 1]) << 8
      return alpha | red | green | UInt32(bytes[i + 2])
    }
    return (width, height, pixels)
  }

  /// `#RRGGBB` of an ARGB color (alpha dropped).
  static func hex(_ argb: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    return "#" + String((0..<6).map { digits[Int((argb >> UInt32(20 - 4 * $0)) & 0xF)] })
  }
}
