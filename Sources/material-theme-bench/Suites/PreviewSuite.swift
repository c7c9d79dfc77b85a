import MaterialTheming
import MaterialThemingPreview

/// Section 4: rendering the HTML preview of `Themes/baseline.json` in-process.
enum PreviewSuite {
  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n4. Preview render of Themes/baseline.json (HTML, in-process)")
    let path = options.packageRoot + "/Themes/baseline.json"
    guard let theme = try? ThemeLoader().load(contentsOf: path) else {
      report.note("cannot load \(path)")
      report.check("preview render < 20 ms", measured: "not measured", pass: nil)
      return
    }
    let render = Peer(name: "render") { PreviewRenderer(theme: theme).html().utf8.count }
    let loadAndRender = Peer(name: "load+render") {
      (try? ThemeLoader().load(contentsOf: path)).map {
        PreviewRenderer(theme: $0).html().utf8.count
      } ?? -1
    }
    let peers = [render, loadAndRender]
    let iterations = Interleaved.calibrate(render, seconds: options.quick ? 0.01 : 0.05)
    let samples = Interleaved.measure(
      peers, rounds: options.quick ? 5 : 15, iterations: iterations)
    report.add("preview", "render HTML (theme loaded)", samples["render"]!, unit: "ms", scale: 1e3)
    report.add("preview", "load + render HTML", samples["load+render"]!, unit: "ms", scale: 1e3)
    let median = samples["render"]!.median
    report.check(
      "preview render < 20 ms", measured: String(format: "%.2f ms", median * 1e3),
      pass: median < 0.020)
  }
}
