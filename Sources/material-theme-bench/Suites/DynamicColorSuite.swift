import Foundation
import MaterialTheming

/// Section 5: dynamic color schemes (tonal spot, 2021 spec, every role, light and dark) per
/// second, ours and, when a Python with `material-color-utilities` is given, its C++ core.
enum DynamicColorSuite {
  /// The C++ core's per-scheme cost in the reference timings (color-facts §2.4), in seconds.
  static let referencePeerSeconds = 0.22e-3

  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    let count = options.quick ? 200 : 1_000
    print("\n5. Dynamic color: \(count) random seeds, tonal spot, light + dark, every role read")
    var random = SeededGenerator(seed: 5)
    let seeds = (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF }
    let ours = Peer(name: "ours") {
      var sum = 0
      for seed in seeds {
        let pair = DynamicScheme.lightAndDark(seed: Color(rgb: seed))
        for scheme in [pair.light, pair.dark] {
          for (_, color) in scheme.roles { sum &+= Int(color.argb) }
        }
      }
      return sum
    }
    var python: (path: String, script: String)?
    if let path = options.python, let script = PythonColorPeer.scriptPath() {
      python = (path, script)
    }
    defer { if let python { try? FileManager.default.removeItem(atPath: python.script) } }
    var oursSamples = Samples(values: [])
    var peerSamples = Samples(values: [])
    Sink.consume(ours.run())
    for _ in 0..<(options.quick ? 3 : 7) {
      oursSamples.values.append(Stopwatch.time { Sink.consume(ours.run()) } / Double(2 * count))
      if let python,
        let seconds = PythonColorPeer.round(
          python: python.path, script: python.script, seeds: seeds)
      {
        peerSamples.values.append(seconds / Double(2 * count))
      }
    }
    report.add("dynamic color", "ours per scheme", oursSamples, unit: "ms", scale: 1e3)
    report.add(
      "dynamic color", "ours schemes per second",
      Samples(values: oursSamples.values.map { 1 / $0 }), unit: "/s")
    let oursCost = oursSamples.median
    if !peerSamples.values.isEmpty {
      report.add(
        "dynamic color", "material-color-utilities C++ (Python) per scheme", peerSamples,
        unit: "ms", scale: 1e3)
      let ratio = peerSamples.median / oursCost
      report.check(
        "dynamic color ≥ 2× material-color-utilities C++ core",
        measured: String(
          format: "%.1f× (%.3f vs %.3f ms/scheme)", ratio, oursCost * 1e3,
          peerSamples.median * 1e3),
        pass: ratio >= 2)
    } else {
      if options.python != nil { report.note("the Python peer failed to run") }
      let ratio = referencePeerSeconds / oursCost
      report.check(
        "dynamic color ≥ 2× material-color-utilities C++ core",
        measured: String(
          format: "%.1f× vs the reference's 0.22 ms (peer not run: --python)",
          ratio),
        pass: nil)
    }
  }
}
