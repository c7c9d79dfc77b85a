import Testing

@testable import MaterialTheming

/// The writers' byte buffer keeps every byte through growth (it cannot be copied, so no two
/// buffers share bytes).
@Suite struct ByteBufferTests {
  @Test func appendsSurviveGrowth() {
    var buffer = ByteBuffer(capacity: 4)
    var expected: [UInt8] = []
    for index in 0..<500 {
      let text = "piece \(index) é\n"
      buffer.append(text)
      expected += Array(text.utf8)
      buffer.append(UInt8(index % 26) + 0x61)
      expected.append(UInt8(index % 26) + 0x61)
      buffer.append(repeating: 0x20, count: index % 5)
      expected += Array(repeating: 0x20, count: index % 5)
    }
    buffer.append([0xE2, 0x9C, 0x93])
    expected += [0xE2, 0x9C, 0x93]
    #expect(buffer.array == expected)
    #expect(buffer.count == expected.count)
    #expect(buffer.string == String(decoding: expected, as: UTF8.self))
  }

  /// Short pieces are copied as overlapping words, longer ones as a block: every length up to
  /// past the word copies, at every alignment of the buffer's end, keeps every byte.
  @Test func piecesOfEveryLengthKeepTheirBytes() {
    let source = (0..<40).map { UInt8(0x41 + $0) }
    for offset in 0..<8 {
      var buffer = ByteBuffer(capacity: 1)
      var expected = Array(repeating: UInt8(0x2E), count: offset)
      buffer.append(repeating: 0x2E, count: offset)
      for length in 0...source.count {
        let piece = Array(source.prefix(length))
        buffer.append(piece)
        buffer.append(String(decoding: piece, as: UTF8.self))
        expected += piece + piece
      }
      #expect(buffer.array == expected, "offset \(offset)")
    }
  }

  @Test func partsFromAnOffsetAreReadAndMeasuredInCharacters() {
    var buffer = ByteBuffer(capacity: 2)
    buffer.append("line\n")
    buffer.append("café ✓")
    #expect(buffer.array(from: 5) == Array("café ✓".utf8))
    // Characters, not bytes, once a part holds non-ASCII text.
    #expect(buffer.width(from: 5) == 6)
    #expect(buffer.width(from: 0) == 11)
  }

  @Test func invalidUTF8IsRepairedAsStringDecodingDoes() {
    var buffer = ByteBuffer(capacity: 8)
    buffer.append([0x61, 0xFF, 0x62])
    #expect(buffer.string == String(decoding: [0x61, 0xFF, 0x62] as [UInt8], as: UTF8.self))
  }
}
