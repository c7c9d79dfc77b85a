import Foundation
import MaterialTheming

/// Section 10: large design-token inputs (issue 25). A generated file of 100 000 tokens in each
/// token format read and mapped as `material-theme import` does, and an alias chain of 20 000
/// links; the time of each and, in a fresh child process, the chain's peak memory.
enum TokenInputSuite {
  /// No size bound (a Figma response of 100 000 variables is about 15 MB), the usual depth.
  static let limits = LoadingLimits(
    maximumFileSize: .max, maximumDepth: LoadingLimits.default.maximumDepth,
    maximumExtendsDepth: LoadingLimits.default.maximumExtendsDepth)

  /// The formats measured, DTCG (the reference) first.
  static let formats: [(name: String, format: ImportFormat)] = [
    ("DTCG", .designTokens), ("Style Dictionary", .legacyTokens),
    ("Tokens Studio", .tokensStudio), ("Figma variables", .figmaVariables),
  ]

  /// The number of links of the alias chain.
  static let chainLinks = 20_000

  /// `count` color tokens in groups of 1 000 (every tenth an alias of the token before it), in
  /// `format` (for Figma, `count` variables of one collection with one mode: `count` tokens).
  static func tokens(_ count: Int, format: ImportFormat) -> [UInt8] {
    let groupSize = 1_000
    func hex(_ index: Int) -> String {
      let value = (index &* 2_654_435_761) & 0xFF_FFFF
      return "#" + String(value, radix: 16).leftPadded(to: 6)
    }
    var out = ""
    out.reserveCapacity(count * 48)
    switch format {
    case .figmaVariables:
      out += ##"{"meta": {"variableCollections": {"c": {"name": "Colors", "modes": ["##
      out +=
        ##"{"modeId": "m1", "name": "Value"}], "variableIds": ["##
      out += (0..<count).map { "\"v\($0)\"" }.joined(separator: ",")
      out += "]}}, \"variables\": {"
      for index in 0..<count {
        if index > 0 { out += "," }
        let name = "g\(index / groupSize)/t\(index % groupSize)"
        let value: String
        if index % 10 == 9 {
          value = ##"{"type": "VARIABLE_ALIAS", "id": "v\##(index - 1)"}"##
        } else {
          let channel = Double(index % 256) / 255
          value = ##"{"r": \##(channel), "g": 0.5, "b": 0.25, "a": 1}"##
        }
        out += ##""v\##(index)": {"name": "\##(name)", "resolvedType": "COLOR", "##
        out +=
          ##""variableCollectionId": "c", "valuesByMode": {"m1": \##(value)}}"##
      }
      out += "}}}"
    default:
      let (valueKey, typeKey, type) =
        format == .designTokens ? ("$value", "$type", "color") : ("value", "type", "color")
      if format == .tokensStudio { out += ##"{"core": "## }
      out += "{\"color\": {"
      for group in 0..<(count + groupSize - 1) / groupSize {
        if group > 0 { out += "," }
        out += "\"g\(group)\": {"
        if format == .designTokens { out += ##""$type": "color","## }
        for offset in 0..<min(groupSize, count - group * groupSize) {
          let index = group * groupSize + offset
          if offset > 0 { out += "," }
          let value = index % 10 == 9 ? "{color.g\(group).t\(offset - 1)}" : hex(index)
          out += "\"t\(offset)\": {\"\(valueKey)\": \"\(value)\""
          if format != .designTokens { out += ", \"\(typeKey)\": \"\(type)\"" }
          out += "}"
        }
        out += "}"
      }
      out += "}}"
      if format == .tokensStudio {
        out += ##", "light": {"bg": {"value": "{color.g0.t0}", "type": "color"}}"##
        out += ##", "$metadata": {"tokenSetOrder": ["core", "light"]}}"##
      }
    }
    return Array(out.utf8)
  }

  /// A DTCG chain of `links` aliases listed from the last link to the value (each token
  /// references the next one down), the order that made every token carry its whole chain.
  static func chain(_ links: Int) -> [UInt8] {
    var members: [String] = []
    members.reserveCapacity(links + 1)
    for index in stride(from: links, to: 0, by: -1) {
      members.append(##""t\##(index)": {"$value": "{t\##(index - 1)}"}"##)
    }
    members.append(##""t0": {"$value": "#336699"}"##)
    members.reverse()
    return Array(("{\"$type\": \"color\", " + members.joined(separator: ", ") + "}").utf8)
  }

  /// Reads and maps `bytes` as `material-theme import` does; returns the number of mappings.
  static func importTokens(_ bytes: [UInt8], format: ImportFormat) -> Int {
    let result = try? DesignTokenImport.read(
      bytes: bytes, fileName: "large.tokens.json", format: format, limits: limits)
    return (result?.report.mappings.count ?? -1) + (result?.errors.count ?? 0)
  }

  /// Runs the section.
  static func run(_ options: BenchOptions, _ report: Report) {
    let count = options.quick ? 20_000 : 100_000
    print("\n10. Design tokens: \(count) tokens per format; a \(chainLinks)-link alias chain")
    var peers: [Peer] = []
    var sizes: [String: Int] = [:]
    for (name, format) in formats {
      let bytes = tokens(count, format: format)
      sizes[name] = bytes.count
      peers.append(Peer(name: name) { importTokens(bytes, format: format) })
    }
    let chainBytes = chain(chainLinks)
    peers.append(Peer(name: "chain") { importTokens(chainBytes, format: .designTokens) })
    let samples = Interleaved.measure(peers, rounds: options.quick ? 2 : 5, iterations: 1)
    var seconds: [String: Double] = [:]
    for peer in peers {
      let median = samples[peer.name]!.median
      seconds[peer.name] = median
      let what =
        peer.name == "chain"
        ? "\(chainLinks)-link alias chain, import"
        : "\(count) tokens, \(peer.name) (\(sizes[peer.name]! / 1_000) kB), import"
      report.add("tokens", what, samples[peer.name]!, unit: "ms", scale: 1_000)
    }
    if let reference = seconds["DTCG"] {
      for (name, _) in formats.dropFirst() {
        guard let measured = seconds[name] else { continue }
        report.check(
          "\(count) tokens: \(name) import within 2× of DTCG",
          measured: String(
            format: "%.0f ms vs %.0f ms (%.2f×)", measured * 1_000,
            reference * 1_000, measured / reference),
          pass: measured / reference <= 2)
      }
    }
    let path = NSTemporaryDirectory() + "material-theme-bench-chain-\(getpid()).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    var growth: Double?
    if FileManager.default.createFile(atPath: path, contents: Data(chainBytes)),
      let output = ChildProcess.output(ChildProcess.selfPath, ["--child-token-rss", path])
    {
      growth = Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    if let growth {
      report.add(
        Figure(
          section: "tokens", name: "\(chainLinks)-link alias chain, peak RSS growth",
          value: growth / 1e6, unit: "MB", spreadPercent: 0, samples: 1))
    } else {
      report.note("tokens: the chain memory child failed")
    }
    report.check(
      "\(chainLinks)-link alias chain < 1 s and < 100 MB peak RSS",
      measured: String(
        format: "%.0f ms, %@", (seconds["chain"] ?? .nan) * 1_000,
        growth.map { String(format: "%.1f MB", $0 / 1e6) } ?? "memory not measured"),
      pass: growth.map { $0 < 100e6 && (seconds["chain"] ?? .infinity) < 1 })
  }

  /// The child-process side of the chain's memory figure: reads `path`, imports it once and
  /// prints the growth of peak RSS over the RSS before the file was read, in bytes.
  static func childMemory(path: String) -> Int32 {
    let baseline = ProcessMemory.resident
    guard let contents = FileManager.default.contents(atPath: path) else { return 1 }
    Sink.consume(importTokens(Array(contents), format: .designTokens))
    print(ProcessMemory.peakResident - baseline)
    return 0
  }
}

extension String {
  /// The string with leading zeros up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
