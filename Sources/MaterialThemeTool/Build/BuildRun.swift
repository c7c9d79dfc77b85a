import Dispatch
import Foundation
import MaterialTheming
import MaterialThemingPOSIX
import ThemePluginSupport

/// One `material-theme build`: every source of a manifest through every output rule, on every
/// core, skipping outputs whose inputs have not changed since the last run, and going on past a
/// broken source.
///
/// The run is planned before anything is read or written, and refused whole when the plan is
/// unsafe: every source and output must resolve inside the manifest's folder, every `{name}` and
/// `{folder}` must be a plain file name, no output may be a source, lie inside or over another
/// output, or be read by a source, and an existing output is replaced only when material-theme
/// wrote it. Each refusal is a located error (`file:line:column` of the pattern in the manifest,
/// and its JSON pointer).
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
    var message: String?
    /// For a failure: 65 when the source did not load, 73 when the output could not be written.
    var exitCode: ExitCode = .success
  }

  /// Problems that stop the whole build before anything is written: the located messages and
  /// the exit status (65 for the manifest, 66 for an unreadable source folder, 73 for an output
  /// material-theme may not replace).
  struct Refusal: Error, Sendable {
    var messages: [String]
    var exitCode: ExitCode
  }

  /// What a run did.
  struct Report: Sendable {
    var results: [Result] = []
    /// The outputs `--clean` removed, relative to the manifest's folder.
    var removed: [String] = []
    /// Notes for the error stream (outputs `--clean` kept, cache entries dropped).
    var notes: [String] = []
  }

  /// One source file.
  struct Source: Sendable {
    /// The path relative to the manifest's folder, as the walk reached it.
    var relative: String
    /// The absolute path (the root joined with ``relative``).
    var path: String
    /// The canonical path.
    var canonical: String
    /// Whether the source is a Tokens Studio project folder (its files are its token sets).
    var isFolder = false
  }

  /// One output of one source.
  struct Target: Sendable {
    /// The index of the source in ``BuildRun/sources``.
    var source: Int
    /// The rule.
    var rule: BuildManifest.Output
    /// The expanded path, relative to the manifest's folder.
    var relative: String
    /// The canonical absolute path it is written to.
    var path: String
    /// The context of each dimension the rule expands (`brand=acme`), read for this output.
    var selection: [(dimension: String, context: String)] = []

    /// The selection as one key, to load each selection of a source once.
    var selectionKey: String {
      selection.map { $0.dimension + "=" + $0.context }.joined(separator: "\u{0}")
    }

    /// The source's name in messages: its path, and the contexts read (`ds.resolver.json
    /// (brand=acme)`).
    func sourceLabel(_ source: Source) -> String {
      selection.isEmpty
        ? source.relative
        : source.relative + " ("
          + selection.map { DiagnosticText.escaped($0.dimension + "=" + $0.context) }
          .joined(separator: ", ") + ")"
    }
  }

  /// The most outputs one rule may expand a source into (the product of its dimensions'
  /// contexts): ``LoadingLimits/maximumExpansions``.
  static let maximumExpansions = LoadingLimits.default.maximumExpansions

  /// The cache file's name, beside the manifest.
  static let cacheName = ".material-theme-build-cache"

  let manifest: BuildManifest
  /// The manifest's path, as given.
  let manifestPath: String
  /// The manifest's folder, canonical: sources and outputs are relative to it.
  let root: String
  /// Every source file, sorted by relative path.
  let sources: [Source]
  /// Every output of every source, by source then rule.
  let targets: [Target]
  /// Located warnings found while planning (a source pattern that gives no source while others
  /// do), one diagnostic line each.
  let warnings: [String]
  /// The Material 3 level the Apple outputs show for increased contrast (`--contrast-high`);
  /// part of each output's cache key.
  let increasedContrast: Material3IncreasedContrast

  /// The cache file's path.
  var cachePath: String { root + "/" + Self.cacheName }

  /// Plans the build: expands the manifest's source patterns under `root` (the canonical path of
  /// the manifest's folder) and every output rule for each source, and checks the plan.
  /// Design-token files (`*.tokens.json`) are inputs of the themes that list them, not sources;
  /// the manifest is not a source either.
  /// - Throws: ``Refusal`` with every problem found.
  init(
    manifest: BuildManifest, manifestPath: String, root: String,
    increasedContrast: Material3IncreasedContrast = .high
  ) throws(Refusal) {
    self.manifest = manifest
    self.increasedContrast = increasedContrast
    self.manifestPath = manifestPath
    self.root = root
    var problems: [ThemeError] = []
    let manifestCanonical = PathPolicy.canonical(manifestPath)
    let cachePath = root + "/" + Self.cacheName
    // Sources.
    var resolver = PathPolicy.Resolver()
    var found: [Source] = []
    // Per pattern: whether it matched anything, and how many sources it gave.
    var matchedAny = [Bool](repeating: false, count: manifest.sources.count)
    var gave = [Int](repeating: 0, count: manifest.sources.count)
    for (number, (pattern, site)) in zip(manifest.sources, manifest.sourceSites).enumerated() {
      let (files, skips) = PathPattern(pattern).matches(under: root)
      matchedAny[number] = !files.isEmpty || !skips.isEmpty
      for skip in skips {
        problems.append(Self.problem(skip, pattern: pattern, site: site, root: root))
      }
      for relative in files where !relative.hasSuffix(GenerationPlan.tokenFileSuffix) {
        let path = root + "/" + relative
        guard let canonical = resolver.prospective(path), canonical != manifestCanonical,
          canonical != cachePath
        else { continue }
        found.append(
          Source(
            relative: relative, path: path, canonical: canonical,
            isFolder: POSIX.isDirectory(path)))
        gave[number] += 1
      }
    }
    // A pattern that gives no source is a typo or a stale line: an error when no pattern gives
    // one (there is nothing to build), else a warning (the other sources build as before).
    var warnings: [String] = []
    for (number, site) in manifest.sourceSites.enumerated() where gave[number] == 0 {
      let (message, suggestion) = Self.emptyPattern(
        manifest.sources[number], matchedAny: matchedAny[number], root: root)
      if found.isEmpty {
        problems.append(site.error(.fileNotFound, message, suggestion: suggestion))
      } else {
        warnings.append(site.warning(message, suggestion: suggestion))
      }
    }
    self.warnings = warnings
    if found.isEmpty { throw Self.refusal(problems) }
    found.sort { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
    // By Unicode scalars: two files whose names differ only in normalization are two sources.
    var seen = Set<JSONKey>()
    sources = found.filter { seen.insert(JSONKey($0.canonical)).inserted }
    // Outputs.
    var targets: [Target] = []
    // Placeholders no dimension of a source fills, by rule and placeholder: the first source
    // and how many more.
    var unfilled:
      [JSONKey: (
        placeholder: String, rule: BuildManifest.Output, source: String, dimensions: [String],
        others: Int
      )] = [:]
    var unfilledOrder: [JSONKey] = []
    // Whether a source loads, by index, asked only of sources a rule names a placeholder for
    // that they do not fill.
    var loads: [Int: Bool] = [:]
    for (index, source) in sources.enumerated() {
      // A resolver document or Tokens Studio project with dimensions (brands), or a theme
      // listing one in `tokens`, is built once per context of each dimension a rule's path
      // names (`{brand}`, `{context}`).
      let dimensions = ThemeLoader().dimensions(ofSource: source.path)
      for rule in manifest.outputs {
        let named: [(name: String, contexts: [String])]
        do {
          named = try BuildManifest.dimensions(in: rule, source: source.relative, of: dimensions)
        } catch {
          problems.append(error)
          continue
        }
        var missing = BuildManifest.unfilledPlaceholders(
          in: rule, dimensions: dimensions.map(\.name))
        // A source that does not load has no dimensions here: it fails with its own located
        // error when it is loaded (and nothing is written for it), as a broken source does.
        if !missing.isEmpty, !(loads[index] ?? Self.loads(source)) {
          loads[index] = false
          missing = []
        } else if !missing.isEmpty {
          loads[index] = true
        }
        for placeholder in missing {
          let key = JSONKey("\(rule.index)\u{0}" + placeholder)
          if unfilled[key] == nil {
            unfilledOrder.append(key)
            unfilled[key] = (placeholder, rule, source.relative, dimensions.map(\.name), 0)
          } else {
            unfilled[key]?.others += 1
          }
        }
        guard missing.isEmpty else { continue }
        // The product is counted before it is built: a modifier × brand explosion is refused,
        // not expanded.
        var count = 1
        var tooMany = false
        for dimension in named {
          let (product, overflow) = count.multipliedReportingOverflow(
            by: max(dimension.contexts.count, 1))
          count = product
          if overflow || count > Self.maximumExpansions {
            tooMany = true
            break
          }
        }
        guard !tooMany else {
          let counts = named.map {
            "\(DiagnosticText.escaped($0.name)) (\($0.contexts.count) contexts)"
          }
          problems.append(
            rule.site.error(
              .invalidValue,
              "source '\(DiagnosticText.escaped(source.relative))' would expand into more than "
                + "\(Self.maximumExpansions) outputs (the limit of outputs one rule may expand a "
                + "source into): " + counts.joined(separator: " × "),
              suggestion: "name fewer dimensions in the path, or split the design system"))
          continue
        }
        var selections: [[(dimension: String, context: String)]] = [[]]
        for dimension in named {
          selections = selections.flatMap { selection in
            dimension.contexts.map { selection + [(dimension.name, $0)] }
          }
        }
        for selection in selections {
          let relative: String
          do {
            relative = try BuildManifest.expandedPath(
              of: rule, source: source.relative, contexts: selection)
          } catch {
            problems.append(error)
            continue
          }
          let subject = "output '\(relative)' for source '\(source.relative)'"
          guard let path = resolver.prospective(root + "/" + relative) else {
            problems.append(
              rule.site.error(
                .pathEscapesRoot, "\(subject) cannot be resolved (a loop of symbolic links?)"))
            continue
          }
          guard PathPolicy.isInside(path, root: root), path != root else {
            problems.append(
              rule.site.error(
                .pathEscapesRoot,
                "\(subject) resolves to '\(path)', outside the manifest's folder '\(root)'",
                suggestion: "a symbolic link on the way leads out of the project; write inside it"))
            continue
          }
          targets.append(
            Target(
              source: index, rule: rule, relative: relative, path: path, selection: selection))
        }
      }
    }
    for key in unfilledOrder {
      guard let first = unfilled[key] else { continue }
      problems.append(
        BuildManifest.unfilledPlaceholderError(
          first.placeholder, in: first.rule, source: first.source, others: first.others,
          dimensions: first.dimensions))
    }
    self.targets = targets
    problems += checkOutputs(manifestCanonical: manifestCanonical)
    if let cacheResolved = PathPolicy.prospective(cachePath), cacheResolved != cachePath {
      problems.append(
        ThemeError(
          .pathEscapesRoot, file: manifestPath,
          message:
            "the build cache '\(Self.cacheName)' is a symbolic link (to '\(cacheResolved)'); "
            + "material-theme keeps it as a plain file beside the manifest",
          suggestion: "remove the link"))
    }
    if !problems.isEmpty {
      // The warnings too: a mistyped pattern may be why the plan went wrong.
      var refusal = Self.refusal(problems)
      refusal.messages = warnings + refusal.messages
      throw refusal
    }
  }

  /// The refusal for `problems`: at most 20 printed, then a count; exit 66 when every problem is
  /// a missing or unreadable source, else 65.
  private static func refusal(_ problems: [ThemeError], exitCode: ExitCode? = nil) -> Refusal {
    var messages = problems.prefix(20).map(\.description)
    if problems.count > 20 { messages.append("error: … and \(problems.count - 20) more problems") }
    let code =
      exitCode ?? (problems.allSatisfy { $0.exitCode == .noInput } ? .noInput : .dataError)
    return Refusal(messages: messages, exitCode: code)
  }

  /// Whether `source` loads (read without choosing a context, as its dimensions are found).
  private static func loads(_ source: Source) -> Bool {
    (try? ThemeLoader().load(contentsOf: source.path)) != nil
  }

  /// What to say of a source pattern that gives no source: the message and a suggestion. For
  /// a pattern that matches no file, the first folder of its literal start that does not exist
  /// is named, with the nearest existing name when it looks like a typo.
  private static func emptyPattern(_ pattern: String, matchedAny: Bool, root: String) -> (
    String, String?
  ) {
    let shown = "'\(pattern)'"
    guard !matchedAny else {
      return (
        "no source matches \(shown): it matches only design-token files (*"
          + GenerationPlan.tokenFileSuffix + "), the manifest or the build cache",
        "token files are inputs of the themes that list them in \"tokens\", not sources"
      )
    }
    let components = PathPattern(pattern).components
    var folder = root
    for (depth, component) in PathPattern(pattern).literalPrefix.enumerated() {
      let path = folder + "/" + component
      let isLast = depth == components.count - 1
      if POSIX.linkStatus(path) == nil {
        let names = (POSIX.directoryEntries(folder) ?? []).filter { !$0.hasPrefix(".") }
        let written = components.prefix(depth).joined(separator: "/")
        let suggestion = Suggestion.closest(to: component, among: names).map { name in
          var fixed = components
          fixed[depth] = name
          return "did you mean '\(fixed.joined(separator: "/"))'?"
        }
        let place = written.isEmpty ? "the manifest's folder" : "'\(written)'"
        return (
          "no source matches \(shown): \(place) has no \(isLast ? "file" : "folder") "
            + "'\(component)'",
          suggestion ?? "source patterns are relative to the manifest's folder"
        )
      }
      folder = path
    }
    return (
      "no source matches \(shown)",
      "* and ? match within a folder name (not a leading '.'), ** any number of folders"
    )
  }

  /// The located problem for what a source pattern's walk left out.
  private static func problem(
    _ skip: FileTreeWalk.Skip, pattern: String, site: BuildManifest.Site, root: String
  ) -> ThemeError {
    switch skip {
    case .outsideRoot(let relative, let target):
      return site.error(
        .pathEscapesRoot,
        "source '\(relative)' resolves to '\(target)', outside the manifest's folder '\(root)'",
        suggestion: "keep sources inside the project, or copy them in")
    case .dangling(let relative):
      return site.error(
        .fileNotFound, "source '\(relative)' is a symbolic link that leads nowhere",
        suggestion: "remove the link or restore its target")
    case .unreadable(let path, let code):
      return site.error(
        .unreadable,
        "source pattern '\(pattern)' cannot read the folder "
          + "'\(OutputFile.show(path, root))': \(POSIX.describe(code))")
    }
  }

  /// Outputs that collide, nest, or land on a source, the manifest or the cache.
  private func checkOutputs(manifestCanonical: String?) -> [ThemeError] {
    var problems: [ThemeError] = []
    func name(_ target: Target) -> String {
      "output '\(target.relative)' for source '\(sources[target.source].relative)'"
    }
    // Paths as the file system compares them on Linux (by bytes), and as macOS and Windows do
    // (ignoring case and Unicode normalization: Swift's `String` equality is canonical).
    var byPath: [JSONKey: Int] = [:]
    var byFolded: [String: Int] = [:]
    for (index, target) in targets.enumerated() {
      if let first = byPath[JSONKey(target.path)] {
        let other = targets[first]
        problems.append(
          target.rule.site.error(
            .invalidValue,
            "output '\(target.relative)' is written twice: by \(other.rule.label) for source "
              + "'\(sources[other.source].relative)' and by \(target.rule.label) for source "
              + "'\(sources[target.source].relative)'",
            suggestion: "put {folder} in the path, or rename one of the sources"))
        continue
      }
      byPath[JSONKey(target.path)] = index
      let folded = target.path.lowercased()
      if let first = byFolded[folded] {
        let other = targets[first]
        problems.append(
          target.rule.site.error(
            .invalidValue,
            "outputs '\(DiagnosticText.escaped(other.relative))' (for source "
              + "'\(sources[other.source].relative)') and "
              + "'\(DiagnosticText.escaped(target.relative))' (for source "
              + "'\(sources[target.source].relative)') differ only in case or Unicode "
              + "normalization: on macOS and Windows they are one file",
            suggestion: "rename one of the sources"))
        continue
      }
      byFolded[folded] = index
    }
    // Sources, and the folders that hold them.
    // Looked up by canonical path (compared by Unicode scalars), so that each target costs its
    // depth, not the number of sources or patterns.
    var sourceAt: [JSONKey: Int] = [:]
    var holding: [JSONKey: Int] = [:]
    var folderSourceAt: [JSONKey: Int] = [:]
    for (index, source) in sources.enumerated() {
      let key = JSONKey(source.canonical)
      sourceAt[key] = sourceAt[key] ?? index
      if source.isFolder { folderSourceAt[key] = folderSourceAt[key] ?? index }
      var folder = PathPolicy.directory(of: source.canonical)
      while PathPolicy.isInside(folder, root: root) {
        if holding[JSONKey(folder)] == nil { holding[JSONKey(folder)] = index }
        if folder == root || folder == "/" { break }
        folder = PathPolicy.directory(of: folder)
      }
    }
    let patterns = manifest.sources.map(PathPattern.init)
    // A pattern without a wildcard matches one path: those are looked up, the others tried.
    var literalPatterns: [JSONKey: Int] = [:]
    var wildcardPatterns: [Int] = []
    for (index, pattern) in patterns.enumerated() {
      if pattern.literalPrefix.count == pattern.components.count {
        let key = JSONKey(pattern.components.joined(separator: "/"))
        literalPatterns[key] = literalPatterns[key] ?? index
      } else {
        wildcardPatterns.append(index)
      }
    }
    /// The first source pattern that matches the relative path `path`.
    func firstPattern(matching path: [String]) -> Int? {
      let literal = literalPatterns[JSONKey(path.joined(separator: "/"))]
      let wildcard = wildcardPatterns.first { patterns[$0].matches(path) }
      return [literal, wildcard].compactMap { $0 }.min()
    }
    for target in targets {
      if let other = byPath[JSONKey(target.path)].map({ targets[$0] }),
        other.relative != target.relative
          || other.rule.index != target.rule.index || other.source != target.source
      {
        continue  // Reported as written twice.
      }
      // An output inside another output.
      var folder = PathPolicy.directory(of: target.path)
      while folder != root, PathPolicy.isInside(folder, root: root) {
        if let outer = byPath[JSONKey(folder)] {
          problems.append(
            target.rule.site.error(
              .invalidValue,
              "\(name(target)) lies inside the \(name(targets[outer]))",
              suggestion: "write outputs to separate paths"))
          break
        }
        folder = PathPolicy.directory(of: folder)
      }
      if let folder = folderSource(holding: target.path, folderSourceAt) {
        problems.append(
          target.rule.site.error(
            .invalidValue,
            "\(name(target)) lies inside the Tokens Studio folder '\(sources[folder].relative)', "
              + "a source: the next build would read it as a token set",
            suggestion: "write outputs to another folder"))
      } else if let source = sourceAt[JSONKey(target.path)] {
        problems.append(
          target.rule.site.error(
            .invalidValue,
            "\(name(target)) would overwrite the source '\(sources[source].relative)'",
            suggestion: "write outputs to another folder"))
      } else if let source = holding[JSONKey(target.path)] {
        problems.append(
          target.rule.site.error(
            .invalidValue,
            "\(name(target)) would replace the folder holding the source "
              + "'\(sources[source].relative)'",
            suggestion: "write outputs to another folder"))
      } else if target.path == manifestCanonical {
        problems.append(
          target.rule.site.error(.invalidValue, "\(name(target)) would overwrite the manifest"))
      } else if target.path == cachePath {
        problems.append(
          target.rule.site.error(.invalidValue, "\(name(target)) would overwrite the build cache"))
      } else if !target.relative.hasSuffix(GenerationPlan.tokenFileSuffix) {
        let relative = target.relative.split(separator: "/").map(String.init)
        let resolved = (PathPolicy.relative(target.path, to: root) ?? "").split(separator: "/")
          .map(String.init)
        let first = [firstPattern(matching: relative), firstPattern(matching: resolved)]
          .compactMap { $0 }.min()
        if let pattern = first.map({ patterns[$0] }) {
          problems.append(
            target.rule.site.error(
              .invalidValue,
              "\(name(target)) matches the source pattern '\(pattern.text)': the next build "
                + "would read it as a source",
              suggestion: "write outputs to another folder, or end token outputs in "
                + "\(GenerationPlan.tokenFileSuffix)"))
        }
      }
    }
    return problems
  }

  /// The Tokens Studio folder source (by canonical path in `folders`) that holds `path`, below
  /// it, if any.
  private func folderSource(holding path: String, _ folders: [JSONKey: Int]) -> Int? {
    guard !folders.isEmpty else { return nil }
    var folder = PathPolicy.directory(of: path)
    while PathPolicy.isInside(folder, root: root) {
      if let index = folders[JSONKey(folder)] { return index }
      if folder == root || folder == "/" { return nil }
      folder = PathPolicy.directory(of: folder)
    }
    return nil
  }

  // MARK: Running

  /// The key of a target's cache entry: the tool's version, the format and both paths.
  func key(of target: Target) -> UInt64 {
    var hash = ContentHash()
    hash.add(MaterialThemeCommand.version)
    hash.add(target.rule.format.rawValue)
    hash.add(target.relative)
    hash.add(sources[target.source].relative)
    hash.add(target.selectionKey)
    hash.add(increasedContrast.rawValue)
    return hash.value
  }

  /// What phase one found for a source: its targets that need writing, and the loaded theme or
  /// the load's error, with what the load read.
  private struct SourceState: @unchecked Sendable {
    /// One load of the source, in one selection of its dimensions' contexts.
    struct Load {
      var theme: Theme?
      var error: ThemeError?
      var inputs: LoadInputs
    }

    var pending: [Int] = []
    var fresh: [Int] = []
    /// The loads, by ``Target/selectionKey`` (contexts compared by Unicode scalars: two
    /// brands spelled `café` composed and decomposed are two loads).
    var loads: [JSONKey: Load] = [:]

    /// What every load read.
    var inputs: LoadInputs? {
      guard !loads.isEmpty else { return nil }
      var all = LoadInputs()
      for load in loads.values {
        all.files += load.inputs.files
        all.listings += load.inputs.listings
        all.missing += load.inputs.missing
      }
      return all
    }
  }

  /// Runs the build; `clean` first removes outputs the cache records that the manifest no
  /// longer produces (only those material-theme wrote and nobody changed since). `progress` is
  /// called with the number of sources done so far.
  /// - Throws: ``Refusal`` when an output would overwrite what a source reads (65) or replace
  ///   something material-theme did not write (73); nothing is written then.
  func run(clean: Bool = false, progress: (@Sendable (Int) -> Void)? = nil) throws(Refusal)
    -> Report
  {
    var report = Report()
    var cache = BuildCache(contentsOf: cachePath, root: root)
    if cache.dropped > 0 {
      report.notes.append(
        "ignored \(cache.dropped) entr\(cache.dropped == 1 ? "y" : "ies") of the build cache "
          + "naming paths that are not plain paths inside the manifest's folder")
    }
    removeLeftovers()
    let targetsBySource = Dictionary(grouping: targets.indices, by: { targets[$0].source })
    // Phase one: which outputs are stale; load their sources, recording what they read.
    let hashes = HashMemo(root: root)
    let states = ParallelSlots<SourceState>(count: sources.count)
    let recorded = cache.entries
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      var state = SourceState()
      for target in targetsBySource[index] ?? [] {
        if isFresh(targets[target], recorded[targets[target].relative], hashes) {
          state.fresh.append(target)
        } else {
          state.pending.append(target)
        }
      }
      for target in state.pending where state.loads[JSONKey(targets[target].selectionKey)] == nil {
        let (result, inputs) = DesignTokenSelection.$current.withValue(
          DesignTokenSelection(targets[target].selection)
        ) {
          ThemeLoader().loadRecordingInputs(contentsOf: sources[index].path)
        }
        var load = SourceState.Load(inputs: inputs)
        switch result {
        case .success(let theme): load.theme = theme
        case .failure(let error): load.error = error
        }
        state.loads[JSONKey(targets[target].selectionKey)] = load
      }
      states[index] = state
    }
    // Phase two: before anything is written or removed, no output may be an input, nor replace
    // what material-theme did not write.
    let inputs = inputs(states.values, cache)
    try checkInputs(inputs)
    try checkOwnership(states.values)
    if clean { removeOrphans(&cache, &report, sparing: inputs) }
    // Phase three: write.
    let results = ParallelSlots<[(Result, BuildCache.Entry?)]>(count: sources.count)
    let done = Counter()
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      results[index] = write(index, states[index] ?? SourceState())
      progress?(done.increment())
    }
    for rows in results.values {
      for (result, entry) in rows ?? [] {
        report.results.append(result)
        if let entry { cache.entries[result.output] = entry }
      }
    }
    report.results.sort { ($0.source, $0.output) < ($1.source, $1.output) }
    do {
      _ = try OutputFile.write(
        cache.text(root: root), to: cachePath,
        replacing: { $0.hasPrefix(BuildCache.header + "\n") }, durability: .regenerable,
        base: root)
    } catch {
      report.notes.append("the build cache could not be saved: \(error.reason)")
    }
    return report
  }

  /// Whether `target`'s output is as `entry` says it was left and every input hashes as it did.
  private func isFresh(_ target: Target, _ entry: BuildCache.Entry?, _ hashes: HashMemo) -> Bool {
    guard let entry, entry.source == sources[target.source].relative,
      entry.format == target.rule.format, entry.key == key(of: target), !entry.signature.isEmpty,
      BuildCache.signature(of: target.path, format: target.rule.format) == entry.signature,
      !entry.inputs.files.isEmpty
    else { return false }
    for file in entry.inputs.files where hashes.file(file.path) != file.hash { return false }
    for listing in entry.inputs.listings where hashes.listing(listing.path) != listing.hash {
      return false
    }
    return entry.inputs.missing.allSatisfy { hashes.isMissing($0) }
  }

  /// What this run reads, by canonical path (compared by Unicode scalars): each input file (or
  /// path looked for) with the first source that reads it, and each folder holding one with
  /// that input. Every source is an input of itself; inputs of fresh outputs come from the
  /// cache, of the others from their loads.
  private struct Inputs {
    var readers: [JSONKey: Int] = [:]
    var holders: [JSONKey: (input: String, source: Int)] = [:]
  }

  /// The inputs of this run (``Inputs``).
  private func inputs(_ states: [SourceState?], _ cache: BuildCache) -> Inputs {
    var found = Inputs()
    for (index, state) in states.enumerated() {
      var paths: [String] = index < sources.count ? [sources[index].canonical] : []
      if let inputs = state?.inputs {
        paths += inputs.files.map(\.path) + inputs.missing
      }
      for target in state?.fresh ?? [] {
        if let entry = cache.entries[targets[target].relative] {
          paths += entry.inputs.files.map(\.path) + entry.inputs.missing
        }
      }
      for path in paths where found.readers[JSONKey(path)] == nil {
        found.readers[JSONKey(path)] = index
        var folder = PathPolicy.directory(of: path)
        while folder != root, PathPolicy.isInside(folder, root: root) {
          if found.holders[JSONKey(folder)] == nil {
            found.holders[JSONKey(folder)] = (path, index)
          }
          folder = PathPolicy.directory(of: folder)
        }
      }
    }
    return found
  }

  /// Refuses outputs that would overwrite a file a source reads, or replace a folder holding
  /// one.
  private func checkInputs(_ inputs: Inputs) throws(Refusal) {
    var problems: [ThemeError] = []
    for target in targets {
      let subject = "output '\(target.relative)' for source '\(sources[target.source].relative)'"
      if let reader = inputs.readers[JSONKey(target.path)] {
        problems.append(
          target.rule.site.error(
            .invalidValue,
            "\(subject) would overwrite '\(target.relative)', which source "
              + "'\(sources[reader].relative)' reads",
            suggestion: "write outputs to another folder"))
      } else if let holder = inputs.holders[JSONKey(target.path)] {
        problems.append(
          target.rule.site.error(
            .invalidValue,
            "\(subject) would replace the folder holding '\(OutputFile.show(holder.input, root))', "
              + "which source '\(sources[holder.source].relative)' reads",
            suggestion: "write outputs to another folder"))
      }
    }
    if !problems.isEmpty { throw Self.refusal(problems) }
  }

  /// Refuses to go on when an output to be written exists and material-theme did not write it.
  private func checkOwnership(_ states: [SourceState?]) throws(Refusal) {
    let pending = states.enumerated().flatMap { index, state -> [Int] in
      (state?.pending ?? []).filter {
        state?.loads[JSONKey(targets[$0].selectionKey)]?.theme != nil
      }
    }
    let found = ParallelSlots<ThemeError>(count: pending.count)
    DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
      let target = targets[pending[slot]]
      guard let status = POSIX.linkStatus(target.path) else { return }
      let reason: String?
      if target.rule.format.isDirectory {
        if case .foreign(let why) = OutputOwnership.inspectCatalog(
          target.path, expected: nil, base: root)
        {
          reason = why
        } else {
          reason = nil
        }
      } else if status.kind != .regular {
        reason = status.kind == .directory ? "it is a folder" : "it is not a regular file"
      } else if let data = FileManager.default.contents(atPath: target.path) {
        let text = String(decoding: data, as: UTF8.self)
        reason =
          OutputOwnership.isGenerated(text, format: target.rule.format)
          ? nil : "it does not start with material-theme's generated header"
      } else {
        reason = "it cannot be read"
      }
      if let reason {
        found[slot] = target.rule.site.error(
          .invalidValue,
          "refusing to replace '\(target.relative)' for source "
            + "'\(sources[target.source].relative)': material-theme did not write it (\(reason))",
          suggestion: "remove it or choose another output path")
      }
    }
    let problems = found.values.compactMap { $0 }
    if !problems.isEmpty { throw Self.refusal(problems, exitCode: .cannotCreate) }
  }

  /// Generates and writes one source's stale outputs.
  private func write(_ index: Int, _ state: SourceState) -> [(
    Result, BuildCache.Entry?
  )] {
    let source = sources[index]
    var rows: [(Result, BuildCache.Entry?)] = []
    for target in state.fresh {
      let target = targets[target]
      rows.append(
        (
          Result(
            source: target.sourceLabel(source), format: target.rule.format,
            output: target.relative, outcome: .unchanged), nil
        ))
    }
    for target in state.pending.map({ targets[$0] }) {
      let load = state.loads[JSONKey(target.selectionKey)]
      guard let theme = load?.theme else {
        let message = load?.error?.description ?? "\(source.relative): error: failed"
        rows.append(
          (
            Result(
              source: target.sourceLabel(source), format: target.rule.format,
              output: target.relative, outcome: .failed, message: message,
              exitCode: load?.error?.exitCode ?? .dataError),
            nil
          ))
        continue
      }
      // One identifier per context, so that a brand's generated types do not clash.
      let identifier = SwiftWriter.identifier(
        forName: ([theme.name] + target.selection.map(\.context)).joined(separator: " "))
      let format = target.rule.format
      let files = format.files(
        theme,
        options: ExportOptions(
          identifier: identifier, sourceName: source.relative,
          increasedContrast: increasedContrast))
      do {
        let outcome =
          format.isDirectory
          ? try OutputFile.writeFolder(
            files, to: target.path, durability: .regenerable, base: root, planned: true)
          : try OutputFile.write(
            files[0].contents, to: target.path,
            replacing: { OutputOwnership.isGenerated($0, format: format) },
            durability: .regenerable, base: root, planned: true)
        let entry = BuildCache.Entry(
          format: format, source: source.relative, key: key(of: target),
          signature: BuildCache.signature(of: target.path, format: format),
          inputs: load?.inputs ?? LoadInputs())
        rows.append(
          (
            Result(
              source: target.sourceLabel(source), format: format, output: target.relative,
              outcome: outcome == .written ? .written : .unchanged),
            entry
          ))
      } catch {
        rows.append(
          (
            Result(
              source: target.sourceLabel(source), format: format, output: target.relative,
              outcome: .failed,
              message: DiagnosticText.escaped(
                "error: cannot write '\(target.relative)' for source "
                  + "'\(target.sourceLabel(source))': \(error.reason)"),
              exitCode: .cannotCreate),
            nil
          ))
      }
    }
    return rows
  }

  /// Removes what killed builds left beside the outputs: temporary files and staging folders
  /// named for an output, whose process is gone.
  private func removeLeftovers() {
    var names: [String: Set<String>] = [:]
    for target in targets {
      let folder = PathPolicy.directory(of: target.path)
      names[folder, default: []].insert(String(target.path.dropFirst(folder.count + 1)))
    }
    for (folder, names) in names { OutputFile.removeAbandonedTemporaries(of: names, in: folder) }
    OutputFile.removeAbandonedTemporaries(of: [Self.cacheName], in: root)
  }

  /// Removes outputs the cache records that the manifest no longer produces, when they are as
  /// material-theme left them; the others are kept and noted. Either way they leave the cache.
  ///
  /// What this run reads (`inputs`: a source, a token file, an image, a theme it extends, or a
  /// folder holding one), the manifest, the cache and what this run writes are never removed:
  /// an earlier build's output may have been promoted to a source since.
  private func removeOrphans(
    _ cache: inout BuildCache, _ report: inout Report, sparing inputs: Inputs
  ) {
    let current = Set(targets.map { JSONKey($0.relative) })
    let written = Set(targets.map { JSONKey($0.path) })
    // Every folder holding an output of this run, with that output: looked up per orphan, so
    // a cache of many entries costs their depth, not entries × outputs.
    var holders: [JSONKey: String] = [:]
    for target in targets {
      var folder = PathPolicy.directory(of: target.path)
      while folder != root, PathPolicy.isInside(folder, root: root),
        holders[JSONKey(folder)] == nil
      {
        holders[JSONKey(folder)] = target.relative
        folder = PathPolicy.directory(of: folder)
      }
    }
    let manifestCanonical = PathPolicy.canonical(manifestPath)
    for (output, entry) in cache.entries.sorted(by: { $0.key < $1.key })
    where !current.contains(JSONKey(output)) {
      cache.entries[output] = nil
      let path = root + "/" + output
      guard POSIX.linkStatus(path) != nil else { continue }
      guard PathPolicy.confined(path, root: root) == path else {
        report.notes.append(
          "kept \(output): a symbolic link on its way leads elsewhere, so material-theme did not "
            + "write it there")
        continue
      }
      let key = JSONKey(path)
      if let reader = inputs.readers[key] {
        let source = sources[reader].relative
        report.notes.append(
          JSONKey.sameScalars(sources[reader].canonical, path)
            ? "kept \(output): an earlier build wrote it, but it is now a source of this build"
            : "kept \(output): an earlier build wrote it, but source '\(source)' now reads it")
        continue
      }
      if let holder = inputs.holders[key] {
        report.notes.append(
          "kept \(output): an earlier build wrote it, but it now holds "
            + "'\(OutputFile.show(holder.input, root))', which source "
            + "'\(sources[holder.source].relative)' reads")
        continue
      }
      if path == manifestCanonical || path == cachePath || written.contains(key) {
        report.notes.append("kept \(output): this build reads or writes it")
        continue
      }
      if let output = writtenAround(path, written, holders) {
        report.notes.append(
          "kept \(output.relative): this build writes '\(output.written)', "
            + (output.inside ? "which holds it" : "which it holds"))
        continue
      }
      guard BuildCache.signature(of: path, format: entry.format) == entry.signature,
        !entry.signature.isEmpty
      else {
        report.notes.append("kept \(output): it changed since material-theme wrote it")
        continue
      }
      do {
        try OutputFile.removeOwned(path, format: entry.format, base: root)
        report.removed.append(output)
      } catch {
        report.notes.append("kept \(output): \(error.reason)")
      }
    }
  }
}

extension BuildRun {
  /// The output of this run that `path` lies inside of (`inside`), or that lies inside `path`
  /// (found in `holders`, the folders holding each output), relative to the root; `nil` when
  /// none does. `written` holds every output path of this run.
  fileprivate func writtenAround(
    _ path: String, _ written: Set<JSONKey>, _ holders: [JSONKey: String]
  ) -> (relative: String, written: String, inside: Bool)? {
    let relative = OutputFile.show(path, root)
    var folder = PathPolicy.directory(of: path)
    while folder != root, PathPolicy.isInside(folder, root: root) {
      if written.contains(JSONKey(folder)) {
        return (relative, OutputFile.show(folder, root), true)
      }
      folder = PathPolicy.directory(of: folder)
    }
    return holders[JSONKey(path)].map { (relative, $0, false) }
  }
}

/// The input hashes computed in one run, shared by the worker threads: a file read by many
/// sources (a shared token file) is hashed once. Every path (from the cache file, which may have
/// been edited) is resolved inside the manifest's folder first; one that leads out reads as
/// changed.
private final class HashMemo: @unchecked Sendable {
  private let lock = NSLock()
  private let root: String
  private var resolver = PathPolicy.Resolver()
  // By Unicode scalars: two paths differing only in normalization are two files on Linux.
  private var files: [JSONKey: UInt64?] = [:]
  private var listings: [JSONKey: UInt64?] = [:]

  init(root: String) { self.root = root }

  /// The path `path` leads to when it stays inside the root.
  private func confined(_ path: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return resolver.confined(path, root: root)
  }

  private func memoized(
    _ path: String, _ table: ReferenceWritableKeyPath<HashMemo, [JSONKey: UInt64?]>,
    _ compute: (String) -> UInt64?
  ) -> UInt64? {
    lock.lock()
    if let known = self[keyPath: table][JSONKey(path)] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let hash = confined(path).flatMap(compute)
    lock.lock()
    self[keyPath: table][JSONKey(path)] = hash
    lock.unlock()
    return hash
  }

  /// The hash of the file at `path` as the loader reads it, or `nil`.
  func file(_ path: String) -> UInt64? {
    memoized(path, \.files) { LoadInputs.hash(ofFile: $0) }
  }

  /// The hash of the folder listing at `path`, or `nil`.
  func listing(_ path: String) -> UInt64? {
    memoized(path, \.listings) { LoadInputs.hash(ofListing: $0) }
  }

  /// Whether nothing exists at `path` (inside the root) still.
  func isMissing(_ path: String) -> Bool {
    guard let resolved = confined(path) else { return false }
    return POSIX.linkStatus(resolved) == nil
  }
}

/// One value per slot, written by the worker threads (each slot by one), read after they end.
private final class ParallelSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  subscript(index: Int) -> Value? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storage[index]
    }
    set {
      lock.lock()
      storage[index] = newValue
      lock.unlock()
    }
  }

  var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

/// A counter shared by the worker threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// Adds one and returns the new value.
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
