import Foundation
import MaterialTheming

/// `material-theme export`: writes a theme as DTCG tokens, CSS custom properties or Swift.
enum ExportCommand: Subcommand {
  static let spec = CommandSpec(
    name: "export",
    abstract: "Write a theme as DTCG design tokens, CSS custom properties or Swift.",
    arguments: [
      ArgumentSpec(
        name: "theme.json", help: "A theme file, Theme Builder export or DTCG token file.")
    ],
    options: [
      .option(
        "to", value: "format",
        kind: .choice(ExportFormat.allCases.map(\.rawValue)),
        help: "The format to write.", required: true),
      .option(
        "output", value: "file", kind: .file,
        help: "Where to write (atomically); standard output when omitted."),
      .option(
        "name", value: "identifier", help: "Base name of the generated Swift members (swift only)."),
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let format = arguments.value("to").flatMap(ExportFormat.init(rawValue:)) ?? .dtcg
    try ThemeInput.checkIdentifier(arguments.value("name"))
    let path = arguments.positionals[0]
    let theme = try ThemeInput.load(path)
    let options = ExportOptions(
      identifier: arguments.value("name"),
      sourceName: SwiftCodeGenerator.sourceName(forThemeAt: path))
    guard let text = format.text(theme, options: options) else {
      return try writeFolder(format.files(theme, options: options), arguments, console: &console)
    }
    guard let output = arguments.value("output") else {
      console.out(document: text.hasSuffix("\n") ? String(text.dropLast()) : text)
      return .success
    }
    return OutputFile.write(text, to: output, console: &console)
  }

  /// Writes a folder format (an asset catalog) to `--output`, which it needs: atomically, only
  /// when the contents change, and never over a folder material-theme did not write.
  private static func writeFolder(
    _ files: [(path: String, contents: String)], _ arguments: ParsedArguments,
    console: inout Console
  ) throws(CommandFailure) -> ExitCode {
    guard let output = arguments.value("output") else {
      throw .usage("'--to xcassets' writes a folder: give it with '--output <Name.xcassets>'.")
    }
    let url = URL(fileURLWithPath: output)
    let root = url.appendingPathComponent("Contents.json")
    if FileManager.default.fileExists(atPath: url.path),
      !AssetCatalogWriter.isGenerated(
        (try? String(contentsOf: root, encoding: .utf8)) ?? "")
    {
      throw .cannotCreate(
        "\(DiagnosticText.escaped(output)) exists and was not written by material-theme; "
          + "remove it or choose another path.")
    }
    do {
      let wrote = try BuildWriter.writeDirectory(files, to: url)
      console.out("\(wrote ? "wrote" : "unchanged") \(output)")
      return .success
    } catch {
      throw .cannotCreate("cannot write \(DiagnosticText.escaped(output)): \(error)")
    }
  }
}
