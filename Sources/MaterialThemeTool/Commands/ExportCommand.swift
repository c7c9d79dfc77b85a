import Foundation
import MaterialTheming

/// `material-theme export`: writes a theme as DTCG tokens, CSS custom properties, Swift, a
/// Theme Builder export or a Figma variables body.
enum ExportCommand: Subcommand {
  static let format = Option<ExportFormat>(
    requiredChoice: "to", value: "format", legacyNames: ExportFormat.legacyNames.keys.sorted(),
    help: "The format to write: "
      + ExportFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
      + " ('swift', its former name, is read as core).")
  static let output = Option<String?>(
    "output", value: "file", kind: .file,
    help: "Where to write (atomically); standard output when omitted.")
  static let name = Option<String?>(
    "name", value: "identifier", help: "Base name of the generated Swift members (swift only).")
  static let force = Option(
    flag: "force",
    help: "Replace an existing --output that material-theme did not write, or that the "
      + "theme reads.")

  static let spec = CommandSpec(
    name: "export",
    abstract: "Write a theme in one of the \(ExportFormat.allCases.count) export formats (--to).",
    arguments: [
      ArgumentSpec(
        name: "theme.json", help: "A theme file, Theme Builder export or DTCG token file.")
    ],
    options: [format, output, name, ThemeInput.contrastHigh, ThemeInput.context, force])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let format = arguments[Self.format]
    try ThemeInput.checkIdentifier(arguments[Self.name])
    let path = arguments.positionals[0]
    let (theme, inputs) = try ThemeInput.loadRecordingInputs(
      path, contexts: ThemeInput.contexts(arguments))
    let force = arguments[Self.force]
    let options = ExportOptions(
      identifier: arguments[Self.name],
      sourceName: SwiftWriter.sourceName(forThemeAt: path),
      increasedContrast: arguments[ThemeInput.contrastHigh])
    guard let text = format.text(theme, options: options) else {
      return try writeFolder(format.files(theme, options: options), arguments, console: &console)
    }
    guard let output = arguments[Self.output] else {
      console.out(document: text.hasSuffix("\n") ? String(text.dropLast()) : text)
      return .success
    }
    if !force {
      do {
        try OutputFile.checkNotInput(output, inputs: inputs, others: [path])
      } catch {
        throw .cannotCreate(error.description)
      }
    }
    return OutputFile.write(
      text, to: output,
      replacing: force ? nil : { OutputOwnership.isGenerated($0, format: format) },
      console: &console)
  }

  /// Writes a folder format (an asset catalog) to `--output`, which it needs: atomically, only
  /// when the contents change, and never over a folder material-theme did not write (or that
  /// holds anything it did not write).
  private static func writeFolder(
    _ files: [(path: String, contents: String)], _ arguments: ParsedArguments,
    console: inout Console
  ) throws(CommandFailure) -> ExitCode {
    guard let output = arguments[Self.output] else {
      throw .usage("'--to xcassets' writes a folder: give it with '--output <Name.xcassets>'.")
    }
    do {
      let outcome = try OutputFile.writeFolder(files, to: output)
      console.out(
        "\(outcome == .written ? "wrote" : "unchanged") \(DiagnosticText.escaped(output))")
      return .success
    } catch {
      throw .cannotCreate(DiagnosticText.escaped(error.description))
    }
  }
}
