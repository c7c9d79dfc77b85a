import Foundation
import MaterialTheming

/// Section 5: dynamic color schemes per second for every variant and spec (light and dark, every
/// role of the spec's table read), ours and, when a Python with `material-color-utilities` is
/// given, its C++ core (2021 rules only, no CMF) in interleaved rounds.
enum DynamicColorSuite {
  /// The C++ core's per-scheme cost in the reference timings (the C++ core through PyPI
  /// `material-color-utilities` 0.2.6, 1 000 seeds on a 2-vCPU VM), in seconds.
  static let referencePeerSeconds = 0.22e-3
  /// How many times the C++ core's throughput ours must reach for every spec and variant.
  static let targetRatio = 4.0

  /// The C++ core's name of `variant`, or nil when it lacks the variant.
  static func peerName(_ variant: DynamicSchemeVariant) -> String? {
    switch variant {
    case .tonalSpot: "TONALSPOT"
    case .content: "CONTENT"
    case .fidelity: "FIDELITY"
    case .vibrant: "VIBRANT"
    case .expressive: "EXPRESSIVE"
    case .neutral: "NEUTRAL"
    case .monochrome: "MONOCHROME"
    case .rainbow: "RAINBOW"
    case .fruitSalad: "FRUITSALAD"
    case .cmf: nil
    }
  }

  /// The specs `variant` can be asked for (CMF exists only in 2026).
  static func specs(_ variant: DynamicSchemeVariant) -> [ColorSpecVersion] {
    variant == .cmf ? [.spec2026] : ColorSpecVersion.allCases
  }

  /// Ours: the light and dark schemes of every seed, every role read (CMF takes the next seed
  /// as its second source color).
  static func ours(_ seeds: [Color], _ variant: DynamicSchemeVariant, _ spec: ColorSpecVersion)
    -> Peer
  {
    Peer(name: "ours \(variant.rawValue) \(spec.rawValue)") {
      var sum = 0
      for (index, seed) in seeds.enumerated() {
        let pair: (light: DynamicScheme, dark: DynamicScheme)
        if variant == .cmf {
          let second = [seeds[(index + 1) % seeds.count]]
          pair = (
            DynamicScheme(seed: seed, additionalSeeds: second, variant: .cmf, specVersion: spec),
            DynamicScheme(
              seed: seed, additionalSeeds: second, variant: .cmf, isDark: true,
              specVersion: spec)
          )
        } else {
          pair = DynamicScheme.lightAndDark(seed: seed, variant: variant, specVersion: spec)
        }
        for scheme in [pair.light, pair.dark] {
          for (_, color) in scheme.roles { sum &+= Int(color.argb) }
        }
      }
      return sum
    }
  }

  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    let count = options.quick ? 200 : 1_000
    let rounds = options.quick ? 3 : 7
    print(
      "\n5. Dynamic color: \(count) random seeds, every variant × spec, light + dark, every role read"
    )
    var random = SeededGenerator(seed: 5)
    let rgb = (0..<count).map { _ in UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF }
    let seeds = rgb.map { Color(rgb: $0) }
    var python: (path: String, script: String)?
    if let path = options.python, let script = PythonColorPeer.scriptPath() {
      python = (path, script)
    }
    defer { if let python { try? FileManager.default.removeItem(atPath: python.script) } }
    var worst: (ratio: Double, label: String)?
    for variant in DynamicSchemeVariant.allCases {
      let peers = specs(variant).map { ours(seeds, variant, $0) }
      // The C++ content and fidelity themes cost far more than the others (temperature search per
      // theme); a tenth of the seeds keeps their rounds short, the cost is per scheme anyway.
      let peerSeeds =
        variant == .content || variant == .fidelity ? Array(rgb.prefix(max(count / 10, 20))) : rgb
      var oursSamples = peers.map { _ in Samples(values: []) }
      var peerSamples = Samples(values: [])
      for peer in peers { Sink.consume(peer.run()) }
      for _ in 0..<rounds {
        for (index, peer) in peers.enumerated() {
          oursSamples[index].values.append(
            Stopwatch.time { Sink.consume(peer.run()) } / Double(2 * count))
        }
        if let python, let name = peerName(variant),
          let seconds = PythonColorPeer.round(
            python: python.path, script: python.script, variant: name, seeds: peerSeeds)
        {
          peerSamples.values.append(seconds / Double(2 * peerSeeds.count))
        }
      }
      if !peerSamples.values.isEmpty {
        report.add(
          "dynamic color", "MCU C++ \(variant.rawValue) per scheme", peerSamples, unit: "ms",
          scale: 1e3)
      }
      for (spec, samples) in zip(specs(variant), oursSamples) {
        let label = "\(variant.rawValue) \(spec.rawValue)"
        report.add("dynamic color", "ours \(label) per scheme", samples, unit: "ms", scale: 1e3)
        report.add(
          "dynamic color", "ours \(label) schemes per second",
          Samples(values: samples.values.map { 1 / $0 }), unit: "/s")
        guard !peerSamples.values.isEmpty else { continue }
        let ratio = peerSamples.median / samples.median
        if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, label) }
        report.check(
          "dynamic color \(label) ≥ \(Int(targetRatio))× MCU C++ \(variant.rawValue)",
          measured: String(
            format: "%.1f× (%.4f vs %.4f ms/scheme)", ratio, samples.median * 1e3,
            peerSamples.median * 1e3),
          pass: ratio >= targetRatio)
      }
    }
    if let worst {
      report.note(
        String(format: "slowest against the C++ core: %@ at %.1f×", worst.label, worst.ratio))
    } else {
      if options.python != nil { report.note("the Python peer failed to run") }
      report.check(
        "dynamic color ≥ \(Int(targetRatio))× material-color-utilities C++ core",
        measured: "peer not run (--python); the reference's C++ tonal spot costs 0.22 ms/scheme",
        pass: nil)
    }
  }
}
