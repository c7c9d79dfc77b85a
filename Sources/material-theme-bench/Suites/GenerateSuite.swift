import Foundation
import MaterialTheming

/// Generating source from loaded themes: every Swift style and the asset catalog, side by side,
/// over 1 000 generated brands (resolving each theme's styles for the four traits included).
enum GenerateSuite {
  /// The per-theme target for every Swift style.
  static let targetMicroseconds = 50.0

  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n7. Generate: 1 000 resolved brand themes to Swift and asset catalogs")
    var generator = BrandThemeGenerator(seed: 7)
    let loader = ThemeLoader()
    let themes = (0..<1_000).compactMap { index in
      try? loader.load(bytes: Array(generator.theme(index).utf8), fileName: "brand-\(index).json")
    }
    guard themes.count == 1_000 else {
      report.note("generated themes failed to load")
      return
    }
    var peers: [Peer] = []
    for style in AppleSourceStyle.allCases {
      peers.append(
        Peer(name: style.rawValue) {
          themes.reduce(0) { total, theme in
            total
              &+ AppleSourceGenerator(
                theme: theme, identifier: "brand", sourceName: "x", style: style
              ).generate().utf8.count
          }
        })
    }
    peers.append(
      Peer(name: "xcassets") {
        themes.reduce(0) { total, theme in
          total &+ AssetCatalogWriter(theme: theme, identifier: "brand").files().count
        }
      })
    let rounds = options.quick ? 2 : 5
    let samples = Interleaved.measure(peers, rounds: rounds, iterations: 1)
    for peer in peers {
      let seconds = samples[peer.name]!
      report.add("generate", "1000 themes, \(peer.name)", seconds, unit: "ms", scale: 1e3)
    }
    for style in AppleSourceStyle.allCases {
      let perTheme = samples[style.rawValue]!.median / 1_000 * 1e6
      report.check(
        "generate: \(style.rawValue) ≤ \(Int(targetMicroseconds)) µs per theme",
        measured: String(format: "%.1f µs", perTheme), pass: perTheme <= targetMicroseconds)
    }
  }
}
