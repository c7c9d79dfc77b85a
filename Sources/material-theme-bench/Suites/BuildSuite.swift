import Foundation

/// Section 9: `material-theme build` over 1 000 generated brands × 3 outputs (swiftui, xcassets,
/// css), cold and warm (a no-op), side by side with running `material-theme export` once per brand
/// and format, as a script without the build command would.
enum BuildSuite {
  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n9. material-theme build: 1 000 brands × swiftui, xcassets, css (processes)")
    let binary = (ChildProcess.selfPath as NSString).deletingLastPathComponent + "/material-theme"
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      report.note("\(binary) is missing: swift build -c release --product material-theme")
      return
    }
    let root =
      NSTemporaryDirectory()
      + "material-theme-bench-build-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    try? manager.createDirectory(atPath: root + "/Brands", withIntermediateDirectories: true)
    var generator = BrandThemeGenerator(seed: 9)
    let brands = 1_000
    for index in 0..<brands {
      _ = manager.createFile(
        atPath: root + "/Brands/brand\(index).json", contents: Data(generator.theme(index).utf8))
    }
    let manifest = """
      {"sources": ["Brands/*.json"], "outputs": [
        {"to": "swiftui", "path": "out/swift/{name}Theme.swift"},
        {"to": "xcassets", "path": "out/assets/{name}.xcassets"},
        {"to": "css", "path": "out/css/{name}.css"}]}
      """
    _ = manager.createFile(atPath: root + "/theming.json", contents: Data(manifest.utf8))
    let arguments = ["build", "--manifest", root + "/theming.json", "--quiet"]
    guard let cold = ChildProcess.wallTime(binary, arguments) else {
      report.note("material-theme build failed")
      return
    }
    var warm = Samples(values: [])
    for _ in 0..<(options.quick ? 3 : 7) {
      if let seconds = ChildProcess.wallTime(binary, arguments) { warm.values.append(seconds) }
    }
    // The peer: one `export` process per brand and format, on a sample of brands.
    let sample = options.quick ? 20 : 100
    var exportSeconds = 0.0
    for index in 0..<sample {
      let theme = root + "/Brands/brand\(index).json"
      for (format, suffix) in [("swiftui", ".swift"), ("xcassets", ".xcassets"), ("css", ".css")] {
        exportSeconds +=
          ChildProcess.wallTime(
            binary,
            [
              "export", theme, "--to", format, "--output",
              root + "/peer/\(index)-\(format)\(suffix)",
            ])
          ?? .nan
      }
    }
    let perBrandExport = exportSeconds / Double(sample)
    report.add(
      Figure(
        section: "build", name: "cold, 1000 brands × 3 outputs", value: cold * 1e3, unit: "ms",
        spreadPercent: 0, samples: 1))
    report.add("build", "warm no-op, 1000 brands × 3 outputs", warm, unit: "ms", scale: 1e3)
    report.add(
      Figure(
        section: "build", name: "export per brand and format (×1000 brands)",
        value: perBrandExport * Double(brands) * 1e3, unit: "ms", spreadPercent: 0,
        samples: sample))
    report.check(
      "build: 1 000 brands × 3 outputs cold < 2 s", measured: String(format: "%.0f ms", cold * 1e3),
      pass: cold < 2)
    report.check(
      "build: warm no-op < 200 ms", measured: String(format: "%.0f ms", warm.median * 1e3),
      pass: warm.median < 0.2)
  }
}
