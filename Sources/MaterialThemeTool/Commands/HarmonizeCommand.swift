import MaterialTheming

/// `material-theme harmonize`: turns a color's hue toward a source color, as Material Color
/// Utilities' `Blend.harmonize` does (the mcu-oracle's `harmonize` kind).
enum HarmonizeCommand: Subcommand {
  static let name = "harmonize"
  static let abstract = "Harmonize a color toward a source color (hue turned by at most 15°)."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme harmonize COLOR --with SOURCE

    ARGUMENTS:
      COLOR                 The color to harmonize (#RRGGBB; the leading # may be omitted).

    OPTIONS:
      --with SOURCE         The color to harmonize toward, typically the theme's seed.

    Output: {"harmonized": "#RRGGBB"}: COLOR's HCT hue turned toward SOURCE's by half their
    difference, at most 15 degrees; chroma and tone kept. Alpha is ignored.
    """
  static let signature = CommandSignature(options: ["with"], positionals: 0...1)

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    do throws(UsageError) {
      guard let design = arguments.positionals.first else {
        throw UsageError(description: "missing COLOR")
      }
      guard let source = arguments.value("with") else {
        throw UsageError(description: "missing '--with SOURCE'")
      }
      let harmonized = Blend.harmonize(
        try color(design, what: "COLOR"), toward: try color(source, what: "'--with'"))
      console.out("{\"harmonized\": \"\(harmonized.opaqueHexString)\"}")
      return .success
    } catch {
      console.error("error: \(error.description)\n\nUSAGE: see 'material-theme harmonize --help'")
      return .usage
    }
  }

  /// Parses `#RRGGBB`, `RRGGBB` or any notation ``Color/init(hex:)`` accepts.
  private static func color(_ text: String, what: String) throws(UsageError) -> Color {
    guard let color = try? Color(hex: text.hasPrefix("#") ? text : "#" + text) else {
      throw UsageError(
        description: "invalid color '\(visible(text))' for \(what): expected #RRGGBB")
    }
    return color
  }

  /// `text` with control characters written as `\u{XX}`, so a message never echoes them raw.
  private static func visible(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
