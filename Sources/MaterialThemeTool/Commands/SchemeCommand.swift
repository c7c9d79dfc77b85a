import Foundation
import MaterialTheming

/// `material-theme scheme`: prints the Material 3 dynamic scheme of one or many seed colors.
enum SchemeCommand: Subcommand {
  static let seed = Option<String?>(
    "seed", value: "hex[,hex...]",
    help: "The seed color (#RRGGBB; the leading # may be omitted), or a comma list.")
  static let seedFile = Option<String?>(
    "seeds", value: "file", kind: .file,
    help:
      "One seed (or comma list) per line (blank lines ignored); prints one JSON object per "
      + "line.")
  static let image = Option<String?>(
    "image", value: "file", kind: .file,
    help: "Seed from a PNG or JPEG: the first color 'material-theme seeds' prints.")
  static let variant = Option(
    choice: "variant", value: "name", default: DynamicSchemeVariant.tonalSpot,
    help: "The scheme variant.")
  static let appearance = Option(
    choice: "appearance", value: "mode", default: Appearance.light, help: "The appearance.")
  static let contrast = Option<Double>(
    number: "contrast", value: "level", in: DynamicScheme.contrastRange,
    help: "Contrast level (0.5 medium, 1 high).", default: 0)
  static let colorSpec = Option(
    choice: "spec", value: "version", default: ColorSpecVersion.spec2021,
    help:
      "The color specification. 2026 falls back to 2025 for tonal-spot, neutral, vibrant and "
      + "expressive; content, fidelity, monochrome, rainbow and fruit-salad always use 2021; "
      + "cmf needs 2026.")
  static let platform = Option(
    choice: "platform", value: "name", default: DynamicSchemePlatform.phone,
    help: "The device (2021 rules are the same on both).")
  static let roles = Option(
    choice: "roles", value: "set", default: RoleSet.table,
    help:
      "table: the spec's Material 3 role table; all: every role of upstream's "
      + "allDynamicColors() (67).")

  static let spec = CommandSpec(
    name: "scheme",
    abstract: "Print the dynamic color scheme (role → #RRGGBBAA) of a seed color.",
    discussion: """
      Give exactly one of --seed, --seeds and --image. A seed may be a comma
      list of source colors: cmf takes its tertiary from the second, the other
      variants use the first. Output: a JSON object keyed by the camelCase role
      names, in role-table order (--roles all: upstream's 67 roles of
      allDynamicColors(), under upstream's names and order); one object per
      line for --seeds.
      """,
    options: [seed, seedFile, image, variant, appearance, contrast, colorSpec, platform, roles])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let settings: Settings
    do {
      settings = try Settings(arguments)
    } catch {
      throw .usage(error.description)
    }
    switch settings.source {
    case .seed(let seeds):
      console.out(settings.json(seeds: seeds))
      return .success
    case .file(let path):
      return try runBatch(path: path, settings: settings, console: &console)
    case .image(let path):
      let seed = try SeedsCommand.seeds(ofImage: path)[0]
      console.out(settings.json(seeds: [Color(argb: seed)]))
      return .success
    }
  }

  private static func runBatch(path: String, settings: Settings, console: inout Console)
    throws(CommandFailure) -> ExitCode
  {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(
        path, maximumSize: LoadingLimits.default.maximumFileSize, chain: [], expected: .seeds)
    } catch {
      throw .theme(error)
    }
    var lines: [[Color]] = []
    for line in seedLines(bytes) {
      let parts = line.text.split(separator: ",", omittingEmptySubsequences: false)
      var seeds: [Color] = []
      var column = 1
      for part in parts {
        let written = part.trimmingCharacters(in: .whitespaces)
        guard let seed = parseSeed(written) else {
          let leading = part.prefix { $0 == " " || $0 == "\t" }.count
          let shown = written.isEmpty ? "an empty entry" : "'\(written)'"
          throw .located(
            file: path, line: line.number, column: column + leading,
            message: "invalid seed color \(shown): expected #RRGGBB or a comma list of them")
        }
        seeds.append(seed)
        column += part.count + 1
      }
      lines.append(seeds)
    }
    for seeds in lines { console.out(settings.json(seeds: seeds)) }
    return .success
  }

  /// The non-blank lines of a seeds file with their 1-based numbers: lines end in LF or CRLF,
  /// a leading UTF-8 byte order mark is dropped, trailing whitespace is trimmed (columns count
  /// characters from the line's start).
  static func seedLines(_ bytes: [UInt8]) -> [(number: Int, text: Substring)] {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    var result: [(number: Int, text: Substring)] = []
    // Split on the scalar, not the Character: "\r\n" is one Character in Swift.
    let scalars = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, scalars) in scalars.enumerated() {
      var line = Substring(scalars)
      while let last = line.unicodeScalars.last, last == "\r" || last == " " || last == "\t" {
        line.unicodeScalars.removeLast()
      }
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      result.append((offset + 1, line))
    }
    return result
  }

  /// Parses `#RRGGBB`, `RRGGBB` or any notation ``Color/init(hex:)`` accepts.
  static func parseSeed(_ text: String) -> Color? {
    let hex = text.hasPrefix("#") ? text : "#" + text
    return try? Color(hex: hex)
  }

  /// Parses a comma list of seeds (each as ``parseSeed(_:)``); nil when any is invalid.
  static func parseSeeds(_ text: String) -> [Color]? {
    var seeds: [Color] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let seed = parseSeed(part.trimmingCharacters(in: .whitespaces)) else { return nil }
      seeds.append(seed)
    }
    return seeds
  }

  /// The scheme as one JSON object, roles in table order.
  static func json(for scheme: DynamicScheme) -> String {
    let members = scheme.roles.map { "\"\($0.0.rawValue)\":\"\($0.1.hexString)\"" }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// Every upstream role of the scheme as one JSON object, in upstream's order.
  static func jsonOfAllRoles(for scheme: DynamicScheme) -> String {
    let members = scheme.materialDynamicColors.map {
      "\"\($0.role.rawValue)\":\"\(Color(argb: $0.argb).hexString)\""
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// Which roles to print.
  enum RoleSet: String, CaseIterable {
    /// The spec's Material 3 role table.
    case table
    /// Every role of upstream's `allDynamicColors()`.
    case all
  }

  /// The parsed options.
  private struct Settings {
    enum Source {
      case seed([Color])
      case file(String)
      case image(String)
    }

    var source: Source
    var variant: DynamicSchemeVariant
    var isDark: Bool
    var contrast: Double
    var spec: ColorSpecVersion
    var platform: DynamicSchemePlatform
    var roles: RoleSet

    init(_ arguments: ParsedArguments) throws(UsageError) {
      switch (
        arguments[SchemeCommand.seed], arguments[SchemeCommand.seedFile],
        arguments[SchemeCommand.image]
      ) {
      case (let seed?, nil, nil):
        guard let colors = SchemeCommand.parseSeeds(seed) else {
          throw UsageError(
            description:
              "Invalid seed color '\(DiagnosticText.escaped(seed))': expected #RRGGBB or a comma "
              + "list of them.")
        }
        source = .seed(colors)
      case (nil, let path?, nil): source = .file(path)
      case (nil, nil, let path?): source = .image(path)
      case (nil, nil, nil):
        throw UsageError(
          description: "Missing '--seed <hex>', '--seeds <file>' or '--image <file>'.")
      default:
        throw UsageError(description: "'--seed', '--seeds' and '--image' cannot be combined.")
      }
      variant = arguments[SchemeCommand.variant]
      isDark = arguments[SchemeCommand.appearance] == .dark
      spec = arguments[SchemeCommand.colorSpec]
      platform = arguments[SchemeCommand.platform]
      roles = arguments[SchemeCommand.roles]
      contrast = arguments[SchemeCommand.contrast]
      if variant == .cmf && spec != .spec2026 {
        throw UsageError(
          description: DynamicSchemeError.cmfRequiresSpec2026(spec).description + ".")
      }
    }

    /// The JSON line of `seeds` (non-empty: the parser never yields an empty list).
    func json(seeds: [Color]) -> String {
      let scheme = DynamicScheme(
        seed: seeds[0], additionalSeeds: Array(seeds.dropFirst()), variant: variant,
        isDark: isDark, contrastLevel: contrast, specVersion: spec, platform: platform)
      return roles == .all
        ? SchemeCommand.jsonOfAllRoles(for: scheme) : SchemeCommand.json(for: scheme)
    }
  }
}
