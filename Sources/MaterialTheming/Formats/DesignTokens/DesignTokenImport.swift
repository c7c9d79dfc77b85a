/// How to turn a token file into a theme: strictness and explicit role mappings.
public struct DesignTokenImportOptions: Sendable, Hashable {
  /// Whether skipped tokens (types and units the engine does not use) are errors.
  public var strict: Bool
  /// Explicit mappings, applied before and over the conventions: each a target and the dotted
  /// name of a color token (`--map dark.primary=brand.blue.400`).
  public var mappings: [(target: DesignTokenRoleTarget, token: String)]
  /// The context chosen for each dimension (`--context brand=acme`): a Tokens Studio theme
  /// group that is not a mode, or a DTCG resolver modifier; a dimension not named takes its
  /// default.
  public var contexts: [(dimension: String, context: String)] = []
  /// Resolver contexts given a mode, for names that do not say one themselves
  /// (`--context-map night=dark`, `--context-map night-ax=dark-high-contrast`).
  public var contextModes: [(context: String, mode: String)] = []

  /// Options: tolerant unless `strict`, with `mappings` laid over the conventions.
  public init(strict: Bool = false, mappings: [(target: DesignTokenRoleTarget, token: String)] = [])
  {
    self.strict = strict
    self.mappings = mappings
  }

  /// Whether `text` names a mode a context may be mapped to (`dark`, `light-high-contrast`).
  public static func isMode(_ text: String) -> Bool { DesignTokenModeName.slot(text) != nil }

  /// Compares strictness, mappings and contexts.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.strict == rhs.strict
      && lhs.mappings.elementsEqual(rhs.mappings) { $0.target == $1.target && $0.token == $1.token }
      && lhs.contexts.elementsEqual(rhs.contexts) {
        $0.dimension == $1.dimension && $0.context == $1.context
      }
      && lhs.contextModes.elementsEqual(rhs.contextModes) {
        $0.context == $1.context && $0.mode == $1.mode
      }
  }

  /// Hashes strictness and mappings.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(strict)
    for mapping in mappings {
      hasher.combine(mapping.target)
      hasher.combine(mapping.token)
    }
  }
}

/// What an import did: the format read, what was skipped, which token filled which role, and
/// the color tokens no role took.
public struct DesignTokenImportReport: Sendable, Hashable {
  /// One filled role.
  public struct Mapping: Sendable, Hashable {
    /// How the token was chosen.
    public enum Rule: String, Sendable, Hashable {
      /// `--map ROLE=TOKEN`.
      case explicit
      /// MaterialTheming's own token names (`color.light.primary`, `color.m3.dark.…`).
      case materialTheming
      /// A naming convention (``DesignTokenRoleMapper``).
      case convention
    }

    /// The role filled.
    public var target: DesignTokenRoleTarget
    /// The token's dotted name.
    public var token: String
    /// The color it gave.
    public var color: Color
    /// How it was chosen.
    public var rule: Rule
  }

  /// The format and its parts, as read.
  public var formatDescription: String
  /// How many tokens the file holds.
  public var tokenCount: Int
  /// The tokens left out (not errors).
  public var skipped: [DesignTokenSkip]
  /// The roles filled, in the order they were read.
  public var mappings: [Mapping]
  /// The typography and shape tokens read by MaterialTheming's naming, as
  /// `typography.caption ← typography.caption` lines.
  public var styleMappings: [String]
  /// The valid color tokens no role took, in document order.
  public var unmappedColors: [String]
  /// Tokens counted by type, for the valid tokens (`["color": 93, "dimension": 45]`).
  public var typeCounts: [DesignTokenType: Int]
  /// Things the user should know: deprecated tokens mapped, tokens that lost to another for the
  /// same role, notes of the reader.
  public var warnings: [String]

  /// `skipped 469 tokens of type link, 2 em dimensions`, or `nil`.
  public var skippedSummary: String? { DesignTokenSkip.summary(skipped) }

  /// The report as lines for the error stream; at most `limit` unmapped names are listed.
  public func lines(limit: Int = 12) -> [String] {
    var lines = ["read \(formatDescription): \(tokenCount) token\(tokenCount == 1 ? "" : "s")"]
    if let skippedSummary { lines.append(skippedSummary) }
    if !mappings.isEmpty {
      lines.append("mapped \(mappings.count) role\(mappings.count == 1 ? "" : "s"):")
      for mapping in mappings {
        let how =
          switch mapping.rule {
          case .explicit: " (--map)"
          case .materialTheming, .convention: ""
          }
        lines.append("  \(mapping.target) ← \(mapping.token) \(mapping.color.hexString)\(how)")
      }
    }
    if !styleMappings.isEmpty {
      let count = styleMappings.count
      lines.append("read \(count) typography and shape token\(count == 1 ? "" : "s"):")
      lines += styleMappings.map { "  \($0)" }
    }
    if !unmappedColors.isEmpty {
      let shown = unmappedColors.prefix(limit).joined(separator: ", ")
      let more = unmappedColors.count > limit ? ", … (\(unmappedColors.count - limit) more)" : ""
      lines.append("unmapped color tokens (\(unmappedColors.count)): \(shown)\(more)")
    }
    lines += warnings.map { "warning: \($0)" }
    return lines
  }
}

/// A theme document read from tokens, the report of how, and every error found.
///
/// ```swift
/// let result = try DesignTokenImport.read(bytes: bytes, fileName: "brand.tokens.json")
/// for line in result.report.lines() { print(line) }
/// if let error = result.error { throw error }
/// let document = result.document
/// ```
public struct DesignTokenImport: Sendable {
  /// The theme document (incomplete when there are ``errors``).
  public var document: ThemeDocument
  /// What was read and mapped.
  public var report: DesignTokenImportReport
  /// Every error, in file order: invalid tokens, bad `--map` entries, skipped tokens when
  /// strict, and — when nothing maps — an error listing what the file holds.
  public var errors: [ThemeError]

  /// The first error carrying the others, or `nil` when the import succeeded.
  public var error: ThemeError? { ThemeError.combined(errors) }

  /// Reads a token file of any token format (detected unless `format` is given) and maps it.
  /// - Throws: ``ThemeError`` only when the bytes are not JSON; everything else is in
  ///   ``errors``.
  public static func read(
    bytes: [UInt8], fileName: String, format: ImportFormat? = nil,
    options: DesignTokenImportOptions = DesignTokenImportOptions(),
    limits: LoadingLimits = .default
  ) throws(ThemeError) -> DesignTokenImport {
    let document = try JSONDocument.parse(bytes, file: fileName, limits: limits)
    let file = DesignTokenFile.read(
      document: document, chain: [], format: format, limits: limits,
      selection: DesignTokenSelection(options))
    var importer = DesignTokenThemeMapper(
      file: file, contexts: [DecodingContext(document: document, chain: [])], options: options)
    return importer.run()
  }
}

extension DesignTokenFile {
  /// Maps the tokens to a theme document and reports how (see ``DesignTokenRoleMapper``).
  /// - Throws: ``ThemeError`` with every error (the file's ``problems``, bad `--map` entries,
  ///   skipped tokens when `strict`, tokens in MaterialTheming's own groups with unknown
  ///   names), the first carrying the rest; and when nothing maps, an error that lists what
  ///   the file holds.
  public func importTheme(options: DesignTokenImportOptions = DesignTokenImportOptions())
    throws(ThemeError) -> DesignTokenImport
  {
    var importer = DesignTokenThemeMapper(file: self, contexts: [], options: options)
    let result = importer.run()
    if let error = result.error { throw error }
    return result
  }
}
