import Foundation

/// Material Color Utilities' C++ core through its PyPI binding, run in a child Python.
enum PythonColorPeer {
  /// The script: builds the light and dark schemes of the variant named first on the command
  /// line for every seed after it and reads every role, then prints the seconds that loop took.
  static let script = """
    import sys, time
    import material_color_utilities as mcu
    variant = getattr(mcu.Variant, sys.argv[1])
    seeds = [int(s) for s in sys.argv[2:]]
    skip = {"dict", "contrast_level", "is_dark", "variant", "source_color_hct"}
    names = [n for n in dir(mcu.DynamicScheme)
             if not n.startswith("_") and n not in skip and not n.endswith("palette")]
    start = time.perf_counter()
    count = 0
    for seed in seeds:
        theme = mcu.theme_from_argb_color(seed, 0.0, variant)
        for scheme in (theme.schemes.light, theme.schemes.dark):
            for name in names:
                getattr(scheme, name)
            count += 1
    print(time.perf_counter() - start, count, len(names))
    """

  /// Writes the script to a temporary file and returns its path.
  static func scriptPath() -> String? {
    let path = NSTemporaryDirectory() + "material-theme-bench-mcu-\(getpid()).py"
    return FileManager.default.createFile(atPath: path, contents: Data(script.utf8)) ? path : nil
  }

  /// Runs one round of `variant` (the binding's name, e.g. `TONALSPOT`) over `seeds`; returns the
  /// seconds the loop took, or `nil` on failure.
  static func round(python: String, script: String, variant: String, seeds: [UInt32]) -> Double? {
    let arguments = [script, variant] + seeds.map { String($0 | 0xFF00_0000) }
    guard let output = ChildProcess.output(python, arguments),
      let first = output.split(separator: " ").first
    else { return nil }
    return Double(first)
  }
}
