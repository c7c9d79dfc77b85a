import MaterialTheming

/// `--profile-load PATH N`: loads and resolves one theme `N` times and nothing else, so that
/// `valgrind --tool=callgrind` attributes instructions to the loader alone.
enum ProfileLoop {
  /// Runs the loop; returns the exit status.
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
}
