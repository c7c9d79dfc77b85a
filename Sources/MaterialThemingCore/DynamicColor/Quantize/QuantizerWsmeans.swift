/// Weighted spherical k-means in CIELAB as upstream implements it (java/quantize/QuantizerWsmeans.java).
///
/// Each distinct color is a point weighted by its count. Points start in clusters drawn from Java's
/// `Random(0x42688)`, then move to a nearer cluster (by at least ΔE 3) for up to 10 rounds; the
/// triangle-inequality shortcut uses each cluster's sorted distance row, stale entries included, as
/// upstream's does, so the clusters match upstream's exactly.
public enum QuantizerWsmeans {
  private static let maxIterations = 10
  private static let minMovementDistance = 3.0

  /// Clusters `pixels` into at most `maxColors` colors, starting from `startingClusters`.
  ///
  /// The result lists each non-empty cluster's color with its population, in cluster order; a
  /// cluster whose color repeats an earlier one is dropped (so counts may sum to less than the
  /// pixel count). Where upstream's Java is undefined this port decides:
  /// - empty `startingClusters` (Java dereferences null): the starting clusters are distinct input
  ///   colors picked by `Random(0x42688)`, as upstream's Dart port does;
  /// - more starting clusters than `min(maxColors, distinct colors)` (Java indexes out of bounds):
  ///   only the first ones are used.
  public static func quantize(
    _ pixels: [UInt32], startingClusters: [UInt32], maxColors: Int
  ) -> QuantizerResult {
    quantize(ColorHistogram(pixels), startingClusters: startingClusters, maxColors: maxColors)
  }

  /// ``quantize(_:startingClusters:maxColors:)`` on pixels already counted.
  static func quantize(
    _ histogram: ColorHistogram, startingClusters: [UInt32], maxColors: Int
  ) -> QuantizerResult {
    precondition(maxColors >= 1, "maxColors must be at least 1")
    var random = JavaRandom(seed: 0x42688)
    let pointCount = histogram.colors.count
    guard pointCount > 0 else { return QuantizerResult(colors: []) }
    let points = histogram.colors.map { Lab(ColorMath.lab($0)) }
    let counts = histogram.counts

    var clusterCount = min(maxColors, pointCount)
    var clusters: [Lab]
    if startingClusters.isEmpty {
      var picker = JavaRandom(seed: 0x42688)
      var picked = Set<Int32>()
      var order: [Int] = []
      while order.count < clusterCount {
        let index = picker.nextInt(Int32(pointCount))
        if picked.insert(index).inserted { order.append(Int(index)) }
      }
      clusters = order.map { points[$0] }
    } else {
      clusterCount = min(clusterCount, startingClusters.count)
      clusters = startingClusters.prefix(clusterCount).map { Lab(ColorMath.lab($0)) }
    }

    var assignment = [Int](repeating: 0, count: pointCount)
    for i in 0..<pointCount { assignment[i] = Int(random.nextInt(Int32(clusterCount))) }

    // Row i holds (cluster index, distance) entries sorted by distance; like upstream's reused
    // `Distance` objects, an entry is overwritten by position, so one slot per row keeps a stale
    // value from the round before.
    let n = clusterCount
    var rowIndex = [Int](repeating: -1, count: n * n)
    var rowDistance = [Double](repeating: -1, count: n * n)
    var populations = [Int32](repeating: 0, count: n)

    for iteration in 0..<maxIterations {
      for i in 0..<n {
        for j in (i + 1)..<n {
          let distance = clusters[i].distance(to: clusters[j])
          rowDistance[j * n + i] = distance
          rowIndex[j * n + i] = i
          rowDistance[i * n + j] = distance
          rowIndex[i * n + j] = j
        }
        stableSortRow(i * n, n, &rowIndex, &rowDistance)
      }

      let moved = reassign(points, clusters, rowDistance, n, &assignment)
      if moved == 0 && iteration != 0 { break }

      var sumL = [Double](repeating: 0, count: n)
      var sumA = [Double](repeating: 0, count: n)
      var sumB = [Double](repeating: 0, count: n)
      for c in 0..<n { populations[c] = 0 }
      for i in 0..<pointCount {
        let c = assignment[i]
        let count = counts[i]
        let point = points[i]
        populations[c] &+= count
        sumL[c] += point.l * Double(count)
        sumA[c] += point.a * Double(count)
        sumB[c] += point.b * Double(count)
      }
      for c in 0..<n {
        let population = Double(populations[c])
        if populations[c] == 0 {
          clusters[c] = Lab(l: 0, a: 0, b: 0)
          continue
        }
        clusters[c] = Lab(l: sumL[c] / population, a: sumA[c] / population, b: sumB[c] / population)
      }
    }

    var seen = Set<UInt32>()
    var result: [ColorCount] = []
    for c in 0..<n where populations[c] != 0 {
      let argb = QuantizerMath.argb(l: clusters[c].l, a: clusters[c].a, b: clusters[c].b)
      if seen.insert(argb).inserted {
        result.append(ColorCount(argb: argb, count: Int(populations[c])))
      }
    }
    return QuantizerResult(colors: result)
  }

  /// Moves each point to a nearer cluster when that shortens its distance by more than
  /// ``minMovementDistance``; returns how many moved. The hot loop, over unchecked buffers.
  private static func reassign(
    _ points: [Lab], _ clusters: [Lab], _ rowDistance: [Double], _ n: Int,
    _ assignment: inout [Int]
  ) -> Int {
    var moved = 0
    points.withUnsafeBufferPointer { points in
      clusters.withUnsafeBufferPointer { clusters in
        rowDistance.withUnsafeBufferPointer { rowDistance in
          assignment.withUnsafeMutableBufferPointer { assignment in
            for i in 0..<points.count {
              let point = points[i]
              let previous = assignment[i]
              let previousDistance = point.distance(to: clusters[previous])
              var minimum = previousDistance
              var chosen = -1
              let limit = 4 * previousDistance
              let row = previous * n
              for j in 0..<n {
                // Upstream compares the j-th smallest distance of the row while trying cluster j.
                if rowDistance[row + j] >= limit { break }
                let distance = point.distance(to: clusters[j])
                if distance < minimum {
                  minimum = distance
                  chosen = j
                }
              }
              if chosen != -1
                && abs(minimum.squareRoot() - previousDistance.squareRoot()) > minMovementDistance
              {
                moved += 1
                assignment[i] = chosen
              }
            }
          }
        }
      }
    }
    return moved
  }

  /// Sorts one row by distance, keeping the current order of equal distances (Java's
  /// `Arrays.sort` on objects is stable).
  private static func stableSortRow(
    _ start: Int, _ n: Int, _ indices: inout [Int], _ distances: inout [Double]
  ) {
    // Insertion sort: rows are short and mostly sorted from the round before.
    var k = start + 1
    while k < start + n {
      let distance = distances[k]
      let index = indices[k]
      var m = k - 1
      while m >= start && distances[m] > distance {
        distances[m + 1] = distances[m]
        indices[m + 1] = indices[m]
        m -= 1
      }
      distances[m + 1] = distance
      indices[m + 1] = index
      k += 1
    }
  }

  struct Lab {
    var l: Double
    var a: Double
    var b: Double

    /// Squared CIE76 ΔE (upstream's `PointProviderLab.distance`).
    @inline(__always)
    func distance(to other: Lab) -> Double {
      let dL = l - other.l
      let dA = a - other.a
      let dB = b - other.b
      return dL * dL + dA * dA + dB * dB
    }
  }
}

extension QuantizerWsmeans.Lab {
  /// A point at `ColorMath.lab`'s coordinates (declared here so the memberwise initializer stays).
  init(_ lab: (l: Double, a: Double, b: Double)) {
    self.init(l: lab.l, a: lab.a, b: lab.b)
  }
}
