/// Loads theme files through json-c and resolves their `extends` chains into a ``Theme``.
///
/// ```swift
/// let theme = try ThemeLoader().load(contentsOf: "Themes/baseline.json")
/// let scheme = theme.containerScheme(for: ColorTraits(appearance: .dark))
/// ```
public struct ThemeLoader: Sendable {
  /// The size, depth and chain bounds.
  public var limits: LoadingLimits
  /// The directory `extends`, token-file and seed-image paths may not leave; `nil` means the
  /// entry theme's own directory.
  public var rootDirectory: String?
  /// The bounds for a seed image (`"seed": {"image": …}`).
  public var imageLimits: ImageLimits = .default

  /// Creates a loader.
  public init(limits: LoadingLimits = .default, rootDirectory: String? = nil) {
    self.limits = limits
    self.rootDirectory = rootDirectory
  }

  /// Loads and resolves the theme file at `path`, or the Tokens Studio project folder at `path`
  /// (token sets with `$themes.json` or `$metadata.json`).
  /// - Throws: ``ThemeError`` naming the file, line, column and JSON pointer of the problem.
  public func load(contentsOf path: String) throws(ThemeError) -> Theme {
    if Self.isTokensStudioProject(path) { return try loadTokensStudioFolder(path) }
    return try load(bytes: readFile(path), fileName: path)
  }

  /// Reads a theme file's bytes within the size limit.
  /// - Throws: ``ThemeError`` for a missing, unreadable or oversized file.
  public func readFile(_ path: String) throws(ThemeError) -> [UInt8] {
    try FileReader.read(path, maximumSize: limits.maximumFileSize, chain: [])
  }

  /// Loads and resolves a theme from bytes; `fileName` names it in errors and anchors
  /// relative `extends` paths.
  public func load(bytes: [UInt8], fileName: String) throws(ThemeError) -> Theme {
    var state = ExtendsState(entry: fileName, rootDirectory: rootDirectory)
    return try resolve(bytes: bytes, fileName: fileName, chain: [], state: &state).theme
  }

  /// The canonical root and the canonical paths visited along an `extends` chain, resolved
  /// (with `realpath`) only when a theme extends a file: themes extending a built-in default
  /// make no file-system calls beyond reading themselves.
  struct ExtendsState {
    /// The entry theme's path.
    let entry: String
    /// The root directory as given; `nil` for the entry theme's directory.
    let rootDirectory: String?
    /// The canonical root and visited paths, once resolved.
    private var resolved: (root: String, visited: [String])?

    init(entry: String, rootDirectory: String?) {
      self.entry = entry
      self.rootDirectory = rootDirectory
    }

    /// The root directory as given, or the entry theme's directory.
    var root: String { rootDirectory ?? FileReader.directory(of: entry) }

    /// The canonical root directory.
    mutating func canonicalRoot() -> String {
      resolve()
      return resolved!.root
    }

    /// The canonical paths of the themes loaded so far, the entry theme first.
    var visited: [String] {
      mutating get {
        resolve()
        return resolved!.visited
      }
      set {
        resolve()
        resolved!.visited = newValue
      }
    }

    private mutating func resolve() {
      guard resolved == nil else { return }
      resolved = (
        FileReader.canonicalPath(root) ?? root, [FileReader.canonicalPath(entry) ?? entry]
      )
    }
  }

  /// Parses and decodes a theme file without following `extends` (what `lint` checks first).
  ///
  /// Material Theme Builder exports and DTCG token files are recognized by their content and
  /// converted (see ``ImportFormat``). Token aliases are resolved in the token files the theme
  /// lists; when it uses aliases and extends a theme file, that chain is read for the token
  /// files it lists.
  public func document(bytes: [UInt8], fileName: String) throws(ThemeError) -> ThemeDocument {
    let json = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    guard ImportFormat.detect(json) == .theme else {
      return try ImportFormat.decodeDocument(json, chain: [])
    }
    return try decodeTheme(json, chain: [])
  }

  private func resolve(
    bytes: [UInt8], fileName: String, chain: [String], state: inout ExtendsState
  ) throws(ThemeError) -> (theme: Theme, tokens: TokenScope) {
    let json: JSONDocument
    do {
      json = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    } catch {
      var error = error
      error.chain = chain
      throw error
    }
    let defaultName = Self.stem(of: fileName)
    guard ImportFormat.detect(json) == .theme else {
      let document = try ImportFormat.decodeDocument(json, chain: chain)
      let base = try baseTheme(document.extends, fileName: fileName, chain: chain, state: &state)
      return (
        try finish(
          document, over: base.theme, fileName: fileName, defaultName: defaultName,
          chain: chain, state: &state, json: json),
        TokenScope()
      )
    }
    let header = try ThemeFileReader.header(json, chain: chain)
    if header.tokenFiles.isEmpty, let defaults = Self.builtInBase(header.extends) {
      // The common case, as `decodeTheme` takes it without building a scope: a built-in base,
      // no token files (so no aliases resolve), the base handed to `finish` without copies.
      return (
        try finish(
          try ThemeFileReader.decode(json, chain: chain, tokens: nil),
          over: Theme(builtIn: defaults),
          fileName: fileName, defaultName: defaultName, chain: chain, state: &state, json: json),
        TokenScope()
      )
    }
    let decoded = try decodeTheme(
      json, fileName: fileName, chain: chain, state: &state, loadingBase: true, header: header)
    return (
      try finish(
        decoded.document, over: decoded.base?.theme ?? Theme(builtIn: .material201804),
        fileName: fileName, defaultName: defaultName, chain: chain, state: &state, json: json),
      decoded.tokens
    )
  }

  /// The built-in theme `extends` names (the 2018 baseline when `nil`), or `nil` for a file.
  private static func builtInBase(_ extends: ThemeBase?) -> ColorSchemeDefaults? {
    switch extends {
    case nil: .material201804
    case .builtIn(let defaults): defaults
    case .file: nil
    }
  }

  /// Lays `document`, read from `fileName`, over the theme it extends.
  func resolve(
    _ document: ThemeDocument, fileName: String, defaultName: String, chain: [String],
    state: inout ExtendsState
  ) throws(ThemeError) -> Theme {
    let base = try baseTheme(document.extends, fileName: fileName, chain: chain, state: &state)
    return try finish(
      document, over: base.theme, fileName: fileName, defaultName: defaultName, chain: chain,
      state: &state)
  }

  /// The theme `extends` names (the 2018 baseline when `nil`) and the tokens in its scope.
  func baseTheme(
    _ extends: ThemeBase?, fileName: String, chain: [String], state: inout ExtendsState
  ) throws(ThemeError) -> (theme: Theme, tokens: TokenScope) {
    switch extends {
    case nil: (Theme(builtIn: .material201804), TokenScope())
    case .builtIn(let defaults): (Theme(builtIn: defaults), TokenScope())
    case .file(let relative, let position):
      try loadBase(
        relative, position: position, from: fileName, chain: chain + [fileName], state: &state)
    }
  }

  /// Lays `document` over `base`, reading its seed image first.
  ///
  /// `base` is consumed and the document copied only to read a seed image: both are large, and
  /// every theme load comes through here.
  ///
  /// A custom color whose generated names clash with another's is refused
  /// (``checkCustomColorNames(_:over:fileName:chain:json:)``); `json`, the document's source,
  /// locates it.
  func finish(
    _ document: ThemeDocument, over base: consuming Theme, fileName: String, defaultName: String,
    chain: [String], state: inout ExtendsState, json: JSONDocument? = nil
  ) throws(ThemeError) -> Theme {
    try Self.checkCustomColorNames(
      document, over: base.customColors, fileName: fileName, chain: chain, json: json)
    if document.colors.dynamic?.seedImage != nil {
      var document = document
      try resolveSeedImage(&document, fileName: fileName, chain: chain, state: &state)
      base.apply(document, defaultName: defaultName, sourceFile: fileName)
    } else {
      base.apply(document, defaultName: defaultName, sourceFile: fileName)
    }
    return base
  }

  /// `relative` joined to the directory of `fileName`, with its canonical form; throws `missing`
  /// when it does not exist and `outside` when it leaves the canonical `root`
  /// (``PathPolicy/resolve(_:from:root:)`` decides). A path that does not exist is recorded as
  /// looked for, for a recording load.
  static func confined(
    _ relative: String, from fileName: String, root: String,
    missing: @autoclosure () -> ThemeError, outside: @autoclosure () -> ThemeError
  ) throws(ThemeError) -> (path: String, canonical: String) {
    switch PathPolicy.resolve(relative, from: fileName, root: root) {
    case .inside(let path, let canonical):
      return (path, canonical)
    case .missing(let path, _):
      InputRecorder.current?.recordMissing(path)
      throw missing()
    case .outside:
      throw outside()
    }
  }

  private func loadBase(
    _ relative: String, position: SourcePosition?, from fileName: String, chain: [String],
    state: inout ExtendsState
  ) throws(ThemeError) -> (theme: Theme, tokens: TokenScope) {
    let root = state.canonicalRoot()
    let pointer = JSONPointer.root.appending("extends")
    let site = ThemeErrorSite(
      file: fileName, position: position, pointer: pointer, chain: Array(chain.dropLast()))
    guard chain.count < limits.maximumExtendsDepth else {
      throw site.error(
        .extendsTooDeep,
        "extends chain is longer than \(limits.maximumExtendsDepth) themes: "
          + chain.joined(separator: " → "))
    }
    let (path, canonical) = try Self.confined(
      relative, from: fileName, root: root,
      missing: site.error(
        .invalidExtends, "extends '\(relative)', which does not exist",
        "paths are relative to the theme that extends them"),
      outside: site.error(
        .pathEscapesRoot, "extends '\(relative)', which is outside the theme root '\(root)'",
        "keep shared themes under the root directory"))
    if let start = state.visited.firstIndex(of: canonical) {
      let cycle = (chain + [path]).suffix(from: min(start, chain.count))
      throw site.error(
        .extendsCycle, "extends cycle: \(cycle.joined(separator: " → "))",
        "remove one of the extends links")
    }
    state.visited.append(canonical)
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(path, maximumSize: limits.maximumFileSize, chain: chain)
    } catch {
      let kind: ThemeError.Kind = error.kind == .fileTooLarge ? .fileTooLarge : .invalidExtends
      throw site.error(kind, "extends '\(relative)': \(error.message)", error.suggestion)
    }
    return try resolve(bytes: bytes, fileName: path, chain: chain, state: &state)
  }

  /// The name a theme without a `name` key gets: its file name without the extension
  /// (`Themes/high-contrast.json` → `high-contrast`; a leading dot is kept: `.hidden`).
  public static func defaultName(forFile path: String) -> String { stem(of: path) }

  /// The file name of `path` without its extension (a leading dot is kept: `.hidden`).
  ///
  /// Read from the path's UTF-8 bytes in place: every theme load names a theme by it, and
  /// walking `String.UTF8View` indices cost more than the rest of the work here.
  static func stem(of path: String) -> String {
    var path = path
    let stem = path.withUTF8 { bytes -> String? in
      let slash = UInt8(ascii: "/")
      var end = bytes.count
      while end > 0, bytes[end - 1] == slash { end -= 1 }
      guard end > 0 else { return nil }
      var start = end
      while start > 0, bytes[start - 1] != slash { start -= 1 }
      var stop = end
      while stop > start + 1, bytes[stop - 1] != UInt8(ascii: ".") { stop -= 1 }
      // No dot past the first byte: the whole file name.
      if stop == start + 1 { stop = end } else { stop -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    }
    return stem ?? path
  }
}
