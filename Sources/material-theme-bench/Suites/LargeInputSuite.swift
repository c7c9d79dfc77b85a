import Foundation
import MaterialTheming

/// Section 2: a generated ~20 MB JSON array of brand themes, parsed and mapped to theme
/// documents by each peer; throughput and, in fresh child processes, peak memory.
enum LargeInputSuite {
  /// The limits for the large document: the loader's depth bound, no size bound.
  static let limits = LoadingLimits(
    maximumFileSize: .max, maximumDepth: LoadingLimits.default.maximumDepth,
    maximumExtendsDepth: LoadingLimits.default.maximumExtendsDepth)

  /// Our loader, reading the document as a theme collection.
  static let loader = ThemeLoader(limits: limits)

  /// The peers by name, each parsing and mapping the whole document; returns a checksum.
  static func peer(_ name: String, bytes: [UInt8], data: Data) -> Peer? {
    switch name {
    case "ours":
      return Peer(name: name) {
        (try? loader.documents(inCollection: bytes, fileName: "large.json"))?.count ?? -1
      }
    case "ours, streamed":
      return Peer(name: name) {
        var count = 0
        do {
          try loader.forEachDocument(inCollection: bytes, fileName: "large.json") { _, document in
            if document.name != nil { count += 1 }
          }
        } catch { return -1 }
        return count
      }
    case "JSONDecoder":
      return Peer(name: name) { (try? CodablePeer.documents(data))?.count ?? -1 }
    case "json-c bare":
      return Peer(name: name) { bytes.withUnsafeBufferPointer(BareJSONC.parse) }
    default:
      return nil
    }
  }

  /// The peer names, ours first.
  static let peerNames = ["ours", "JSONDecoder", "json-c bare"]
  /// The peers whose memory is measured: also ours consuming each theme as it is decoded
  /// (``ThemeLoader/forEachDocument(inCollection:fileName:_:)``), keeping none.
  static let memoryPeerNames = ["ours", "ours, streamed", "JSONDecoder", "json-c bare"]

  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    let size = options.quick ? 4_000_000 : 20_000_000
    var generator = BrandThemeGenerator(seed: 20)
    let bytes = generator.themeArray(atLeast: size)
    let data = Data(bytes)
    let megabytes = Double(bytes.count) / 1e6
    print(String(format: "\n2. Large input: %.1f MB JSON array of brand themes", megabytes))
    let ours = try? loader.documents(inCollection: bytes, fileName: "large.json")
    let theirs = try? CodablePeer.documents(data)
    guard let ours, let theirs else {
      report.note("the large document does not decode with both peers")
      return
    }
    if ours != theirs { report.note("large input: the Codable peer maps different documents") }
    let peers = peerNames.compactMap { peer($0, bytes: bytes, data: data) }
    let samples = Interleaved.measure(peers, rounds: options.quick ? 3 : 7, iterations: 1)
    var throughput: [String: Double] = [:]
    for peer in peers {
      let seconds = samples[peer.name]!
      let rates = Samples(values: seconds.values.map { megabytes / $0 })
      throughput[peer.name] = rates.median
      report.add("large input", "\(peer.name) parse+map throughput", rates, unit: "MB/s")
    }
    let path = NSTemporaryDirectory() + "material-theme-bench-large-\(getpid()).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    var memory: [String: Double] = [:]
    if FileManager.default.createFile(atPath: path, contents: data) {
      for name in memoryPeerNames {
        guard let output = ChildProcess.output(ChildProcess.selfPath, ["--child-rss", name, path]),
          let growth = Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
          report.note("large input: the \(name) memory child failed")
          continue
        }
        memory[name] = growth / Double(bytes.count)
        report.add(
          Figure(
            section: "large input", name: "\(name) peak RSS growth / file size",
            value: growth / Double(bytes.count), unit: "×", spreadPercent: 0, samples: 1))
      }
    }
    if let ours = throughput["ours"], let floor = throughput["json-c bare"] {
      report.check(
        "large input within 1.5× of json-c bare throughput",
        measured: String(format: "%.0f vs %.0f MB/s (%.2f×)", ours, floor, floor / ours),
        pass: floor / ours <= 1.5)
    }
    report.check(
      "large input peak RSS ≤ 4× file size",
      measured: memory["ours"].map {
        String(
          format: "%.2f× (json-c bare %.2f×, JSONDecoder %.2f×)",
          $0, memory["json-c bare"] ?? .nan, memory["JSONDecoder"] ?? .nan)
      } ?? "not measured",
      pass: memory["ours"].map { $0 <= 4 })
  }

  /// The child-process side of the memory measurement: reads `path`, runs `peer` once and
  /// prints the growth of peak RSS over the RSS before the file was read, in bytes.
  static func childMemory(peer name: String, path: String) -> Int32 {
    let baseline = ProcessMemory.resident
    // Each peer reads the file the way its users would: Foundation into `Data`, ours and
    // json-c into bytes (one copy of the file either way).
    let data: Data
    let bytes: [UInt8]
    if name == "JSONDecoder" {
      guard let contents = FileManager.default.contents(atPath: path) else { return 1 }
      (data, bytes) = (contents, [])
    } else {
      guard let contents = try? loader.readFile(path) else { return 1 }
      (data, bytes) = (Data(), contents)
    }
    guard let peer = peer(name, bytes: bytes, data: data) else { return 1 }
    Sink.consume(peer.run())
    print(ProcessMemory.peakResident - baseline)
    return 0
  }
}
