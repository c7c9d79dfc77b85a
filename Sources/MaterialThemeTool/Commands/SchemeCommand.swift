import Foundation
import MaterialTheming

/// `material-theme scheme`: prints the Material 3 dynamic scheme of one or many seed colors.
enum SchemeCommand: Subcommand {
  static let name = "scheme"
  static let abstract = "Print the dynamic color scheme (role → #RRGGBBAA) of a seed color."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme scheme --seed HEX [options]
           material-theme scheme --seeds FILE [options]
           material-theme scheme --image IMAGE [options]

    OPTIONS:
      --seed HEX            The seed color (#RRGGBB; the leading # may be omitted).
      --seeds FILE          One seed per line (blank lines ignored); prints one JSON object per line.
      --image IMAGE         Seed from a PNG or JPEG: the first color 'material-theme seeds' prints.
      --variant NAME        \(DynamicSchemeVariant.allCases.map(\.rawValue).joined(separator: ", "))
                            (default tonal-spot).
      --appearance MODE     light or dark (default light).
      --contrast X          Contrast level from -1 to 1 (default 0; 0.5 medium, 1 high).
      --spec VERSION        2021 or 2025 (default 2021). Only tonal-spot, neutral, vibrant and
                            expressive follow 2025; other variants fall back to 2021.

    Output: a JSON object keyed by the camelCase role names, in role-table order.
    """
  static let signature = CommandSignature(
    options: ["seed", "seeds", "image", "variant", "appearance", "contrast", "spec"])

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    let settings: Settings
    do {
      settings = try Settings(arguments)
    } catch {
      console.error("error: \(error.description)\n\nUSAGE: see 'material-theme scheme --help'")
      return .usage
    }
    switch settings.source {
    case .seed(let seed):
      console.out(json(for: settings.scheme(seed: seed)))
      return .success
    case .file(let path):
      return runBatch(path: path, settings: settings, console: &console)
    case .image(let path):
      do {
        let seed = try SeedOptions().seeds(ofImage: path)[0]
        console.out(json(for: settings.scheme(seed: Color(argb: seed))))
        return .success
      } catch {
        console.error(error.description)
        return error.exitCode
      }
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
    var seeds: [Color] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty { continue }
      guard let seed = parseSeed(trimmed) else {
        console.error("error: \(path):\(offset + 1): invalid seed color '\(trimmed)'")
        return .dataError
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
      case image(String)
    }

    var source: Source
    var variant: DynamicSchemeVariant
    var isDark: Bool
    var contrast: Double
    var spec: ColorSpecVersion

    init(_ arguments: ParsedArguments) throws(UsageError) {
      switch (arguments.value("seed"), arguments.value("seeds"), arguments.value("image")) {
      case (let seed?, nil, nil):
        guard let color = SchemeCommand.parseSeed(seed) else {
          throw UsageError(description: "invalid seed color '\(seed)': expected #RRGGBB")
        }
        source = .seed(color)
      case (nil, let path?, nil): source = .file(path)
      case (nil, nil, let path?): source = .image(path)
      case (nil, nil, nil):
        throw UsageError(description: "missing '--seed HEX', '--seeds FILE' or '--image IMAGE'")
      default:
        throw UsageError(description: "'--seed', '--seeds' and '--image' cannot be combined")
      }
      variant = try arguments.choice("variant", default: DynamicSchemeVariant.tonalSpot)
      isDark = try arguments.choice("appearance", default: Appearance.light) == .dark
      spec = try arguments.choice("spec", default: ColorSpecVersion.spec2021)
      if let text = arguments.value("contrast") {
        guard let level = Double(text), DynamicScheme.contrastRange.contains(level) else {
          throw UsageError(
            description: "invalid value '\(text)' for '--contrast': expected a number from -1 to 1")
        }
        contrast = level
      } else {
        contrast = 0
      }
    }

    func scheme(seed: Color) -> DynamicScheme {
      DynamicScheme(
        seed: seed, variant: variant, isDark: isDark, contrastLevel: contrast, specVersion: spec)
    }
  }
}
