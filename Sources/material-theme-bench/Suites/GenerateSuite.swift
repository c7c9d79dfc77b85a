import Foundation
import MaterialTheming

/// Generating source from loaded themes: every Swift style and the asset catalog, side by side,
/// over 1 000 generated brands (resolving each theme's styles for the four traits included).
///
/// With `--previous PATH` (a `material-theme-bench` built from an earlier commit), that binary's
/// generators run as peers in child processes, round for round with ours: each child loads the
/// same 1 000 themes, times its own generation loop and prints the seconds per batch.
enum GenerateSuite {
  /// The per-theme budget for every Swift style (issue 26: the generators stay plain code
  /// within it).
  static let targetMicroseconds = 150.0

  /// The workloads, in table order: every Swift style, then the asset catalog.
  static let workloads = SwiftStyle.allCases.map(\.rawValue) + ["xcassets"]

  /// The work of generating `name` (a Swift style or `xcassets`) for every theme once, returning
  /// the bytes generated; `inventory` gathers only what the Apple outputs state (resolving the
  /// styles for the four traits), without writing; `nil` for an unknown name.
  static func workload(_ name: String, themes: [Theme]) -> (() -> Int)? {
    if name == "xcassets" {
      return {
        themes.reduce(0) { total, theme in
          total &+ AssetCatalogWriter(theme: theme, identifier: "brand").files().count
        }
      }
    }
    if name == "inventory" {
      return { themes.reduce(0) { $0 &+ ThemeInventory(theme: $1).colors.count } }
    }
    if name == "material3" {
      return {
        themes.reduce(0) { total, theme in
          theme.material3Schemes(
            for: ColorTraits.all, computing: BottomNavigationStyle.material3Roles
          )
          .reduce(total) { $0 &+ $1.count }
        }
      }
    }
    guard let style = SwiftStyle(rawValue: name) else { return nil }
    return {
      themes.reduce(0) { total, theme in
        total
          &+ SwiftWriter(theme: theme, identifier: "brand", sourceName: "x", style: style)
          .utf8().count
      }
    }
  }

  /// The 1 000 brand themes every run generates from (the same seed in every process).
  static func themes() -> [Theme] {
    var generator = BrandThemeGenerator(seed: 7)
    let loader = ThemeLoader()
    return (0..<1_000).compactMap { index in
      try? loader.load(bytes: Array(generator.theme(index).utf8), fileName: "brand-\(index).json")
    }
  }

  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n7. Generate: 1 000 resolved brand themes to Swift and asset catalogs")
    let themes = themes()
    guard themes.count == 1_000 else {
      report.note("generated themes failed to load")
      return
    }
    let peers = workloads.compactMap { name in
      workload(name, themes: themes).map { Peer(name: name, run: $0) }
    }
    let rounds = options.quick ? 2 : 5
    var samples: [String: Samples] = [:]
    var previous: [String: Samples] = [:]
    for peer in peers { Sink.consume(peer.run()) }  // warm up: caches, lazy globals
    for round in 0..<rounds {
      // A round of ours (order rotated per round), then one of the previous generators', so
      // that load on the machine hits both alike.
      for offset in 0..<peers.count {
        let peer = peers[(round + offset) % peers.count]
        let seconds = Stopwatch.time { Sink.consume(peer.run()) }
        samples[peer.name, default: Samples(values: [])].values.append(seconds)
      }
      guard let path = options.previousBench else { continue }
      for name in workloads {
        guard let seconds = childSeconds(path, name) else {
          report.note("the previous bench at \(path) failed for \(name)")
          return
        }
        previous[name, default: Samples(values: [])].values.append(seconds)
      }
    }
    for name in workloads {
      report.add("generate", "1000 themes, \(name)", samples[name]!, unit: "ms", scale: 1e3)
      if let before = previous[name] {
        report.add("generate", "1000 themes, \(name) (previous)", before, unit: "ms", scale: 1e3)
      }
    }
    for style in SwiftStyle.allCases {
      let perTheme = samples[style.rawValue]!.median / 1_000 * 1e6
      var measured = String(format: "%.1f µs", perTheme)
      if let before = previous[style.rawValue] {
        measured += String(format: " (previous %.1f µs)", before.median / 1_000 * 1e6)
      }
      report.check(
        "generate: \(style.rawValue) ≤ \(Int(targetMicroseconds)) µs per theme",
        measured: measured, pass: perTheme <= targetMicroseconds)
    }
  }

  /// The seconds per batch the bench at `path` reports for `name` (`--profile-generate`).
  private static func childSeconds(_ path: String, _ name: String) -> Double? {
    ChildProcess.secondsPerBatch(path, ["--profile-generate", name, "3"])
  }
}
