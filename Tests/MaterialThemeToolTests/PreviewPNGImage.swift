/// A minimal PNG reader for tests: 8-bit RGB or RGBA, non-interlaced, as Chromium writes its
/// screenshots. It inflates the zlib stream itself, since Foundation on Linux has no decoder.
struct PreviewPNGImage {
  /// A malformed or unsupported PNG.
  struct Failure: Error, CustomStringConvertible {
    /// What was wrong.
    var description: String
  }

  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
  let bytesPerPixel: Int
  /// The unfiltered pixel rows, `height × width × bytesPerPixel` bytes.
  let pixels: [UInt8]

  /// Decodes `bytes`.
  init(bytes: [UInt8]) throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
      throw Failure(description: "not a PNG file")
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = Self.bigEndian(bytes, at: offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else { throw Failure(description: "truncated chunk") }
      switch type {
      case "IHDR": header = Array(bytes[start..<start + length])
      case "IDAT": compressed += bytes[start..<start + length]
      default: break
      }
      offset = start + length + 4
      if type == "IEND" { break }
    }
    guard header.count == 13 else { throw Failure(description: "missing IHDR") }
    width = Self.bigEndian(header, at: 0)
    height = Self.bigEndian(header, at: 4)
    guard header[8] == 8, header[12] == 0 else {
      throw Failure(description: "only 8-bit non-interlaced images are supported")
    }
    switch header[9] {
    case 2: bytesPerPixel = 3
    case 6: bytesPerPixel = 4
    default: throw Failure(description: "unsupported color type \(header[9])")
    }
    guard compressed.count > 2 else { throw Failure(description: "no image data") }
    var inflater = Inflater(bytes: compressed, start: 2)
    let filtered = try inflater.inflate()
    pixels = try Self.unfilter(
      filtered, width: width, height: height, bytesPerPixel: bytesPerPixel)
  }

  /// The number of distinct RGB colors, counting at most `limit`.
  func distinctColorCount(limit: Int = 10_000) -> Int {
    colors(limit: limit).count
  }

  /// The distinct RGB colors as `0xRRGGBB`, at most `limit` of them.
  func colors(limit: Int = 10_000) -> Set<UInt32> {
    var seen = Set<UInt32>()
    var index = 0
    while index + 2 < pixels.count && seen.count < limit {
      seen.insert(
        UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2]))
      index += bytesPerPixel
    }
    return seen
  }

  /// Reads a 4-byte big-endian integer.
  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }

  /// Reverses the per-row PNG filters (None, Sub, Up, Average, Paeth).
  private static func unfilter(
    _ data: [UInt8], width: Int, height: Int, bytesPerPixel: Int
  ) throws -> [UInt8] {
    let stride = width * bytesPerPixel
    guard data.count >= height * (stride + 1) else { throw Failure(description: "short data") }
    var out = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = data[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for column in 0..<stride {
        let raw = data[source + column]
        let left = column >= bytesPerPixel ? Int(out[target + column - bytesPerPixel]) : 0
        let up = row > 0 ? Int(out[target - stride + column]) : 0
        let upLeft =
          row > 0 && column >= bytesPerPixel
          ? Int(out[target - stride + column - bytesPerPixel]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = a <= b && a <= c ? left : b <= c ? up : upLeft
        default: throw Failure(description: "bad filter \(filter)")
        }
        out[target + column] = UInt8(truncatingIfNeeded: Int(raw) + predictor)
      }
    }
    return out
  }
}

/// A DEFLATE (RFC 1951) decoder: stored, fixed-Huffman and dynamic-Huffman blocks.
struct Inflater {
  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  struct Huffman {
    /// `counts[n]` is the number of codes of length `n` (1...15).
    var counts = [Int](repeating: 0, count: 16)
    /// The symbols ordered by code.
    var symbols: [Int] = []

    /// Builds the code from the code length of each symbol (0 = unused).
    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  /// Base lengths of length codes 257...285.
  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  /// Extra bits of length codes 257...285.
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Base distances of distance codes 0...29.
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  /// Extra bits of distance codes 0...29.
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  /// The order code-length code lengths are stored in.
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// The compressed bytes.
  let bytes: [UInt8]
  /// The next byte to read.
  var position: Int
  /// The bits left over from the last byte.
  var bitBuffer = 0
  /// How many bits `bitBuffer` holds.
  var bitCount = 0
  /// The output so far.
  var output: [UInt8] = []

  /// A decoder for the DEFLATE stream that starts at `start` in `bytes`.
  init(bytes: [UInt8], start: Int) {
    self.bytes = bytes
    position = start
  }

  /// Reads `count` bits, least significant first.
  mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < bytes.count else { throw PreviewPNGImage.Failure(description: "EOF") }
      bitBuffer |= Int(bytes[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// Decodes one symbol with `code`.
  mutating func decode(_ code: Huffman) throws -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - count < first { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw PreviewPNGImage.Failure(description: "bad Huffman code")
  }

  /// Decodes the whole stream.
  mutating func inflate() throws -> [UInt8] {
    var isLast = false
    while !isLast {
      isLast = try bits(1) == 1
      switch try bits(2) {
      case 0: try storedBlock()
      case 1:
        let literal = Huffman(
          lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
            + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
        try codes(literal: literal, distance: Huffman(lengths: Array(repeating: 5, count: 30)))
      case 2:
        let (literal, distance) = try dynamicCodes()
        try codes(literal: literal, distance: distance)
      default: throw PreviewPNGImage.Failure(description: "bad block type")
      }
    }
    return output
  }

  /// Copies a stored block.
  private mutating func storedBlock() throws {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= bytes.count else { throw PreviewPNGImage.Failure(description: "EOF") }
    let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
    position += 4
    guard position + length <= bytes.count else {
      throw PreviewPNGImage.Failure(description: "EOF")
    }
    output += bytes[position..<position + length]
    position += length
  }

  /// Reads the code lengths of a dynamic block.
  private mutating func dynamicCodes() throws -> (Huffman, Huffman) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengths[Self.codeLengthOrder[index]] = try bits(3)
    }
    let lengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw PreviewPNGImage.Failure(description: "repeat without a length")
        }
        lengths += Array(repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
      default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
      }
    }
    return (
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
    )
  }

  /// Decodes literals and back-references until the end-of-block symbol.
  private mutating func codes(literal: Huffman, distance: Huffman) throws {
    while true {
      let symbol = try decode(literal)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count else {
          throw PreviewPNGImage.Failure(description: "bad length code")
        }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distance)
        guard distanceSymbol < Self.distanceBase.count else {
          throw PreviewPNGImage.Failure(description: "bad distance code")
        }
        let back =
          Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard back <= output.count else {
          throw PreviewPNGImage.Failure(description: "bad distance")
        }
        let start = output.count - back
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}
