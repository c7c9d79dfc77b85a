import Foundation

/// One reported figure: the median of repeated runs and how noisy those runs were.
struct Figure: Codable {
  /// The benchmark section ("load+resolve", "large input", …).
  var section: String
  /// What was measured.
  var name: String
  /// The median value.
  var value: Double
  /// The unit of `value`.
  var unit: String
  /// The interquartile range over the median, in percent; 0 when not repeated.
  var spreadPercent: Double
  /// How many samples the median is of.
  var samples: Int
}

/// A target of issue 7 and whether the measured figure meets it.
struct TargetCheck: Codable {
  /// The target as the issue states it.
  var name: String
  /// The measured figure, as text.
  var measured: String
  /// `true` met, `false` missed, `nil` not measured (a peer or input was unavailable).
  var pass: Bool?
}

/// Collects figures and target checks, prints them as a table and writes them as JSON.
final class Report {
  /// The figures in the order measured.
  private(set) var figures: [Figure] = []
  /// The target checks in the order checked.
  private(set) var targets: [TargetCheck] = []
  /// Free-form notes (skipped peers, machine load).
  private(set) var notes: [String] = []

  /// Records a figure from samples and prints it at once.
  func add(_ section: String, _ name: String, _ samples: Samples, unit: String, scale: Double = 1) {
    add(
      Figure(
        section: section, name: name, value: samples.median * scale, unit: unit,
        spreadPercent: samples.relativeSpread * 100, samples: samples.values.count))
  }

  /// Records a single figure and prints it at once.
  func add(_ figure: Figure) {
    figures.append(figure)
    let spread =
      figure.samples > 2 ? String(format: "±%4.1f%%", figure.spreadPercent) : "      "
    print(
      "  \(pad(figure.section, 14)) \(pad(figure.name, 46)) "
        + "\(pad(Report.format(figure.value), 12, right: true)) \(pad(figure.unit, 10)) "
        + "\(spread)  n=\(figure.samples)")
  }

  /// Records whether a target is met and prints it at once.
  func check(_ name: String, measured: String, pass: Bool?) {
    targets.append(TargetCheck(name: name, measured: measured, pass: pass))
    let verdict = pass.map { $0 ? "PASS" : "FAIL" } ?? "SKIP"
    print("  [\(verdict)] \(name): \(measured)")
  }

  /// Records a note and prints it.
  func note(_ text: String) {
    notes.append(text)
    print("  note: \(text)")
  }

  /// Prints the summary of every target.
  func printTargets() {
    print("\nTargets (issue 7)")
    for target in targets {
      let verdict = target.pass.map { $0 ? "PASS" : "FAIL" } ?? "SKIP"
      print("  \(pad(verdict, 5)) \(pad(target.name, 58)) \(target.measured)")
    }
  }

  /// Writes figures, targets and notes as JSON to `path`.
  func write(to path: String, options: BenchOptions) throws {
    struct Output: Codable {
      var quick: Bool
      var cores: Int
      var figures: [Figure]
      var targets: [TargetCheck]
      var notes: [String]
    }
    let output = Output(
      quick: options.quick, cores: ProcessInfo.processInfo.activeProcessorCount,
      figures: figures, targets: targets, notes: notes)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(output).write(to: url)
  }

  /// A number with about four significant digits.
  static func format(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude >= 1000 { return String(format: "%.0f", value) }
    if magnitude >= 100 { return String(format: "%.1f", value) }
    if magnitude >= 10 { return String(format: "%.2f", value) }
    if magnitude >= 1 { return String(format: "%.3f", value) }
    return String(format: "%.4f", value)
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    guard text.count < width else { return text }
    let fill = String(repeating: " ", count: width - text.count)
    return right ? fill + text : text + fill
  }
}
