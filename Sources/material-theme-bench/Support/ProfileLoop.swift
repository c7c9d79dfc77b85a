import Foundation
import MaterialTheming

/// `--profile-load PATH N`, `--profile-generate STYLE N` and `--profile-large PEER MB`: run one workload and nothing else, so
/// that `valgrind --tool=callgrind` attributes instructions to it alone.
enum ProfileLoop {
  /// Loads and resolves the theme at `arguments[0]` `arguments[1]` times; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let count = Int(arguments[1]) else { return 64 }
    let loader = ThemeLoader()
    guard let bytes = try? loader.readFile(arguments[0]) else { return 1 }
    for _ in 0..<count {
      guard let theme = try? loader.load(bytes: bytes, fileName: arguments[0]) else { return 1 }
      Sink.consume(LoadResolveSuite.resolve(theme))
    }
    return 0
  }

  /// Runs the large-input peer `arguments[0]` once over a generated array of `arguments[1]` MB.
  static func runLarge(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let megabytes = Double(arguments[1]) else { return 64 }
    var generator = BrandThemeGenerator(seed: 20)
    let bytes = generator.themeArray(atLeast: Int(megabytes * 1e6))
    let data = arguments[0] == "JSONDecoder" ? Data(bytes) : Data()
    guard let peer = LargeInputSuite.peer(arguments[0], bytes: bytes, data: data) else {
      return 64
    }
    let result = peer.run()
    Sink.consume(result)
    return result < 0 ? 1 : 0
  }

  /// Generates `arguments[0]` (a Swift style or `xcassets`) for 1 000 generated brand themes,
  /// `arguments[1]` times after one warm-up batch, and prints the median seconds per batch (for
  /// perf, and for a newer bench measuring this build's generators as its `--previous` peer).
  static func runGenerate(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else { return 64 }
    guard let work = GenerateSuite.workload(arguments[0], themes: GenerateSuite.themes()) else {
      return 64
    }
    Sink.consume(work())
    var seconds: [Double] = []
    for _ in 0..<count { seconds.append(Stopwatch.time { Sink.consume(work()) }) }
    print("seconds per batch: \(Samples(values: seconds).median)")
    return 0
  }

  /// The `apply` batch (read, load, resolve, generate `core`) over 1 000 generated brand theme
  /// files, `arguments[0]` times after one warm-up batch; prints the median seconds per batch.
  /// With `load` as `arguments[1]`, only reads and loads the files (the generation left out), to
  /// split the batch's cost.
  static func runBatch(_ arguments: [String]) -> Int32 {
    guard (1...2).contains(arguments.count), let count = Int(arguments[0]), count > 0 else {
      return 64
    }
    let loadOnly = arguments.count == 2 && arguments[1] == "load"
    guard arguments.count == 1 || loadOnly else { return 64 }
    let directory = NSTemporaryDirectory() + "material-theme-bench-profile-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    guard let paths = BatchSuite.writeBrandFiles(count: 1_000, in: directory) else { return 73 }
    let loader = ThemeLoader()
    let work: () -> Int = {
      if loadOnly {
        return paths.reduce(0) { total, path in
          total &+ ((try? loader.load(contentsOf: path))?.name.utf8.count ?? -1)
        }
      }
      return BatchSuite.apply(paths[...], loader)
    }
    Sink.consume(work())
    var seconds: [Double] = []
    for _ in 0..<count { seconds.append(Stopwatch.time { Sink.consume(work()) }) }
    print("seconds per batch: \(Samples(values: seconds).median)")
    return 0
  }
}
