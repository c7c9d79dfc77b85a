import Foundation
import MaterialTheming

/// `material-theme apply`: generates Swift source for a theme, written atomically.
enum ApplyCommand: Subcommand {
  static let output = Option<String>(
    required: "output", value: "file.swift", kind: .file,
    help: "Where to write the generated source.")
  static let name = Option<String?>(
    "name", value: "identifier",
    help: "Base name of the generated members (default: from the theme's name).")
  static let style = Option(
    choice: "style", default: SwiftStyle.core, help: "The kind of Swift to generate.")
  static let force = Option(
    flag: "force", help: "Replace an existing file that material-theme did not generate.")
  static let dryRun = Option(flag: "dry-run", help: "Report what would be written; write nothing.")
  static let inside = Option<String?>(
    "inside", value: "directory", kind: .directory,
    help: "Refuse any output that resolves outside this directory.")

  static let spec = CommandSpec(
    name: "apply",
    abstract: "Generate Swift source that builds the resolved theme without JSON.",
    discussion:
      "The file is only rewritten when its contents change, and always atomically.\n"
      + "The core style needs the MaterialThemingCore library; swiftui, uikit and appkit\n"
      + "need nothing but the platform's own framework.",
    arguments: [
      ArgumentSpec(
        name: "theme.json",
        help:
          "The theme file, a Material Theme Builder export or a DTCG token file (recognized by "
          + "their content).")
    ],
    options: [
      output, name, style, ThemeInput.contrastHigh, ThemeInput.context, force, dryRun, inside,
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    let output = arguments[Self.output]
    try ThemeInput.checkIdentifier(arguments[Self.name])
    if let root = arguments[Self.inside] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue
      else {
        throw .usage(
          "'--inside \(DiagnosticText.escaped(root))' must name an existing folder.")
      }
      do {
        try OutputFile.checkInside(output, root: root)
      } catch {
        throw .cannotCreate(error.description)
      }
    }
    let themePath = arguments.positionals[0]
    let theme = try ThemeInput.load(themePath, contexts: ThemeInput.contexts(arguments))
    let identifier =
      arguments[Self.name] ?? SwiftWriter.identifier(forName: theme.name)
    let source = SwiftWriter(
      theme: theme, identifier: identifier,
      sourceName: SwiftWriter.sourceName(forThemeAt: themePath),
      style: arguments[Self.style], increasedContrast: arguments[ThemeInput.contrastHigh]
    )
    .utf8()
    if arguments[Self.dryRun] {
      console.out("would write \(output) (\(source.count) bytes, members '\(identifier)')")
      return .success
    }
    let check = arguments[Self.force] ? nil : SwiftWriter.isGenerated
    return OutputFile.write(Data(source), to: output, replacing: check, console: &console)
  }
}
