import Dispatch
import Foundation
import MaterialThemingPOSIX

/// Section 9: `material-theme build` over 1 000 generated brands × 3 outputs (swiftui, xcassets,
/// css), cold and warm (a no-op), side by side with running `material-theme export` once per brand
/// and format, as a script without the build command would.
///
/// The cold build creates ~80 000 files and folders (an asset catalog is a folder per color), so
/// on a slow file system the kernel's time dominates. Each place is therefore measured with its
/// file-system floor beside it, in the same run: writing the same tree, already in memory, with
/// plain `open`/`write`/`mkdir` calls and no `fsync` on both cores (what a bare script does; the
/// build must stay within 1.5× of it). Places: the temporary folder (usually a disk) and, when it
/// exists, `/dev/shm` (memory), which shows the engine's own cost.
enum BuildSuite {
  /// The number of brands.
  static let brands = 1_000

  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    print("\n9. material-theme build: 1 000 brands × swiftui, xcassets, css (processes)")
    let binary = (ChildProcess.selfPath as NSString).deletingLastPathComponent + "/material-theme"
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      report.note("\(binary) is missing: swift build -c release --product material-theme")
      return
    }
    var places = [("disk", NSTemporaryDirectory())]
    if FileManager.default.isWritableFile(atPath: "/dev/shm") {
      places.append(("memory", "/dev/shm"))
    }
    var coldInMemory: Double?
    var warmMedians: [Double] = []
    for (kind, folder) in places {
      let root =
        (folder as NSString).appendingPathComponent(
          "material-theme-bench-build-\(ProcessInfo.processInfo.processIdentifier)")
      defer { try? FileManager.default.removeItem(atPath: root) }
      guard let figures = measure(binary, root: root, quick: options.quick, peer: kind == "disk")
      else {
        report.note("material-theme build failed in \(folder)")
        continue
      }
      let place = "\(kind), \(folder)"
      report.add(
        Figure(
          section: "build", name: "cold, \(place)", value: figures.cold * 1e3, unit: "ms",
          spreadPercent: 0, samples: 1))
      report.add(
        Figure(
          section: "build", name: "  file-system floor (\(figures.entries) entries), \(place)",
          value: figures.floor * 1e3, unit: "ms", spreadPercent: 0, samples: 1))
      report.add("build", "warm no-op, \(place)", figures.warm, unit: "ms", scale: 1e3)
      if let peer = figures.exportPerBrand {
        report.add(
          Figure(
            section: "build", name: "export per brand and format (×1000 brands), \(place)",
            value: peer * Double(brands) * 1e3, unit: "ms", spreadPercent: 0,
            samples: options.quick ? 20 : 100))
      }
      if kind == "memory" { coldInMemory = figures.cold }
      warmMedians.append(figures.warm.median)
      let ratio = figures.cold / figures.floor
      report.check(
        "build: cold within 1.5× of the file-system floor, \(place)",
        measured: String(
          format: "%.2f× (%.0f ms / %.0f ms)", ratio, figures.cold * 1e3, figures.floor * 1e3),
        pass: ratio <= 1.5)
    }
    if let cold = coldInMemory {
      report.check(
        "build: 1 000 brands × 3 outputs cold < 2 s (in memory: the engine, not the disk)",
        measured: String(format: "%.0f ms", cold * 1e3), pass: cold < 2)
    }
    if let warm = warmMedians.max() {
      report.check(
        "build: warm no-op < 200 ms", measured: String(format: "%.0f ms", warm * 1e3),
        pass: warm < 0.2)
    }
  }

  /// The figures of one place.
  struct Figures {
    var cold: Double
    var floor: Double
    var entries: Int
    var warm: Samples
    var exportPerBrand: Double?
  }

  /// Builds the brands under `root` cold, then warm, then measures the floor and the peer.
  static func measure(_ binary: String, root: String, quick: Bool, peer: Bool) -> Figures? {
    let manager = FileManager.default
    try? manager.removeItem(atPath: root)
    try? manager.createDirectory(atPath: root + "/Brands", withIntermediateDirectories: true)
    var generator = BrandThemeGenerator(seed: 9)
    for index in 0..<brands {
      _ = manager.createFile(
        atPath: root + "/Brands/brand\(index).json", contents: Data(generator.theme(index).utf8))
    }
    let manifest = """
      {"sources": ["Brands/*.json"], "outputs": [
        {"to": "swiftui", "path": "out/swift/{name}Theme.swift"},
        {"to": "xcassets", "path": "out/assets/{name}.xcassets"},
        {"to": "css", "path": "out/css/{name}.css"}]}
      """
    _ = manager.createFile(atPath: root + "/theming.json", contents: Data(manifest.utf8))
    let arguments = ["build", "--manifest", root + "/theming.json", "--quiet"]
    guard let cold = ChildProcess.wallTime(binary, arguments) else { return nil }
    var warm = Samples(values: [])
    for _ in 0..<(quick ? 3 : 7) {
      if let seconds = ChildProcess.wallTime(binary, arguments) { warm.values.append(seconds) }
    }
    let (floor, entries) = fileSystemFloor(copying: root + "/out", to: root + "/floor")
    var exportPerBrand: Double?
    if peer {
      // One `export` process per brand and format, on a sample of brands.
      let sample = quick ? 20 : 100
      var seconds = 0.0
      for index in 0..<sample {
        let theme = root + "/Brands/brand\(index).json"
        for (format, suffix) in [("swiftui", ".swift"), ("xcassets", ".xcassets"), ("css", ".css")]
        {
          let output = root + "/peer/\(index)-\(format)\(suffix)"
          seconds +=
            ChildProcess.wallTime(binary, ["export", theme, "--to", format, "--output", output])
            ?? .nan
        }
      }
      exportPerBrand = seconds / Double(sample)
    }
    return Figures(
      cold: cold, floor: floor, entries: entries, warm: warm, exportPerBrand: exportPerBrand)
  }

  /// The time to write the tree at `source` again at `destination` with plain `mkdir`, `open`,
  /// `write` and `close` calls and no `fsync`, on every core (contents read beforehand), and the
  /// number of files and folders in it.
  static func fileSystemFloor(copying source: String, to destination: String) -> (Double, Int) {
    let manager = FileManager.default
    var folders: [String] = []
    var files: [(String, Data)] = []
    let enumerator = manager.enumerator(atPath: source)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: source + "/" + relative, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        folders.append(relative)
      } else {
        files.append((relative, manager.contents(atPath: source + "/" + relative) ?? Data()))
      }
    }
    // Top-level folders first, then their contents in parallel, grouped by top-level folder.
    let groups = Dictionary(grouping: folders.filter { $0.contains("/") }) {
      String($0.split(separator: "/").prefix(2).joined(separator: "/"))
    }
    let top = folders.filter { $0.split(separator: "/").count <= 2 }.sorted()
    let filesByGroup = Dictionary(grouping: files) {
      String($0.0.split(separator: "/").prefix(2).joined(separator: "/"))
    }
    let keys = Array(Set(groups.keys).union(filesByGroup.keys)).sorted()
    let start = DispatchTime.now().uptimeNanoseconds
    _ = POSIX.makeDirectory(destination)
    for folder in top { _ = POSIX.makeDirectory(destination + "/" + folder) }
    DispatchQueue.concurrentPerform(iterations: keys.count) { index in
      let key = keys[index]
      for folder in (groups[key] ?? []).sorted() where folder != key {
        _ = POSIX.makeDirectory(destination + "/" + folder)
      }
      for (path, contents) in filesByGroup[key] ?? [] {
        guard let descriptor = POSIX.createExclusively(destination + "/" + path) else { continue }
        contents.withUnsafeBytes { _ = POSIX.writeAll(descriptor, $0) }
        POSIX.closeDescriptor(descriptor)
      }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return (seconds, folders.count + files.count)
  }
}
