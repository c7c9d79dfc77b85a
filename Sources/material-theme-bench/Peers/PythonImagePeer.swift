import Foundation

/// The image peer: Material Color Utilities' C++ core (PyPI `material-color-utilities`) ranking
/// the same pixels, and Pillow writing them as PNG and JPEG for our decoders.
enum PythonImagePeer {
  /// The script: `RAW WIDTH HEIGHT PNG JPEG ROUNDS`. Writes PNG and JPEG (quality 90) of the raw
  /// RGBA pixels, then times `prominent_colors_from_array` (128 colors) ROUNDS times on them as
  /// ARGB; prints one line of seconds and one line with the colors it returned.
  static let script = """
    import sys, time
    import numpy as np
    from PIL import Image
    import material_color_utilities as mcu
    raw, width, height, png, jpeg, rounds = sys.argv[1:7]
    width, height, rounds = int(width), int(height), int(rounds)
    data = open(raw, "rb").read()
    image = Image.frombytes("RGBA", (width, height), data)
    image.save(png)
    image.convert("RGB").save(jpeg, quality=90)
    rgba = np.frombuffer(data, dtype=np.uint8).reshape(-1, 4).astype(np.uint32)
    argb = (rgba[:, 3] << 24) | (rgba[:, 0] << 16) | (rgba[:, 1] << 8) | rgba[:, 2]
    times, colors = [], []
    for _ in range(rounds):
        start = time.perf_counter()
        colors = mcu.prominent_colors_from_array(argb, 128)
        times.append(time.perf_counter() - start)
    print(" ".join(str(t) for t in times))
    print(" ".join(colors))
    """

  /// What one run of the script produced.
  struct Result {
    /// Seconds per `prominent_colors_from_array` call.
    var seconds: [Double]
    /// The colors of the last call, `#rrggbb`.
    var colors: [String]
  }

  /// Runs the script; `nil` when Python, NumPy, Pillow or the package is missing.
  static func run(
    python: String, raw: String, width: Int, height: Int, png: String, jpeg: String, rounds: Int
  ) -> Result? {
    let path = NSTemporaryDirectory() + "material-theme-bench-image-\(getpid()).py"
    guard FileManager.default.createFile(atPath: path, contents: Data(script.utf8)) else {
      return nil
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    let arguments = [path, raw, String(width), String(height), png, jpeg, String(rounds)]
    guard let output = ChildProcess.output(python, arguments) else { return nil }
    let lines = output.split(separator: "\n")
    guard lines.count >= 1 else { return nil }
    let seconds = lines[0].split(separator: " ").compactMap { Double($0) }
    guard !seconds.isEmpty else { return nil }
    let colors = lines.count > 1 ? lines[1].split(separator: " ").map(String.init) : []
    return Result(seconds: seconds, colors: colors)
  }
}
