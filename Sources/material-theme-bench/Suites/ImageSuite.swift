import Foundation
import MaterialTheming

/// Section 8: theme seeds from a 1-megapixel photo-like image: decoding (PNG, JPEG) and
/// quantizing + scoring shown apart, against Material Color Utilities' C++ core ranking the same
/// pixels (`prominent_colors_from_array`, when `--python` is given).
enum ImageSuite {
  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    let side = 1000
    print("\n8. Image seeds: a \(side)×\(side) photo-like image (gradients and noise)")
    let pixels = photo(width: side, height: side)
    let directory = NSTemporaryDirectory() + "material-theme-bench-images-\(getpid())"
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let raw = directory + "/photo.rgba"
    let png = directory + "/photo.png"
    let jpeg = directory + "/photo.jpg"
    var bytes = [UInt8]()
    bytes.reserveCapacity(pixels.count * 4)
    for pixel in pixels {
      bytes += [UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF), 0xFF]
    }
    guard FileManager.default.createFile(atPath: raw, contents: Data(bytes)) else {
      report.note("image seeds: cannot write \(raw)")
      return
    }

    let rounds = options.quick ? 1 : 3
    var peer: PythonImagePeer.Result?
    if let python = options.python {
      peer = PythonImagePeer.run(
        python: python, raw: raw, width: side, height: side, png: png, jpeg: jpeg,
        rounds: rounds)
      if peer == nil { report.note("the Python image peer failed (needs numpy and Pillow)") }
    }

    var seeds: [UInt32] = []
    var quantize = Samples(values: [])
    for _ in 0..<rounds {
      quantize.values.append(Stopwatch.time { seeds = ImageSeeds.extract(from: pixels) })
    }
    report.add("image seeds", "ours: quantize + score, 1 MP", quantize, unit: "ms", scale: 1e3)
    print("   ours: \(seeds.map { Color(argb: $0).hex(alpha: false) }.joined(separator: " "))")

    var decodeTotal = 0.0
    if peer != nil {
      for (name, path) in [("PNG", png), ("JPEG", jpeg)] {
        var samples = Samples(values: [])
        for _ in 0..<(options.quick ? 3 : 7) {
          samples.values.append(
            Stopwatch.time {
              let image = try? ImageDecoder().decode(contentsOf: path)
              Sink.consume(image?.pixels.count ?? -1)
            })
        }
        if name == "PNG" { decodeTotal = samples.median }
        report.add("image seeds", "ours: decode \(name), 1 MP", samples, unit: "ms", scale: 1e3)
      }
    } else {
      report.note("image decoding not measured: --python (with Pillow) writes the PNG and JPEG")
    }

    guard let peer else {
      report.check(
        "image seeds ≥ 2× material-color-utilities C++ core",
        measured: String(format: "ours %.0f ms (peer not run: --python)", quantize.median * 1e3),
        pass: nil)
      return
    }
    let peerSamples = Samples(values: peer.seconds)
    report.add(
      "image seeds", "material-color-utilities C++ (Python) prominent_colors_from_array, 1 MP",
      peerSamples, unit: "ms", scale: 1e3)
    print("   C++:  \(peer.colors.joined(separator: " "))")
    let ours = decodeTotal + quantize.median
    let ratio = peerSamples.median / ours
    report.check(
      "image seeds ≥ 2× material-color-utilities C++ core",
      measured: String(
        format: "%.1f× (ours %.0f ms = PNG decode %.0f + quantize/score %.0f; C++ %.0f ms)",
        ratio, ours * 1e3, decodeTotal * 1e3, quantize.median * 1e3, peerSamples.median * 1e3),
      pass: ratio >= 2)
  }

  /// A deterministic photo-like image: smooth color fields with sensor-like noise.
  static func photo(width: Int, height: Int) -> [UInt32] {
    var random = SeededGenerator(seed: 7)
    func noise() -> Double {
      // Sum of uniforms: roughly normal, σ ≈ 8.
      var sum = 0.0
      for _ in 0..<4 { sum += Double(random.next() >> 11) / Double(1 << 53) }
      return (sum - 2) * 13.8
    }
    func channel(_ value: Double) -> UInt32 { UInt32(max(0, min(255, value.rounded(.down)))) }
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let fx = Double(x)
        let fy = Double(y)
        let red = channel(128 + 100 * sin(fx / 60) + noise())
        let green = channel(128 + 100 * cos(fy / 45) + noise())
        let blue = channel(128 + 90 * sin((fx + fy) / 80) + noise())
        pixels[y * width + x] = 0xFF00_0000 | red << 16 | green << 8 | blue
      }
    }
    return pixels
  }
}
