import Foundation

/// Section 6: `material-theme resolve Themes/baseline.json` end to end, process start included.
enum EndToEndSuite {
  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n6. material-theme resolve Themes/baseline.json, end to end (spawn to exit)")
    let directory = (ChildProcess.selfPath as NSString).deletingLastPathComponent
    let binary = directory + "/material-theme"
    if !FileManager.default.isExecutableFile(atPath: binary) {
      print("  building material-theme (release) …")
      _ = ChildProcess.output(
        "/usr/bin/env",
        [
          "swift", "build", "-c", "release", "--product", "material-theme", "--package-path",
          options.packageRoot,
        ])
    }
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      report.note("\(binary) is missing: swift build -c release --product material-theme")
      report.check("resolve end to end < 30 ms", measured: "not measured", pass: nil)
      return
    }
    let theme = options.packageRoot + "/Themes/baseline.json"
    let runs = options.quick ? 10 : 40
    var resolve = Samples(values: [])
    var floor = Samples(values: [])
    for _ in 0..<runs {
      if let seconds = ChildProcess.wallTime(binary, ["resolve", theme]) {
        resolve.values.append(seconds)
      }
      if let seconds = ChildProcess.wallTime("/bin/true", []) { floor.values.append(seconds) }
    }
    guard !resolve.values.isEmpty else {
      report.note("material-theme resolve failed")
      report.check("resolve end to end < 30 ms", measured: "failed", pass: false)
      return
    }
    report.add(
      "end to end", "material-theme resolve baseline.json", resolve, unit: "ms", scale: 1e3)
    report.add("end to end", "/bin/true (process spawn floor)", floor, unit: "ms", scale: 1e3)
    report.check(
      "resolve end to end < 30 ms",
      measured: String(format: "%.1f ms median of %d", resolve.median * 1e3, resolve.values.count),
      pass: resolve.median < 0.030)
  }
}
