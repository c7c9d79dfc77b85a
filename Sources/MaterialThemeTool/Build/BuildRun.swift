import Dispatch
import Foundation
import MaterialTheming
import ThemePluginSupport

/// One `material-theme build`: every source of a manifest through every output rule, on every
/// core, skipping outputs whose inputs have not changed since the last run (a content-hash cache
/// beside the manifest), and going on past a broken source.
struct BuildRun {
  /// What happened to one output.
  enum Outcome: String, Sendable {
    case written, unchanged, failed
  }

  /// The result of one output of one source.
  struct Result: Sendable {
    var source: String
    var format: BuildFormat
    var output: String
    var outcome: Outcome
    var hash: UInt64
    var message: String?
  }

  /// The cache file's name, beside the manifest.
  static let cacheName = ".material-theme-build-cache"

  let manifest: BuildManifest
  /// The manifest's folder: sources and outputs are relative to it.
  let root: URL
  /// Every source file, relative to ``root``, sorted.
  let sources: [String]

  /// Expands the manifest's source patterns under `root`; design-token files (`*.tokens.json`)
  /// are inputs of the themes that list them, not sources.
  init(manifest: BuildManifest, root: URL) {
    self.manifest = manifest
    self.root = root
    var found = Set<String>()
    for pattern in manifest.sources {
      found.formUnion(PathPattern(pattern).matches(under: root))
    }
    sources = found.filter { !$0.hasSuffix(GenerationPlan.tokenFileSuffix) }.sorted()
  }

  /// Runs the build; `progress` is called with the number of sources done so far.
  func run(progress: (@Sendable (Int) -> Void)? = nil) -> [Result] {
    let cache = BuildCache(url: root.appendingPathComponent(Self.cacheName))
    let collected = ResultBox()
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let results = build(sources[index], cache: cache)
      let done = collected.append(results)
      progress?(done)
    }
    let results = collected.results.sorted {
      ($0.source, $0.output) < ($1.source, $1.output)
    }
    var entries = cache.entries
    for result in results where result.outcome != .failed {
      entries[result.output] = BuildCache.Entry(hash: result.hash, source: result.source)
    }
    cache.save(entries)
    return results
  }

  /// Builds every output of one source.
  private func build(_ source: String, cache: BuildCache) -> [Result] {
    let sourceURL = root.appendingPathComponent(source)
    // The theme and every file it reads: its extends chain, token files and seed image.
    let inputs = [sourceURL] + GenerationPlan.references(of: sourceURL)
    var hasher = ContentHash()
    hasher.add(MaterialThemeCommand.version)
    for input in inputs {
      hasher.add(input.path)
      hasher.add(FileManager.default.contents(atPath: input.path) ?? Data())
    }
    var pending: [(BuildManifest.Output, String, UInt64)] = []
    var results: [Result] = []
    for rule in manifest.outputs {
      let output = BuildManifest.expand(rule.path, source: source)
      var ruleHash = hasher
      ruleHash.add(rule.format.rawValue)
      ruleHash.add(output)
      let hash = ruleHash.value
      let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(output).path)
      if exists, cache.entries[output]?.hash == hash {
        results.append(
          Result(
            source: source, format: rule.format, output: output, outcome: .unchanged, hash: hash))
      } else {
        pending.append((rule, output, hash))
      }
    }
    guard !pending.isEmpty else { return results }
    let theme: Theme
    do {
      theme = try ThemeLoader().load(contentsOf: sourceURL.path)
    } catch {
      return results
        + pending.map {
          Result(
            source: source, format: $0.0.format, output: $0.1, outcome: .failed, hash: $0.2,
            message: error.description)
        }
    }
    let identifier = SwiftCodeGenerator.identifier(forName: theme.name)
    for (rule, output, hash) in pending {
      let files = rule.format.files(
        theme, options: ExportOptions(identifier: identifier, sourceName: source))
      let destination = root.appendingPathComponent(output)
      do {
        let changed =
          rule.format.isDirectory
          ? try BuildWriter.writeDirectory(files, to: destination)
          : try BuildWriter.writeFile(files[0].contents, to: destination)
        results.append(
          Result(
            source: source, format: rule.format, output: output,
            outcome: changed ? .written : .unchanged, hash: hash))
      } catch {
        results.append(
          Result(
            source: source, format: rule.format, output: output, outcome: .failed, hash: hash,
            message: DiagnosticText.escaped("\(output): error: cannot write: \(error)")))
      }
    }
    return results
  }

  /// Removes outputs the cache records whose source no longer exists or is no longer matched;
  /// returns their paths.
  func clean() -> [String] {
    let cache = BuildCache(url: root.appendingPathComponent(Self.cacheName))
    let current = Set(sources)
    var entries = cache.entries
    var removed: [String] = []
    for (output, entry) in entries.sorted(by: { $0.key < $1.key })
    where !current.contains(entry.source) {
      try? FileManager.default.removeItem(at: root.appendingPathComponent(output))
      entries[output] = nil
      removed.append(output)
    }
    cache.save(entries)
    return removed
  }
}

/// The results of the sources built so far, shared by the worker threads.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [BuildRun.Result] = []
  private var sourcesDone = 0

  /// Adds one source's results and returns how many sources are done.
  func append(_ results: [BuildRun.Result]) -> Int {
    lock.lock()
    defer { lock.unlock() }
    storage += results
    sourcesDone += 1
    return sourcesDone
  }

  var results: [BuildRun.Result] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

/// A 64-bit FNV-1a hash of everything an output depends on (change detection, not security).
struct ContentHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    add(bytes: text.utf8)
    add(bytes: [0])
  }

  mutating func add(_ data: Data) {
    add(bytes: data)
    add(bytes: [0xFF, 0])
  }

  private mutating func add<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
}

/// The build cache: for each output path, the hash of its inputs and its source, one line each
/// (`hash<TAB>source<TAB>output`).
struct BuildCache: Sendable {
  struct Entry: Sendable, Equatable {
    var hash: UInt64
    var source: String
  }

  let url: URL
  let entries: [String: Entry]

  init(url: URL) {
    self.url = url
    var entries: [String: Entry] = [:]
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, let hash = UInt64(fields[0], radix: 16) else { continue }
      entries[String(fields[2])] = Entry(hash: hash, source: String(fields[1]))
    }
    self.entries = entries
  }

  /// Writes `entries` atomically.
  func save(_ entries: [String: Entry]) {
    var text = ""
    for (output, entry) in entries.sorted(by: { $0.key < $1.key })
    where !output.contains("\t") && !output.contains("\n") && !entry.source.contains("\n") {
      text += String(entry.hash, radix: 16) + "\t" + entry.source + "\t" + output + "\n"
    }
    try? Data(text.utf8).write(to: url, options: .atomic)
  }
}
