import MaterialTheming

/// `material-theme apply`: generates Swift source for a theme, written atomically.
enum ApplyCommand: Subcommand {
  static let name = "apply"
  static let abstract = "Generate Swift source that builds the resolved theme without JSON."
  static let help = """
    OVERVIEW: \(abstract)

    USAGE: material-theme apply <theme.json> --output <file.swift> [--name <identifier>]
                                [--force] [--dry-run] [--inside <directory>]

    ARGUMENTS:
      <theme.json>            The theme file, a Material Theme Builder export or a DTCG
                              token file (recognized by their content).

    OPTIONS:
      --output <file.swift>   Where to write the generated source.
      --name <identifier>     Base name of the generated members (default: from the theme's name).
      --force                 Replace an existing file that material-theme did not generate.
      --dry-run               Report what would be written; write nothing.
      --inside <directory>    Refuse any output that resolves outside this directory.
      -h, --help              Show this help.

    The file is only rewritten when its contents change, and always atomically.
    """
  static let signature = CommandSignature(
    options: ["output", "name", "inside"], flags: ["force", "dry-run"], positionals: 1...1)

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    guard let output = arguments.value("output") else {
      console.error(
        "error: missing '--output <file.swift>'\n\nUSAGE: see 'material-theme apply --help'")
      return .usage
    }
    do {
      try ThemeInput.checkIdentifier(arguments.value("name"), console: &console)
    } catch {
      return error
    }
    if let root = arguments.value("inside") {
      do {
        try OutputFile.checkInside(output, root: root)
      } catch {
        console.error("error: \(error.description)")
        return .cannotCreate
      }
    }
    let themePath = arguments.positionals[0]
    let theme: Theme
    do {
      theme = try ThemeInput.load(themePath, console: &console)
    } catch {
      return error
    }
    let identifier =
      arguments.value("name") ?? SwiftCodeGenerator.identifier(forName: theme.name)
    let source = SwiftCodeGenerator(
      theme: theme, identifier: identifier,
      sourceName: SwiftCodeGenerator.sourceName(forThemeAt: themePath)
    )
    .generate()
    if arguments.flags.contains("dry-run") {
      console.out("would write \(output) (\(source.utf8.count) bytes, members '\(identifier)')")
      return .success
    }
    let check = arguments.flags.contains("force") ? nil : SwiftCodeGenerator.isGenerated
    return OutputFile.write(source, to: output, replacing: check, console: &console)
  }
}
