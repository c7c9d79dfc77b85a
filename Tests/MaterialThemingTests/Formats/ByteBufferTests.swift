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

  /// Bytes written into an array's own storage come back whole whether they fit the storage
  /// lent, fill it exactly, or outgrow it (and move to storage of the buffer's own), and for a
  /// lent size too small to write into.
  @Test func bytesWrittenIntoLentStorageAreTheArray() {
    let piece = Array("0123456789abcdef✓\n".utf8)
    for capacity in [0, 1, 15, 16, 64, 200] {
      for pieces in [0, 1, 3, 4, 12, 13, 40] {
        let expected = Array([[UInt8]](repeating: piece, count: pieces).joined())
        let written = ByteBuffer.array(capacity: capacity) { buffer in
          var buffer = buffer
          for _ in 0..<pieces { buffer.append(piece) }
          return buffer
        }
        #expect(written == expected, "capacity \(capacity), \(pieces) pieces")
        if expected.count <= capacity {
          // It fitted: the array is the storage written into, with the room it was given.
          #expect(written.capacity >= capacity, "capacity \(capacity), \(pieces) pieces")
        }
      }
    }
  }

  /// A whole generated source written straight into its array is the same text as one built
  /// in a buffer of its own and copied out.
  @Test func sourceWrittenIntoItsArrayMatchesACopiedOne() {
    func write(_ out: inout SwiftSource) {
      out.line("import MaterialThemingCore")
      out.block("enum Theme {") { out in
        for index in 0..<300 { out.line("static let value\(index) = ", String(index)) }
      }
    }
    var copied = SwiftSource(capacity: 8)
    write(&copied)
    for capacity in [16, 1_024, 65_536] {
      #expect(
        SwiftSource.utf8(capacity: capacity, write) == Array(copied.text.utf8),
        "capacity \(capacity)")
    }
  }
}
