import Foundation
import MaterialTheming

/// `material-theme scheme`: prints the Material 3 dynamic scheme of one or many seed colors.
enum SchemeCommand: Subcommand {
  static let name = "scheme"
  static let abstract = "Print the dynamic color scheme (role → #RRGGBBAA) of a seed color."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme scheme --seed HEX[,HEX...] [options]
           material-theme scheme --seeds FILE [options]

    OPTIONS:
      --seed HEX[,HEX...]   The seed color (#RRGGBB; the leading # may be omitted). A comma list
                            gives several source colors: cmf takes its tertiary from the second;
                            the other variants use the first.
      --seeds FILE          One seed (or comma list) per line, blank lines ignored; prints one JSON
                            object per line.
      --variant NAME        \(DynamicSchemeVariant.allCases.map(\.rawValue).joined(separator: ", "))
                            (default tonal-spot).
      --appearance MODE     light or dark (default light).
      --contrast X          Contrast level from -1 to 1 (default 0; 0.5 medium, 1 high).
      --spec VERSION        2021, 2025 or 2026 (default 2021). 2026 falls back to 2025 for
                            tonal-spot, neutral, vibrant and expressive; content, fidelity,
                            monochrome, rainbow and fruit-salad always use 2021; cmf needs 2026.
      --platform NAME       phone or watch (default phone; 2021 rules are the same on both).
      --roles SET           table (default): the spec's Material 3 role table, in table order;
                            all: every role of upstream's MaterialDynamicColors.allDynamicColors()
                            (67, palette key colors and Android control/text roles included)
                            under upstream's names, in upstream's order.

    Output: a JSON object keyed by the camelCase role names.
    """
  static let signature = CommandSignature(
    options: ["seed", "seeds", "variant", "appearance", "contrast", "spec", "platform", "roles"])

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    let settings: Settings
    do {
      settings = try Settings(arguments)
    } catch {
      console.error("error: \(error.description)\n\nUSAGE: see 'material-theme scheme --help'")
      return .usage
    }
    switch settings.source {
    case .seed(let seeds):
      console.out(settings.json(seeds: seeds))
      return .success
    case .file(let path):
      return runBatch(path: path, settings: settings, console: &console)
    }
  }

  private static func runBatch(path: String, settings: Settings, console: inout Console)
    -> ExitCode
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      console.error("error: cannot read seeds file '\(path)'")
      return .noInput
    }
    let text = String(decoding: data, as: UTF8.self)
    var lines: [[Color]] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty { continue }
      guard let seeds = parseSeeds(trimmed) else {
        console.error(
          "error: \(path):\(offset + 1): invalid seed color '\(printable(trimmed))': "
            + "expected #RRGGBB or a comma list of them")
        return .dataError
      }
      lines.append(seeds)
    }
    for seeds in lines { console.out(settings.json(seeds: seeds)) }
    return .success
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

  /// `text` with control characters shown as `\u{…}` escapes.
  static func printable(_ text: String) -> String {
    text.unicodeScalars.map {
      $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0)
    }.joined()
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
    }

    var source: Source
    var variant: DynamicSchemeVariant
    var isDark: Bool
    var contrast: Double
    var spec: ColorSpecVersion
    var platform: DynamicSchemePlatform
    var roles: RoleSet

    init(_ arguments: ParsedArguments) throws(UsageError) {
      switch (arguments.value("seed"), arguments.value("seeds")) {
      case (let seed?, nil):
        guard let colors = SchemeCommand.parseSeeds(seed) else {
          throw UsageError(
            description:
              "invalid seed color '\(SchemeCommand.printable(seed))': expected #RRGGBB or a comma list of them"
          )
        }
        source = .seed(colors)
      case (nil, let path?): source = .file(path)
      case (nil, nil): throw UsageError(description: "missing '--seed HEX' or '--seeds FILE'")
      default: throw UsageError(description: "'--seed' and '--seeds' cannot be combined")
      }
      variant = try arguments.choice("variant", default: DynamicSchemeVariant.tonalSpot)
      isDark = try arguments.choice("appearance", default: Appearance.light) == .dark
      spec = try arguments.choice("spec", default: ColorSpecVersion.spec2021)
      platform = try arguments.choice("platform", default: DynamicSchemePlatform.phone)
      roles = try arguments.choice("roles", default: RoleSet.table)
      contrast = try arguments.number("contrast", default: 0, in: DynamicScheme.contrastRange)
      if variant == .cmf && spec != .spec2026 {
        throw UsageError(
          description: DynamicSchemeError.cmfRequiresSpec2026(spec).description)
      }
    }

    /// The JSON line of `seeds` (validated non-empty, CMF only with 2026).
    func json(seeds: [Color]) -> String {
      // Settings already rejected what the throwing initializer would.
      guard
        let scheme = try? DynamicScheme(
          sourceColors: seeds, variant: variant, isDark: isDark, contrastLevel: contrast,
          specVersion: spec, platform: platform)
      else { return "{}" }
      return roles == .all
        ? SchemeCommand.jsonOfAllRoles(for: scheme) : SchemeCommand.json(for: scheme)
    }
  }
}
