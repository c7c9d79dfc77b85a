/// Xiaolin Wu's color quantizer as upstream implements it (java/quantize/QuantizerWu.java): a
/// 32×32×32 RGB histogram with cumulative moments, split box by box where the variance is largest.
///
/// The result is a palette only (every count is 0); ``QuantizerCelebi`` uses it to seed k-means.
/// Sums use 32-bit wrapping arithmetic, as Java's `int` does, so huge images give upstream's colors.
public enum QuantizerWu {
  private static let indexBits: Int32 = 5
  private static let sideCount = 33
  private static let totalSize = 35937

  /// Up to `maxColors` colors (fewer when the image has fewer distinct colors), in box order.
  public static func quantize(_ pixels: [UInt32], maxColors: Int) -> QuantizerResult {
    quantize(ColorHistogram(pixels), maxColors: maxColors)
  }

  /// ``quantize(_:maxColors:)`` on pixels already counted.
  static func quantize(_ histogram: ColorHistogram, maxColors: Int) -> QuantizerResult {
    precondition(maxColors >= 1, "maxColors must be at least 1")
    var moments = Moments(histogram: histogram)
    moments.accumulate()
    let (boxes, count) = moments.createBoxes(maxColors)
    var seen = Set<UInt32>()
    var result: [ColorCount] = []
    for box in boxes.prefix(count) {
      let weight = moments.volume(box, \.weights)
      guard weight > 0 else { continue }
      let red = UInt32(bitPattern: moments.volume(box, \.red) / weight) & 0xFF
      let green = UInt32(bitPattern: moments.volume(box, \.green) / weight) & 0xFF
      let blue = UInt32(bitPattern: moments.volume(box, \.blue) / weight) & 0xFF
      let argb = 0xFF00_0000 | red << 16 | green << 8 | blue
      if seen.insert(argb).inserted { result.append(ColorCount(argb: argb, count: 0)) }
    }
    return QuantizerResult(colors: result)
  }

  @inline(__always)
  static func index(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
    Int((r << (indexBits * 2)) &+ (r << (indexBits + 1)) &+ r &+ (g << indexBits) &+ g &+ b)
  }

  struct Box {
    var r0: Int32 = 0
    var r1: Int32 = 0
    var g0: Int32 = 0
    var g1: Int32 = 0
    var b0: Int32 = 0
    var b1: Int32 = 0
    var volume: Int32 = 0
  }

  enum Direction { case red, green, blue }

  struct Moments {
    var weights = [Int32](repeating: 0, count: totalSize)
    var red = [Int32](repeating: 0, count: totalSize)
    var green = [Int32](repeating: 0, count: totalSize)
    var blue = [Int32](repeating: 0, count: totalSize)
    var squares = [Double](repeating: 0, count: totalSize)

    init(histogram: ColorHistogram) {
      for (pixel, count) in zip(histogram.colors, histogram.counts) {
        let r = Int32(pixel >> 16 & 0xFF)
        let g = Int32(pixel >> 8 & 0xFF)
        let b = Int32(pixel & 0xFF)
        let shift = 8 - indexBits
        let cell = QuantizerWu.index((r >> shift) + 1, (g >> shift) + 1, (b >> shift) + 1)
        weights[cell] &+= count
        red[cell] &+= r &* count
        green[cell] &+= g &* count
        blue[cell] &+= b &* count
        squares[cell] += Double(count &* (r * r + g * g + b * b))
      }
    }

    /// Turns the histogram into cumulative moments (each cell sums the box from the origin).
    mutating func accumulate() {
      let n = sideCount
      for r in 1..<Int32(n) {
        var area = [Int32](repeating: 0, count: n)
        var areaR = [Int32](repeating: 0, count: n)
        var areaG = [Int32](repeating: 0, count: n)
        var areaB = [Int32](repeating: 0, count: n)
        var area2 = [Double](repeating: 0, count: n)
        for g in 1..<Int32(n) {
          var line: Int32 = 0
          var lineR: Int32 = 0
          var lineG: Int32 = 0
          var lineB: Int32 = 0
          var line2 = 0.0
          for b in 1..<n {
            let cell = QuantizerWu.index(r, g, Int32(b))
            line &+= weights[cell]
            lineR &+= red[cell]
            lineG &+= green[cell]
            lineB &+= blue[cell]
            line2 += squares[cell]
            area[b] &+= line
            areaR[b] &+= lineR
            areaG[b] &+= lineG
            areaB[b] &+= lineB
            area2[b] += line2
            let previous = QuantizerWu.index(r - 1, g, Int32(b))
            weights[cell] = weights[previous] &+ area[b]
            red[cell] = red[previous] &+ areaR[b]
            green[cell] = green[previous] &+ areaG[b]
            blue[cell] = blue[previous] &+ areaB[b]
            squares[cell] = squares[previous] + area2[b]
          }
        }
      }
    }

    /// The boxes and how many of them are in use.
    func createBoxes(_ maxColors: Int) -> ([Box], Int) {
      var boxes = [Box](repeating: Box(), count: maxColors)
      var variances = [Double](repeating: 0, count: maxColors)
      boxes[0].r1 = Int32(sideCount - 1)
      boxes[0].g1 = Int32(sideCount - 1)
      boxes[0].b1 = Int32(sideCount - 1)
      var generated = maxColors
      var next = 0
      var i = 1
      while i < maxColors {
        var one = boxes[next]
        var two = boxes[i]
        let didCut = cut(&one, &two)
        boxes[next] = one
        boxes[i] = two
        if didCut {
          variances[next] = boxes[next].volume > 1 ? variance(boxes[next]) : 0.0
          variances[i] = boxes[i].volume > 1 ? variance(boxes[i]) : 0.0
        } else {
          variances[next] = 0.0
          i -= 1
        }
        next = 0
        var largest = variances[0]
        var j = 1
        while j <= i {
          if variances[j] > largest {
            largest = variances[j]
            next = j
          }
          j += 1
        }
        if largest <= 0.0 {
          generated = i + 1
          break
        }
        i += 1
      }
      return (boxes, generated)
    }

    func variance(_ box: Box) -> Double {
      let dr = volume(box, \.red)
      let dg = volume(box, \.green)
      let db = volume(box, \.blue)
      let xx =
        squares[QuantizerWu.index(box.r1, box.g1, box.b1)]
        - squares[QuantizerWu.index(box.r1, box.g1, box.b0)]
        - squares[QuantizerWu.index(box.r1, box.g0, box.b1)]
        + squares[QuantizerWu.index(box.r1, box.g0, box.b0)]
        - squares[QuantizerWu.index(box.r0, box.g1, box.b1)]
        + squares[QuantizerWu.index(box.r0, box.g1, box.b0)]
        + squares[QuantizerWu.index(box.r0, box.g0, box.b1)]
        - squares[QuantizerWu.index(box.r0, box.g0, box.b0)]
      let hypotenuse = dr &* dr &+ dg &* dg &+ db &* db
      return xx - Double(hypotenuse) / Double(volume(box, \.weights))
    }

    func cut(_ one: inout Box, _ two: inout Box) -> Bool {
      let wholeR = volume(one, \.red)
      let wholeG = volume(one, \.green)
      let wholeB = volume(one, \.blue)
      let wholeW = volume(one, \.weights)
      let whole = (wholeR, wholeG, wholeB, wholeW)
      let maxR = maximize(one, .red, one.r0 + 1, one.r1, whole)
      let maxG = maximize(one, .green, one.g0 + 1, one.g1, whole)
      let maxB = maximize(one, .blue, one.b0 + 1, one.b1, whole)
      let direction: Direction
      if maxR.maximum >= maxG.maximum && maxR.maximum >= maxB.maximum {
        if maxR.cut < 0 { return false }
        direction = .red
      } else if maxG.maximum >= maxR.maximum && maxG.maximum >= maxB.maximum {
        direction = .green
      } else {
        direction = .blue
      }
      two.r1 = one.r1
      two.g1 = one.g1
      two.b1 = one.b1
      switch direction {
      case .red:
        one.r1 = maxR.cut
        two.r0 = one.r1
        two.g0 = one.g0
        two.b0 = one.b0
      case .green:
        one.g1 = maxG.cut
        two.r0 = one.r0
        two.g0 = one.g1
        two.b0 = one.b0
      case .blue:
        one.b1 = maxB.cut
        two.r0 = one.r0
        two.g0 = one.g0
        two.b0 = one.b1
      }
      one.volume = (one.r1 - one.r0) &* (one.g1 - one.g0) &* (one.b1 - one.b0)
      two.volume = (two.r1 - two.r0) &* (two.g1 - two.g0) &* (two.b1 - two.b0)
      return true
    }

    func maximize(
      _ box: Box, _ direction: Direction, _ first: Int32, _ last: Int32,
      _ whole: (Int32, Int32, Int32, Int32)
    ) -> (cut: Int32, maximum: Double) {
      let bottomR = bottom(box, direction, \.red)
      let bottomG = bottom(box, direction, \.green)
      let bottomB = bottom(box, direction, \.blue)
      let bottomW = bottom(box, direction, \.weights)
      var maximum = 0.0
      var cut: Int32 = -1
      var i = first
      while i < last {
        var halfR = bottomR &+ top(box, direction, i, \.red)
        var halfG = bottomG &+ top(box, direction, i, \.green)
        var halfB = bottomB &+ top(box, direction, i, \.blue)
        var halfW = bottomW &+ top(box, direction, i, \.weights)
        defer { i += 1 }
        if halfW == 0 { continue }
        var temp =
          Double(halfR &* halfR &+ halfG &* halfG &+ halfB &* halfB) / Double(halfW)
        halfR = whole.0 &- halfR
        halfG = whole.1 &- halfG
        halfB = whole.2 &- halfB
        halfW = whole.3 &- halfW
        if halfW == 0 { continue }
        temp += Double(halfR &* halfR &+ halfG &* halfG &+ halfB &* halfB) / Double(halfW)
        if temp > maximum {
          maximum = temp
          cut = i
        }
      }
      return (cut, maximum)
    }

    @inline(__always)
    func volume(_ box: Box, _ moment: KeyPath<Moments, [Int32]>) -> Int32 {
      let m = self[keyPath: moment]
      return m[QuantizerWu.index(box.r1, box.g1, box.b1)]
        &- m[QuantizerWu.index(box.r1, box.g1, box.b0)]
        &- m[QuantizerWu.index(box.r1, box.g0, box.b1)]
        &+ m[QuantizerWu.index(box.r1, box.g0, box.b0)]
        &- m[QuantizerWu.index(box.r0, box.g1, box.b1)]
        &+ m[QuantizerWu.index(box.r0, box.g1, box.b0)]
        &+ m[QuantizerWu.index(box.r0, box.g0, box.b1)]
        &- m[QuantizerWu.index(box.r0, box.g0, box.b0)]
    }

    @inline(__always)
    func bottom(_ box: Box, _ direction: Direction, _ moment: KeyPath<Moments, [Int32]>) -> Int32 {
      let m = self[keyPath: moment]
      switch direction {
      case .red:
        return 0 &- m[QuantizerWu.index(box.r0, box.g1, box.b1)]
          &+ m[QuantizerWu.index(box.r0, box.g1, box.b0)]
          &+ m[QuantizerWu.index(box.r0, box.g0, box.b1)]
          &- m[QuantizerWu.index(box.r0, box.g0, box.b0)]
      case .green:
        return 0 &- m[QuantizerWu.index(box.r1, box.g0, box.b1)]
          &+ m[QuantizerWu.index(box.r1, box.g0, box.b0)]
          &+ m[QuantizerWu.index(box.r0, box.g0, box.b1)]
          &- m[QuantizerWu.index(box.r0, box.g0, box.b0)]
      case .blue:
        return 0 &- m[QuantizerWu.index(box.r1, box.g1, box.b0)]
          &+ m[QuantizerWu.index(box.r1, box.g0, box.b0)]
          &+ m[QuantizerWu.index(box.r0, box.g1, box.b0)]
          &- m[QuantizerWu.index(box.r0, box.g0, box.b0)]
      }
    }

    @inline(__always)
    func top(
      _ box: Box, _ direction: Direction, _ position: Int32,
      _ moment: KeyPath<Moments, [Int32]>
    ) -> Int32 {
      let m = self[keyPath: moment]
      switch direction {
      case .red:
        return m[QuantizerWu.index(position, box.g1, box.b1)]
          &- m[QuantizerWu.index(position, box.g1, box.b0)]
          &- m[QuantizerWu.index(position, box.g0, box.b1)]
          &+ m[QuantizerWu.index(position, box.g0, box.b0)]
      case .green:
        return m[QuantizerWu.index(box.r1, position, box.b1)]
          &- m[QuantizerWu.index(box.r1, position, box.b0)]
          &- m[QuantizerWu.index(box.r0, position, box.b1)]
          &+ m[QuantizerWu.index(box.r0, position, box.b0)]
      case .blue:
        return m[QuantizerWu.index(box.r1, box.g1, position)]
          &- m[QuantizerWu.index(box.r1, box.g0, position)]
          &- m[QuantizerWu.index(box.r0, box.g1, position)]
          &+ m[QuantizerWu.index(box.r0, box.g0, position)]
      }
    }
  }
}
