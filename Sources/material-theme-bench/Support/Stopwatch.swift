import MaterialThemingPOSIX

/// Monotonic time and the statistics every figure is reported with.
enum Stopwatch {
  /// Seconds on the monotonic clock.
  static func now() -> Double { POSIX.monotonicSeconds() }

  /// The seconds `body` takes.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
  }
}

/// The samples of one measurement: their median and how widely they spread.
struct Samples: Sendable {
  /// The raw values, in the order measured.
  var values: [Double]

  /// The median value.
  var median: Double { Samples.quantile(values, 0.5) }

  /// The interquartile range divided by the median: the noise of the measurement.
  var relativeSpread: Double {
    let sorted = values.sorted()
    guard sorted.count > 2, median > 0 else { return 0 }
    return (Samples.quantile(sorted, 0.75) - Samples.quantile(sorted, 0.25)) / median
  }

  /// The `q` quantile by linear interpolation between the closest ranks.
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
  }
}

/// Keeps results alive so the optimiser cannot drop the work that produced them.
enum Sink {
  /// A running checksum of every result.
  nonisolated(unsafe) static var checksum = 0

  /// Folds `value` into the checksum.
  @inline(never)
  static func consume(_ value: Int) { checksum &+= value }
}

/// One contender in a side-by-side measurement: a name and one unit of work.
struct Peer {
  /// The name shown in the table.
  var name: String
  /// Runs the work once and returns a number derived from the result.
  var run: () -> Int
}

/// Measures peers in interleaved rounds so that load on the machine hits them alike.
enum Interleaved {
  /// Runs `rounds` rounds; in each, every peer (in an order rotated per round) repeats its
  /// work `iterations` times. Returns, per peer, the seconds per unit of work in each round.
  static func measure(_ peers: [Peer], rounds: Int, iterations: Int) -> [String: Samples] {
    var results: [String: Samples] = [:]
    for peer in peers {
      results[peer.name] = Samples(values: [])
      Sink.consume(peer.run())  // warm up: caches, lazy globals
    }
    for round in 0..<rounds {
      for offset in 0..<peers.count {
        let peer = peers[(round + offset) % peers.count]
        let seconds = Stopwatch.time {
          for _ in 0..<iterations { Sink.consume(peer.run()) }
        }
        results[peer.name]?.values.append(seconds / Double(iterations))
      }
    }
    return results
  }

  /// The number of iterations that makes one round of `peer` last about `seconds`.
  static func calibrate(_ peer: Peer, seconds: Double) -> Int {
    var iterations = 1
    while true {
      let elapsed = Stopwatch.time {
        for _ in 0..<iterations { Sink.consume(peer.run()) }
      }
      if elapsed >= seconds / 4 || iterations >= 1 << 20 {
        return max(1, Int((Double(iterations) * seconds / max(elapsed, 1e-9)).rounded()))
      }
      iterations *= 4
    }
  }
}
