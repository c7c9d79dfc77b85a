import Foundation
import MaterialTheming

/// Section 1: load + resolve each `Themes/*.json` with the json-c loader, with the `Codable`
/// peer and with json-c's bare parse.
enum LoadResolveSuite {
  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n1. Load + resolve each Themes/ file (µs per theme; resolve = 4 container schemes)")
    let directory = options.packageRoot + "/Themes"
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
    guard !files.isEmpty else {
      report.note("no theme files in \(directory)")
      return
    }
    let loader = ThemeLoader()
    var decoderRatios: [Double] = []
    var floorRatios: [Double] = []
    for file in files {
      let path = directory + "/" + file
      guard let bytes = try? loader.readFile(path) else {
        report.note("cannot read \(path)")
        continue
      }
      let data = Data(bytes)
      guard let theme = try? loader.load(bytes: bytes, fileName: path),
        let peerTheme = try? CodablePeer.load(data, fileName: path)
      else {
        report.note("\(file) does not load with both loaders")
        continue
      }
      let comparable = theme == peerTheme
      if !comparable {
        report.note(
          "\(file): the Codable peer resolves a different theme (it mirrors the static format, "
            + "not seed-generated colors); left out of the ratios")
      }
      var peers = [
        Peer(name: "ours") {
          (try? loader.load(bytes: bytes, fileName: path)).map(resolve) ?? -1
        },
        Peer(name: "JSONDecoder") {
          (try? CodablePeer.load(data, fileName: path)).map(resolve) ?? -1
        },
        Peer(name: "json-c bare") { bytes.withUnsafeBufferPointer(BareJSONC.parse) },
      ]
      if !comparable { peers.remove(at: 1) }
      let iterations = Interleaved.calibrate(peers[0], seconds: options.quick ? 0.005 : 0.02)
      let samples = Interleaved.measure(
        peers, rounds: options.quick ? 5 : 15, iterations: iterations)
      for peer in peers {
        report.add(
          "load+resolve", "\(file) \(peer.name)", samples[peer.name]!, unit: "µs", scale: 1e6)
      }
      guard comparable else { continue }
      let ours = samples["ours"]!.median
      decoderRatios.append(samples["JSONDecoder"]!.median / ours)
      floorRatios.append(ours / samples["json-c bare"]!.median)
    }
    guard !decoderRatios.isEmpty else { return }
    let decoder = geometricMean(decoderRatios)
    let floor = geometricMean(floorRatios)
    report.add(
      Figure(
        section: "load+resolve", name: "JSONDecoder time / ours (geometric mean)",
        value: decoder, unit: "×", spreadPercent: 0, samples: decoderRatios.count))
    report.add(
      Figure(
        section: "load+resolve", name: "ours / json-c bare time (geometric mean)",
        value: floor, unit: "×", spreadPercent: 0, samples: floorRatios.count))
    report.check(
      "load+resolve ≥ 3× faster than JSONDecoder",
      measured: String(
        format: "%.1f× (per file %.1f–%.1f×)", decoder, decoderRatios.min()!,
        decoderRatios.max()!),
      pass: decoder >= 3)
    report.check(
      "load+resolve within 1.5× of json-c bare parse",
      measured: String(
        format: "%.2f× (per file %.2f–%.2f×)", floor, floorRatios.min()!,
        floorRatios.max()!),
      pass: floor <= 1.5)
  }

  /// Resolves the container scheme of every appearance and contrast; returns a checksum.
  static func resolve(_ theme: Theme) -> Int {
    var sum = 0
    for traits in ColorTraits.all {
      let scheme = theme.containerScheme(for: traits)
      sum &+= Int(scheme.colorScheme.primary.argb) &+ Int(scheme.typographyScheme.body1.size)
    }
    return sum
  }

  /// The geometric mean of positive values.
  static func geometricMean(_ values: [Double]) -> Double {
    exp(values.map { log($0) }.reduce(0, +) / Double(values.count))
  }
}
