import Foundation
import MaterialTheming

/// `material-theme scheme`: prints the Material 3 dynamic scheme of one or many seed colors.
enum SchemeCommand: Subcommand {
  static let spec = CommandSpec(
    name: "scheme",
    abstract: "Print the dynamic color scheme (role → #RRGGBBAA) of a seed color.",
    discussion: """
      Give exactly one of --seed and --seeds. Output: a JSON object keyed by the
      camelCase role names, in role-table order; one object per line for --seeds.
      """,
    options: [
      .option(
        "seed", value: "hex", help: "The seed color (#RRGGBB; the leading # may be omitted)."),
      .option(
        "seeds", value: "file", kind: .file,
        help: "One seed per line (blank lines ignored); prints one JSON object per line."),
      .choice(
        "variant", DynamicSchemeVariant.self, value: "name", help: "The scheme variant.",
        default: .tonalSpot),
      .choice(
        "appearance", Appearance.self, value: "mode", help: "The appearance.", default: .light),
      .number(
        "contrast", value: "level", in: DynamicScheme.contrastRange,
        help: "Contrast level (0.5 medium, 1 high).", default: 0),
      .choice(
        "spec", ColorSpecVersion.self, value: "version",
        help:
          "The color specification. Only tonal-spot, neutral, vibrant and expressive follow "
          + "2025; other variants fall back to 2021.", default: .spec2021),
    ])

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
    case .seed(let seed):
      console.out(json(for: settings.scheme(seed: seed)))
      return .success
    case .file(let path):
      return try runBatch(path: path, settings: settings, console: &console)
    }
  }

  private static func runBatch(path: String, settings: Settings, console: inout Console)
    throws(CommandFailure) -> ExitCode
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .noInput("cannot read seeds file '\(path)'")
    }
    let text = String(decoding: data, as: UTF8.self)
    var seeds: [Color] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty { continue }
      guard let seed = parseSeed(trimmed) else {
        throw .data("\(path):\(offset + 1): invalid seed color '\(ConsoleText.printable(trimmed))'")
      }
      seeds.append(seed)
    }
    for seed in seeds { console.out(json(for: settings.scheme(seed: seed))) }
    return .success
  }

  /// Parses `#RRGGBB`, `RRGGBB` or any notation ``Color/init(hex:)`` accepts.
  static func parseSeed(_ text: String) -> Color? {
    let hex = text.hasPrefix("#") ? text : "#" + text
    return try? Color(hex: hex)
  }

  /// The scheme as one JSON object, roles in table order.
  static func json(for scheme: DynamicScheme) -> String {
    let members = scheme.roles.map { "\"\($0.0.rawValue)\":\"\($0.1.hexString)\"" }
    return "{" + members.joined(separator: ",") + "}"
  }

  /// The parsed options.
  private struct Settings {
    enum Source {
      case seed(Color)
      case file(String)
    }

    var source: Source
    var variant: DynamicSchemeVariant
    var isDark: Bool
    var contrast: Double
    var spec: ColorSpecVersion

    init(_ arguments: ParsedArguments) throws(UsageError) {
      switch (arguments.value("seed"), arguments.value("seeds")) {
      case (let seed?, nil):
        guard let color = SchemeCommand.parseSeed(seed) else {
          throw UsageError(
            description: "Invalid seed color '\(ConsoleText.printable(seed))': expected #RRGGBB.")
        }
        source = .seed(color)
      case (nil, let path?): source = .file(path)
      case (nil, nil): throw UsageError(description: "Missing '--seed <hex>' or '--seeds <file>'.")
      default: throw UsageError(description: "'--seed' and '--seeds' cannot be combined.")
      }
      variant = arguments.choice("variant")
      isDark = arguments.choice("appearance", as: Appearance.self) == .dark
      spec = arguments.choice("spec")
      contrast = arguments.number("contrast")
    }

    func scheme(seed: Color) -> DynamicScheme {
      DynamicScheme(
        seed: seed, variant: variant, isDark: isDark, contrastLevel: contrast, specVersion: spec)
    }
  }
}
