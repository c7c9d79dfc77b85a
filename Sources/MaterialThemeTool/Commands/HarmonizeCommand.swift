import MaterialTheming

/// `material-theme harmonize`: turns a color's hue toward a source color, as Material Color
/// Utilities' `Blend.harmonize` does (the mcu-oracle's `harmonize` kind).
enum HarmonizeCommand: Subcommand {
  static let source = Option<String>(
    required: "with", value: "source", help: "The color to harmonize toward, typically the seed.")

  static let spec = CommandSpec(
    name: "harmonize",
    abstract: "Harmonize a color toward a source color (hue turned by at most 15°).",
    discussion: """
      Output: {"harmonized": "#RRGGBB"}: the color's HCT hue turned toward the
      source's by half their difference, at most 15 degrees; chroma and tone kept.
      Alpha is ignored.
      """,
    arguments: [
      ArgumentSpec(
        name: "color", help: "The color to harmonize (#RRGGBB; the leading # may be omitted).",
        kind: .text)
    ],
    options: [source])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let design = try color(arguments.positionals.first ?? "", what: "<color>")
    let source = try color(arguments[Self.source], what: "'--with'")
    let harmonized = Blend.harmonize(design, toward: source)
    console.out("{\"harmonized\": \"\(harmonized.opaqueHexString)\"}")
    return .success
  }

  /// Parses `#RRGGBB`, `RRGGBB` or any notation ``Color/init(hex:)`` accepts.
  private static func color(_ text: String, what: String) throws(CommandFailure) -> Color {
    guard let color = try? Color(hex: text.hasPrefix("#") ? text : "#" + text) else {
      throw .usage(
        "invalid color '\(DiagnosticText.escaped(text))' for \(what): expected #RRGGBB")
    }
    return color
  }
}
