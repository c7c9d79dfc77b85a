/// Section 4: rendering the HTML preview of `Themes/baseline.json`.
enum PreviewSuite {
  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n4. Preview render of Themes/baseline.json")
    report.check(
      "preview render < 20 ms", measured: "not measured: the preview renderer has not landed",
      pass: nil)
  }
}
