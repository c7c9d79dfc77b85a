/// Counts each distinct ARGB value of an image, in order of first appearance (upstream's
/// `QuantizerMap`, java/quantize/QuantizerMap.java).
///
/// Alpha is part of the key: `0x80FF0000` and `0xFFFF0000` are different colors.
public enum QuantizerMap {
  /// Every distinct pixel value with its count, in order of first appearance.
  public static func quantize(_ pixels: [UInt32]) -> QuantizerResult {
    let histogram = ColorHistogram(pixels)
    return QuantizerResult(
      colors: zip(histogram.colors, histogram.counts).map {
        ColorCount(argb: $0, count: Int($1))
      })
  }
}

/// Distinct colors and their counts in order of first appearance: an open-addressing table over
/// 32-bit keys, much faster than `Dictionary` for the million-pixel case.
struct ColorHistogram {
  /// The distinct colors, in order of first appearance.
  private(set) var colors: [UInt32] = []
  /// `counts[i]` is how many pixels have `colors[i]`.
  private(set) var counts: [Int32] = []

  /// Counts `pixels`.
  init(_ pixels: [UInt32]) {
    var capacity = 1024
    var table = [Int32](repeating: -1, count: capacity)
    var mask = capacity - 1
    var lastColor: UInt32 = 0
    var lastIndex = -1
    for pixel in pixels {
      // Runs of one color are common (flat areas): skip the hash for a repeat.
      if lastIndex >= 0 && pixel == lastColor {
        counts[lastIndex] &+= 1
        continue
      }
      var slot = Self.hash(pixel) & mask
      while true {
        let index = Int(table[slot])
        if index < 0 {
          lastIndex = colors.count
          table[slot] = Int32(lastIndex)
          colors.append(pixel)
          counts.append(1)
          break
        }
        if colors[index] == pixel {
          counts[index] &+= 1
          lastIndex = index
          break
        }
        slot = (slot + 1) & mask
      }
      lastColor = pixel
      if colors.count * 2 > capacity {
        capacity *= 2
        mask = capacity - 1
        table = [Int32](repeating: -1, count: capacity)
        for (index, color) in colors.enumerated() {
          var slot = Self.hash(color) & mask
          while table[slot] >= 0 { slot = (slot + 1) & mask }
          table[slot] = Int32(index)
        }
      }
    }
  }

  @inline(__always)
  private static func hash(_ key: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }
}
